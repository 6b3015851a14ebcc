// The review actions' input, one zod contract for every door: the HTTP API validates request
// bodies with it, and the MCP review server registers its tools with it (the SDK turns the
// shapes into each tool's JSON Schema and validates every call). A rule changed here
// changes in both.
import { z } from 'zod';
import { PROPOSAL_STATUSES } from '../store/types.ts';

const reason = (what: string) => z.string().max(2000, 'a reason is at most 2000 characters').describe(what);

export const proposalId = z
  .number({ error: 'id must be a positive whole number' })
  .int('id must be a positive whole number')
  .positive('id must be a positive whole number')
  .describe('The proposal id, a positive whole number such as 12 (from list_proposals).');

export const toolRef = z
  .string({ error: 'tool is required, as server/name' })
  .regex(/^[^/]+\/.+$/, 'tool must be server/name, for example "fetch/fetch"')
  .describe('The tool as server/name, for example "fetch/fetch".');

export const listProposalsInput = {
  status: z
    .enum(PROPOSAL_STATUSES as unknown as [string, ...string[]], {
      error: `status must be one of ${PROPOSAL_STATUSES.join(', ')}`,
    })
    .optional()
    .describe('Only proposals in this state; default pending.'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(200, 'limit is at most 200')
    .optional()
    .describe('At most this many proposals; default 20.'),
};

export const approveInput = {
  reason: reason('Why it is approved (optional; audited).').optional(),
  canary: z
    .number()
    .min(0)
    .lt(1, 'canary is a share of sessions below 1, e.g. 0.1')
    .optional()
    .describe("Share of sessions for a canary rollout, e.g. 0.1; 0 publishes outright; default the server's default."),
};

export const rejectInput = {
  reason: z
    .string({ error: 'a rejection needs a reason' })
    .trim()
    .min(1, 'a rejection needs a reason')
    .max(2000)
    .describe('Why it is rejected (required).'),
};

export const rollbackInput = {
  tool: toolRef,
  to: z
    .number()
    .int()
    .positive('to must be a version number (1 or more)')
    .optional()
    .describe('The version whose text to restore, one that was published before; default the previous one.'),
  reason: reason('Why (optional; audited).').optional(),
};

export const decideRolloutInput = {
  tool: toolRef,
  action: z.enum(['promote', 'abort'], { error: 'action must be "promote" or "abort"' }).describe('promote or abort.'),
  reason: reason('Why (optional; audited).').optional(),
};

/** A discovery server summary: the server by name, the version from `list_summaries`. */
export const summaryServer = z
  .string({ error: 'server is required, a registered server name such as "fetch"' })
  .trim()
  .min(1, 'server is required, a registered server name such as "fetch"')
  .regex(/^[^/]+$/, 'server is a server name without a tool, for example "fetch"')
  .describe('The server name, for example "fetch".');

export const summaryVersion = z
  .number({ error: 'version must be a positive whole number' })
  .int('version must be a positive whole number')
  .positive('version must be a positive whole number')
  .describe('The summary version, from list_summaries.');

export const listSummariesInput = {
  server: summaryServer.optional().describe('Only this server; default every server.'),
  pending: z.boolean().optional().describe('Only servers with a summary proposal waiting; default false.'),
};

/** HTTP bodies: the same fields (the proposal id and the rollout action come from the path). */
export const approveBody = z.object({ ...approveInput, publish: z.boolean().default(true) });
export const rejectBody = z.object(rejectInput);
export const rollbackBody = z.object(rollbackInput);
export const endRolloutBody = z.object({ tool: toolRef, reason: decideRolloutInput.reason });
/** A server summary's publication: the server and version come from the path. */
export const publishSummaryBody = z.object({ reason: reason('Why (optional; audited).').optional() });
export const rejectSummaryBody = rejectBody;
