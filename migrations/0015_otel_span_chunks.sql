-- OpenTelemetry spans are staged as the requests they came in, not as one JSON row per
-- (chunk, trace): a door's chunk of OTLP requests is one row holding the request bodies as
-- received plus the chunk's index (its trace ids, their span counts, whether their root
-- span is in it). Staging is then one INSERT whatever the span count, and the doors never
-- write otel_traces: with spans of one trace spread over many chunks, upserting the trace
-- per chunk rewrote each open trace's row once per chunk. The assembler folds the chunks
-- staged since its last round into otel_traces, one row per trace per round, under its
-- lock. The process that staged a chunk keeps its decoded spans in memory for the
-- assembler; the row is what a restart, or another replica's assembler, reads. A folded
-- chunk is deleted once every open trace that had spans in it is finished (open_traces
-- counts them down).
CREATE TABLE otel_span_chunks (
  id bigserial PRIMARY KEY,
  -- otlp: frames of [format byte (0 protobuf, 1 JSON)][u32 length][request body as received];
  -- spans: a JSON array of decoded spans (what migration 0011 staged; converted below)
  format text NOT NULL CHECK (format IN ('otlp', 'spans')),
  body bytea NOT NULL,
  trace_ids text[] NOT NULL,
  span_counts integer[] NOT NULL,
  roots boolean[] NOT NULL,
  folded boolean NOT NULL DEFAULT false,
  open_traces integer NOT NULL DEFAULT 0,
  staged_at timestamptz NOT NULL DEFAULT now(),
  CHECK (cardinality(trace_ids) = cardinality(span_counts) AND cardinality(trace_ids) = cardinality(roots))
);
CREATE INDEX otel_span_chunks_unfolded ON otel_span_chunks (id) WHERE NOT folded;
-- Written once, read back only on a miss of the stager's memory, deleted soon after:
-- compressing it would cost PostgreSQL's CPU on every chunk for space held minutes.
ALTER TABLE otel_span_chunks ALTER COLUMN body SET STORAGE EXTERNAL;

ALTER TABLE otel_traces ADD COLUMN chunks bigint[] NOT NULL DEFAULT '{}';

-- Spans staged by 0011 for traces still open are carried over, one folded chunk per old
-- row, so an upgrade in the middle of a trace loses none of its spans. The lock keeps a
-- daemon of the previous version from staging rows after the copy and before the drop.
LOCK TABLE otel_span_batches IN EXCLUSIVE MODE;
INSERT INTO otel_span_chunks (format, body, trace_ids, span_counts, roots, folded, open_traces, staged_at)
SELECT 'spans', convert_to(b.spans::text, 'UTF8'), ARRAY[b.trace_id], ARRAY[json_array_length(b.spans)], ARRAY[false], true, 1, b.staged_at
  FROM otel_span_batches b JOIN otel_traces t ON t.trace_id = b.trace_id AND t.state = 'open'
 ORDER BY b.id;
UPDATE otel_traces t SET chunks = c.ids
  FROM (SELECT trace_ids[1] AS trace_id, array_agg(id ORDER BY id) AS ids FROM otel_span_chunks GROUP BY trace_ids[1]) c
 WHERE t.trace_id = c.trace_id;
DROP TABLE otel_span_batches;
