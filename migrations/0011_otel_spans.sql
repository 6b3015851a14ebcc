-- OpenTelemetry spans staged until their trace is complete (issue 18). Spans of one trace
-- arrive in many OTLP messages, out of order; each staging write stores one row per
-- (message chunk, trace) holding that chunk's spans of the trace, so a chunk costs two
-- statements whatever its span count. A redelivered message stages its spans again;
-- assembly deduplicates them by span id.
CREATE TABLE otel_span_batches (
  id bigserial PRIMARY KEY,
  trace_id text NOT NULL,
  -- json, not jsonb: written once and read once whole, so the binary form's parse on
  -- insert would be pure cost
  spans json NOT NULL,
  staged_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otel_span_batches_trace ON otel_span_batches (trace_id);

-- One row per OTel trace id: open while spans are staged; assembled, dropped or
-- dead-lettered afterwards (kept as a tombstone so late or redelivered spans of a
-- finished trace are counted and dropped instead of starting a partial second trace).
CREATE TABLE otel_traces (
  trace_id text PRIMARY KEY,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'assembled', 'dropped')),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_span_at timestamptz NOT NULL DEFAULT now(),
  root_ended boolean NOT NULL DEFAULT false,
  span_count integer NOT NULL DEFAULT 0,
  outcome text,
  finished_at timestamptz
);
CREATE INDEX otel_traces_open ON otel_traces (last_span_at) WHERE state = 'open';
CREATE INDEX otel_traces_finished ON otel_traces (finished_at) WHERE state <> 'open';
