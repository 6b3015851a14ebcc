-- A reviewer's refusal of a server-summary proposal (an LLM's or a person's), kept on the
-- version: a rejected version leaves the review queue and cannot be published. Publishing
-- needs no column: the state row's pointer says which version routes, the audit log who
-- moved it.
ALTER TABLE server_summary_versions
  ADD COLUMN rejected_by text,
  ADD COLUMN rejected_at timestamptz,
  ADD COLUMN reject_reason text;
