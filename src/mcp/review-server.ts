// The MCP review server: review from an agent. Eleven narrow tools, thin wrappers over the
// same functions as the HTTP API, with the same roles (the caller's token decides) and
// the same per-token write limit. Who calls is decided per call, never once per session:
// over HTTP from the request's own Authorization header (serve.ts checks it on every
// request), over stdio by looking WHETSTONE_TOKEN up again, so a revoked token stops
// working at its next call.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ZodRawShape } from 'zod';
import { isWhetstoneError, WhetstoneError } from '../errors.ts';
import { approve, reject, rollback } from '../review/actions.ts';
import { authenticate, bearerToken, requireRole, type Principal, type Role } from '../auth/auth.ts';
import { listProposals, proposalDetail, toolHistory } from '../review/queries.ts';
import { DEFAULT_REPLAY_QUERIES } from '../review/replay-view.ts';
import { withSurfaceChange } from '../review/surface-change.ts';
import type { Db } from '../store/db.ts';
import { endRollout } from '../rollout/actions.ts';
import type { TestParams } from '../rollout/decision.ts';
import { rolloutStatus } from '../rollout/queries.ts';
import {
  approveInput,
  decideRolloutInput,
  listProposalsInput,
  listSummariesInput,
  proposalId,
  rejectInput,
  rollbackInput,
  summaryServer,
  summaryVersion,
  toolRef,
} from '../review/contract.ts';
import { publishServerSummary, rejectServerSummary, serverSummaryReview } from '../discovery/summary-review.ts';
import type { ProposalStatus } from '../store/types.ts';

