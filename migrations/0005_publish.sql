-- Publishing to targets. A tick (a cron minute, or a pointer-move notification) is
-- claimed once across replicas; each target remembers the content hash it last received
-- per tool, so only changes are sent and a failed target is retried on the next tick.
CREATE TABLE publish_ticks (
  tick text PRIMARY KEY,
  claimed_by text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE target_state (
  target text NOT NULL,
  server text NOT NULL,
  name text NOT NULL,
  version integer NOT NULL,
  content_hash text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (target, server, name)
);

CREATE TABLE publications (
  id bigserial PRIMARY KEY,
  target text NOT NULL,
  tick text NOT NULL,
  result text NOT NULL CHECK (result IN ('ok', 'failed')),
  versions jsonb NOT NULL,
  attempts integer NOT NULL,
  delivery_id text,
  error text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX publications_target ON publications (target, id);
