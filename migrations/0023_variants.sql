-- Variant sets (docs/design.md, docs/publishing.md): a version belongs to one named set of
-- descriptions, 'full' unless written for another (e.g. 'compact', which a token budget
-- writes). The full set's pointer stays tool_state.published_version; every other set has
-- its own pointer here, one row per (tool, variant), so publishing and approval are per
-- (server, tool, variant). A proxy serves a client's set and falls back to full per tool.
ALTER TABLE description_versions
  ADD COLUMN variant text NOT NULL DEFAULT 'full'
    CHECK (variant ~ '^[a-z0-9][a-z0-9_-]{0,39}$');

CREATE TABLE variant_state (
  tool_id bigint NOT NULL REFERENCES tools (id),
  variant text NOT NULL CHECK (variant <> 'full'),
  published_version integer NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tool_id, variant),
  FOREIGN KEY (tool_id, published_version) REFERENCES description_versions (tool_id, version)
);

-- The per-tool timeline says which set a move was for (the full set's moves keep 'full').
ALTER TABLE publish_log ADD COLUMN variant text NOT NULL DEFAULT 'full';
