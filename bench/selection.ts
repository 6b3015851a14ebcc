// npm run bench:selection [-- --rounds 3 --tools <tools.json> --queries <train.jsonl> --split-salt <s> --show-holds --dump <file>]
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
// and privacy-rule violations. Embeddings are cached in deploy/local/.cache/embeddings
// (`<model>.alone.bin`: each text embedded alone, so a re-run prints the same figures).
// `--split-salt` draws another split of the same queries (another evidence half and
// held-out quarter): the closest this data offers to queries the loop has never seen, and a
// measure of how much the figures move with the split alone. Needs the models:
// deploy/local/models.sh. `--show-holds` prints on stderr each candidate a gate other than
// replay held, with its reason: the loop's own text, so any such hold is worth reading.
// `--dump <file>` writes every optimizer run's outcome and candidates, and the published
// texts before and after, as JSON (to see where a gain is lost).
// Last line: top1_bm25=a→b top1_semantic=c→d top1_unseen_model=e→f top1_two_stage=g→h list_lines=… privacy_violations=… max_words=… mean_words=…
import { writeFileSync } from 'node:fs';
import { SemanticCatalogue } from '../src/semantic/selector.ts';
import { TwoStageCatalogue } from '../src/discovery/two-stage-selector.ts';
import { wordCount } from '../src/quality/length.ts';
import { selectPublishedSet } from '../src/store/sql/state.ts';
import { allowedWords, buildVocabulary, privacyFindings } from '../src/quality/privacy.ts';
import { listLines } from '../src/quality/readability.ts';
import { TEMPLATE_WORDS } from '../src/optimize/offline.ts';
import { arg, note } from './lib/env.ts';
import {
  bm25Accuracy,
  type LoopRun,
  metatoolSplit,
  openSelectionBench,
  runRounds,
  semanticAccuracy,
} from './lib/selection-loop.ts';

const ROUNDS = Number(arg('rounds', '3'));
const split = metatoolSplit();
const { tools, evidenceQueries, heldOut } = split;

const bench = await openSelectionBench('selection', split);
const { db, config, gateModel } = bench;
try {
  const unseenModel = /bge/.test(gateModel) ? 'all-minilm-l6-v2' : 'bge-small-en-v15';
  const measureTwoStage = new TwoStageCatalogue(bench.gateEmbedder);
  const measureGate = new SemanticCatalogue(bench.gateEmbedder);
  const measureUnseen = new SemanticCatalogue(bench.fileCached(unseenModel));
  const measure = async () => {
    const published = await selectPublishedSet(db);
    const ids = published.map((p): [string, string] => [`${p.server}/${p.name}`, p.text]);
    return {
      bm25: bm25Accuracy(
        published.map((p) => [p.name, p.text]),
        heldOut,
      ),
      semantic: await semanticAccuracy(measureGate, ids, heldOut),
      unseen: await semanticAccuracy(measureUnseen, ids, heldOut),
      twoStage: await semanticAccuracy(measureTwoStage, ids, heldOut),
    };
  };
  const fmt = (m: { bm25: number; semantic: number; unseen: number; twoStage: number }) =>
    `BM25 ${m.bm25.toFixed(3)}, ${gateModel} ${m.semantic.toFixed(3)}, ${unseenModel} ${m.unseen.toFixed(3)}, two-stage ${m.twoStage.toFixed(3)}`;

  const before = await measure();
  note(
    `${tools.length} tools, ${evidenceQueries.length} evidence queries, ${heldOut.length} held-out queries; held-out top-1 before: ${fmt(before)}`,
  );
  const dump = arg('dump', '');
  const runs: LoopRun[] | undefined = dump ? [] : undefined;
  const textsBefore = dump ? (await selectPublishedSet(db)).map((p) => [p.name, p.text]) : [];
  await runRounds(bench, split, ROUNDS, async () => fmt(await measure()), process.argv.includes('--show-holds'), runs);
  const after = await measure();
  const published = await selectPublishedSet(db);
  // `--dump <file>`: every run's outcome and candidates, and the texts before and after (diagnosis).
  if (dump)
    writeFileSync(dump, JSON.stringify({ before: textsBefore, after: published.map((p) => [p.name, p.text]), runs }));
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
  await bench.close();
}
