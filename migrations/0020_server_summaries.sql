-- Server summaries for discovery's first routing stage (docs/discovery.md), versioned like
-- descriptions: each version keeps its text, where it came from (derived offline from the
-- published descriptions, written by the LLM, or by a person) and the hash of the published
-- descriptions it was derived from, so a summary is re-derived only when those change. The
-- state row says which version routes; an LLM-written version waits there unpublished
-- until a person publishes it.
CREATE TABLE server_summary_versions (
  server text NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  text text NOT NULL,
  source text NOT NULL CHECK (source IN ('offline', 'llm', 'human')),
  basis_hash bytea NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (server, version)
);

CREATE TABLE server_summary_state (
  server text PRIMARY KEY,
  published_version integer,
  FOREIGN KEY (server, published_version) REFERENCES server_summary_versions (server, version)
);
