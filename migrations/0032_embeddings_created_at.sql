-- Retention deletes cached embeddings by age (src/maintenance/retention.ts): without an
-- index on created_at every batch would scan the whole cache.
CREATE INDEX embeddings_created_at ON embeddings (created_at);
