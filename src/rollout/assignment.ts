// Which version a session is shown while a tool has a canary. Sticky and stateless: the
// same (tool, session) always lands in the same arm, on every proxy replica and in every
// client that applies the same rule, with nothing stored. The rule, for non-TypeScript
// consumers (docs/rollout.md):
//
//   unit = the first 17 characters of an id that starts with "t", 16 lowercase hex digits
//          and "~" (the proxy's agent-token ids); any other id whole
//   h = first 4 bytes of SHA-256( "<server>/<tool>" + "\n" + unit ), big-endian uint32
//   canary  ⇔  h / 2^32 < share
//
// The proxy gives the sessions of one agent token ids with the same unit (mcp/arm-identity.ts),
// so reopening a session does not draw another arm. Only ids of exactly that form are cut:
// another host's ids may hold "~" too, and were assigned whole before units existed; cutting
// them would move their sessions to another arm mid-rollout.
//
// Raising the share only moves control sessions to the canary, never back. Each tool is
// assigned on its own (the tool is in the hash), so one session can see a canary of one
// tool and the control of another, and rollouts of two tools do not share their arms.
// Dependency-free apart from node:crypto, so clients can copy or import it.
import { createHash } from 'node:crypto';

export type Arm = 'control' | 'canary';

/** The proxy's agent-token session ids: a unit (t and 16 hex digits), "~", a random part. */
export const AGENT_UNIT_PATTERN = '^t[0-9a-f]{16}~';
const AGENT_UNIT = new RegExp(AGENT_UNIT_PATTERN);

/** What a session is assigned by: an agent-token id's unit before "~", any other id whole. */
export function assignmentUnit(sessionId: string): string {
  return AGENT_UNIT.test(sessionId) ? sessionId.slice(0, 17) : sessionId;
}

/** Where (tool, session) falls in [0, 1). */
export function assignmentPoint(tool: string, sessionId: string): number {
  return (
    createHash('sha256')
      .update(`${tool}\n${assignmentUnit(sessionId)}`)
      .digest()
      .readUInt32BE(0) / 0x1_0000_0000
  );
}

/** The arm of a session for a tool ("server/name") at this canary share. */
export function assignArm(tool: string, sessionId: string, share: number): Arm {
  if (!(share > 0)) return 'control';
  return assignmentPoint(tool, sessionId) < share ? 'canary' : 'control';
}

export interface ServedVersion {
  version: number;
  text: string;
  hash: string;
}

export interface PublishedWithCanary extends ServedVersion {
  canary?: (ServedVersion & { share: number }) | undefined;
}

/** The version this session is shown: the canary for its share of sessions, else the published one. */
export function versionForSession(tool: string, p: PublishedWithCanary, sessionId: string | undefined): ServedVersion {
  if (!p.canary || sessionId === undefined) return p;
  return assignArm(tool, sessionId, p.canary.share) === 'canary' ? p.canary : p;
}

/** A published-set row (store/sql/state.ts) as the proxy serves it. */
export function publishedWithCanary(r: {
  version: number;
  text: string;
  content_hash: string;
  canary_version?: number | null | undefined;
  canary_share?: number | undefined;
  canary_text?: string | null | undefined;
  canary_hash?: string | null | undefined;
}): PublishedWithCanary {
  const canary =
    r.canary_version && r.canary_text != null && r.canary_hash != null && (r.canary_share ?? 0) > 0
      ? { version: r.canary_version, text: r.canary_text, hash: r.canary_hash, share: r.canary_share! }
      : undefined;
  return { version: r.version, text: r.text, hash: r.content_hash, ...(canary ? { canary } : {}) };
}
