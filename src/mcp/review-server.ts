// The MCP review server: review from an agent. Eight narrow tools, thin wrappers over the
// same functions as the HTTP API, with the same roles (the caller's token decides) and
// the same per-token write limit. Who calls is decided per call, never once per session:
// over HTTP from the request's own Authorization header (serve.ts checks it on every
// request), over stdio by looking WHETSTONE_TOKEN up again, so a revoked token stops
// working at its next call.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { isWhetstoneError, WhetstoneError } from '../errors.ts';
import { approve, reject, rollback } from '../review/actions.ts';
import { authenticate, bearerToken, requireRole, type Principal, type Role } from '../review/auth.ts';
import { listProposals, proposalDetail, toolHistory } from '../review/queries.ts';
import { withSurfaceChange } from '../review/surface-change.ts';
import type { Db } from '../store/db.ts';
import { endRollout } from '../rollout/actions.ts';
import type { TestParams } from '../rollout/decision.ts';
import { rolloutStatus } from '../rollout/queries.ts';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../store/types.ts';

const id = { type: 'integer', minimum: 1, description: 'The proposal id, a positive whole number such as 12 (from list_proposals).' };
const tool = { type: 'string', pattern: '^[^/]+/.+$', description: 'The tool as server/name, for example "fetch/fetch".' };

