-- Optimizer runs and every candidate they produced, accepted or blocked (with the gate
-- and its reason), so a reviewer can see what was tried and why it was not proposed.
CREATE TABLE optimizer_runs (
  id bigserial PRIMARY KEY,
  tool_id bigint NOT NULL REFERENCES tools (id),
  base_version integer NOT NULL,
  trigger text NOT NULL CHECK (trigger IN ('manual', 'auto', 'bench')),
  mode text NOT NULL CHECK (mode IN ('offline', 'llm')),
  model text,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  outcome text CHECK (outcome IN ('proposed', 'no_evidence', 'no_improvement', 'all_blocked', 'failed')),
  evidence jsonb NOT NULL DEFAULT '{}'::jsonb,
  proposal_id bigint REFERENCES proposals (id),
  metric_calls integer NOT NULL DEFAULT 0,
  tokens integer NOT NULL DEFAULT 0,
  cost_usd numeric(12, 6) NOT NULL DEFAULT 0,
  error text
);
CREATE INDEX optimizer_runs_tool ON optimizer_runs (tool_id, id);

CREATE TABLE optimizer_candidates (
  id bigserial PRIMARY KEY,
  run_id bigint NOT NULL REFERENCES optimizer_runs (id),
  tool_id bigint NOT NULL REFERENCES tools (id),
  text text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('proposed', 'blocked', 'not_better', 'outranked')),
  blocked_by text,
  reason text NOT NULL,
  gates jsonb NOT NULL,
  lint jsonb NOT NULL,
  replay jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX optimizer_candidates_blocked ON optimizer_candidates (outcome, id);
