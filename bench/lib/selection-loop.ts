// The closed loop on MetaTool that bench:selection and bench:budget share: the split of the
// queries (an evidence half and a held-out quarter, by a hash of the query; the last quarter
// unused), a bench database with the tools imported, Whetstone's optimizer wired as the
// daemon would (offline, the gate's selectors over cached embeddings), and the rounds of
// a simulated BM25 agent → traces → ingest → judge → optimize → auto-approve (bench only).
import { createHash } from 'node:crypto';
import { importTools } from '../../src/catalog/import.ts';
import { type Config, resolveConfig } from '../../src/config.ts';
import { TwoStageCatalogue } from '../../src/discovery/two-stage-selector.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLlm } from '../../src/llm/provider.ts';
import { createLogger } from '../../src/log.ts';
import type { OptimizerOptions } from '../../src/optimize/options.ts';
import { optimizeTool } from '../../src/optimize/run.ts';
import { optimizerOptionsFrom } from '../../src/optimize/setup.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { Bm25Index } from '../../src/quality/bm25.ts';
import { approve } from '../../src/review/actions.ts';
import { cachedEmbedder } from '../../src/semantic/cache.ts';
import type { Embedder } from '../../src/semantic/embedder.ts';
import { localEmbedder } from '../../src/semantic/embedder.ts';
import { SemanticCatalogue } from '../../src/semantic/selector.ts';
import { type Db, openDb } from '../../src/store/db.ts';
import { migrate } from '../../src/store/migrate.ts';
import { selectPublishedSet } from '../../src/store/sql/state.ts';
import { type LabelledQuery, loadQueries, loadTools, SHARED_DATA } from '../../lib/datasets/metatool.ts';
import { fileCachedEmbedder } from './embedding-file-cache.ts';
import { arg, benchDatabase, note } from './env.ts';

export const SERVER = 'metatool';
const EMBEDDINGS_CACHE = new URL('../../deploy/local/.cache/embeddings/', import.meta.url).pathname;

export interface MetaToolSplit {
  tools: { name: string; description: string }[];
  evidenceQueries: LabelledQuery[];
  heldOut: LabelledQuery[];
}

/** MetaTool's train half (`--tools`, `--queries`), split by `--split-salt` into evidence and held out. */
export function metatoolSplit(): MetaToolSplit {
  const tools = loadTools(arg('tools', `${SHARED_DATA}metatool/tools.json`));
  const queries = loadQueries(arg('queries', `${SHARED_DATA}metatool/train.jsonl`)).filter((q) =>
    tools.some((t) => t.name === q.tool),
  );
  const salt = arg('split-salt', '');
  const quarter = (q: LabelledQuery) =>
    createHash('sha256')
      .update(salt ? `${salt}\n${q.query}` : q.query)
      .digest()[0]! % 4;
  return {
    tools,
    evidenceQueries: queries.filter((q) => quarter(q) < 2),
    heldOut: queries.filter((q) => quarter(q) === 2),
  };
}

export interface SelectionBench {
  db: Db;
  config: Config;
  optimizer: OptimizerOptions;
  gateModel: string;
  /** The gate's model behind the file cache (measurements) and behind the store's cache too (decisions). */
  gateEmbedder: Embedder;
  gateCached: Embedder;
  fileCached(model: string): Embedder;
  close(): Promise<void>;
}

