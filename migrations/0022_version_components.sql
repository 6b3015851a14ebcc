-- A version's description as components (purpose, whenToUse, whenNotToUse, parameters,
-- examples: src/catalog/components.ts), written with every new version: parsed from the
-- text when it arrives whole, written structured by the optimizer. Versions are immutable,
-- so rows written before this migration keep NULL and readers parse their text.
ALTER TABLE description_versions ADD COLUMN components jsonb;
