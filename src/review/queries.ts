// Read-side of review: what the CLI, the HTTP API and the MCP review server show.
import type { TextSize } from './components-view.ts';
import { resolveTool, resolveVersion } from '../catalog/resolve.ts';
import { formatToolRef } from '../catalog/text.ts';
import type { Db } from '../store/db.ts';
import { selectAudit } from '../store/sql/audit.ts';
import { selectProposals } from '../store/sql/proposals.ts';
import {
  countProposals,
  selectEvidenceJudgments,
  selectProposalQueue,
  type EvidenceJudgmentRow,
  type QueueOrder,
  type QueueRow,
} from '../store/sql/queue.ts';
import { selectPublishedSet, selectPublishLog, selectToolState } from '../store/sql/state.ts';
import { selectToolsWithState } from '../store/sql/tools.ts';
import { selectVersions } from '../store/sql/versions.ts';
import type {
  AuditRow,
  ProposalListRow,
  ProposalStatus,
  PublishLogRow,
  ToolWithState,
  VersionRow,
} from '../store/types.ts';
import type { RubricResult } from '../quality/rubric.ts';
import { selectSuccessEstimates, selectTraceBrief, type SuccessEstimateRow } from '../store/sql/judgments.ts';
import { getProposal } from './proposal-get.ts';
import { diffStats, wordDiff, type DiffPart } from './diff.ts';

export async function listTools(db: Db, server?: string): Promise<ToolWithState[]> {
  return selectToolsWithState(db, server);
}

export interface History {
  tool: string;
  publishedVersion: number | null;
  versions: VersionRow[];
  publishLog: PublishLogRow[];
}

export async function toolHistory(db: Db, ref: string): Promise<History> {
  const tool = await resolveTool(db, ref);
  const [versions, publishLog, state] = await Promise.all([
    selectVersions(db, tool.id),
    selectPublishLog(db, tool.id),
    selectToolState(db, tool.id),
  ]);
  return { tool: formatToolRef(tool), publishedVersion: state?.published_version ?? null, versions, publishLog };
}

export async function listProposals(
  db: Db,
  f: { status?: ProposalStatus | undefined; ref?: string | undefined; limit?: number },
): Promise<ProposalListRow[]> {
  const toolId = f.ref ? (await resolveTool(db, f.ref)).id : undefined;
  return selectProposals(db, { status: f.status, toolId, limit: f.limit ?? 200 });
}

export interface QueuePage {
  items: QueueRow[];
  total: number;
  page: number;
  perPage: number;
  pages: number;
  order: QueueOrder;
}

