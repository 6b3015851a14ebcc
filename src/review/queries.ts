// Read-side of review: what the CLI, the HTTP API and the MCP review server show.
import { resolveTool, resolveVersion } from '../catalog/resolve.ts';
import { formatToolRef } from '../catalog/text.ts';
import type { Db } from '../store/db.ts';
import { selectAudit } from '../store/sql/audit.ts';
import { selectProposals } from '../store/sql/proposals.ts';
import { selectPublishedSet, selectPublishLog } from '../store/sql/state.ts';
import { selectToolsWithState } from '../store/sql/tools.ts';
import { selectVersions } from '../store/sql/versions.ts';
import type { AuditRow, ProposalListRow, ProposalStatus, PublishLogRow, ToolWithState, VersionRow } from '../store/types.ts';
import { getProposal } from './actions.ts';
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
  const [versions, publishLog, withState] = await Promise.all([
    selectVersions(db, tool.id),
    selectPublishLog(db, tool.id),
    selectToolsWithState(db, tool.server),
  ]);
  const state = withState.find((t) => t.id === tool.id);
  return { tool: formatToolRef(tool), publishedVersion: state?.published_version ?? null, versions, publishLog };
}

export async function listProposals(
  db: Db,
  f: { status?: ProposalStatus | undefined; ref?: string | undefined; limit?: number },
): Promise<ProposalListRow[]> {
  const toolId = f.ref ? (await resolveTool(db, f.ref)).id : undefined;
  return selectProposals(db, { status: f.status, toolId, limit: f.limit ?? 200 });
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

