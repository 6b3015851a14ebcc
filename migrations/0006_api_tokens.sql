-- API tokens for the review API, the page and the MCP review server. Only a hash of the
-- token is stored; the token itself is shown once, when created.
CREATE TABLE api_tokens (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (name <> ''),
  role text NOT NULL CHECK (role IN ('viewer', 'reviewer', 'admin')),
  token_hash text NOT NULL UNIQUE,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  last_used_at timestamptz
);
