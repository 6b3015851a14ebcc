-- Traces as ingested (already redacted), and dead letters of file ingest (Kafka ingest
-- dead-letters to its DLQ topic instead).
--
-- Not partitioned by time, although DESIGN.md first asked for it: a partitioned table's
-- unique key must include the partition column, so trace_id could no longer be unique
-- on its own, and ON CONFLICT (trace_id) is what makes redelivery after a crash harmless.
-- Retention is a batched DELETE by ts (indexed).
CREATE TABLE traces (
  trace_id text PRIMARY KEY,
  ts timestamptz NOT NULL,
  server text NOT NULL,
  session_id text,
  user_query text NOT NULL,
  tools_shown jsonb NOT NULL DEFAULT '[]'::jsonb,
  tool_calls jsonb NOT NULL DEFAULT '[]'::jsonb,
  final_answer text,
  signals jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- the trace's fields without a column of their own (agent, producer extensions); with
  -- the columns and signals, the whole (redacted) trace
  extra jsonb NOT NULL DEFAULT '{}'::jsonb,
  content_hash text NOT NULL,
  redactions integer NOT NULL DEFAULT 0,
  source text NOT NULL,
  ingested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX traces_ts ON traces (ts);
CREATE INDEX traces_server_ts ON traces (server, ts);
CREATE INDEX traces_content_hash ON traces (content_hash);

CREATE TABLE dead_letters (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  source text NOT NULL,
  reason text NOT NULL,
  error text NOT NULL,
  message_key text,
  value bytea,
  replayed_at timestamptz
);
CREATE INDEX dead_letters_open ON dead_letters (id) WHERE replayed_at IS NULL;
