// npm run bench:gates-probe-cv [-- --features embed+rev|embed|embed+diff|scores|embed+scores] [--l2 X] [--rewrite-weight W] [--verbose]
//
// An experiment (issue 54): does a LEARNED scorer, a logistic-regression probe over the
// sentence embeddings, catch attack families it never saw better than the exemplar
// scorer (src/quality/poisoning/intent-scorer.ts)? Rows are the windows the scorer reads
// (scoredWindows): every window a development attack case adds is labelled attack, every
// window a benign case or honest rewrite adds honest, plus the scorer's exemplars
// (ATTACK_INTENTS attack, BENIGN_EXAMPLES honest). Features: the embedding, optionally
// with its cosine to the nearest reviewed sentence (embed+rev) or its difference to it
// (embed+diff), so restating the tool can read honest.
//
// Two cross-validations, each fold holding out attacks AND honest text the probe never
// saw: leave-one-corpus-file-out (a file's attacks, its honest rewrites and a slice of the
// real descriptions) and leave-one-family-out (one attack family from every file, and a
// slice of all honest cases). In each fold both scorers get a threshold from the training
// folds only, by two rules: "rate" (rules + scorer block at most 2% of training benign)
// and "extra1" (the product's: at most 1 training benign case over what the rules block,
// bench/gates-calibrate.ts). A case is blocked when any window scores over it. The rules
// were tuned on every development file, so "rules+" figures flatter the rules; the
// scorer-alone figures are the clean comparison. heldout-7 is scored last by a probe
// trained on every development file. Last line: the comparison, first at the same number
// k of honest cases blocked (pooled out-of-fold scores, `matched=k:probe/exemplar`), then
// per rule as attacks caught:rewrites falsely blocked:real edits falsely blocked.
import { DEFAULT_MODEL_DIR } from '../src/config/serving.ts';
import { intentScorer, scoredWindows } from '../src/quality/poisoning/intent-scorer.ts';
import { ATTACK_INTENTS, BENIGN_EXAMPLES } from '../src/quality/poisoning/intents.ts';
import { localEmbedder } from '../src/semantic/embedder.ts';
import { benignCases, type GateCase, poisoningVerdict } from '../lib/datasets/gates-corpus.ts';
import { type AdversarialCase, ADVERSARIAL } from '../lib/datasets/poisoning/adversarial.ts';
import { HELDOUT } from '../lib/datasets/poisoning/heldout.ts';
import { HELDOUT_5, HELDOUT_5_HONEST } from '../lib/datasets/poisoning/heldout-5.ts';
import { HELDOUT_6, HELDOUT_6_HONEST } from '../lib/datasets/poisoning/heldout-6.ts';
import { HELDOUT_7, HELDOUT_7_HONEST } from '../lib/datasets/poisoning/heldout-7.ts';
import { HELDOUT_HONEST, HELDOUT_PLAIN } from '../lib/datasets/poisoning/heldout-plain.ts';
import { PLAIN_HONEST_2, PLAIN_WORDS_2 } from '../lib/datasets/poisoning/plain-words-2.ts';
import { PLAIN_HONEST_3, PLAIN_WORDS_3 } from '../lib/datasets/poisoning/plain-words-3.ts';
import { PLAIN_HONEST_4, PLAIN_WORDS_4 } from '../lib/datasets/poisoning/plain-words-4.ts';
import { PLAIN_HONEST_5, PLAIN_WORDS_5 } from '../lib/datasets/poisoning/plain-words-5.ts';
import { PLAIN_HONEST_6, PLAIN_WORDS_6 } from '../lib/datasets/poisoning/plain-words-6.ts';
import { PLAIN_HONEST, PLAIN_WORDS } from '../lib/datasets/poisoning/plain-words.ts';
import { arg, note } from './lib/env.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileCachedEmbedder } from './lib/embedding-file-cache.ts';
import { type LinearProbe, logit, trainLogistic } from './lib/logistic.ts';

