-- Large traces (long results, long conversations) are TOASTed, and PostgreSQL's default
-- pglz compresses them at a fraction of lz4's speed: storing a 60 KB trace spent a fifth of
-- its time compressing. lz4 where the server has it (PostgreSQL 14+ built with lz4, as the
-- distributions ship it); elsewhere (a server built without it, PGlite) the columns keep
-- the default and nothing else changes. Only values written from now on use it: existing
-- rows are read either way. The COPY stage of ingest is created LIKE traces (compression
-- included), so INSERT … SELECT moves the compressed values without compressing twice.
DO $$
BEGIN
  ALTER TABLE traces
    ALTER COLUMN user_query SET COMPRESSION lz4,
    ALTER COLUMN tools_shown SET COMPRESSION lz4,
    ALTER COLUMN tool_calls SET COMPRESSION lz4,
    ALTER COLUMN final_answer SET COMPRESSION lz4,
    ALTER COLUMN signals SET COMPRESSION lz4,
    ALTER COLUMN extra SET COMPRESSION lz4;
  ALTER TABLE otel_span_batches ALTER COLUMN spans SET COMPRESSION lz4;
  ALTER TABLE dead_letters ALTER COLUMN value SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value OR syntax_error THEN
  RAISE NOTICE 'lz4 compression is not available on this server: large values stay pglz-compressed (%).', SQLERRM;
END $$;
