-- description_versions.components was planned for per-component rubric scores, but the
-- scores live with each version's lint (`lint` jsonb, before/after) and nothing ever wrote
-- the column: every row holds NULL. Dropping it removes a field readers could trust.
ALTER TABLE description_versions DROP COLUMN components;