type Honest = Pick<GateCase, 'id' | 'reviewed' | 'candidate'>;
/** Each corpus file: its attacks and the honest rewrites written with them. */
const FILES: [string, AdversarialCase[], Honest[]][] = [
  ['adversarial', ADVERSARIAL, []],
  ['plain-words', PLAIN_WORDS, PLAIN_HONEST],
  ['plain-words-2', PLAIN_WORDS_2, PLAIN_HONEST_2],
  ['plain-words-3', PLAIN_WORDS_3, PLAIN_HONEST_3],
  ['plain-words-4', PLAIN_WORDS_4, PLAIN_HONEST_4],
  ['plain-words-5', PLAIN_WORDS_5, PLAIN_HONEST_5],
  ['plain-words-6', PLAIN_WORDS_6, PLAIN_HONEST_6],
  ['heldout', HELDOUT, []],
  ['heldout-plain', HELDOUT_PLAIN, HELDOUT_HONEST],
  ['heldout-5', HELDOUT_5, HELDOUT_5_HONEST],
  ['heldout-6', HELDOUT_6, HELDOUT_6_HONEST],
];
const TEST_FILE = 'heldout-7';

interface Case {
  id: string;
  label: 0 | 1;
  file: string;
  family: string;
  /** Honest rewrite written with attacks (true) or a real description's edit (false). */
  rewrite: boolean;
  reviewed: string;
  candidate: string;
  windows: string[];
  reviewedSentences: string[];
  exemplar: number;
  rules: boolean;
}

const hash = (s: string) => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h;
};

function corpus(): Omit<Case, 'windows' | 'reviewedSentences' | 'exemplar' | 'rules'>[] {
  const attack = (file: string, a: AdversarialCase) => ({ ...pick(a), label: 1 as const, file, family: a.family });
  const honest = (file: string, h: Honest, rewrite = true) => ({
    ...pick(h),
    label: 0 as const,
    file,
    family: '',
    rewrite,
  });
  const pick = (c: Honest) => ({ id: c.id, reviewed: c.reviewed, candidate: c.candidate, rewrite: false });
  const real = benignCases().filter((c) => ['reflowed', 'usage-added', 'lead-in', 'honest-rewrite'].includes(c.kind));
  return [
    ...FILES.flatMap(([f, as, hs]) => [...as.map((a) => attack(f, a)), ...hs.map((h) => honest(f, h))]),
    ...HELDOUT_7.map((a) => attack(TEST_FILE, a)),
    ...HELDOUT_7_HONEST.map((h) => honest(TEST_FILE, h)),
    // A real description's edits go together, by tool, so a fold never trains on its own text.
    ...real.map((c) => honest(`real:${c.id.split(':').slice(0, 2).join(':')}`, c, c.kind === 'honest-rewrite')),
  ];
}

type Features = 'embed' | 'embed+rev' | 'embed+diff' | 'scores' | 'embed+scores';
const features = arg('features', 'embed+rev') as Features;
const verbose = process.argv.includes('--verbose');
const l2 = Number(arg('l2', '0.001'));
/** How much more an honest rewrite weighs than a real description's mechanical edit. */
const rewriteWeight = Number(arg('rewrite-weight', '1'));
const model = arg('intent-model', 'bge-small-en-v15');
const embedder = fileCachedEmbedder(
  localEmbedder(process.env.WHETSTONE_EMBEDDINGS_MODEL_DIR ?? DEFAULT_MODEL_DIR, model),
  join(tmpdir(), 'whetstone-bench-embeddings'),
);
const exemplarScorer = intentScorer(embedder, { threshold: 1 });

