// npm run bench:redos [-- --top 25] [-- --every 2]
//
// An audit of the regular expressions that read untrusted text, for super-linear matching
// (ReDoS), that does not depend on guessing hostile inputs by hand:
//  1. the gates (lib/datasets/gates-corpus.ts: poisoningVerdict) run on the adversarial and
//     benign corpora, the redactor on text holding each rule's triggers, and the rubric on
//     real descriptions, with RegExp.prototype watched (./lib/regex-collect.ts): every pattern
//     they use is collected, rules built at run time from word lists too;
//  2. each pattern is run on pump strings built from its own source (./lib/regex-pumps.ts) at
//     1, 4 and 16 KB (./lib/regex-timing.ts): linear matching grows 4× from 4 to 16 KB,
//     quadratic 16×;
//  3. the units that grew most are run through the whole check (the gates read sentence by
//     sentence, so a pattern's worst case may never reach it whole) at 4 and 16 KB, in CPU
//     time, beside prose of the same length;
//  4. the whole check on fixed pumps that stay one sentence while readings blank parts of it
//     (./lib/sentence-pumps.ts), at 4 and 16 KB.
// `--every k` reads every k-th benign case while collecting (2: half of them; 1: all, slower).
// Last line: rules=<patterns audited> superlinear=<patterns growing over 8× from 4 to 16 KB, in each of three timings>
// worst_ratio=<largest growth> check_worst=<largest growth of a whole check> check_vs_prose=<its
// time at 16 KB over prose's> pump_worst=<largest growth of the whole check on those pumps>
import { adversarialCases, benignCases, poisoningVerdict, realTools } from '../lib/datasets/gates-corpus.ts';
import { cpuTimeOf, pumped } from '../lib/eval/growth.ts';
import { createRedactor, SECRET_RULES } from '../src/privacy/redact.ts';
import { scoreDescription } from '../src/quality/rubric.ts';
import { arg, note } from './lib/env.ts';
import { collectRegexes, type SeenRegex } from './lib/regex-collect.ts';
import { sentenceGrowth } from './lib/sentence-pumps.ts';
import { type Growth, growthOf, runnerOf, worstGrowth } from './lib/regex-timing.ts';

/** Growth from 4 to 16 KB above which a pattern counts as super-linear (linear: 4, quadratic: 16). */
const SUPERLINEAR = 8;
/** Distinct patterns audited per call site: enough for every rule a helper runs (redaction runs
 * all its rules from one line), few of one rule built per tool name. */
const PER_SITE = 40;

const top = Number(arg('top', '25'));
const every = Number(arg('every', '2'));
const root = new URL('..', import.meta.url).pathname;

type Group = 'gates' | 'privacy' | 'rubric';
interface Audited {
  group: Group;
  key: string;
  seen: SeenRegex;
  worst: Growth[];
}

const redactor = createRedactor();
/** The whole check each group's patterns run in. */
const WHOLE: Record<Group, (text: string) => unknown> = {
  gates: (candidate) => poisoningVerdict({ reviewed: 'Adds numbers.', candidate }),
  privacy: (text) => redactor.redactString(text, new Map()),
  rubric: (description) => scoreDescription({ description }),
};

// The gates read text whose runs of spaces and blank lines were collapsed (normalizeText): a
// unit that repeats into such a run cannot reach their patterns. The other readers get raw text.
const collapsed = (unit: string) => !/[^\S\n]{2}|\n[^\S\n]*\n[^\S\n]*\n/.test(pumped(unit, 64));
const KEEP: Record<Group, (unit: string) => boolean> = { gates: collapsed, privacy: () => true, rubric: () => true };

function collect(): Map<string, { group: Group; seen: SeenRegex }> {
  const all = new Map<string, { group: Group; seen: SeenRegex }>();
  const perSite = new Map<string, number>();
  const inSrc = (site: string) => site.startsWith(`${root}src/`);
  const add = (group: Group, seen: Map<string, SeenRegex>) => {
    for (const [key, s] of seen) {
      const site = s.site;
      if (all.has(key) || (perSite.get(site) ?? 0) >= PER_SITE) continue;
      perSite.set(site, (perSite.get(site) ?? 0) + 1);
      // The gates redact too: a redaction rule is filed with redaction, whoever ran it first.
      all.set(key, { group: site.startsWith(`${root}src/privacy/`) ? 'privacy' : group, seen: s });
    }
  };
  const cases = [...adversarialCases(), ...benignCases().filter((_, i) => i % every === 0)];
  add(
    'gates',
    collectRegexes(() => {
      for (const c of cases) poisoningVerdict(c);
    }, inSrc),
  );
  const triggered = SECRET_RULES.flatMap((r) =>
    r.triggers.map((t) => `Config ${typeof t === 'string' ? t : '4111 1111 1111 1111'}: "sk-abc123def456ghi789" ok.`),
  );
  const scanned = [
    ...triggered,
    'mail a.b@example.com',
    'https://u:pw@host/x',
    '-----BEGIN RSA PRIVATE KEY-----\nAAA\n',
  ];
  add(
    'privacy',
    collectRegexes(() => {
      for (const t of scanned) createRedactor().redactString(t, new Map());
    }, inSrc),
  );
  add(
    'rubric',
    collectRegexes(() => {
      for (const t of realTools()) scoreDescription({ description: t.description });
    }, inSrc),
  );
  return all;
}

