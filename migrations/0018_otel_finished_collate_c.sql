-- Trace ids are lowercase hex (checked where they are written), so comparing them by the
-- database's locale only costs time: every staged chunk and every fold probes
-- otel_finished's key for thousands of ids, and every assembled trace inserts one. Under
-- "C" they compare as bytes, in the same order hex digits sort in any locale. Equality
-- with a parameter (default collation) takes the column's collation, so the queries keep
-- using the index unchanged.
ALTER TABLE otel_finished ALTER COLUMN trace_id TYPE text COLLATE "C";
