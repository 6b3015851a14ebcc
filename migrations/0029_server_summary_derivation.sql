-- The offline rule an offline summary was derived by (OFFLINE_SUMMARY_RULE in
-- src/discovery/summary.ts): a summary of an older rule is re-derived as a new version, so
-- a better rule reaches servers whose descriptions have not changed. NULL for a summary
-- the LLM or a person wrote: no rule derived it, and none replaces it. Offline summaries
-- stored before this column were derived by rule 1.
ALTER TABLE server_summary_versions ADD COLUMN derivation integer;
UPDATE server_summary_versions SET derivation = 1 WHERE source = 'offline';
ALTER TABLE server_summary_versions
  ADD CONSTRAINT server_summary_versions_derivation
  CHECK ((source = 'offline') = (derivation IS NOT NULL));