const raw = corpus();
const verdicts = await exemplarScorer.score(raw);
const cases: Case[] = raw.map((c, i) => ({
  ...c,
  windows: scoredWindows(c.candidate, c.reviewed).windows,
  reviewedSentences: scoredWindows(c.candidate, c.reviewed).reviewed,
  exemplar: verdicts[i]!.score,
  rules: poisoningVerdict(c).blocked,
}));
const texts = [...new Set(cases.flatMap((c) => [...c.windows, ...c.reviewedSentences]))];
const attackExamples = ATTACK_INTENTS.flatMap((i) => i.examples);
const allTexts = [...new Set([...texts, ...attackExamples, ...BENIGN_EXAMPLES])];
const vectors = new Map(allTexts.map((t, i) => [t, i]));
const embedded = await embedder.embed(allTexts);
const vec = (t: string) => embedded[vectors.get(t)!]!;
note(`${cases.length} cases, ${allTexts.length} texts embedded by ${model}; features ${features}`);

const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

const meanTop = (xs: number[], k = 3) => {
  const top = xs.sort((a, b) => b - a).slice(0, k);
  return top.reduce((a, b) => a + b, 0) / top.length;
};
const attackVecs = attackExamples.map(vec);
const benignVecs = BENIGN_EXAMPLES.map(vec);
/** The exemplar scorer's parts for `v`: a, b, 0.9·r and its score (an exemplar never its own neighbour). */
function exemplarParts(v: Float32Array, reviewedBest: number): number[] {
  const near = (ps: Float32Array[]) => meanTop(ps.filter((p) => p !== v).map((p) => dot(v, p)));
  const a = near(attackVecs);
  const b = near(benignVecs);
  const r = reviewedBest > -1 ? 0.9 * reviewedBest : -1;
  return [a, b, r, a - Math.max(b, r)];
}

/** One row per window: the embedding, and what the reviewed text says closest to it. */
function row(window: string, reviewed: string[]): Float64Array {
  const v = vec(window);
  if (features === 'embed') return Float64Array.from(v);
  let best = -1;
  let nearest: Float32Array | undefined;
  for (const r of reviewed) {
    const s = dot(v, vec(r));
    if (s > best) [best, nearest] = [s, vec(r)];
  }
  if (features === 'embed+rev') return Float64Array.from([...v, nearest ? best : 0]);
  if (features === 'scores') return Float64Array.from(exemplarParts(v, best));
  if (features === 'embed+scores') return Float64Array.from([...v, ...exemplarParts(v, best)]);
  return Float64Array.from([...v, ...v.map((x, i) => x - (nearest?.[i] ?? 0))]);
}
const rows = cases.map((c) => c.windows.map((w) => row(w, c.reviewedSentences)));
const exemplarRows = [
  ...attackExamples.map((t) => ({ x: row(t, []), y: 1 })),
  ...BENIGN_EXAMPLES.map((t) => ({ x: row(t, []), y: 0 })),
];

/** Trains on `train` (case indices): each case weighs 1 spread over its windows, classes balanced. */
function train(trainIdx: number[]): LinearProbe {
  const x: Float64Array[] = [];
  const y: number[] = [];
  const w: number[] = [];
  for (const i of trainIdx)
    for (const r of rows[i]!) {
      x.push(r);
      y.push(cases[i]!.label);
      w.push((cases[i]!.rewrite ? rewriteWeight : 1) / rows[i]!.length);
    }
  for (const e of exemplarRows) {
    x.push(e.x);
    y.push(e.y);
    w.push(1);
  }
  const sum = (label: number) => w.reduce((a, v, i) => a + (y[i] === label ? v : 0), 0);
  const scale = sum(0) / sum(1);
  return trainLogistic(
    x,
    y,
    w.map((v, i) => (y[i] === 1 ? v * scale : v)),
    { l2, iterations: 400, learningRate: 0.05 },
  );
}

const caseScore = (p: LinearProbe, i: number) =>
  Math.max(Number.NEGATIVE_INFINITY, ...rows[i]!.map((r) => logit(p, r)));

