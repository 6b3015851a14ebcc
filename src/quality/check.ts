// Every gate on one candidate against a tool's published (reviewed) version, outside the
// optimizer: `whetstone check` (for people and CI) and the advisory gates stored with a
// human proposal. The same runGates the optimizer uses, so a human and the optimizer are
// held to one standard; for a human the verdict advises the reviewer instead of blocking.
import { resolveTool, resolveVersion } from '../catalog/resolve.ts';
import { codeFactsOf } from '../consistency/facts.ts';
import { formatToolRef, validateDescription } from '../catalog/text.ts';
import { WhetstoneError } from '../errors.ts';
import type { Queryable } from '../store/db.ts';
import type { ToolRow, VersionRow } from '../store/types.ts';
import { selectPublishedOfServer } from '../store/sql/code-facts.ts';
import { selectServedQueries } from '../store/sql/optimizer.ts';
import { selectPublishedSet, selectToolState } from '../store/sql/state.ts';
import { Bm25Index } from './bm25.ts';
import type { ToolAnnotations } from './disclosure.ts';
import { type GateInput, runGates, withIntent, type GateReport, type GateResult } from './gates.ts';
// Types only: `check` without an LLM loads no LLM client.
import { emptyTally, type MeaningReader, type ReaderOutcome, type ReaderTally } from './poisoning/llm-reader.ts';
import { mergeIntents } from './poisoning/merge.ts';

export interface CheckOptions {
  ref: string;
  text: string;
  maxTokens: number;
  maxGrowth: number;
  maxDescriptionBytes: number;
  /** Recorded queries replayed against the catalogue (0: no replay gate). */
  replayQueries: number;
  /** The injection gate's LLM reader (an LLM configured, WHETSTONE_POISONING_LLM on); absent: off. */
  reader?: MeaningReader | undefined;
}

/**
 * What the LLM reader did: read the text (its findings are in the injection gate), was not
 * asked (another gate blocks: a call saved), or did not read it (why, in words); `off`
 * when there is none (the caller says why).
 */
export type CheckReader =
  | { state: 'read'; model: string }
  | { state: 'not_asked'; model: string }
  | { state: 'unread'; model: string; why: string }
  | { state: 'off' };

export interface CheckResult {
  tool: string;
  version: number;
  report: GateReport;
  reader: CheckReader;
}

/**
 * What a candidate is judged with beside the text it would replace: the input schema and
 * annotations (MCP's readOnlyHint & co.) that version showed agents (its surface, migration
 * 0009). Not the tool row's schema: that is the upstream's latest, an upstream change held
 * for review included, and a held change is not reviewed text (the offline rewriter copies
 * parameter descriptions from the schema; the privacy gate allows the schema's words).
 */
export interface ReviewedSurface {
  inputSchema: Record<string, unknown>;
  annotations: ToolAnnotations | undefined;
}

export function reviewedSurface(tool: ToolRow, version: VersionRow): ReviewedSurface {
  const surface =
    version.surface && typeof version.surface === 'object' ? (version.surface as Record<string, unknown>) : {};
  const schema = surface.inputSchema;
  // Every version has a schema in its surface (0009 filled the older ones from the tool
  // row); the tool row is the fallback for a row that somehow has none.
  return {
    inputSchema:
      schema && typeof schema === 'object' && !Array.isArray(schema)
        ? (schema as Record<string, unknown>)
        : tool.input_schema,
    annotations: annotationsOf(surface),
  };
}

/**
 * The annotations in a version's surface. Read defensively: they may excuse a matching
 * safety claim, so only booleans count.
 */
function annotationsOf(surface: unknown): ToolAnnotations | undefined {
  if (!surface || typeof surface !== 'object') return undefined;
  const a = (surface as { annotations?: unknown }).annotations;
  if (!a || typeof a !== 'object') return undefined;
  const out: ToolAnnotations = {};
  for (const k of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const) {
    const v = (a as Record<string, unknown>)[k];
    if (typeof v === 'boolean') out[k] = v;
  }
  return out;
}

