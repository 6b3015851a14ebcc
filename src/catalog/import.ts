// Registering a server's tools. The whole import is one transaction: a bad tool in the
// list aborts it before anything is written. Upstream text is version history like any
// other, and so is the rest of the surface (title, input schema, annotations: see
// surface.ts). A change to any part is published only while the tool still shows upstream
// text, or when the server's policy accepts upstream changes; after a review it is held
// as a pending proposal ("upstream changed") instead, so an upstream cannot swap what
// agents were reviewed to see (a rug pull) — neither the text nor a parameter description
// nor a readOnlyHint.
import { parseComponents, schemaParamNames } from './components.ts';
import { WhetstoneError } from '../errors.ts';
import type { Db, Queryable } from '../store/db.ts';
import type { ToolRow } from '../store/types.ts';
import { retryOnConflict } from '../store/transient.ts';
import { insertAudit } from '../store/sql/audit.ts';
import { reattributeUnattributed } from '../store/sql/tool-judgments.ts';
import { insertToolState, lockToolState } from '../store/sql/state.ts';
import { insertTool, selectToolByName, selectToolsOfServer, updateToolUpstream } from '../store/sql/tools.ts';
import { insertNextVersion, selectLatestUpstreamVersion, selectVersion } from '../store/sql/versions.ts';
import { insertProposal } from '../store/sql/proposals.ts';
import { selectAcceptUpstream, supersedeHeldUpstreamProposals } from '../store/sql/surface.ts';
import { movePublishedPointer } from './pointer.ts';
import { changedParts, surfaceOf, type SurfacePart, type ToolSurface } from './surface.ts';
import { contentHash } from './text.ts';
import type { UpstreamTool } from './tools-file.ts';

export interface UpstreamChange {
  name: string;
  version: number;
  publishedVersion: number;
  /** True when a reviewed version stays published and the upstream change waits for review. */
  keptReviewed: boolean;
  /** What changed upstream since its previous version. */
  parts: SurfacePart[];
  /** The pending proposal that holds the change, when keptReviewed. */
  heldProposal?: number;
}

export interface ImportReport {
  server: string;
  added: string[];
  unchanged: string[];
  schemaChanged: string[];
  upstreamChanged: UpstreamChange[];
  /** Registered tools of this server that the upstream no longer lists (kept, not deleted). */
  missing: string[];
  warnings: string[];
}

/** A tool as an MCP server lists it, as the import takes it: every governed part kept. */
export function upstreamToolOf(t: {
  name: string;
  description?: string | undefined;
  inputSchema: unknown;
  title?: string | undefined;
  annotations?: unknown;
}): UpstreamTool {
  return {
    name: t.name,
    description: t.description ?? '',
    inputSchema: t.inputSchema as Record<string, unknown>,
    ...(t.title !== undefined ? { title: t.title } : {}),
    ...(t.annotations !== undefined ? { annotations: t.annotations as Record<string, unknown> } : {}),
  };
}

export async function importTools(
  db: Db,
  opts: { server: string; tools: UpstreamTool[]; actor: string; maxDescriptionBytes: number },
): Promise<ImportReport> {
  checkImport(opts, opts.maxDescriptionBytes);
  return retryOnConflict(() => importOnce(db, opts));
}

/** The checks an import makes before it writes anything: a catalog runs them on every server first. */
export function checkImport(s: { server: string; tools: UpstreamTool[] }, maxDescriptionBytes: number): void {
  checkServerName(s.server);
  checkTools(s.tools, maxDescriptionBytes);
}

async function importOnce(
  db: Db,
  opts: { server: string; tools: UpstreamTool[]; actor: string; maxDescriptionBytes: number },
): Promise<ImportReport> {
  const { server, actor } = opts;
  const report: ImportReport = {
    server,
    added: [],
    unchanged: [],
    schemaChanged: [],
    upstreamChanged: [],
    missing: [],
    warnings: [],
  };
  await db.transaction(async (tx) => {
    for (const t of opts.tools) {
      if (t.description.trim() === '') report.warnings.push(`${server}/${t.name} has no description upstream`);
      const existing = await selectToolByName(tx, server, t.name);
      if (!existing) {
        await registerTool(tx, server, t, actor);
        report.added.push(t.name);
      } else {
        await reimportTool(tx, existing, t, actor, report);
      }
      // Calls judged before the tool had a version (seen only in traces) are evidence for its upstream text now.
      await reattributeUnattributed(tx, { server, name: t.name });
    }
    const listed = new Set(opts.tools.map((t) => t.name));
    for (const t of await selectToolsOfServer(tx, server)) {
      if (!listed.has(t.name) && t.origin === 'upstream') report.missing.push(t.name);
    }
  });
  return report;
}

/** A tool new to the catalog: its upstream text is v1, published. */
async function registerTool(tx: Queryable, server: string, t: UpstreamTool, actor: string): Promise<void> {
  const tool = await insertTool(tx, {
    server,
    name: t.name,
    inputSchema: t.inputSchema,
    upstreamDescription: t.description,
    origin: 'upstream',
  });
  await insertToolState(tx, tool.id);
  const state = await lockToolState(tx, tool.id);
  const v = await insertNextVersion(tx, {
    toolId: tool.id,
    text: t.description,
    source: 'upstream',
    parentVersion: null,
    createdBy: actor,
    reason: 'imported from upstream',
    contentHash: contentHash(t.description),
    surface: surfaceOf(t),
    components: parseComponents(t.description, schemaParamNames(t.inputSchema)),
  });
  await insertAudit(tx, {
    actor,
    action: 'tool.registered',
    subject: `tool:${server}/${t.name}`,
    details: { version: v.version },
  });
  await movePublishedPointer(tx, { tool, state, version: v.version, cause: 'import', actor });
}