type Rule = 'rate' | 'extra1';
/** The lowest threshold at which the training benign cases stay within `rule`. */
function threshold(benign: { score: number; rules: boolean }[], rule: Rule): number {
  const passed = benign
    .filter((b) => !b.rules)
    .map((b) => b.score)
    .sort((a, b) => b - a);
  const ruled = benign.length - passed.length;
  const allow = rule === 'rate' ? Math.floor(0.02 * benign.length) - ruled : 1;
  return passed[Math.max(allow, 0)] ?? Number.NEGATIVE_INFINITY;
}

const METHODS = ['probe', 'exemplar', 'rules', 'rules+probe', 'rules+exemplar'] as const;
type Method = (typeof METHODS)[number];
type Tally = Record<
  Method,
  { attacks: number; caught: number; rewrites: number; rewriteFp: number; real: number; realFp: number }
>;
const tally = (): Tally =>
  Object.fromEntries(
    METHODS.map((m) => [m, { attacks: 0, caught: 0, rewrites: 0, rewriteFp: 0, real: 0, realFp: 0 }]),
  ) as Tally;

/** Out-of-fold scores of the current cross-validation, pooled over its folds. */
let pooled: { label: number; probe: number; exemplar: number }[] = [];
/** Attacks over the score of the k-th highest honest case: recall at the same k false blocks for both. */
function matched(k: number): { probe: number; exemplar: number } {
  const at = (m: 'probe' | 'exemplar') => {
    const honest = pooled
      .filter((p) => !p.label)
      .map((p) => p[m])
      .sort((a, b) => b - a);
    return pooled.filter((p) => p.label && p[m] > honest[k]!).length;
  };
  return { probe: at('probe'), exemplar: at('exemplar') };
}

const INNER = 4;
/**
 * The probe's scores on the training benign cases, each from a probe that did not train on
 * it (inner folds by file or tool): scored in sample, the fitted honest text sits far below
 * any threshold, which then lets through nothing or blocks every unseen rewrite.
 */
function innerScores(trainIdx: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (let k = 0; k < INNER; k++) {
    const inner = (i: number) => hash(cases[i]!.file) % INNER === k;
    const probe = train(trainIdx.filter((i) => !inner(i)));
    for (const i of trainIdx) if (inner(i) && cases[i]!.label === 0) out.set(i, caseScore(probe, i));
  }
  return out;
}

function count(t: Tally[Method], c: Case, blocked: boolean): void {
  const hit = blocked ? 1 : 0;
  if (c.label === 1) {
    t.attacks++;
    t.caught += hit;
  } else if (c.rewrite) {
    t.rewrites++;
    t.rewriteFp += hit;
  } else {
    t.real++;
    t.realFp += hit;
  }
}

/** One fold: train on everything but `test` (and heldout-7), set thresholds, score `test`. */
function fold(test: Set<number>, into: Record<Rule, Tally>): void {
  const trainIdx = cases.map((_, i) => i).filter((i) => !test.has(i) && cases[i]!.file !== TEST_FILE);
  const probe = train(trainIdx);
  const oof = innerScores(trainIdx);
  const benignTrain = trainIdx.filter((i) => cases[i]!.label === 0);
  const pick = (f: (i: number) => number) => benignTrain.map((i) => ({ score: f(i), rules: cases[i]!.rules }));
  for (const i of test)
    pooled.push({ label: cases[i]!.label, probe: caseScore(probe, i), exemplar: cases[i]!.exemplar });
  for (const rule of ['rate', 'extra1'] as Rule[]) {
    const tp = threshold(
      pick((i) => oof.get(i)!),
      rule,
    );
    const te = threshold(
      pick((i) => cases[i]!.exemplar),
      rule,
    );
    for (const i of test) {
      const c = cases[i]!;
      const p = caseScore(probe, i) > tp;
      const e = c.exemplar > te;
      const blocked: Record<Method, boolean> = {
        probe: p,
        exemplar: e,
        rules: c.rules,
        'rules+probe': c.rules || p,
        'rules+exemplar': c.rules || e,
      };
      for (const m of METHODS) count(into[rule][m], c, blocked[m]);
    }
  }
}

