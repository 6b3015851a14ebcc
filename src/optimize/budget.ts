// `whetstone budget SERVER --tokens N`: a server's tools as a variant set (compact by
// default) whose description tokens fit N, chosen by budget-choice.ts on the recorded
// queries (cross-fitted), replayed on BM25 and the semantic selector over the whole
// published catalogue. Each tool that loses a component becomes a proposal of a version of
// that set, reviewed, published (for the set only) or canaried against the full set as any
// other proposal (review/variant-approve.ts); a tool left whole gets none, so its clients
// fall back to the full set's version. The run itself is audited (budget.chosen).
import { type Components, parseComponents, schemaParamNames } from '../catalog/components.ts';
import { contentHash } from '../catalog/text.ts';
import { WhetstoneError } from '../errors.ts';
import type { ReplayQuery } from '../quality/replay.ts';
import { propose } from '../review/actions.ts';
import type { SemanticCatalogue } from '../semantic/selector.ts';
import type { Db } from '../store/db.ts';
import { insertAudit } from '../store/sql/audit.ts';
import { selectServedQueries } from '../store/sql/optimizer.ts';
import { selectOpenProposalWithHash } from '../store/sql/proposals.ts';
import { selectPublishedSet } from '../store/sql/state.ts';
import { selectToolsOfServer } from '../store/sql/tools.ts';
import { type PublishedComponentsRow, selectPublishedComponents } from '../store/sql/variants.ts';
import {
  type BudgetTool,
  crossFittedBudget,
  type FoldScore,
  minimumTokens,
  type ReplaySelector,
  type ToolChoice,
} from './budget-choice.ts';
import { bm25Selector, semanticSelector } from './budget-selectors.ts';
import { elidedQuoteMatcher } from './context.ts';
import { distinctServed, offlineHalf, splitKey } from './evidence.ts';

export interface BudgetOptions {
  db: Db;
  server: string;
  /** The catalog's description tokens to fit (o200k_base). */
  tokens: number;
  variant: string;
  actor: string;
  /** Print the choice without storing anything. */
  dryRun: boolean;
  /** The semantic selector (absent: WHETSTONE_EMBEDDINGS_MODEL=none, BM25 alone). */
  semantic?: SemanticCatalogue | undefined;
  /** Recorded queries to replay (WHETSTONE_OPTIMIZE_REPLAY_QUERIES). */
  replayQueries: number;
  maxDescriptionBytes: number;
}

export interface BudgetToolResult extends ToolChoice {
  /** The proposal made for it (absent: nothing dropped, a dry run, or already proposed/published). */
  proposal?: number;
  version?: number;
  /** Why no proposal was made although components were dropped. */
  skipped?: string;
}

export interface BudgetResult {
  server: string;
  variant: string;
  budget: number;
  tokens_full: number;
  tokens: number;
  minimum: number;
  fits: boolean;
  dry_run: boolean;
  selectors: string[];
  queries: number;
  /** The proposed fold's scores on the half it did not choose on (absent without queries). */
  fold: FoldScore | undefined;
  folds: FoldScore[];
  tools: BudgetToolResult[];
}

export async function budgetServer(o: BudgetOptions): Promise<BudgetResult> {
  const rows = await selectPublishedComponents(o.db, o.server, o.variant);
  if (rows.length === 0) throw await unknownServer(o.db, o.server);
  const tools = rows.map(
    (r): BudgetTool => ({ id: `${o.server}/${r.name}`, text: r.text, components: componentsOf(r) }),
  );
  const minimum = minimumTokens(tools);
  if (o.tokens < minimum)
    throw new WhetstoneError(
      'input_invalid',
      `--tokens ${o.tokens} is below the least ${o.server}'s descriptions can take: ${minimum} tokens (every tool's purpose, first sentence only, alone); give --tokens ${minimum} or more`,
    );
  const catalogue = await selectPublishedSet(o.db);
  const docs = catalogue.map((p): [string, string] => [`${p.server}/${p.name}`, p.text]);
  const quoted = new Map(tools.map((t) => [t.id, quotedBy(t.components.examples)]));
  const queries = (await recordedQueries(o.db, o.replayQueries, new Set(docs.map(([id]) => id)))).filter(
    (q) => !quoted.get(q.servedBy)?.(q.query),
  );
  const selectors: ReplaySelector[] = [bm25Selector(docs, queries)];
  if (o.semantic) selectors.push(await semanticSelector(o.semantic, docs, queries));
  const cf = await crossFittedBudget(
    tools,
    o.tokens,
    selectors,
    queries.map((q) => offlineHalf(q.query)),
  );
  const result: BudgetResult = {
    server: o.server,
    variant: o.variant,
    budget: o.tokens,
    tokens_full: cf.choice.tokensFull,
    tokens: cf.choice.tokens,
    minimum,
    fits: cf.choice.tokens <= o.tokens,
    dry_run: o.dryRun,
    selectors: selectors.map((s) => s.name),
    queries: queries.length,
    fold: cf.fold,
    folds: cf.folds,
    tools: cf.choice.tools.map((t) => ({ ...t })),
  };
  if (!o.dryRun) await store(o, rows, result);
  return result;
}