/** A registered tool listed again: unchanged, or a new upstream version (published, or held after a review). */
async function reimportTool(
  tx: Queryable,
  existing: ToolRow,
  t: UpstreamTool,
  actor: string,
  report: ImportReport,
): Promise<void> {
  const server = existing.server;
  const state = await lockToolState(tx, existing.id);
  const lastUpstream = await selectLatestUpstreamVersion(tx, existing.id);
  const surface = surfaceOf(t);
  const parts = lastUpstream
    ? changedParts(
        { text: lastUpstream.text, surface: lastUpstream.surface as ToolSurface },
        { text: t.description, surface },
      )
    : [...(['description', 'title', 'inputSchema', 'annotations'] as const)];
  if (parts.length === 0) {
    report.unchanged.push(t.name);
    return;
  }
  await updateToolUpstream(tx, existing.id, { inputSchema: t.inputSchema, upstreamDescription: t.description });
  if (parts.includes('inputSchema')) {
    report.schemaChanged.push(t.name);
    await insertAudit(tx, {
      actor,
      action: 'tool.schema_changed',
      subject: `tool:${server}/${t.name}`,
      details: { input_schema: t.inputSchema },
    });
  }
  const v = await insertNextVersion(tx, {
    toolId: existing.id,
    text: t.description,
    source: 'upstream',
    parentVersion: lastUpstream?.version ?? state.published_version,
    createdBy: actor,
    reason: `upstream changed: ${parts.join(', ')}`,
    contentHash: contentHash(t.description),
    surface,
    components: parseComponents(t.description, schemaParamNames(t.inputSchema)),
  });
  const published =
    state.published_version === null ? undefined : await selectVersion(tx, existing.id, state.published_version);
  const reviewed = published !== undefined && published.source !== 'upstream';
  const keptReviewed = reviewed && !(await selectAcceptUpstream(tx, server));
  const heldProposal = keptReviewed
    ? await holdUpstreamChange(tx, existing, v.version, published, parts, actor)
    : undefined;
  await insertAudit(tx, {
    actor,
    action: 'tool.upstream_changed',
    subject: `tool:${server}/${t.name}`,
    details: {
      version: v.version,
      published_version: state.published_version,
      kept_reviewed: keptReviewed,
      parts,
      held_proposal: heldProposal ?? null,
    },
  });
  if (!keptReviewed)
    await movePublishedPointer(tx, { tool: existing, state, version: v.version, cause: 'upstream', actor });
  report.upstreamChanged.push({
    name: t.name,
    version: v.version,
    publishedVersion: state.published_version ?? v.version,
    keptReviewed,
    parts,
    ...(heldProposal !== undefined ? { heldProposal } : {}),
  });
}

/** Holds an upstream change for review; a newer one replaces an older one still waiting. Returns the proposal. */
async function holdUpstreamChange(
  tx: Queryable,
  tool: ToolRow,
  version: number,
  published: { version: number },
  parts: SurfacePart[],
  actor: string,
): Promise<number> {
  const replaced = await supersedeHeldUpstreamProposals(tx, tool.id, version, actor);
  const proposal = await insertProposal(tx, {
    toolId: tool.id,
    version,
    baseVersion: published.version,
    createdBy: actor,
    reason: `upstream changed (${parts.join(', ')}); held because v${published.version} was reviewed`,
  });
  await insertAudit(tx, {
    actor,
    action: 'proposal.created',
    subject: `proposal:${proposal.id}`,
    details: {
      tool: `${tool.server}/${tool.name}`,
      version,
      base_version: published.version,
      source: 'upstream',
      parts,
      superseded: replaced,
    },
  });
  return proposal.id;
}

function checkServerName(server: string): void {
  if (!server || server.includes('/')) {
    throw new WhetstoneError(
      'input_invalid',
      `server name "${server}" is invalid: give a non-empty name without "/" (--server NAME)`,
    );
  }
}

function checkTools(tools: UpstreamTool[], maxBytes: number): void {
  const seen = new Set<string>();
  tools.forEach((t, i) => {
    if (seen.has(t.name)) throw new WhetstoneError('input_invalid', `tools[${i}]: tool "${t.name}" is listed twice`);
    seen.add(t.name);
    const bytes = Buffer.byteLength(t.description, 'utf8');
    if (bytes > maxBytes) {
      throw new WhetstoneError(
        'input_invalid',
        `tools[${i}] (${t.name}): description is ${bytes} bytes, over the limit of ${maxBytes} (WHETSTONE_MAX_DESCRIPTION_BYTES)`,
      );
    }
    if (t.description.includes('\u0000')) {
      throw new WhetstoneError('input_invalid', `tools[${i}] (${t.name}): description contains a NUL character`);
    }
  });
}
