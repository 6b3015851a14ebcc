-- Whetstone's versioned description store.
-- History tables (description_versions, publish_log, audit_log) are append-only: a
-- trigger refuses UPDATE and DELETE so that no code path can rewrite history.

CREATE FUNCTION whetstone_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'whetstone: % on % is refused: history rows are immutable', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TABLE tools (
  id bigserial PRIMARY KEY,
  server text NOT NULL CHECK (server <> '' AND position('/' IN server) = 0),
  name text NOT NULL CHECK (name <> ''),
  input_schema jsonb NOT NULL DEFAULT '{}'::jsonb,
  upstream_description text NOT NULL,
  origin text NOT NULL DEFAULT 'upstream' CHECK (origin IN ('upstream', 'observed')),
  first_seen timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (server, name)
);

CREATE TABLE description_versions (
  tool_id bigint NOT NULL REFERENCES tools (id),
  version integer NOT NULL CHECK (version >= 1),
  text text NOT NULL,
  components jsonb,
  source text NOT NULL CHECK (source IN ('upstream', 'optimizer', 'human', 'rollback')),
  parent_version integer,
  created_by text NOT NULL,
  reason text,
  provenance jsonb NOT NULL DEFAULT '{}'::jsonb,
  lint jsonb,
  gates jsonb,
  content_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tool_id, version),
  FOREIGN KEY (tool_id, parent_version) REFERENCES description_versions (tool_id, version)
);
CREATE TRIGGER description_versions_immutable BEFORE UPDATE OR DELETE ON description_versions
  FOR EACH ROW EXECUTE FUNCTION whetstone_refuse_change();

-- The published pointer. One row per tool, so a tool can never have two published
-- versions; every move of the pointer takes this row's lock first.
CREATE TABLE tool_state (
  tool_id bigint PRIMARY KEY REFERENCES tools (id),
  published_version integer,
  canary_version integer,
  canary_share real NOT NULL DEFAULT 0 CHECK (canary_share >= 0 AND canary_share <= 1),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tool_id, published_version) REFERENCES description_versions (tool_id, version),
  FOREIGN KEY (tool_id, canary_version) REFERENCES description_versions (tool_id, version)
);

-- Every move of the published pointer, oldest first: "the previously published version"
-- and the per-tool timeline come from here.
CREATE TABLE publish_log (
  id bigserial PRIMARY KEY,
  tool_id bigint NOT NULL REFERENCES tools (id),
  version integer NOT NULL,
  previous_version integer,
  cause text NOT NULL CHECK (cause IN ('import', 'upstream', 'approve', 'rollback')),
  actor text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tool_id, version) REFERENCES description_versions (tool_id, version)
);
CREATE INDEX publish_log_tool ON publish_log (tool_id, id);
CREATE TRIGGER publish_log_immutable BEFORE UPDATE OR DELETE ON publish_log
  FOR EACH ROW EXECUTE FUNCTION whetstone_refuse_change();

CREATE TABLE proposals (
  id bigserial PRIMARY KEY,
  tool_id bigint NOT NULL REFERENCES tools (id),
  version integer NOT NULL,
  base_version integer NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'rejected', 'superseded', 'published')),
  created_by text NOT NULL,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_by text,
  decision_reason text,
  decided_at timestamptz,
  UNIQUE (tool_id, version),
  FOREIGN KEY (tool_id, version) REFERENCES description_versions (tool_id, version),
  FOREIGN KEY (tool_id, base_version) REFERENCES description_versions (tool_id, version),
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX proposals_status ON proposals (status, id);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  action text NOT NULL,
  subject text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_subject ON audit_log (subject, id);
CREATE TRIGGER audit_log_immutable BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION whetstone_refuse_change();