/** The eleven tools: role, description, and the input shape from the shared review contract. */
export const REVIEW_TOOLS = [
  {
    name: 'list_proposals',
    role: 'viewer',
    description:
      'Lists proposed description changes, newest first, and returns for each its id, tool, versions, status, author and reason. ' +
      'Use it first, to find what waits for review; use show_proposal for one proposal in full. Read-only. ' +
      'Parameters: status filters by state (default pending); limit caps the list (default 20, at most 200). Example: {"status": "pending", "limit": 5}.',
    input: listProposalsInput,
  },
  {
    name: 'show_proposal',
    role: 'viewer',
    description:
      'Returns one proposal in full: the word diff against the published text, what else changes (title, input schema, annotations), lint scores before and after, gate results, the evidence ' +
      "traces with the judge's reasoning, replay figures and cost. Use it before approve_proposal or reject_proposal to see what would change; " +
      'not for finding proposals (use list_proposals). ' +
      'Read-only; fails with "no proposal #N" for an unknown id. Example: {"id": 12}.',
    input: { id: proposalId },
  },
  {
    name: 'approve_proposal',
    role: 'reviewer',
    description:
      "Approves a pending proposal and publishes it, so agents see the new description at once; the approval is audited under your token's name. " +
      'Use it only after show_proposal; not for rolling back (use rollback_tool). Requires the reviewer role; fails when the proposal is already ' +
      'decided or its base is no longer published. Parameters: id, and an optional reason kept in the audit log. Example: {"id": 12, "reason": "clearer limits"}.',
    input: { id: proposalId, ...approveInput },
  },
  {
    name: 'reject_proposal',
    role: 'reviewer',
    description:
      'Rejects a pending proposal with a reason; nothing is published and the history keeps the reason. Use it when show_proposal reveals a ' +
      'wrong or risky change; not for undoing a published version (use rollback_tool). Requires the reviewer role and a reason; fails when ' +
      'the proposal is already decided. ' +
      'Example: {"id": 12, "reason": "drops the rate limit"}.',
    input: { id: proposalId, ...rejectInput },
  },
  {
    name: 'rollback_tool',
    role: 'reviewer',
    description:
      'Publishes an earlier description of a tool again and returns the new version; by default the previously published one. History is kept: ' +
      'the restored text becomes a new version of source rollback. Use it when a published version hurts; not for pending proposals (use reject_proposal). ' +
      'Requires the reviewer role; fails when to names a version that was never published. Parameters: tool, optional to (a version number), optional reason. Example: {"tool": "fetch/fetch", "to": 2}.',
    input: rollbackInput,
  },
  {
    name: 'tool_history',
    role: 'viewer',
    description:
      'Returns every version a tool has had (who, when, why, source) and each move of its published pointer. Use it to choose a version for ' +
      'rollback_tool or to see why a text changed; not for pending proposals (use list_proposals). Read-only; fails with "unknown tool" for a tool that is not registered. Example: {"tool": "fetch/fetch"}.',
    input: { tool: toolRef },
  },
  {
    name: 'rollout_status',
    role: 'viewer',
    description:
      'Returns the canary rollout of a tool: the share of sessions on the canary, sessions, clusters (agent tokens) and success rate per arm with the always-valid interval ' +
      'of the difference, what the sequential test would decide now, and every past rollout with its decision, numbers and decider. Use it to follow ' +
      'a canary started by approve_proposal; not for the description history (use tool_history). Read-only; fails with "unknown tool" for an ' +
      'unregistered tool. Example: {"tool": "fetch/fetch"}.',
    input: { tool: toolRef },
  },
  {
    name: 'decide_rollout',
    role: 'reviewer',
    description:
      'Ends the running canary rollout of a tool by hand: promote publishes the canary to every session, abort sends every session back to the ' +
      'published version and closes the proposal. Use it when you know better than the test; the test decides by itself otherwise. Requires the reviewer ' +
      'role; fails when the tool has no running rollout. Parameters: tool, action (promote or abort), optional reason. Example: {"tool": "fetch/fetch", "action": "abort", "reason": "bad wording"}.',
    input: decideRolloutInput,
  },
  {
    name: 'list_summaries',
    role: 'viewer',
    description:
      "Lists discovery's server summaries (what find_tools routes a request by) with each version's text, source, derivation " +
      '(how it came to be, e.g. "offline: names every tool", "llm, missing tool names appended") and status ' +
      '(published, pending, rejected, superseded). Use it to review a summary the LLM proposed; not for tool descriptions ' +
      '(use list_proposals). Read-only. Parameters: optional server, optional pending (only servers with a proposal waiting). ' +
      'Example: {"pending": true}.',
    input: listSummariesInput,
  },
  {
    name: 'publish_summary',
    role: 'reviewer',
    description:
      "Publishes a pending server summary version, so discovery routes requests by it at once; audited under your token's name. " +
      'Use it after list_summaries; not for tool descriptions (use approve_proposal). Requires the reviewer role; fails when the ' +
      'version already routes, was rejected, or was written from descriptions that have changed since. ' +
      'Parameters: server, version, optional reason. Example: {"server": "fetch", "version": 3}.',
    input: { server: summaryServer, version: summaryVersion, reason: approveInput.reason },
  },
  {
    name: 'reject_summary',
    role: 'reviewer',
    description:
      'Rejects a pending server summary version with a reason; it leaves the queue and can never be published. Use it when a ' +
      'summary misstates what the server offers; not for tool descriptions (use reject_proposal). Requires the reviewer role and ' +
      'a reason; fails when the version is not pending. Example: {"server": "fetch", "version": 3, "reason": "claims write access"}.',
    input: { server: summaryServer, version: summaryVersion, ...rejectInput },
  },
] as const satisfies readonly { name: string; role: Role; description: string; input: ZodRawShape }[];

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
export function reviewAuthorizer(
  db: Db,
): (req: { headers: { authorization?: string | undefined } }) => Promise<Principal> {
  return async (req) => {
    const p = await authenticate(db, bearerToken(req.headers.authorization));
    if (!p || p.role === 'agent')
      throw new WhetstoneError(
        'unauthenticated',
        'a valid viewer, reviewer or admin token is required (Authorization: Bearer <token>; `whetstone tokens create`)',
      );
    return p;
  };
}

/** Over HTTP: the principal serve.ts authenticated for this very request. */
export const requestCaller: CallerSource = async (extra) => extra.authInfo?.extra?.principal as Principal | undefined;