export async function checkCandidate(q: Queryable, o: CheckOptions): Promise<CheckResult> {
  const text = validateDescription(o.text, o.maxDescriptionBytes, 'the candidate');
  const tool = await resolveTool(q, o.ref);
  const published = (await selectToolState(q, tool.id))?.published_version ?? null;
  if (published === null)
    throw new WhetstoneError(
      'conflict',
      `${o.ref} has no published version to check against; import it first (\`whetstone tools import\`)`,
    );
  const current = await resolveVersion(q, tool, published);
  let replay: { index: Bm25Index; queries: { query: string; servedBy: string }[] } | undefined;
  if (o.replayQueries > 0) {
    const catalogue = await selectPublishedSet(q);
    const queries = (await selectServedQueries(q, o.replayQueries)).map((r) => ({
      query: r.query,
      servedBy: r.served_by,
    }));
    replay = { index: new Bm25Index(catalogue.map((p) => [`${p.server}/${p.name}`, p.text])), queries };
  }
  const surface = reviewedSurface(tool, current);
  const siblings = await siblingsOf(q, tool);
  const input: GateInput = {
    tool: formatToolRef(tool),
    current: current.text,
    candidate: text,
    inputSchema: surface.inputSchema,
    annotations: surface.annotations,
    evidenceText: '',
    maxTokens: o.maxTokens,
    maxGrowth: o.maxGrowth,
    replay,
    replayMustGain: false,
    // What the code does, when its source was read: a person is held to it too (advisory).
    codeFacts: await codeFactsOf(q, tool.id),
    siblings,
  };
  const report = runGates(input);
  const out = { tool: formatToolRef(tool), version: current.version };
  const reader = o.reader;
  if (!reader) return { ...out, report, reader: { state: 'off' } };
  // As for a proposal: the reader reads only a text every other gate passes (a call saved).
  if (!report.passed) return { ...out, report, reader: { state: 'not_asked', model: reader.model } };
  const tally = emptyTally();
  const [verdict] = await reader.score([{ candidate: text, reviewed: current.text, siblings }], undefined, tally);
  if (!verdict)
    return { ...out, report, reader: { state: 'unread', model: reader.model, why: unreadReasonOfTally(tally) } };
  // Only the injection gate reads its findings: the others (replay) are not run again.
  const read = mergeIntents(undefined, { model: verdict.model, findings: verdict.findings });
  return { ...out, report: withIntent(input, report, read), reader: { state: 'read', model: reader.model } };
}

/** Why the reader left a text unread, in words, from its tally. */
export function unreadReasonOfTally(t: ReaderTally): string {
  const first = (['skipped_budget', 'refused', 'capped', 'malformed'] as const).find((k) => t[k] > 0);
  return unreadReasonOfOutcome(first ?? 'failed');
}

/** Why the reader left one text unread, in words, from its outcome. */
export function unreadReasonOfOutcome(outcome: ReaderOutcome): string {
  if (outcome === 'skipped_budget' || outcome === 'refused') return 'the LLM token budget refused the call';
  if (outcome === 'capped') return 'its answer was cut at its token cap';
  if (outcome === 'malformed') return 'its answer named no known class for every sentence';
  return 'the call failed (see the log)';
}

/**
 * The other published tools of the tool's server: scoped advice naming one ("for X, use Y
 * instead") is not a redirect to the injection gate (poisoning/sibling.ts).
 */
export async function siblingsOf(q: Queryable, tool: ToolRow): Promise<string[]> {
  return (await selectPublishedOfServer(q, tool.server)).map((t) => t.name).filter((n) => n !== tool.name);
}

/** The gates a human proposal is stored with: the same verdicts, marked advisory. */
export function advisory(gates: GateResult[]): (GateResult & { advisory: true })[] {
  return gates.map((g) => ({ ...g, advisory: true as const }));
}
