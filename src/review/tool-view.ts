// The tool page's read side: every version with its status and why (the proposal's
// decision, the pointer's moves, a rollback's reason), which versions a rollback may
// restore (only ones published before), and the latest traces that called the tool, so
// a tool seen only in traces (no version yet) still shows what is known about it.
import { resolveTool } from '../catalog/resolve.ts';
import { whyNoEvidence } from '../optimize/no-evidence.ts';
import { reviewedSurface } from '../quality/check.ts';
import type { Db } from '../store/db.ts';
import { selectProposals } from '../store/sql/proposals.ts';
import { selectStoredTraces } from '../store/sql/trace-view.ts';
import type { ProposalListRow, PublishLogRow, VersionRow } from '../store/types.ts';
import { codeView, type CodeView } from './code-view.ts';
import { type TextSize, textSize } from './components-view.ts';
import { toolHistory, type History } from './queries.ts';

export type VersionStatus =
  | 'published'
  | 'replaced'
  | 'rolled back'
  | 'pending'
  | 'approved'
  | 'rejected'
  | 'superseded'
  | 'not published';

export interface VersionView extends VersionRow {
  /** Its tokens and components, each with its tokens (components-view.ts). */
  size: TextSize;
  status: VersionStatus;
  /** Why it has that status, in words: the decision's reason, the rollback's, what replaced it. */
  why: string | null;
  /** Published at some time: what a rollback may restore (never a text nobody approved). */
  ever_published: boolean;
  proposal_id: number | null;
}

export interface ToolPage extends Omit<History, 'versions'> {
  origin: 'upstream' | 'observed';
  /** Seen in traces only: no description version, nothing published. */
  observed_only: boolean;
  versions: VersionView[];
  traces: { trace_id: string; ts: string; user_query: string }[];
  /** Why the published version has no judged evidence (optimize/no-evidence.ts); null when it has some or none is published. */
  no_evidence: { reason: string; message: string } | null;
  /** What its code does (a source was checked) and what judged traces show (code-view.ts). */
  code: CodeView;
}

/** Proposals listed per tool on its page; a tool with more shows its newest this many. */
const MAX_PROPOSALS = 1000;
const RECENT_TRACES = 10;

export async function toolPage(db: Db, ref: string): Promise<ToolPage> {
  const tool = await resolveTool(db, ref);
  const [h, proposals, traces] = await Promise.all([
    toolHistory(db, ref),
    selectProposals(db, { toolId: tool.id, limit: MAX_PROPOSALS }),
    selectStoredTraces(db, { server: tool.server, tool: tool.name, limit: RECENT_TRACES }),
  ]);
  const none =
    h.publishedVersion === null
      ? null
      : await whyNoEvidence(db, { server: tool.server, name: tool.name, version: h.publishedVersion });
  const published = h.versions.find((v) => v.version === h.publishedVersion);
  const code = await codeView(
    db,
    tool,
    published ? { text: published.text, annotations: reviewedSurface(tool, published).annotations } : { text: '' },
  );
  return {
    ...h,
    code,
    no_evidence: none ? { reason: none.reason, message: none.message } : null,
    origin: tool.origin,
    observed_only: h.versions.length === 0,
    versions: versionStatuses(h.versions, h.publishLog, proposals, h.publishedVersion).map((v) => ({
      ...v,
      size: textSize(v.text, v.components, reviewedSurface(tool, v).inputSchema),
    })),
    traces: traces.map((t) => ({ trace_id: t.trace_id, ts: t.ts, user_query: t.user_query })),
  };
}

/** Each version's status, from the pointer's log first (what agents saw), then its proposal. */
export function versionStatuses(
  versions: VersionRow[],
  log: PublishLogRow[],
  proposals: Pick<ProposalListRow, 'id' | 'version' | 'status' | 'reason' | 'decision_reason' | 'decided_by'>[],
  published: number | null,
): Omit<VersionView, 'size'>[] {
  const byVersion = new Map(versions.map((v) => [v.version, v]));
  const everPublished = new Set(log.map((e) => e.version));
  return versions.map((v) => {
    const p = proposals.find((x) => x.version === v.version);
    const base = { ...v, ever_published: everPublished.has(v.version), proposal_id: p?.id ?? null };
    if (v.version === published) {
      const why = p?.decision_reason ?? (v.source === 'rollback' ? v.reason : (p?.reason ?? v.reason ?? null));
      return { ...base, status: 'published' as const, why };
    }
    if (everPublished.has(v.version)) {
      // The move away from it: the last log entry whose previous version it was.
      const away = [...log].reverse().find((e) => e.previous_version === v.version);
      if (away?.cause === 'rollback') {
        const by = byVersion.get(away.version);
        return { ...base, status: 'rolled back' as const, why: `by ${away.actor}: ${by?.reason ?? 'no reason given'}` };
      }
      return {
        ...base,
        status: 'replaced' as const,
        why: away ? `replaced by v${away.version} (${away.cause}, by ${away.actor})` : null,
      };
    }
    if (p) {
      const why = p.decision_reason ?? (p.decided_by ? null : p.reason);
      const by = p.decided_by ? `by ${p.decided_by}` : null;
      return { ...base, status: p.status as VersionStatus, why: [by, why].filter(Boolean).join(': ') || null };
    }
    return { ...base, status: 'not published' as const, why: v.reason };
  });
}
