// npm run bench:budget [-- --queries <train.jsonl> --tools <tools.json> --rounds 3 --share 0.6 --split-salt <s>]
//
// A catalog under a token budget, on MetaTool: first the closed loop bench:selection runs
// (bench/lib/selection-loop.ts: evidence half → traces → judge → optimize → approve, 3
// rounds), then `whetstone budget`'s own code (src/optimize/budget.ts) budgets the optimized
// catalog to --share (60%) of its description tokens, choosing on the recorded evidence
// queries only (cross-fitted halves of them), and its proposals are approved, which
// publishes them for the compact set only. Held-out top-1 (the quarter of the queries no
// choice saw; MetaTool's own test half is never read) is measured on the full optimized
// catalog and on the compact one (each tool's compact version, else its full one), with
// BM25 and the gate's embedding model (MiniLM). Then where the tokens are, by component,
// and what was dropped. Progress on stderr. Needs deploy/local/models.sh.
// Last line: tokens_full=… tokens_budget=… top1_bm25=FULL→BUDGET top1_semantic=FULL→BUDGET
import {
  assembleComponents,
  type ComponentKey,
  type Components,
  COMPONENT_KEYS,
  parseComponents,
} from '../src/catalog/components.ts';
import { budgetServer } from '../src/optimize/budget.ts';
import { minimumTokens } from '../src/optimize/budget-choice.ts';
import { approve } from '../src/review/actions.ts';
import { SemanticCatalogue } from '../src/semantic/selector.ts';
import { selectPublishedSet } from '../src/store/sql/state.ts';
import { selectPublishedComponents, selectPublishedVariantSurfaces } from '../src/store/sql/variants.ts';
import { countTokens } from '../src/tokens.ts';
import { arg, note } from './lib/env.ts';
import {
  bm25Accuracy,
  metatoolSplit,
  openSelectionBench,
  runRounds,
  SERVER,
  semanticAccuracy,
} from './lib/selection-loop.ts';

const ROUNDS = Number(arg('rounds', '3'));
const SHARE = Number(arg('share', '0.6'));
const VARIANT = 'compact';
const split = metatoolSplit();
const { heldOut } = split;

const bench = await openSelectionBench('budget', split);
const { db, config, gateModel } = bench;
try {
  const measureGate = new SemanticCatalogue(bench.gateEmbedder);
  const fullTexts = async () => new Map((await selectPublishedSet(db)).map((p) => [p.name, p.text]));
  const measure = async (texts: Map<string, string>) => ({
    bm25: bm25Accuracy([...texts], heldOut),
    semantic: await semanticAccuracy(
      measureGate,
      [...texts].map(([n, t]) => [`${SERVER}/${n}`, t]),
      heldOut,
    ),
  });
  const fmt = (m: { bm25: number; semantic: number }) =>
    `BM25 ${m.bm25.toFixed(3)}, ${gateModel} ${m.semantic.toFixed(3)}`;
  note(
    `${split.tools.length} tools, ${split.evidenceQueries.length} evidence queries, ${heldOut.length} held-out queries; held-out top-1 before: ${fmt(await measure(await fullTexts()))}`,
  );
  await runRounds(bench, split, ROUNDS, async () => fmt(await measure(await fullTexts())));

  const full = await fullTexts();
  const tokensFull = [...full.values()].reduce((n, t) => n + countTokens(t), 0);
  const target = Math.floor(SHARE * tokensFull);
  const minimum = await componentCosts();
  // Below the least possible the command refuses; the bench then measures at that least.
  const budget = Math.max(target, minimum);
  note(
    `optimized catalog: ${tokensFull} tokens; ${SHARE} of it is ${target}; the least possible (every purpose's first sentence alone) ${minimum}; budgeting to ${budget}`,
  );
  const started = Date.now();
  const result = await budgetServer({
    db,
    server: SERVER,
    tokens: budget,
    variant: VARIANT,
    actor: 'bench-budget',
    dryRun: false,
    semantic: new SemanticCatalogue(bench.gateCached),
    replayQueries: config.optimizeReplayQueries,
    maxDescriptionBytes: config.maxDescriptionBytes,
  });
  for (const f of result.folds)
    note(
      `fold ${f.fold}: chose on ${f.chooseQueries} recorded queries, scored on ${f.scoreQueries}: ${f.selectors.map((s) => `${s.name} ${s.full} → ${s.budget}`).join(', ')}${f === result.fold ? ' (proposed)' : ''}`,
    );
  const dropped = new Map<ComponentKey, number>();
  for (const t of result.tools) for (const k of t.dropped) dropped.set(k, (dropped.get(k) ?? 0) + 1);
  const trimmed = result.tools.filter((t) => t.trimmed > 0);
  const shortened = result.tools.filter((t) => t.shortened).length;
  note(
    `budget chosen in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.tokens} tokens; dropped ${[...dropped].map(([k, n]) => `${k} from ${n} tools`).join(', ') || 'nothing'}; ${trimmed.reduce((n, t) => n + t.trimmed, 0)} quoted requests out of the examples of ${trimmed.length} tools; the purpose cut to its first sentence in ${shortened} tools`,
  );
  for (const t of result.tools)
    if (t.proposal !== undefined)
      await approve(db, { proposalId: t.proposal, actor: 'bench-auto-approve', publish: true });
  const compact = new Map(full);
  for (const v of await selectPublishedVariantSurfaces(db, [SERVER]))
    if (v.variant === VARIANT) compact.set(v.name, v.text);
  const tokensBudget = [...compact.values()].reduce((n, t) => n + countTokens(t), 0);
  const before = await measure(full);
  const after = await measure(compact);
  note(`held-out top-1, full → compact: ${fmt(before)} → ${fmt(after)}`);
  await eachComponentAlone(full, before, measure, fmt);
  const arrow = (a: number, b: number) => `${a.toFixed(3)}→${b.toFixed(3)}`;
  process.stdout.write(
    `tokens_full=${tokensFull} tokens_budget=${tokensBudget} top1_bm25=${arrow(before.bm25, after.bm25)} top1_semantic=${arrow(before.semantic, after.semantic)}\n`,
  );
} finally {
  await bench.close();
}

