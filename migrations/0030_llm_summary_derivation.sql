-- An LLM summary may carry a derivation too: the rule that appended the names of the tools
-- it left out (LLM_NAMES_RULE in src/discovery/summary-derivation.ts), NULL when it is
-- stored as the model wrote it. An offline summary still always names its rule, and a
-- summary a person wrote never has one.
ALTER TABLE server_summary_versions DROP CONSTRAINT server_summary_versions_derivation;
ALTER TABLE server_summary_versions
  ADD CONSTRAINT server_summary_versions_derivation
  CHECK (CASE source WHEN 'offline' THEN derivation IS NOT NULL WHEN 'human' THEN derivation IS NULL ELSE true END);
