// npm run bench:selection [-- --rounds 3 --tools <tools.json> --queries <train.jsonl> --split-salt <s>]
//
// The closed loop on MetaTool, offline: queries split by a hash into an evidence half and
// a held-out quarter (the last quarter is unused, to keep the run short). Each round, a simulated agent answers every evidence query by picking
// tools with BM25 over the currently published descriptions, trying the next-ranked tool
// when a pick is wrong (up to 3 calls); each query becomes a trace (right tool reached =
// success). Then Whetstone's own code: ingest → judge (signals) → optimize every tool
// (offline rewriter, gates, replay) → approve (auto-approve: bench only). Held-out top-1
// accuracy is measured before and after with three selectors: BM25, the semantic selector
// the replay gate uses (WHETSTONE_EMBEDDINGS_MODEL, all-minilm-l6-v2), and a second
// embedding model that makes no decision in this loop (bge-small-en-v15, or MiniLM if the
// gate uses bge) — the figure nothing was optimized against. In the product bge-small also
// reads the injection gate's sentences (WHETSTONE_POISONING_MODEL), so the loop runs the
// optimizer with that scorer off (`none`, the rules alone) to keep bge unseen here — and
// discovery's two-stage
// selector (server summary × tool, with the gate's model; MetaTool's tools are one server,
// so it ranks as cosine does unless a query is unrelated to the whole catalogue). The gate
// replays on the selectors WHETSTONE_REPLAY_SELECTORS names (default bm25,semantic). Then every candidate the
// optimizer produced, proposed or rejected, as stored, is checked for bare-list lines
// and privacy-rule violations. Embeddings are cached in deploy/local/.cache/embeddings.
// `--split-salt` draws another split of the same queries (another evidence half and
// held-out quarter): the closest this data offers to queries the loop has never seen, and a
// measure of how much the figures move with the split alone. Needs the models:
// deploy/local/models.sh.
// Last line: top1_bm25=a→b top1_semantic=c→d top1_unseen_model=e→f top1_two_stage=g→h list_lines=… privacy_violations=… max_words=… mean_words=…
import { createHash } from 'node:crypto';
import { importTools } from '../src/catalog/import.ts';
import { resolveConfig } from '../src/config.ts';
import { judgeWorkerFrom } from '../src/judge/setup.ts';
import { createLlm } from '../src/llm/provider.ts';
import { createLogger } from '../src/log.ts';
import { optimizeTool } from '../src/optimize/run.ts';
import { optimizerOptionsFrom } from '../src/optimize/setup.ts';
import { Bm25Index } from '../src/quality/bm25.ts';
import { wordCount } from '../src/quality/length.ts';
import { approve } from '../src/review/actions.ts';
import { openDb } from '../src/store/db.ts';
import { migrate } from '../src/store/migrate.ts';
import { selectPublishedSet } from '../src/store/sql/state.ts';
import { TraceIngestor } from '../src/intake/core/ingest.ts';
import { v1Format } from '../src/intake/formats/v1/format.ts';
import { createRedactor } from '../src/privacy/redact.ts';
import { allowedWords, buildVocabulary, privacyFindings } from '../src/quality/privacy.ts';
import { listLines } from '../src/quality/readability.ts';
import { TEMPLATE_WORDS } from '../src/optimize/offline.ts';
import { cachedEmbedder } from '../src/semantic/cache.ts';
import { localEmbedder } from '../src/semantic/embedder.ts';
import { SemanticCatalogue } from '../src/semantic/selector.ts';
import { TwoStageCatalogue } from '../src/discovery/two-stage-selector.ts';
import { fileCachedEmbedder } from './lib/embedding-file-cache.ts';
import { arg, benchDatabase, note } from './lib/env.ts';
import { loadQueries, loadTools, SHARED_DATA, type LabelledQuery } from '../lib/datasets/metatool.ts';

const ROUNDS = Number(arg('rounds', '3'));
const SERVER = 'metatool';
const tools = loadTools(arg('tools', `${SHARED_DATA}metatool/tools.json`));
const queries = loadQueries(arg('queries', `${SHARED_DATA}metatool/train.jsonl`)).filter((q) =>
  tools.some((t) => t.name === q.tool),
);
const SALT = arg('split-salt', '');
const quarter = (q: LabelledQuery) =>
  createHash('sha256')
    .update(SALT ? `${SALT}\n${q.query}` : q.query)
    .digest()[0]! % 4;
