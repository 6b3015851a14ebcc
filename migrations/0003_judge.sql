-- The task-success judge. A trace moves pending → signaled → (llm_wanted →) done, or
-- judge_failed after too many LLM errors. Workers claim rows with FOR UPDATE SKIP LOCKED.
ALTER TABLE traces
  ADD COLUMN judge_state text NOT NULL DEFAULT 'pending'
    CHECK (judge_state IN ('pending', 'signaled', 'llm_wanted', 'done', 'judge_failed')),
  ADD COLUMN judge_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN judge_error text,
  ADD COLUMN judge_next_at timestamptz,
  -- chosen by the stratified random sample (so success-rate estimates stay unbiased)
  ADD COLUMN judge_sampled boolean NOT NULL DEFAULT false;
CREATE INDEX traces_judge_open ON traces (judge_state, ingested_at) WHERE judge_state IN ('pending', 'signaled', 'llm_wanted');

-- Tools each trace called, one row per (trace, tool), with what happened to that tool in
-- the task: the evidence the optimizer reads per tool.
CREATE TABLE trace_tools (
  trace_id text NOT NULL REFERENCES traces (trace_id),
  server text NOT NULL,
  name text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('served', 'wrong_pick', 'error', 'arg_retry', 'unresolved')),
  served_by text,
  shown_version integer,
  PRIMARY KEY (trace_id, server, name)
);
CREATE INDEX trace_tools_tool ON trace_tools (server, name);

CREATE TABLE judgments (
  id bigserial PRIMARY KEY,
  trace_id text NOT NULL REFERENCES traces (trace_id),
  judge text NOT NULL,                 -- 'signals' or 'llm:<model>'
  score real NOT NULL CHECK (score >= 0 AND score <= 1),
  passed boolean NOT NULL,
  confidence real NOT NULL CHECK (confidence >= 0 AND confidence <= 1),
  reasoning text NOT NULL,
  rule text,                           -- the signal rule that decided, for 'signals'
  features jsonb,                      -- what the signal judge measured (calls, errors, answer coverage)
  user_task_identified boolean,
  completion_evidence text,
  tokens integer NOT NULL DEFAULT 0,
  cost_usd numeric(12, 6) NOT NULL DEFAULT 0,
  copied_from text,                    -- an identical trace whose LLM judgment was reused
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (trace_id, judge)
);

-- LLM tokens spent per UTC day, for the daily budget.
CREATE TABLE llm_usage (
  day date NOT NULL,
  purpose text NOT NULL,
  tokens bigint NOT NULL DEFAULT 0,
  calls integer NOT NULL DEFAULT 0,
  cost_usd numeric(14, 6) NOT NULL DEFAULT 0,
  PRIMARY KEY (day, purpose)
);

-- Success rate per description version from the random (stratified) LLM sample, with a
-- 95% Wilson interval; recomputed by the judge as samples arrive.
CREATE TABLE success_estimates (
  server text NOT NULL,
  name text NOT NULL,
  version integer NOT NULL,
  sampled integer NOT NULL,
  passed integer NOT NULL,
  rate real NOT NULL,
  ci_low real NOT NULL,
  ci_high real NOT NULL,
  signal_traces integer NOT NULL,
  signal_passed integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (server, name, version)
);