/** One page of the review queue, best expected gain first (or newest first). */
export async function proposalQueue(
  db: Db,
  f: {
    status?: ProposalStatus | undefined;
    ref?: string | undefined;
    order?: QueueOrder | undefined;
    page?: number | undefined;
    perPage?: number | undefined;
  },
): Promise<QueuePage> {
  const toolId = f.ref ? (await resolveTool(db, f.ref)).id : undefined;
  const perPage = Math.min(200, Math.max(1, f.perPage ?? 20));
  const page = Math.max(1, f.page ?? 1);
  const order = f.order ?? 'gain';
  const items = await selectProposalQueue(db, {
    status: f.status,
    toolId,
    order,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const total = items[0]?.total ?? (page > 1 ? await countProposals(db, { status: f.status, toolId }) : 0);
  return { items, total, page, perPage, pages: Math.max(1, Math.ceil(total / perPage)), order };
}

export interface DiffView {
  tool: string;
  from: { version: number; source: string; created_by: string };
  to: { version: number; source: string; created_by: string };
  proposal?: { id: number; status: ProposalStatus; reason: string | null };
  parts: DiffPart[];
  stats: { inserted: number; deleted: number };
}

export async function diffProposal(db: Db, proposalId: number): Promise<DiffView> {
  const p = await getProposal(db, proposalId);
  const view = await diffVersions(db, `${p.server}/${p.name}`, p.base_version, p.version);
  return { ...view, proposal: { id: p.id, status: p.status, reason: p.reason } };
}

export async function diffVersions(db: Db, ref: string, from: number, to: number): Promise<DiffView> {
  const tool = await resolveTool(db, ref);
  const [a, b] = [await resolveVersion(db, tool, from), await resolveVersion(db, tool, to)];
  const parts = wordDiff(a.text, b.text);
  return {
    tool: formatToolRef(tool),
    from: { version: a.version, source: a.source, created_by: a.created_by },
    to: { version: b.version, source: b.source, created_by: b.created_by },
    parts,
    stats: diffStats(parts),
  };
}

export interface ExportDocument {
  schema: 'whetstone.export/v1';
  generated_at: string;
  tools: { server: string; name: string; version: number; source: string; content_hash: string; description: string }[];
}

export async function exportPublished(db: Db, now = new Date()): Promise<ExportDocument> {
  const rows = await selectPublishedSet(db);
  return {
    schema: 'whetstone.export/v1',
    generated_at: now.toISOString(),
    tools: rows.map((r) => ({
      server: r.server,
      name: r.name,
      version: r.version,
      source: r.source,
      content_hash: r.content_hash,
      description: r.text,
    })),
  };
}

export async function auditLog(db: Db, f: { ref?: string | undefined; limit?: number }): Promise<AuditRow[]> {
  const tool = f.ref ? formatToolRef(await resolveTool(db, f.ref)) : undefined;
  return selectAudit(db, { tool, limit: f.limit ?? 100 });
}

export interface EvidenceView {
  trace_id: string;
  side: 'success' | 'failure';
  outcome?: string;
  served_by?: string | null;
  user_query: string | null;
  final_answer: string | null;
  judgments: EvidenceJudgmentRow[];
  /** The user's goal as the judges saw it: the latest LLM judgment's, else the signal judge's. */
  goal: { text: string; source: string | null } | null;
}

export interface ProposalDetail {
  proposal: ProposalListRow;
  tool: string;
  /** Each text with its tokens and components (components-view.ts). */
  before: { version: number; text: string; source: string; size: TextSize };
  after: {
    version: number;
    text: string;
    source: string;
    created_by: string;
    provenance: Record<string, unknown>;
    variant: string;
    size: TextSize;
  };
  diff: DiffPart[];
  stats: { inserted: number; deleted: number };
  lint: { before: RubricResult; after: RubricResult };
  gates: unknown;
  evidence: EvidenceView[];
  replay: unknown;
  cost: { tokens: number };
}

/**
 * The user's goal as the judges saw it: the latest LLM judgment that stated one outranks the
 * signal judge's (which is only the first request, shortened). Rows come in insertion order.
 */
export function goalOf(
  judgments: Pick<EvidenceJudgmentRow, 'judge' | 'user_task_identified' | 'goal_source'>[],
): { text: string; source: string | null } | null {
  const stated = judgments.filter((j) => j.user_task_identified);
  const pick = [...stated].reverse().find((j) => j.judge.startsWith('llm:')) ?? stated.at(-1);
  return pick ? { text: pick.user_task_identified!, source: pick.goal_source } : null;
}

/**
 * Everything a reviewer needs about one proposal, on one page. `replayQueries` (> 0): a
 * proposal stored without a replay (a human's) is replayed on that many recorded queries.
 */
export async function proposalDetail(
  db: Db,
  id: number,
  opts: { replayQueries?: number } = {},
): Promise<ProposalDetail> {
  // The rubric, the gates' surface and the replay load NLP models: only this view needs them.
  const [{ textSize }, { reviewedSurface }, { scoreDescription }, { replayForReview }] = await Promise.all([
    import('./components-view.ts'),
    import('../quality/check.ts'),
    import('../quality/rubric.ts'),
    import('./replay-view.ts'),
  ]);
  const p = await getProposal(db, id);
  const ref = `${p.server}/${p.name}`;
  const tool = await resolveTool(db, ref);
  const [a, b] = [await resolveVersion(db, tool, p.base_version), await resolveVersion(db, tool, p.version)];
  const parts = wordDiff(a.text, b.text);
  const prov = (b.provenance ?? {}) as {
    evidence?: {
      successes?: { trace_id: string }[];
      failures?: { trace_id: string; outcome?: string; served_by?: string | null }[];
    };
    replay?: unknown;
    tokens?: number;
  };
  const wanted = [
    ...(prov.evidence?.successes ?? []).map((e) => ({ ...e, side: 'success' as const })),
    ...(prov.evidence?.failures ?? []).map((e) => ({ ...e, side: 'failure' as const })),
  ];
  const evidence: EvidenceView[] = [];
  for (const e of wanted) {
    const t = await selectTraceBrief(db, e.trace_id);
    const judgments = await selectEvidenceJudgments(db, e.trace_id);
    evidence.push({
      trace_id: e.trace_id,
      side: e.side,
      ...('outcome' in e ? { outcome: e.outcome, served_by: e.served_by ?? null } : {}),
      user_query: t?.user_query ?? null,
      final_answer: t?.final_answer ?? null,
      judgments,
      goal: goalOf(judgments),
    });
  }
  const stored = b.lint as { before?: RubricResult; after?: RubricResult } | null;
  return {
    proposal: p,
    tool: ref,
    before: {
      version: a.version,
      text: a.text,
      source: a.source,
      size: textSize(a.text, a.components, reviewedSurface(tool, a).inputSchema),
    },
    after: {
      version: b.version,
      text: b.text,
      source: b.source,
      created_by: b.created_by,
      provenance: b.provenance,
      variant: b.variant ?? 'full',
      size: textSize(b.text, b.components, reviewedSurface(tool, b).inputSchema),
    },
    diff: parts,
    stats: diffStats(parts),
    lint: {
      // Each text with the schema its version shows (an upstream change may have changed it).
      before:
        stored?.before ?? scoreDescription({ description: a.text, inputSchema: reviewedSurface(tool, a).inputSchema }),
      after:
        stored?.after ?? scoreDescription({ description: b.text, inputSchema: reviewedSurface(tool, b).inputSchema }),
    },
    gates: b.gates ?? null,
    evidence,
    replay:
      prov.replay ??
      (await replayForReview(db, { tool: ref, base: a.text, candidate: b.text, limit: opts.replayQueries ?? 0 })),
    cost: { tokens: prov.tokens ?? 0 },
  };
}

export type SuccessEstimate = SuccessEstimateRow;

export async function successByVersion(db: Db, ref: string): Promise<SuccessEstimate[]> {
  const tool = await resolveTool(db, ref);
  return selectSuccessEstimates(db, tool.server, tool.name);
}