export const REVIEW_TOOLS: (Tool & { role: Role })[] = [
  {
    name: 'list_proposals',
    role: 'viewer',
    description:
      'Lists proposed description changes, newest first, and returns for each its id, tool, versions, status, author and reason. ' +
      'Use it first, to find what waits for review; use show_proposal for one proposal in full. Read-only. ' +
      'Parameters: status filters by state (default pending); limit caps the list (default 20, at most 200). Example: {"status": "pending", "limit": 5}.',
    inputSchema: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: [...PROPOSAL_STATUSES], description: 'Only proposals in this state; default pending.' },
        limit: { type: 'integer', minimum: 1, maximum: 200, description: 'At most this many proposals; default 20.' },
      },
    },
  },
  {
    name: 'show_proposal',
    role: 'viewer',
    description:
      'Returns one proposal in full: the word diff against the published text, what else changes (title, input schema, annotations), lint scores before and after, gate results, the evidence ' +
      'traces with the judge\'s reasoning, replay figures and cost. Use it before approve_proposal or reject_proposal to see what would change; ' +
      'not for finding proposals (use list_proposals). ' +
      'Read-only; fails with "no proposal #N" for an unknown id. Example: {"id": 12}.',
    inputSchema: { type: 'object', properties: { id }, required: ['id'] },
  },
  {
    name: 'approve_proposal',
    role: 'reviewer',
    description:
      'Approves a pending proposal and publishes it, so agents see the new description at once; the approval is audited under your token\'s name. ' +
      'Use it only after show_proposal; not for rolling back (use rollback_tool). Requires the reviewer role; fails when the proposal is already ' +
      'decided or its base is no longer published. Parameters: id, and an optional reason kept in the audit log. Example: {"id": 12, "reason": "clearer limits"}.',
    inputSchema: {
      type: 'object',
      properties: {
        id,
        reason: { type: 'string', maxLength: 2000, description: 'Why it is approved (optional; audited).' },
        canary: { type: 'number', minimum: 0, maximum: 0.99, description: 'Share of sessions for a canary rollout, e.g. 0.1; 0 publishes outright; default the server\'s default.' },
      },
      required: ['id'],
    },
  },
  {
    name: 'reject_proposal',
    role: 'reviewer',
    description:
      'Rejects a pending proposal with a reason; nothing is published and the history keeps the reason. Use it when show_proposal reveals a ' +
      'wrong or risky change; not for undoing a published version (use rollback_tool). Requires the reviewer role and a reason; fails when ' +
      'the proposal is already decided. ' +
      'Example: {"id": 12, "reason": "drops the rate limit"}.',
    inputSchema: { type: 'object', properties: { id, reason: { type: 'string', minLength: 1, maxLength: 2000, description: 'Why it is rejected (required).' } }, required: ['id', 'reason'] },
  },
  {
    name: 'rollback_tool',
    role: 'reviewer',
    description:
      'Publishes an earlier description of a tool again and returns the new version; by default the previously published one. History is kept: ' +
      'the restored text becomes a new version of source rollback. Use it when a published version hurts; not for pending proposals (use reject_proposal). ' +
      'Requires the reviewer role. Parameters: tool, optional to (a version number), optional reason. Example: {"tool": "fetch/fetch", "to": 2}.',
    inputSchema: {
      type: 'object',
      properties: { tool, to: { type: 'integer', minimum: 1, description: 'The version whose text to restore; default the previous one.' }, reason: { type: 'string', maxLength: 2000, description: 'Why (optional; audited).' } },
      required: ['tool'],
    },
  },
  {
    name: 'tool_history',
    role: 'viewer',
    description:
      'Returns every version a tool has had (who, when, why, source) and each move of its published pointer. Use it to choose a version for ' +
      'rollback_tool or to see why a text changed; not for pending proposals (use list_proposals). Read-only; fails with "unknown tool" for a tool that is not registered. Example: {"tool": "fetch/fetch"}.',
    inputSchema: { type: 'object', properties: { tool }, required: ['tool'] },
  },
  {
    name: 'rollout_status',
    role: 'viewer',
    description:
      'Returns the canary rollout of a tool: the share of sessions on the canary, sessions and success rate per arm with the always-valid interval ' +
      'of the difference, what the sequential test would decide now, and every past rollout with its decision, numbers and decider. Use it to follow ' +
      'a canary started by approve_proposal; not for the description history (use tool_history). Read-only; fails with "unknown tool" for an ' +
      'unregistered tool. Example: {"tool": "fetch/fetch"}.',
    inputSchema: { type: 'object', properties: { tool }, required: ['tool'] },
  },
  {
    name: 'decide_rollout',
    role: 'reviewer',
    description:
      'Ends the running canary rollout of a tool by hand: promote publishes the canary to every session, abort sends every session back to the ' +
      'published version and closes the proposal. Use it when you know better than the test; the test decides by itself otherwise. Requires the reviewer ' +
      'role; fails when the tool has no running rollout. Parameters: tool, action (promote or abort), optional reason. Example: {"tool": "fetch/fetch", "action": "abort", "reason": "bad wording"}.',
    inputSchema: {
      type: 'object',
      properties: {
        tool,
        action: { type: 'string', enum: ['promote', 'abort'], description: 'promote or abort.' },
        reason: { type: 'string', maxLength: 2000, description: 'Why (optional; audited).' },
      },
      required: ['tool', 'action'],
    },
  },
];

/** What the SDK tells a request handler about the request (the part we read). */
interface CallExtra {
  authInfo?: { extra?: Record<string, unknown> } | undefined;
}

/** Who makes this call: a fixed principal (tests, in-process use) or a per-call lookup. */
export type CallerSource = Principal | undefined | ((extra: CallExtra) => Promise<Principal | undefined>);

/** Over stdio: the token is looked up (hash and revocation) at every call. */
export function tokenCaller(db: Db, token: string | undefined): CallerSource {
  return () => authenticate(db, token);
}

/** Over HTTP, for serve.ts: every request needs a valid, unrevoked viewer, reviewer or admin token. */
export function reviewAuthorizer(db: Db): (req: { headers: { authorization?: string | undefined } }) => Promise<Principal> {
  return async (req) => {
    const p = await authenticate(db, bearerToken(req.headers.authorization));
    if (!p || p.role === 'agent') throw new WhetstoneError('unauthenticated', 'a valid viewer, reviewer or admin token is required (Authorization: Bearer <token>; `whetstone tokens create`)');
    return p;
  };
}