const cpuMs = (fn: () => unknown) => cpuTimeOf(fn).ms;

const short = (s: string, n: number) => {
  const j = JSON.stringify(s);
  return j.length > n ? `${j.slice(0, n - 1)}…` : j;
};

function audit(found: Map<string, { group: Group; seen: SeenRegex }>): Audited[] {
  const out: Audited[] = [];
  const t0 = performance.now();
  for (const [key, { group, seen }] of found) out.push({ group, key, seen, worst: worstGrowth(seen, KEEP[group]) });
  note(`pumped ${out.length} patterns in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return out.sort((a, b) => (b.worst[0]?.ratio ?? 0) - (a.worst[0]?.ratio ?? 0));
}

/** The whole check on the units that hurt a pattern most, beside prose of the same length. */
function wholeChecks(audited: Audited[]): { group: Group; unit: string; ratio: number; vsProse: number }[] {
  const prose = (n: number) => pumped('Returns the weather forecast for a city for up to 7 days. ', n);
  // Inside a sentence, words either side: a pump of blank lines or spaces is not trimmed away.
  const inSentence = (unit: string, n: number) => `Lists files ${pumped(unit, n)} in a folder.`;
  const rows: { group: Group; unit: string; ratio: number; vsProse: number }[] = [];
  for (const group of ['gates', 'privacy', 'rubric'] as const) {
    const check = WHOLE[group];
    check(prose(4096));
    // A floor of 5 ms: the rubric reads 16 KB in about one, where a ratio is noise.
    const prose16 = Math.max(
      cpuMs(() => check(prose(16_384))),
      5,
    );
    const units = new Set(
      audited
        .filter((a) => a.group === group)
        .flatMap((a) => a.worst.filter((g) => g.ratio > SUPERLINEAR / 2).map((g) => g.unit)),
    );
    for (const unit of [...units].slice(0, 40)) {
      const t4 = Math.max(
        cpuMs(() => check(inSentence(unit, 4096))),
        5,
      );
      if (t4 > 2000) {
        rows.push({ group, unit, ratio: Infinity, vsProse: t4 / prose16 });
        continue;
      }
      const t16 = Math.max(
        cpuMs(() => check(inSentence(unit, 16_384))),
        5,
      );
      rows.push({ group, unit, ratio: t16 / t4, vsProse: t16 / prose16 });
    }
  }
  return rows.sort((a, b) => b.vsProse - a.vsProse);
}

const found = collect();
const perGroup = (g: Group) => [...found.values()].filter((f) => f.group === g).length;
note(
  `collected ${found.size} patterns (gates ${perGroup('gates')}, privacy ${perGroup('privacy')}, rubric ${perGroup('rubric')}; at most ${PER_SITE} per call site)`,
);
const audited = audit(found);
// Timings are wall clock, and a busy core only ever inflates one: a pattern over the line is
// timed on its worst unit twice more and keeps the least growth, so a spike on a shared
// machine is not reported as superlinear while a real one (16× and up) stays over it.
function confirmed(a: Audited): boolean {
  const g = a.worst[0];
  if (!g || g.ratio <= SUPERLINEAR) return false;
  const run = runnerOf(a.seen);
  for (let k = 0; k < 2; k++) {
    const again = growthOf(run, g.unit);
    if (again && again.ratio < g.ratio) g.ratio = again.ratio;
    if (g.ratio <= SUPERLINEAR) return false;
  }
  return true;
}
const bad = audited.filter(confirmed);
audited.sort((a, b) => (b.worst[0]?.ratio ?? 0) - (a.worst[0]?.ratio ?? 0));
note('\nworst patterns (growth from 4 to 16 KB; linear 4, quadratic 16):');
for (const a of audited.slice(0, top)) {
  const g = a.worst[0];
  if (!g) continue;
  note(
    `${g.ratio.toFixed(1).padStart(6)}× ${g.ms.toFixed(1).padStart(8)} ms  ${a.group} ${a.seen.site.replace(root, '')} [${[...a.seen.methods].join(',')}] unit=${short(g.unit, 40)}`,
  );
  note(`         ${short(a.key, 150)}`);
}
const checks = wholeChecks(audited);
note('\nwhole checks on those units (growth from 4 to 16 KB; time at 16 KB over prose):');
for (const c of checks.slice(0, top))
  note(
    `${c.ratio.toFixed(1).padStart(6)}× ${c.vsProse.toFixed(2).padStart(7)}× prose  ${c.group} unit=${short(c.unit, 60)}`,
  );
const pumps = sentenceGrowth();
note('\nwhole check on one-sentence pumps (growth from 4 to 16 KB; ms at 16 KB):');
for (const p of pumps)
  note(`${p.ratio.toFixed(1).padStart(6)}× ${p.ms16.toFixed(0).padStart(7)} ms  unit=${short(p.unit, 60)}`);
const pumpWorst = Math.max(0, ...pumps.map((p) => p.ratio));
const worst = audited[0]?.worst[0]?.ratio ?? 0;
const checkWorst = Math.max(0, ...checks.map((c) => c.ratio));
const vsProse = Math.max(0, ...checks.map((c) => c.vsProse));
console.log(
  `rules=${audited.length} superlinear=${bad.length} worst_ratio=${worst.toFixed(1)} check_worst=${checkWorst.toFixed(1)} check_vs_prose=${vsProse.toFixed(2)} pump_worst=${pumpWorst.toFixed(1)}`,
);
