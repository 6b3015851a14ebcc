-- Canary rollouts. While a rollout runs, tool_state.canary_version / canary_share say
-- what a share of sessions is shown; the rollout row keeps the test's parameters (frozen
-- at start, so a decision can be re-derived), its latest numbers, and the decision with
-- the numbers behind it and who or what made it. One running rollout per tool.
CREATE TABLE rollouts (
  id bigserial PRIMARY KEY,
  tool_id bigint NOT NULL REFERENCES tools (id),
  control_version integer NOT NULL,
  canary_version integer NOT NULL,
  share real NOT NULL CHECK (share > 0 AND share < 1),
  proposal_id bigint REFERENCES proposals (id),
  status text NOT NULL DEFAULT 'running'
    CHECK (status IN ('running', 'promoted', 'rolled_back', 'aborted', 'expired')),
  params jsonb NOT NULL,
  started_by text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  last_state jsonb,
  last_checked_at timestamptz,
  decision_by text,
  decision_reason text,
  decision_state jsonb,
  decided_at timestamptz,
  FOREIGN KEY (tool_id, control_version) REFERENCES description_versions (tool_id, version),
  FOREIGN KEY (tool_id, canary_version) REFERENCES description_versions (tool_id, version),
  CHECK ((status = 'running') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX rollouts_one_running ON rollouts (tool_id) WHERE status = 'running';
CREATE INDEX rollouts_tool ON rollouts (tool_id, id);

-- Per-server default canary share: an approval of a tool of this server starts a rollout
-- at this share unless the approver says otherwise.
CREATE TABLE rollout_defaults (
  server text PRIMARY KEY CHECK (server <> '' AND position('/' IN server) = 0),
  share real NOT NULL CHECK (share > 0 AND share < 1),
  set_by text NOT NULL,
  set_at timestamptz NOT NULL DEFAULT now()
);

-- The per-arm counts find a tool's traces by containment in tools_shown
-- (tools_shown @> [{"server": …, "name": …}]); without this index each check would scan
-- every trace since the rollout started. fastupdate off: a pending list would be scanned
-- whole by every check, which costs more than the per-insert index update.
CREATE INDEX traces_tools_shown ON traces USING gin (tools_shown jsonb_path_ops) WITH (fastupdate = off);
