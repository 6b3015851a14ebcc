// Which canary arm a client gets should not change when it opens a new session. Arms are
// assigned per tool from the session id (rollout/assignment.ts), so a client that could
// reopen sessions until it drew the arm it wanted could pick the version it is shown (and
// which arm its outcomes weigh on). A session opened with an agent token of its own is
// therefore given an id that starts with a unit derived from that token's name, then "~"
// and a random part: the rule assigns an id of that form (AGENT_UNIT_PATTERN) by its unit,
// so every session of that token lands in the same arm of each tool, on every replica, and
// traces that report the session id are checked against the same arm (rollout-arms.ts).
// Not the client's clientInfo: a client declares it, and could re-roll by changing its
// version string. Not WHETSTONE_PROXY_TOKEN: every agent given it shares it, so assigning by
// it would put all of them in one arm (a canary shown to all or none). Those sessions, and
// anonymous ones (stdio), keep an id of their own and are assigned per session.
import { createHash, randomUUID } from 'node:crypto';
import { SHARED_TOKEN_PRINCIPAL } from './proxy-auth.ts';

/** The id of a new proxy session opened by `principal` (an agent token's name), if any. */
export function proxySessionId(principal: string | undefined): string {
  if (principal === undefined || principal === SHARED_TOKEN_PRINCIPAL) return randomUUID();
  const unit = createHash('sha256').update(`whetstone-agent-token\n${principal}`).digest('hex').slice(0, 16);
  return `t${unit}~${randomUUID()}`;
}
