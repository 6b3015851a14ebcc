// Row shapes as they come out of the database (snake_case, like the columns).
import type { TraceV1 } from '../model/trace.ts';

export type VersionSource = 'upstream' | 'optimizer' | 'human' | 'rollback';
export type ProposalStatus = 'pending' | 'approved' | 'rejected' | 'superseded' | 'published';
export const PROPOSAL_STATUSES: readonly ProposalStatus[] = [
  'pending',
  'approved',
  'rejected',
  'superseded',
  'published',
];
export type PublishCause = 'import' | 'upstream' | 'approve' | 'rollback';

export interface ToolRow {
  id: number;
  server: string;
  name: string;
  input_schema: Record<string, unknown>;
  upstream_description: string;
  origin: 'upstream' | 'observed';
  first_seen: Date;
  updated_at: Date;
}

export interface ToolWithState extends ToolRow {
  published_version: number | null;
  /** null for a tool only observed in traces: no description version yet. */
  latest_version: number | null;
  pending_proposals: number;
}

export interface VersionRow {
  tool_id: number;
  version: number;
  text: string;
  source: VersionSource;
  parent_version: number | null;
  created_by: string;
  reason: string | null;
  provenance: Record<string, unknown>;
  lint: unknown;
  gates: unknown;
  content_hash: string;
  created_at: Date;
  /** Title, input schema and annotations shown with this text (migration 0009). */
  surface?: unknown;
  /** The variant set it belongs to, 'full' by default (migration 0023). */
  variant?: string;
  /** The text as components (catalog/components.ts; migration 0022); null for versions written before it. */
  components?: Record<string, string> | null;
}

export interface ProposalRow {
  id: number;
  tool_id: number;
  version: number;
  base_version: number;
  status: ProposalStatus;
  created_by: string;
  reason: string | null;
  created_at: Date;
  decided_by: string | null;
  decision_reason: string | null;
  decided_at: Date | null;
}

export interface ProposalListRow extends ProposalRow {
  server: string;
  name: string;
}

export interface PublishLogRow {
  id: number;
  tool_id: number;
  version: number;
  previous_version: number | null;
  cause: PublishCause;
  actor: string;
  at: Date;
}

export interface AuditRow {
  id: number;
  at: Date;
  actor: string;
  action: string;
  subject: string;
  details: Record<string, unknown>;
}

/** A trace as stored in `traces`: decoded, validated and redacted (intake/core/decode.ts). The
 * tool lists keep the trace v1 wire format (model/trace.ts, the format's definition). */
export interface TraceRow {
  trace_id: string;
  ts: string;
  server: string;
  session_id: string | null;
  user_query: string;
  tools_shown: TraceV1['tools_shown'];
  tool_calls: TraceV1['tool_calls'];
  final_answer: string | null;
  signals: Record<string, unknown>;
  /** The trace's fields that have no column of their own (agent, producer extensions). */
  extra: Record<string, unknown>;
  content_hash: string;
  redactions: number;
  source: string;
}

/**
 * A TraceRow already written as its COPY text line where it was decoded (a decode worker
 * assembling OTel traces), with what the store reads besides: its id and the tools it
 * names. Handed back from a worker as strings, it costs a copy instead of a structured
 * clone of the row's objects; only copyTraces can store it (PostgreSQL).
 */
export interface RenderedRow {
  trace_id: string;
  /** The row's fields in COPY text format, tab-separated, ending in a newline (copyLine). */
  copyLine: string;
  /** "server/name" of every tool it calls or shows (the observed tools). */
  tools: string[];
}

export type StoredRow = TraceRow | RenderedRow;

/** "server/name" of every tool a row calls (its own server, else the trace's) or shows: its observed tools. */
export function toolRefs(row: TraceRow): string[] {
  const refs: string[] = [];
  for (const c of row.tool_calls) refs.push(`${c.server ?? row.server}/${c.name}`);
  for (const t of row.tools_shown) refs.push(`${t.server}/${t.name}`);
  return refs;
}

export const isRendered = (r: StoredRow): r is RenderedRow => 'copyLine' in r;
