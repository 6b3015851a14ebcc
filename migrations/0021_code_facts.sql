-- What a tool's code does (docs/consistency.md): the side effects the source reader found in
-- a tool's code bundle, whether its description discloses each, and the findings, stored
-- per tool and the version whose text was current when the source was checked. Each check
-- appends a row (the latest per tool is what the gates and pages read), so the history of
-- what the code was seen to do stays. Everything in it came from a source tree and is
-- redacted before it is stored; every write has an audit row.
CREATE TABLE code_facts (
  id bigserial PRIMARY KEY,
  tool_id bigint NOT NULL REFERENCES tools (id),
  version integer NOT NULL,
  -- The directory read, as the reader reported it.
  source_path text NOT NULL,
  -- The description as the source registers it (constants resolved).
  description text NOT NULL,
  registered_at jsonb NOT NULL,
  effects jsonb NOT NULL,
  findings jsonb NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tool_id, version) REFERENCES description_versions (tool_id, version)
);
CREATE INDEX code_facts_tool ON code_facts (tool_id, id);