/** Where the optimized catalog's tokens are, by component (what a budget can take); returns the least possible. */
async function componentCosts(): Promise<number> {
  const rows = await selectPublishedComponents(db, SERVER, VARIANT);
  const sum = new Map<ComponentKey, { tokens: number; tools: number }>();
  for (const r of rows) {
    const c = componentsOf(r);
    for (const k of COMPONENT_KEYS) {
      const text = c[k]?.trim();
      if (!text) continue;
      const s = sum.get(k) ?? { tokens: 0, tools: 0 };
      sum.set(k, { tokens: s.tokens + countTokens(text), tools: s.tools + 1 });
    }
  }
  const total = [...sum.values()].reduce((n, s) => n + s.tokens, 0);
  note(
    `tokens by component: ${[...sum]
      .map(([k, s]) => `${k} ${s.tokens} (${((100 * s.tokens) / total).toFixed(0)}%, ${s.tools} tools)`)
      .join(', ')}`,
  );
  return minimumTokens(rows.map((r) => ({ id: r.name, text: r.text, components: componentsOf(r) })));
}

function componentsOf(r: { text: string; components: Record<string, string> | null }): Components {
  return (r.components as Components | null) ?? parseComponents(r.text);
}

/**
 * What each component costs and is worth (stderr only, never a choice): the held-out
 * top-1 with that one component dropped from every tool that has it, and the tokens saved.
 */
async function eachComponentAlone(
  full: Map<string, string>,
  before: { bm25: number; semantic: number },
  measure: (texts: Map<string, string>) => Promise<{ bm25: number; semantic: number }>,
  fmt: (m: { bm25: number; semantic: number }) => string,
): Promise<void> {
  const rows = await selectPublishedComponents(db, SERVER, VARIANT);
  const tokens = (m: Map<string, string>) => [...m.values()].reduce((n, t) => n + countTokens(t), 0);
  for (const k of COMPONENT_KEYS.filter((x) => x !== 'purpose')) {
    const texts = new Map(full);
    for (const r of rows) {
      const c = componentsOf(r);
      if (c[k]?.trim() && c.purpose?.trim())
        texts.set(
          r.name,
          assembleComponents(
            c,
            COMPONENT_KEYS.filter((x) => x !== k),
          ),
        );
    }
    const saved = tokens(full) - tokens(texts);
    if (saved <= 0) continue;
    note(`without ${k} everywhere: −${saved} tokens; held-out top-1 ${fmt(before)} → ${fmt(await measure(texts))}`);
  }
}
