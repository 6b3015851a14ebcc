-- Which description text each judged tool call is evidence for (docs/traces.md, "the
-- attribution rule"). Most producers never learn Whetstone's version numbers, so a call
-- whose trace names no version is attributed when it is judged, by attribute_call below.
-- seen_hash is the content hash of the text the agent saw; evidence for a version is
-- matched by it, so a rollback to an earlier text keeps that text's evidence.
ALTER TABLE trace_tools
  ADD COLUMN seen_hash text,
  ADD COLUMN attribution text
    CHECK (attribution IN ('shown', 'text', 'unmatched_text', 'published', 'upstream', 'none'));
CREATE INDEX trace_tools_seen ON trace_tools (server, name, seen_hash);

-- Where (tool, session) falls in [0, 1): rollout/assignment.ts `assignmentPoint`, in SQL.
CREATE FUNCTION canary_point(p_tool text, p_session text) RETURNS double precision
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT ('x' || left(encode(sha256(convert_to(p_tool || E'\n' || p_session, 'UTF8')), 'hex'), 8))::bit(32)::bigint
         / 4294967296.0
$$;

-- The rule, in order: the version the trace names (shown); else the stored version whose
-- text has the hash of the text the trace names (text; none: unmatched_text, never
-- evidence for a version); else the canary of a rollout running at the trace's time for
-- the session's arm, or the last version published at or before it (published); before
-- any publication, the tool's first upstream text, which the upstream itself served
-- (upstream); else nothing (none).
CREATE FUNCTION attribute_call(
  p_server text, p_name text, p_at timestamptz, p_session text, p_version integer, p_hash text,
  OUT version integer, OUT seen_hash text, OUT attribution text
) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_variable
DECLARE
  v_tool bigint;
BEGIN
  SELECT id INTO v_tool FROM tools WHERE server = p_server AND name = p_name;
  IF p_version IS NOT NULL THEN
    version := p_version;
    attribution := 'shown';
  ELSIF p_hash IS NOT NULL THEN
    SELECT max(v.version) INTO version FROM description_versions v WHERE v.tool_id = v_tool AND v.content_hash = p_hash;
    seen_hash := p_hash;
    attribution := CASE WHEN version IS NULL THEN 'unmatched_text' ELSE 'text' END;
    RETURN;
  ELSE
    SELECT r.canary_version INTO version FROM rollouts r
     WHERE r.tool_id = v_tool AND r.started_at <= p_at AND (r.decided_at IS NULL OR r.decided_at > p_at)
       AND p_session IS NOT NULL AND canary_point(p_server || '/' || p_name, p_session) < r.share
     ORDER BY r.id DESC LIMIT 1;
    IF version IS NULL THEN
      SELECT l.version INTO version FROM publish_log l
       WHERE l.tool_id = v_tool AND l.at <= p_at ORDER BY l.at DESC, l.id DESC LIMIT 1;
    END IF;
    attribution := 'published';
    IF version IS NULL THEN
      SELECT min(v.version) INTO version FROM description_versions v WHERE v.tool_id = v_tool AND v.source = 'upstream';
      attribution := CASE WHEN version IS NULL THEN 'none' ELSE 'upstream' END;
    END IF;
  END IF;
  SELECT v.content_hash INTO seen_hash FROM description_versions v WHERE v.tool_id = v_tool AND v.version = version;
END
$$;

-- Rows judged before this rule: attribute them now, by the same function.
UPDATE trace_tools tt
   SET (shown_version, seen_hash, attribution) =
       (SELECT a.version, a.seen_hash, a.attribution
          FROM traces t CROSS JOIN LATERAL attribute_call(tt.server, tt.name, t.ts, t.session_id, tt.shown_version, NULL) a
         WHERE t.trace_id = tt.trace_id);
