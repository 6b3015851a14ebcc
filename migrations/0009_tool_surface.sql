-- Issue 13: the proxy governs the whole tool surface, agents authenticate to the proxy.
--
-- 1. Every version snapshots the surface an agent sees besides the description:
--    {"title", "inputSchema" (with its parameter descriptions), "annotations"}. A version
--    written without one (a human or optimizer proposal, a rollback) inherits its
--    parent's, so rewording a description never changes the schema behind a reviewer's
--    back. Versions are immutable: the column is filled at insert, never updated.
ALTER TABLE description_versions ADD COLUMN surface jsonb;

-- Existing versions: the only part of the surface stored so far is the tool's schema.
ALTER TABLE description_versions DISABLE TRIGGER description_versions_immutable;
UPDATE description_versions v SET surface = jsonb_build_object('inputSchema', t.input_schema)
  FROM tools t WHERE t.id = v.tool_id;
ALTER TABLE description_versions ENABLE TRIGGER description_versions_immutable;

CREATE FUNCTION whetstone_inherit_surface() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.surface IS NULL AND NEW.parent_version IS NOT NULL THEN
    SELECT surface INTO NEW.surface FROM description_versions
     WHERE tool_id = NEW.tool_id AND version = NEW.parent_version;
  END IF;
  IF NEW.surface IS NULL THEN
    SELECT jsonb_build_object('inputSchema', input_schema) INTO NEW.surface FROM tools WHERE id = NEW.tool_id;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER description_versions_inherit_surface BEFORE INSERT ON description_versions
  FOR EACH ROW EXECUTE FUNCTION whetstone_inherit_surface();
ALTER TABLE description_versions ALTER COLUMN surface SET NOT NULL;

-- 2. Per-server policy for upstream changes. Without a row (or with accept_upstream
--    false) an upstream change to a reviewed tool is held as a proposal; true publishes
--    upstream changes as they come (for servers whose operator is trusted).
CREATE TABLE server_policies (
  server text PRIMARY KEY CHECK (server <> '' AND position('/' IN server) = 0),
  accept_upstream boolean NOT NULL DEFAULT false,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- 3. The agent role: may use the proxy over HTTP, nothing else.
ALTER TABLE api_tokens DROP CONSTRAINT api_tokens_role_check;
ALTER TABLE api_tokens ADD CONSTRAINT api_tokens_role_check CHECK (role IN ('viewer', 'reviewer', 'admin', 'agent'));