const evidenceQueries = queries.filter((q) => quarter(q) < 2);
const heldOut = queries.filter((q) => quarter(q) === 2);
const EMBEDDINGS_CACHE = new URL('../deploy/local/.cache/embeddings/', import.meta.url).pathname;

const database = await benchDatabase('selection');
const db = await openDb({
  databaseUrl: database.url,
  dataDir: '.',
  connectTimeoutMs: 5000,
  lockTimeoutMs: 1000,
  poolMax: 4,
});
const log = createLogger('warn');
try {
  await migrate(db);
  await importTools(db, {
    server: SERVER,
    tools: tools.map((t) => ({ name: t.name, description: t.description, inputSchema: {} })),
    actor: 'bench',
    maxDescriptionBytes: 65536,
  });
  // The injection gate's meaning scorer is off (rules only): its model, bge-small, is the
  // unseen model this bench measures with, so it must make no decision in the loop.
  const config = resolveConfig({
    env: { WHETSTONE_REPLAY_SELECTORS: process.env.WHETSTONE_REPLAY_SELECTORS, WHETSTONE_POISONING_MODEL: 'none' },
  });
  const llm = createLlm(config); // offline: no LLM configured
  const optimizer = optimizerOptionsFrom(config, { db, llm, log, actor: 'bench-optimizer' });
  const fileCached = (model: string) =>
    fileCachedEmbedder(localEmbedder(config.embeddingsModelDir, model), `${EMBEDDINGS_CACHE}${model}.bin`);
  const gateModel = config.embeddingsModel === 'none' ? 'all-minilm-l6-v2' : config.embeddingsModel;
  const unseenModel = /bge/.test(gateModel) ? 'all-minilm-l6-v2' : 'bge-small-en-v15';
  const gateEmbedder = fileCached(gateModel);
  const gateCached = cachedEmbedder(gateEmbedder, db);
  if (optimizer.semantic) optimizer.semantic = new SemanticCatalogue(gateCached);
  if (optimizer.twoStage) optimizer.twoStage = new TwoStageCatalogue(gateCached);
  const measureTwoStage = new TwoStageCatalogue(gateEmbedder);
  const measureGate = new SemanticCatalogue(gateEmbedder);
  const measureUnseen = new SemanticCatalogue(fileCached(unseenModel));
  const judge = judgeWorkerFrom({ ...config, judgeBatchSize: 2000 }, { db, llm, log });
  const ingestor = new TraceIngestor({
    format: v1Format,
    db,
    redactor: createRedactor(),
    maxTraceBytes: 1 << 20,
    actor: 'bench',
  });

  const catalogue = async () => {
    const published = await selectPublishedSet(db);
    return { published, index: new Bm25Index(published.map((p) => [p.name, p.text])) };
  };
  const accuracy = (index: Bm25Index, qs: LabelledQuery[]) =>
    qs.filter((q) => index.rank(q.query, 1)[0] === q.tool).length / qs.length;
  const semanticAccuracy = async (cat: SemanticCatalogue) => {
    // The ids the gate uses ("server/name"): the two-stage selector groups tools by server.
    await cat.sync((await selectPublishedSet(db)).map((p) => [`${p.server}/${p.name}`, p.text]));
    const idx = await cat.queries(heldOut.map((q) => q.query));
    return idx.filter((q, k) => cat.top1(q) === `${SERVER}/${heldOut[k]!.tool}`).length / heldOut.length;
  };
  const measure = async () => ({
    bm25: accuracy((await catalogue()).index, heldOut),
    semantic: await semanticAccuracy(measureGate),
    unseen: await semanticAccuracy(measureUnseen),
    twoStage: await semanticAccuracy(measureTwoStage),
  });
  const fmt = (m: { bm25: number; semantic: number; unseen: number; twoStage: number }) =>
    `BM25 ${m.bm25.toFixed(3)}, ${gateModel} ${m.semantic.toFixed(3)}, ${unseenModel} ${m.unseen.toFixed(3)}, two-stage ${m.twoStage.toFixed(3)}`;

  const before = await measure();
  note(
    `${tools.length} tools, ${evidenceQueries.length} evidence queries, ${heldOut.length} held-out queries; held-out top-1 before: ${fmt(before)}`,
  );

  for (let round = 1; round <= ROUNDS; round++) {
    const started = Date.now();
    const { published, index } = await catalogue();
    const version = new Map(published.map((p) => [p.name, p.version]));
    // The simulated agent.
    const traces = evidenceQueries.map((q, i) => {
      const ranked = index.rank(q.query, 3);
      const calls: Record<string, unknown>[] = [];
      let success = false;
      for (const name of ranked) {
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
    });
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
    for (const t of tools) {
      const r = await optimizeTool(optimizer, `${SERVER}/${t.name}`, 'bench');
      outcomes.set(r.outcome, (outcomes.get(r.outcome) ?? 0) + 1);
      for (const c of r.candidates)
        if (c.outcome === 'blocked')
          blockedBy.set(c.reason.split(':')[0]!, (blockedBy.get(c.reason.split(':')[0]!) ?? 0) + 1);
      if (r.proposalId) {
        await approve(db, { proposalId: r.proposalId, actor: 'bench-auto-approve', publish: true });
        proposed++;
      }
    }
    const acc = fmt(await measure());
    const agentSuccess = traces.filter((t) => !String(t.final_answer).startsWith('I could')).length / traces.length;
    note(
      `round ${round}: agent reached the right tool for ${(agentSuccess * 100).toFixed(1)}% of evidence queries; ` +
        `${proposed} proposals approved (${[...outcomes].map(([k, v]) => `${k} ${v}`).join(', ')}; candidates blocked by ${[...blockedBy].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}); held-out top-1 now ${acc} — ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const after = await measure();
  const published = await selectPublishedSet(db);
  const words = published.map((p) => wordCount(p.text));
  // Every candidate as stored (what `proposals` and `proposals --rejected` show), checked
  // against the privacy rule with the vocabulary of all the bench's queries.
  const stored = (
    await db.query<{ text: string; outcome: string; name: string }>(
      'SELECT c.text, c.outcome, t.name FROM optimizer_candidates c JOIN tools t ON t.id = c.tool_id',
    )
  ).rows;
  const vocabulary = buildVocabulary(
    evidenceQueries.map((q, i) => ({ session: `q${i}`, query: q.query })),
    config.privacyMinSessions,
  );
  const catalogueWords = allowedWords(TEMPLATE_WORDS, ...tools.map((t) => `${t.name} ${t.description}`));
  let lists = 0;
  let violations = 0;
  for (const c of stored) {
    const authored = new Set(
      (tools.find((t) => t.name === c.name)?.description ?? '').split('\n').map((l) => l.trim()),
    );
    lists += listLines(c.text).filter((l) => !authored.has(l.trim())).length;
    const found = privacyFindings(c.text.replaceAll('[withheld]', ''), catalogueWords, vocabulary);
    if (found.length && violations === 0)
      note(`privacy violation in a stored candidate of ${c.name}: ${found.map((f) => f.why).join(', ')}`);
    violations += found.length;
  }
  const replayBlocked = (
    await db.query<{ reason: string }>(
      "SELECT reason FROM optimizer_candidates WHERE blocked_by = 'replay' ORDER BY id LIMIT 3",
    )
  ).rows;
  for (const r of replayBlocked) note(`blocked: ${r.reason}`);
  note(`${stored.length} candidates stored (${stored.filter((c) => c.outcome === 'proposed').length} proposed)`);
  const sample = published.filter((p) => p.version > 1).sort((a, b) => a.name.localeCompare(b.name))[0];
  if (sample) note(`\nexample, ${sample.name} v${sample.version}:\n${sample.text}\n`);
  const arrow = (a: number, b: number) => `${a.toFixed(3)}→${b.toFixed(3)}`;
  process.stdout.write(
    `top1_bm25=${arrow(before.bm25, after.bm25)} top1_semantic=${arrow(before.semantic, after.semantic)} top1_unseen_model=${arrow(before.unseen, after.unseen)} top1_two_stage=${arrow(before.twoStage, after.twoStage)} ` +
      `list_lines=${lists} privacy_violations=${violations} max_words=${Math.max(...words)} mean_words=${(words.reduce((a, b) => a + b, 0) / words.length).toFixed(1)}\n`,
  );
} finally {
  await db.close();
  await database.drop();
}
