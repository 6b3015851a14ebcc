-- Retention and LLM spending.
--
-- Retention deletes old traces in small batches; a trace's judgments and per-tool
-- outcomes go with it (ON DELETE CASCADE), so a batch is one statement and can never
-- leave orphans. History (versions, publish log, audit log) is never touched, and a trace
-- that any version's provenance cites is kept (see src/maintenance/retention.ts).
ALTER TABLE judgments DROP CONSTRAINT judgments_trace_id_fkey,
  ADD CONSTRAINT judgments_trace_id_fkey FOREIGN KEY (trace_id) REFERENCES traces (trace_id) ON DELETE CASCADE;
ALTER TABLE trace_tools DROP CONSTRAINT trace_tools_trace_id_fkey,
  ADD CONSTRAINT trace_tools_trace_id_fkey FOREIGN KEY (trace_id) REFERENCES traces (trace_id) ON DELETE CASCADE;
-- Retention goes by when a trace was stored, not by the producer's timestamp: a backfill of
-- old traces is not deleted on arrival, and a producer's clock cannot expire data early.
-- BRIN: ingested_at grows with the table, so the index is tiny and nearly free to keep up
-- on the ingest path.
CREATE INDEX traces_ingested_at ON traces USING brin (ingested_at);
CREATE INDEX publish_ticks_claimed_at ON publish_ticks (claimed_at);
CREATE INDEX dead_letters_at ON dead_letters (at);

-- An optimizer run that produced no candidate because an LLM token limit refused the calls.
ALTER TABLE optimizer_runs DROP CONSTRAINT optimizer_runs_outcome_check,
  ADD CONSTRAINT optimizer_runs_outcome_check
    CHECK (outcome IN ('proposed', 'no_evidence', 'no_improvement', 'all_blocked', 'over_budget', 'failed'));
