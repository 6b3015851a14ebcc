-- An LLM summary's derivation is a rule number (LLM_NAMES_RULE in
-- src/discovery/summary-derivation.ts, from 1) or NULL, as an offline summary's is never
-- below 1 either: 0030 let any integer through on an LLM row.
ALTER TABLE server_summary_versions DROP CONSTRAINT server_summary_versions_derivation;
ALTER TABLE server_summary_versions
  ADD CONSTRAINT server_summary_versions_derivation
  CHECK (CASE source
    WHEN 'offline' THEN derivation IS NOT NULL
    WHEN 'human' THEN derivation IS NULL
    WHEN 'llm' THEN derivation IS NULL OR derivation >= 1
    ELSE true END);
