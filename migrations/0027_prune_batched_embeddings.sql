-- Vectors a local model computed in batches were cached under the bare model name
-- (e.g. 'all-minilm-l6-v2'); since each text is embedded alone they are stored under
-- '<model>:alone' (src/semantic/embedder.ts), so the old rows are never read again and
-- nothing else removes them. Every key written now holds a colon (a local model's
-- '<model>:alone', a provider's '<provider>:<model>'), so a key without one is such a row.
DELETE FROM embeddings WHERE strpos(model, ':') = 0;
