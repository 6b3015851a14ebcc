-- Sentence embeddings of queries and descriptions, cached by model and content hash so
-- the semantic selector embeds each distinct text once per model (a description or a
-- query re-seen in a later run costs a lookup, not a model call). The text itself is not
-- stored: the hash is enough to find a vector, and the cache holds no user text.
CREATE TABLE embeddings (
  model text NOT NULL,
  content_hash bytea NOT NULL,
  dims smallint NOT NULL,
  vector bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (model, content_hash)
);
