// npm run bench:selection [-- --rounds 3 --tools <tools.json> --queries <train.jsonl>]
//
// The closed loop on MetaTool, offline: queries split by a hash into an evidence half and
// a held-out half. Each round, a simulated agent answers every evidence query by picking
// tools with BM25 over the currently published descriptions, trying the next-ranked tool
// when a pick is wrong (up to 3 calls); each query becomes a trace (right tool reached =
// success). Then Whetstone's own code: ingest → judge (signals) → optimize every tool
// (offline rewriter, gates, replay) → approve (auto-approve: bench only). Held-out top-1
// accuracy of BM25 is measured before and after.
// Last line: top1_before=<x> top1_after=<y> max_words=<n> mean_words_after=<m>
import { createHash } from 'node:crypto';
import { importTools } from '../src/catalog/import.ts';
import { resolveConfig } from '../src/config.ts';
import { judgeWorkerFrom } from '../src/judge/setup.ts';
import { createLlm } from '../src/llm/provider.ts';
import { createLogger } from '../src/log.ts';
import { optimizeTool } from '../src/optimize/loop.ts';
import { optimizerOptionsFrom } from '../src/optimize/setup.ts';
import { Bm25Index } from '../src/quality/bm25.ts';
import { wordCount } from '../src/quality/length.ts';
import { approve } from '../src/review/actions.ts';
import { openDb } from '../src/store/db.ts';
import { migrate } from '../src/store/migrate.ts';
import { selectPublishedSet } from '../src/store/sql/state.ts';
import { TraceIngestor } from '../src/traces/ingest.ts';
import { createRedactor } from '../src/traces/redact.ts';
import { arg, benchDatabase, note } from './lib/env.ts';
import { loadQueries, loadTools, SHARED_DATA, type LabelledQuery } from './lib/metatool.ts';

const ROUNDS = Number(arg('rounds', '3'));
const SERVER = 'metatool';
const tools = loadTools(arg('tools', `${SHARED_DATA}metatool/tools.json`));
const queries = loadQueries(arg('queries', `${SHARED_DATA}metatool/train.jsonl`)).filter((q) => tools.some((t) => t.name === q.tool));
const half = (q: LabelledQuery) => createHash('sha256').update(q.query).digest()[0]! % 2;
const evidenceQueries = queries.filter((q) => half(q) === 0);
const heldOut = queries.filter((q) => half(q) === 1);

const database = await benchDatabase('selection');
const db = await openDb({ databaseUrl: database.url, dataDir: '.', connectTimeoutMs: 5000, lockTimeoutMs: 1000, poolMax: 4 });
const log = createLogger('warn');
try {
  await migrate(db);
  await importTools(db, { server: SERVER, tools: tools.map((t) => ({ name: t.name, description: t.description, inputSchema: {} })), actor: 'bench', maxDescriptionBytes: 65536 });
  const config = resolveConfig({ env: {} });
  const llm = createLlm(config); // offline: no LLM configured
  const optimizer = optimizerOptionsFrom(config, { db, llm, log, actor: 'bench-optimizer' });
  const judge = judgeWorkerFrom({ ...config, judgeBatchSize: 2000 }, { db, llm, log });
  const ingestor = new TraceIngestor({ db, redactor: createRedactor(), maxTraceBytes: 1 << 20, actor: 'bench' });

  const catalogue = async () => {
    const published = await selectPublishedSet(db);
    return { published, index: new Bm25Index(published.map((p) => [p.name, p.text])) };
  };
  const accuracy = (index: Bm25Index, qs: LabelledQuery[]) => qs.filter((q) => index.rank(q.query, 1)[0] === q.tool).length / qs.length;

  const before = accuracy((await catalogue()).index, heldOut);
  note(`${tools.length} tools, ${evidenceQueries.length} evidence queries, ${heldOut.length} held-out queries; held-out top-1 before: ${before.toFixed(3)}`);

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
        calls.push({ server: SERVER, name, arguments: { query: q.query }, result: { is_error: false, preview: right ? `Here is what ${name} found.` : 'This tool cannot help with that request.' } });
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
        user_query: q.query,
        tools_shown: calls.map((c) => ({ server: SERVER, name: c.name, version: version.get(c.name as string) })),
        tool_calls: calls,
        final_answer: success ? `Answered with ${q.tool}.` : "I couldn't find a tool that can do this.",
      };
    });
    for (let i = 0; i < traces.length; i += 2000) {
      const { rows } = ingestor.decode(traces.slice(i, i + 2000).map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: SERVER, source: 'bench' })));
      await ingestor.store(rows);
    }
    while ((await judge.runOnce()).signaled > 0);
    let proposed = 0;
    const outcomes = new Map<string, number>();
    const blockedBy = new Map<string, number>();
    for (const t of tools) {
      const r = await optimizeTool(optimizer, `${SERVER}/${t.name}`, 'bench');
      outcomes.set(r.outcome, (outcomes.get(r.outcome) ?? 0) + 1);
      for (const c of r.candidates) if (c.outcome === 'blocked') blockedBy.set(c.reason.split(':')[0]!, (blockedBy.get(c.reason.split(':')[0]!) ?? 0) + 1);
      if (r.proposalId) {
        await approve(db, { proposalId: r.proposalId, actor: 'bench-auto-approve', publish: true });
        proposed++;
      }
    }
    const acc = accuracy((await catalogue()).index, heldOut);
    const agentSuccess = traces.filter((t) => !String(t.final_answer).startsWith('I could')).length / traces.length;
    note(
      `round ${round}: agent reached the right tool for ${(agentSuccess * 100).toFixed(1)}% of evidence queries; ` +
        `${proposed} proposals approved (${[...outcomes].map(([k, v]) => `${k} ${v}`).join(', ')}; candidates blocked by ${[...blockedBy].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}); held-out top-1 now ${acc.toFixed(3)} — ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const { published, index } = await catalogue();
  const after = accuracy(index, heldOut);
  const words = published.map((p) => wordCount(p.text));
  const sample = published.find((p) => p.version > 1);
  if (sample) note(`\nexample, ${sample.name} v${sample.version}:\n${sample.text}\n`);
  process.stdout.write(
    `top1_before=${before.toFixed(3)} top1_after=${after.toFixed(3)} max_words=${Math.max(...words)} mean_words_after=${(words.reduce((a, b) => a + b, 0) / words.length).toFixed(1)}\n`,
  );
} finally {
  await db.close();
  await database.drop();
}