const dev = cases.map((_, i) => i).filter((i) => cases[i]!.file !== TEST_FILE);
const fmt = (t: Tally, m: Method) =>
  `${t[m].caught}/${t[m].attacks} attacks, ${t[m].rewriteFp}/${t[m].rewrites} rewrites + ${t[m].realFp}/${t[m].real} real edits falsely blocked`;

const add = (total: Tally, t: Tally) => {
  for (const m of METHODS) for (const [key, v] of Object.entries(t[m])) total[m][key as 'attacks'] += v;
};
const report = (title: string, t: Tally) => {
  note(title);
  for (const m of METHODS) note(`  ${m.padEnd(15)} ${fmt(t, m)}`);
};

const MATCHED = [5, 20, 40];
function crossValidate(scheme: 'file' | 'family'): Record<Rule, Tally> & { matched: string } {
  pooled = [];
  const total = { rate: tally(), extra1: tally() };
  const groups =
    scheme === 'file'
      ? FILES.map(([f]) => f)
      : [...new Set(dev.filter((i) => cases[i]!.label).map((i) => cases[i]!.family))];
  groups.forEach((g, k) => {
    const held = (i: number) => {
      const c = cases[i]!;
      if (c.label === 1) return scheme === 'file' ? c.file === g : c.family === g;
      // Honest text held out with the fold: its file's rewrites, or a slice of the rest by hash.
      if (scheme === 'file' && !c.file.startsWith('real:')) return c.file === g;
      return hash(c.file.startsWith('real:') ? c.file : c.id) % groups.length === k;
    };
    const t = { rate: tally(), extra1: tally() };
    fold(new Set(dev.filter(held)), t);
    add(total.rate, t.rate);
    add(total.extra1, t.extra1);
    if (verbose)
      for (const r of ['extra1', 'rate'] as Rule[])
        note(`  ${scheme} ${r} ${g}: probe ${fmt(t[r], 'probe')} | exemplar ${fmt(t[r], 'exemplar')}`);
  });
  for (const r of ['extra1', 'rate'] as Rule[]) report(`${scheme}-out, ${r}:`, total[r]);
  const n = pooled.filter((p) => p.label).length;
  const m = MATCHED.map((k) => `${k}:${matched(k).probe}/${matched(k).exemplar}`).join(',');
  note(`${scheme}-out, pooled out-of-fold scores, attacks (of ${n}) caught at k honest blocked, probe/exemplar: ${m}`);
  return { ...total, matched: m };
}

const file = crossValidate('file');
const family = crossValidate('family');
const h7 = { rate: tally(), extra1: tally() };
fold(new Set(cases.map((_, i) => i).filter((i) => cases[i]!.file === TEST_FILE)), h7);
for (const r of ['extra1', 'rate'] as Rule[]) report(`heldout-7, trained on every development file, ${r}:`, h7[r]);

const short = (t: Tally, m: Method) =>
  `${t[m].caught}/${t[m].attacks}:${t[m].rewriteFp}/${t[m].rewrites}:${t[m].realFp}/${t[m].real}`;
process.stdout.write(
  `features=${features} (attacks caught:rewrites falsely blocked:real edits falsely blocked) ` +
    `file_out_matched=${file.matched} family_out_matched=${family.matched} ` +
    `file_out_extra1 probe=${short(file.extra1, 'probe')} exemplar=${short(file.extra1, 'exemplar')} ` +
    `family_out_extra1 probe=${short(family.extra1, 'probe')} exemplar=${short(family.extra1, 'exemplar')} ` +
    `file_out_rate probe=${short(file.rate, 'probe')} exemplar=${short(file.rate, 'exemplar')} ` +
    `family_out_rate probe=${short(family.rate, 'probe')} exemplar=${short(family.rate, 'exemplar')} ` +
    `heldout7_extra1 probe=${short(h7.extra1, 'probe')} exemplar=${short(h7.extra1, 'exemplar')}\n`,
);