/** Over HTTP: the principal serve.ts authenticated for this very request. */
export const requestCaller: CallerSource = async (extra) => extra.authInfo?.extra?.principal as Principal | undefined;

export function createReviewMcpServer(
  db: Db,
  caller: CallerSource,
  opts: { limitWrites?: (p: Principal) => void; rolloutParams?: TestParams | undefined } = {},
): Server {
  const server = new Server({ name: 'whetstone-review', version: '0.1.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: REVIEW_TOOLS.map(({ role: _r, ...t }) => t) }));
  server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
    const spec = REVIEW_TOOLS.find((t) => t.name === req.params.name);
    const a = (req.params.arguments ?? {}) as Record<string, unknown>;
    try {
      if (!spec) throw new WhetstoneError('not_found', `unknown tool ${req.params.name}`);
      const p = requireRole(typeof caller === 'function' ? await caller(extra) : caller, spec.role);
      if (spec.role !== 'viewer') opts.limitWrites?.(p);
      const out = await run(spec.name, a, p);
      return { content: [{ type: 'text', text: JSON.stringify(out, null, 2) }], structuredContent: { result: out } };
    } catch (err) {
      // The database's location is for the operator, not the caller.
      const message = isWhetstoneError(err) ? (err.code === 'db_unreachable' ? 'db_unreachable: the database is unreachable; try again shortly' : `${err.code}: ${err.message}`) : (err as Error).message;
      return { isError: true, content: [{ type: 'text', text: message }] };
    }
  });

  async function run(name: string, a: Record<string, unknown>, p: Principal): Promise<unknown> {
    const num = (v: unknown, what: string) => {
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v <= 0) throw new WhetstoneError('input_invalid', `${what} must be a positive whole number`);
      return v;
    };
    const str = (v: unknown, what: string) => {
      if (typeof v !== 'string' || !v.trim()) throw new WhetstoneError('input_invalid', `${what} is required`);
      return v;
    };
    switch (name) {
      case 'list_proposals': {
        const status = (a.status ?? 'pending') as ProposalStatus;
        if (!PROPOSAL_STATUSES.includes(status)) throw new WhetstoneError('input_invalid', `status must be one of ${PROPOSAL_STATUSES.join(', ')}`);
        return listProposals(db, { status, limit: a.limit === undefined ? 20 : num(a.limit, 'limit') });
      }
      case 'show_proposal':
        return withSurfaceChange(db, await proposalDetail(db, num(a.id, 'id')));
      case 'approve_proposal':
        return approve(db, {
          proposalId: num(a.id, 'id'),
          actor: p.name,
          reason: typeof a.reason === 'string' ? a.reason : undefined,
          publish: true,
          canary: typeof a.canary === 'number' ? a.canary : undefined,
          rolloutParams: opts.rolloutParams,
        });
      case 'reject_proposal':
        return reject(db, { proposalId: num(a.id, 'id'), actor: p.name, reason: str(a.reason, 'reason') });
      case 'rollback_tool':
        return rollback(db, { ref: str(a.tool, 'tool'), to: a.to === undefined ? undefined : num(a.to, 'to'), actor: p.name, reason: typeof a.reason === 'string' ? a.reason : undefined });
      case 'tool_history':
        return toolHistory(db, str(a.tool, 'tool'));
      case 'rollout_status':
        return rolloutStatus(db, str(a.tool, 'tool'));
      case 'decide_rollout': {
        if (a.action !== 'promote' && a.action !== 'abort') throw new WhetstoneError('input_invalid', 'action must be "promote" or "abort"');
        const status = a.action === 'promote' ? 'promoted' : 'aborted';
        return endRollout(db, { ref: str(a.tool, 'tool'), status, actor: p.name, reason: typeof a.reason === 'string' && a.reason ? a.reason : `${status} by ${p.name}` });
      }
      default:
        throw new WhetstoneError('not_found', `unknown tool ${name}`);
    }
  }
  return server;
}