/** A fresh bench database with the tools imported as published v1, and the optimizer wired to it. */
export async function openSelectionBench(name: string, split: MetaToolSplit): Promise<SelectionBench> {
  const database = await benchDatabase(name);
  const db = await openDb({
    databaseUrl: database.url,
    dataDir: '.',
    connectTimeoutMs: 5000,
    lockTimeoutMs: 1000,
    poolMax: 4,
  });
  await migrate(db);
  await importTools(db, {
    server: SERVER,
    tools: split.tools.map((t) => ({ name: t.name, description: t.description, inputSchema: {} })),
    actor: 'bench',
    maxDescriptionBytes: 65536,
  });
  // The injection gate's meaning scorer is off (rules only): its model, bge-small, is the
  // unseen model bench:selection measures with, so it must make no decision in the loop.
  const config = resolveConfig({
    env: { WHETSTONE_REPLAY_SELECTORS: process.env.WHETSTONE_REPLAY_SELECTORS, WHETSTONE_POISONING_MODEL: 'none' },
  });
  const llm = createLlm(config); // offline: no LLM configured
  const log = createLogger('warn');
  const optimizer = optimizerOptionsFrom(config, { db, llm, log, actor: 'bench-optimizer' });
  const fileCached = (model: string) =>
    fileCachedEmbedder(localEmbedder(config.embeddingsModelDir, model), EMBEDDINGS_CACHE);
  const gateModel = config.embeddingsModel === 'none' ? 'all-minilm-l6-v2' : config.embeddingsModel;
  const gateEmbedder = fileCached(gateModel);
  const gateCached = cachedEmbedder(gateEmbedder, db);
  if (optimizer.semantic) optimizer.semantic = new SemanticCatalogue(gateCached);
  if (optimizer.twoStage) optimizer.twoStage = new TwoStageCatalogue(gateCached);
  return {
    db,
    config,
    optimizer,
    gateModel,
    gateEmbedder,
    gateCached,
    fileCached,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

/** BM25 top-1 accuracy of these texts on labelled queries. */
export function bm25Accuracy(docs: [name: string, text: string][], qs: LabelledQuery[]): number {
  const index = new Bm25Index(docs);
  return qs.filter((q) => index.rank(q.query, 1)[0] === q.tool).length / qs.length;
}

/** An embedding selector's top-1 accuracy (ids "server/name", as the gate uses them). */
export async function semanticAccuracy(
  cat: SemanticCatalogue,
  docs: [id: string, text: string][],
  qs: LabelledQuery[],
): Promise<number> {
  await cat.sync(docs);
  const idx = await cat.queries(qs.map((q) => q.query));
  return idx.filter((q, k) => cat.top1(q) === `${SERVER}/${qs[k]!.tool}`).length / qs.length;
}

/** One optimizer run of the loop, as `--dump` writes it. */
export interface LoopRun {
  round: number;
  tool: string;
  outcome: string;
  candidates: { outcome: string; reason: string; text: string }[];
}

/**
 * `rounds` rounds of the loop; `measure` is called after each and its text logged. A
 * simulated agent answers every evidence query with BM25 over the published texts, trying
 * the next-ranked tool when a pick is wrong (up to 3 calls); right tool reached = success.
 * `runs`, when given, receives every optimizer run with its candidates.
 */
export async function runRounds(
  b: SelectionBench,
  split: MetaToolSplit,
  rounds: number,
  measure: () => Promise<string>,
  showHolds = false,
  runs?: LoopRun[],
): Promise<void> {
  const judge = judgeWorkerFrom(
    { ...b.config, judgeBatchSize: 2000 },
    { db: b.db, llm: b.optimizer.llm, log: b.optimizer.log },
  );
  const ingestor = new TraceIngestor({
    format: v1Format,
    db: b.db,
    redactor: createRedactor(),
    maxTraceBytes: 1 << 20,
    actor: 'bench',
  });
  for (let round = 1; round <= rounds; round++) {
    const started = Date.now();
    const published = await selectPublishedSet(b.db);
    const index = new Bm25Index(published.map((p) => [p.name, p.text]));
    const version = new Map(published.map((p) => [p.name, p.version]));
    const traces = split.evidenceQueries.map((q, i) => agentTrace(q, i, round, index, version));
    for (let i = 0; i < traces.length; i += 2000) {
      const { rows } = ingestor.decode(
        traces.slice(i, i + 2000).map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: SERVER, source: 'bench' })),
      );
      await ingestor.store(rows);
    }
    while ((await judge.runOnce()).signaled > 0);
    let proposed = 0;
    const outcomes = new Map<string, number>();
    const blockedBy = new Map<string, number>();
    for (const t of split.tools) {
      const r = await optimizeTool(b.optimizer, `${SERVER}/${t.name}`, 'bench');
      outcomes.set(r.outcome, (outcomes.get(r.outcome) ?? 0) + 1);
      runs?.push({
        round,
        tool: t.name,
        outcome: r.outcome,
        candidates: r.candidates.map((c) => ({ outcome: c.outcome, reason: c.reason, text: c.text })),
      });
      for (const c of r.candidates)
        if (c.outcome === 'blocked') {
          const gate = c.reason.split(':')[0]!;
          blockedBy.set(gate, (blockedBy.get(gate) ?? 0) + 1);
          // The loop's own candidates held by a gate other than replay: what a false block costs.
          if (showHolds && gate !== 'replay')
            note(`held (round ${round}, ${t.name}): ${c.reason}\n  ${JSON.stringify(c.text)}`);
        }
      if (r.proposalId) {
        await approve(b.db, { proposalId: r.proposalId, actor: 'bench-auto-approve', publish: true });
        proposed++;
      }
    }
    const acc = await measure();
    const agentSuccess = traces.filter((t) => !String(t.final_answer).startsWith('I could')).length / traces.length;
    note(
      `round ${round}: agent reached the right tool for ${(agentSuccess * 100).toFixed(1)}% of evidence queries; ` +
        `${proposed} proposals approved (${[...outcomes].map(([k, v]) => `${k} ${v}`).join(', ')}; candidates blocked by ${[...blockedBy].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}); held-out top-1 now ${acc} — ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}

function agentTrace(
  q: LabelledQuery,
  i: number,
  round: number,
  index: Bm25Index,
  version: Map<string, number>,
): Record<string, unknown> {
  const calls: Record<string, unknown>[] = [];
  let success = false;
  for (const name of index.rank(q.query, 3)) {
    const right = name === q.tool;
    calls.push({
      server: SERVER,
      name,
      arguments: { query: q.query },
      result: {
        is_error: false,
        preview: right ? `Here is what ${name} found.` : 'This tool cannot help with that request.',
      },
    });
    if (right) {
      success = true;
      break;
    }
  }
  return {
    schema: 'whetstone.trace/v1',
    trace_id: `r${round}-${i}`,
    timestamp: new Date(Date.UTC(2026, 10, round, 0, 0, 0) + i * 1000).toISOString(),
    server: SERVER,
    // The same labelled query re-asked in a later round is the same user's session, so
    // the privacy rule's session count is not inflated by the rounds.
    session_id: `q${i}`,
    user_query: q.query,
    tools_shown: calls.map((c) => ({ server: SERVER, name: c.name, version: version.get(c.name as string) })),
    tool_calls: calls,
    final_answer: success ? `Answered with ${q.tool}.` : "I couldn't find a tool that can do this.",
  };
}