function componentsOf(r: PublishedComponentsRow): Components {
  return (r.components as Components | null) ?? parseComponents(r.text, schemaParamNames(r.input_schema));
}

/** Served requests of judged traces, each (request, tool) once, of tools still published. */
async function recordedQueries(db: Db, limit: number, published: Set<string>): Promise<ReplayQuery[]> {
  return distinctServed(await selectServedQueries(db, limit)).filter((q) => published.has(q.servedBy));
}

/**
 * Whether a tool's examples quote this request of its own (word for word, or around an
 * elision): the request chose that text, so it would count the quote's loss twice (the
 * optimizer's replay leaves such twins out too, context.ts replayFor).
 */
function quotedBy(examples: string | undefined): (query: string) => boolean {
  if (!examples) return () => false;
  const exact = new Set([...examples.matchAll(/"([^"\n]*)"/g)].map((m) => splitKey(m[1]!)));
  const elided = elidedQuoteMatcher(examples);
  return (query) => exact.has(splitKey(query)) || elided(query);
}

async function unknownServer(db: Db, server: string): Promise<WhetstoneError> {
  const tools = await selectToolsOfServer(db, server);
  return tools.length
    ? new WhetstoneError(
        'conflict',
        `server ${server} has no published description to budget; import or publish its tools first`,
      )
    : new WhetstoneError(
        'not_found',
        `unknown server ${server}; \`whetstone tools list\` shows the registered servers and tools`,
      );
}

/** One proposal per tool that lost a component, then one audit row for the run. */
async function store(o: BudgetOptions, rows: PublishedComponentsRow[], result: BudgetResult): Promise<void> {
  const byName = new Map(rows.map((r) => [`${o.server}/${r.name}`, r]));
  for (const t of result.tools) {
    if (t.dropped.length === 0 && t.trimmed === 0 && !t.shortened) continue;
    const row = byName.get(t.id)!;
    const hash = contentHash(t.text);
    if (row.variant_hash === hash) {
      t.skipped = `already published for ${o.variant}`;
      continue;
    }
    const open = await selectOpenProposalWithHash(o.db, row.tool_id, hash, o.variant);
    if (open) {
      t.skipped = `already proposed as #${open.id}`;
      continue;
    }
    const { proposal, version } = await propose(o.db, {
      ref: t.id,
      text: t.text,
      reason: `token budget ${o.tokens} for ${o.server}: ${changeOf(t)} (${t.tokensFull} → ${t.tokens} tokens)`,
      actor: o.actor,
      maxDescriptionBytes: o.maxDescriptionBytes,
      source: 'optimizer',
      provenance: provenanceOf(result, t),
      components: t.components,
      variant: o.variant,
    });
    t.proposal = proposal.id;
    t.version = version.version;
  }
  await insertAudit(o.db, {
    actor: o.actor,
    action: 'budget.chosen',
    subject: `server:${o.server}`,
    details: {
      variant: o.variant,
      budget: o.tokens,
      tokens_full: result.tokens_full,
      tokens: result.tokens,
      fits: result.fits,
      queries: result.queries,
      fold: result.fold ?? null,
      proposals: result.tools.flatMap((t) => (t.proposal === undefined ? [] : [t.proposal])),
    },
  });
}

function provenanceOf(r: BudgetResult, t: ToolChoice): Record<string, unknown> {
  return {
    kind: 'budget',
    variant: r.variant,
    budget: r.budget,
    catalog_tokens: { full: r.tokens_full, budget: r.tokens },
    kept: t.kept,
    dropped: t.dropped,
    quotes_dropped: t.trimmed,
    purpose_shortened: t.shortened,
    selectors: r.selectors,
    replay: r.fold ?? null,
  };
}

/** What a budget took out of a tool, in words ("dropped whenNotToUse; 2 quoted requests out of examples"). */
function changeOf(t: Pick<ToolChoice, 'dropped' | 'trimmed' | 'shortened'>): string {
  const parts = [
    ...(t.dropped.length ? [`dropped ${t.dropped.join(', ')}`] : []),
    ...(t.shortened ? ['purpose cut to its first sentence'] : []),
    ...(t.trimmed ? [`${t.trimmed} quoted request${t.trimmed > 1 ? 's' : ''} out of examples`] : []),
  ];
  return parts.join('; ') || 'unchanged';
}
