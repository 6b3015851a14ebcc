-- The open OTel traces' index moves from a table into the assembler's memory. The chunks
-- (0015) already hold it: each row lists its trace ids, their span counts and whether
-- their root span is in it. Folding them into otel_traces cost one upsert per trace per
-- round, and closing a trace one more update; the assembler now reads the chunks it has
-- not seen (marking them folded) and keeps the open traces in memory, rebuilding that
-- from the folded chunks whenever another assembler may have worked since (otel_assembler
-- counts the rounds). What must outlive a process is written: the staged chunks, and a
-- tombstone per finished trace (otel_finished), which drops its late spans for 24 h.
LOCK TABLE otel_traces, otel_span_chunks IN EXCLUSIVE MODE;

CREATE TABLE otel_finished (
  trace_id text PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('assembled', 'dropped')),
  outcome text NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otel_finished_at ON otel_finished (finished_at);

INSERT INTO otel_finished (trace_id, state, outcome, finished_at)
SELECT trace_id, state, coalesce(outcome, state), coalesce(finished_at, now()) FROM otel_traces WHERE state <> 'open';

-- 0015 carried 0011's spans over as chunks without root flags (the trace row held it):
-- an open trace whose root had ended keeps that in its chunks' index.
UPDATE otel_span_chunks c SET roots = r.roots
  FROM (SELECT c2.id, array_agg(u.root OR coalesce(t.root_ended, false) ORDER BY u.ord) AS roots
          FROM otel_span_chunks c2
          CROSS JOIN LATERAL unnest(c2.trace_ids, c2.roots) WITH ORDINALITY AS u(trace_id, root, ord)
          LEFT JOIN otel_traces t ON t.trace_id = u.trace_id AND t.state = 'open'
         GROUP BY c2.id) r
 WHERE r.id = c.id AND r.roots IS DISTINCT FROM c.roots;

-- One row: the assembler's round counter. An assembler that finds it moved by someone
-- else since its own last round rebuilds its index from the chunks; every transaction it
-- writes in first checks (and locks) the counter, so one that lost its lock mid-round
-- (its connection dropped) stops at its next write instead of working beside the next.
-- The holder and time of the last claim let replicas leave the rounds to the assembler
-- that is working, instead of alternating and rebuilding at every round.
CREATE TABLE otel_assembler (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  epoch bigint NOT NULL DEFAULT 0,
  holder text,
  claimed_at timestamptz
);
INSERT INTO otel_assembler DEFAULT VALUES;

DROP TABLE otel_traces;
ALTER TABLE otel_span_chunks DROP COLUMN open_traces;

-- A chunk's index (a door's chunk holds about 1,600 trace ids, 54 KB of text) is stored as
-- is, like its body: compressing it cost about a fifth of the door's INSERT, for rows
-- deleted minutes later.
ALTER TABLE otel_span_chunks
  ALTER COLUMN trace_ids SET STORAGE EXTERNAL,
  ALTER COLUMN span_counts SET STORAGE EXTERNAL,
  ALTER COLUMN roots SET STORAGE EXTERNAL;