/** A failed call's text for the caller; the database's location is for the operator only. */
function toolErrorText(err: unknown): string {
  if (!isWhetstoneError(err)) return (err as Error).message;
  if (err.code === 'db_unreachable') return 'db_unreachable: the database is unreachable; try again shortly';
  if (err.code === 'db_refused') return 'db_refused: the database refused the request; see the server log';
  return `${err.code}: ${err.message}`;
}

export function createReviewMcpServer(
  db: Db,
  caller: CallerSource,
  opts: {
    limitWrites?: (p: Principal) => void;
    rolloutParams?: TestParams | undefined;
    /** Recorded queries replayed for a proposal stored without a replay (a human's), as the page does. */
    replayQueries?: number | undefined;
  } = {},
): McpServer {
  const server = new McpServer({ name: 'whetstone-review', version: '0.1.0' }, { capabilities: { tools: {} } });
  // The SDK validates each call against the tool's zod shape before the handler runs (a bad
  // argument is a tool error naming the field); the role is checked on every call.
  const register = (
    spec: { name: string; role: Role; description: string; input: ZodRawShape },
    run: (a: Record<string, unknown>, p: Principal) => Promise<unknown>,
  ) =>
    server.registerTool(
      spec.name,
      { description: spec.description, inputSchema: spec.input },
      async (a, extra): Promise<CallToolResult> => {
        try {
          const p = requireRole(typeof caller === 'function' ? await caller(extra as CallExtra) : caller, spec.role);
          if (spec.role !== 'viewer') opts.limitWrites?.(p);
          const out = await run(a as Record<string, unknown>, p);
          return {
            content: [{ type: 'text' as const, text: JSON.stringify(out, null, 2) }],
            structuredContent: { result: out },
          };
        } catch (err) {
          return { isError: true, content: [{ type: 'text' as const, text: toolErrorText(err) }] };
        }
      },
    );
  const handlers = reviewHandlers(db, opts);
  for (const spec of REVIEW_TOOLS) register(spec, handlers[spec.name]);
  return server;
}

type ReviewHandler = (a: Record<string, unknown>, p: Principal) => Promise<unknown>;

/** What each tool does: the same functions as the HTTP API's routes. */
function reviewHandlers(
  db: Db,
  opts: { rolloutParams?: TestParams | undefined; replayQueries?: number | undefined },
): Record<(typeof REVIEW_TOOLS)[number]['name'], ReviewHandler> {
  return {
    list_proposals: (a) =>
      listProposals(db, {
        status: (a.status ?? 'pending') as ProposalStatus,
        limit: (a.limit as number | undefined) ?? 20,
      }),
    show_proposal: async (a) =>
      withSurfaceChange(
        db,
        await proposalDetail(db, a.id as number, { replayQueries: opts.replayQueries ?? DEFAULT_REPLAY_QUERIES }),
      ),
    approve_proposal: (a, p) =>
      approve(db, {
        proposalId: a.id as number,
        actor: p.name,
        reason: a.reason as string | undefined,
        publish: true,
        canary: a.canary as number | undefined,
        rolloutParams: opts.rolloutParams,
      }),
    reject_proposal: (a, p) => reject(db, { proposalId: a.id as number, actor: p.name, reason: a.reason as string }),
    rollback_tool: (a, p) =>
      rollback(db, {
        ref: a.tool as string,
        to: a.to as number | undefined,
        actor: p.name,
        reason: a.reason as string | undefined,
      }),
    tool_history: (a) => toolHistory(db, a.tool as string),
    rollout_status: (a) => rolloutStatus(db, a.tool as string),
    decide_rollout: (a, p) => {
      const status = a.action === 'promote' ? 'promoted' : 'aborted';
      return endRollout(db, {
        ref: a.tool as string,
        status,
        actor: p.name,
        reason: (a.reason as string | undefined) || `${status} by ${p.name}`,
      });
    },
    list_summaries: (a) =>
      serverSummaryReview(db, {
        ...(a.server ? { server: a.server as string } : {}),
        pendingOnly: a.pending === true,
      }),
    publish_summary: (a, p) =>
      publishServerSummary(db, a.server as string, a.version as number, p.name, a.reason as string | undefined),
    reject_summary: (a, p) =>
      rejectServerSummary(db, a.server as string, a.version as number, p.name, a.reason as string),
  };
}
