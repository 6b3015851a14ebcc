// Which version a session is shown while a tool has a canary. Sticky and stateless: the
// same (tool, session) always lands in the same arm, on every proxy replica and in every
// client that applies the same rule, with nothing stored. The rule, for non-TypeScript
// consumers (docs/rollout.md):
//
//   unit = the session id up to its first "~" (all of it when it has none)
//   h = first 4 bytes of SHA-256( "<server>/<tool>" + "\n" + unit ), big-endian uint32
//   canary  ⇔  h / 2^32 < share
//
// The proxy gives the sessions of one agent token ids with the same unit (mcp/arm-identity.ts),
// so reopening a session does not draw another arm.
//
// Raising the share only moves control sessions to the canary, never back. Each tool is
// assigned on its own (the tool is in the hash), so one session can see a canary of one
// tool and the control of another, and rollouts of two tools do not share their arms.
// Dependency-free apart from node:crypto, so clients can copy or import it.
import { createHash } from 'node:crypto';

export type Arm = 'control' | 'canary';

/** What a session is assigned by: its id up to the first "~", or all of it. */
export function assignmentUnit(sessionId: string): string {
  const cut = sessionId.indexOf('~');
  return cut < 0 ? sessionId : sessionId.slice(0, cut);
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
