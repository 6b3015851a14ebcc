// npm run bench:gates [-- --verbose] [-- --llm-reader]
//
// The poisoning gates (injection + disclosure) on three corpora (lib/datasets/gates-corpus.ts):
// adversarial candidates, each of which must be blocked with its family named in the
// reason; benign candidates (real descriptions from ../shared/data with honest edits and
// hand-written honest rewrites), which should pass; and a diagnostic of real sentences
// added to real descriptions, broken down by the family that stopped them.
// The meaning scorer (src/quality/poisoning/intent-scorer.ts) runs beside the rules when its
// model loads (bench/lib/intent.ts; `--rules-only` turns it off); its threshold was set on
// the development sets only (bench/gates-calibrate.ts), never on the held-out set.
// `--llm-reader` adds the LLM reader (bench/lib/llm-reader.ts) with the LLM configured in the
// environment, on every set but the two diagnostics (one call per case they let through).
// Last line: adversarial_blocked=<share blocked with the family named> benign_blocked=<share, the
// held-out set's honest rewrites apart>
// heldout_blocked=<share of attacks never used to tune the patterns> heldout_honest_blocked=<share of
// the honest rewrites written with them> … former_heldout_blocked=<share
// of the earlier held-out sets, read to change the rules since> sibling_worst_blocked=<share of
// those attacks still blocked with every tool they name taken for a sibling> mode=<rules | meaning:MODEL>[+llm-reader(MODEL)]
// maintainer_edits_dev_blocked / maintainer_edits_aside_blocked=<share of real maintainers' edits
// held, per split; a diagnostic apart from benign> maintainer_edits=<their number>
import {
  adversarialCases,
  benignCases,
  everySentenceAddedCases,
  formerHeldoutCases,
  HELDOUT_HONEST_KIND,
  heldoutCases,
  maintainerEditCases,
  poisoningVerdict,
  sentenceAddedCases,
  type GateCase,
} from '../lib/datasets/gates-corpus.ts';
import { toolIdsIn } from '../src/quality/poisoning/tool-ids.ts';
import { note } from './lib/env.ts';
import { benchIntentScorer } from './lib/intent.ts';
import { benchLlmReader } from './lib/llm-reader.ts';
import type { IntentResult } from '../src/quality/injection.ts';
import { mergeIntents } from '../src/quality/poisoning/merge.ts';

const verbose = process.argv.includes('--verbose');
// heldout-27 as scored blind, once the rules were frozen (commit 207c62f, after the rounds on
// heldout-24 to heldout-26): the attacks that passed and the honest rewrites that were held. A
// note line names every verdict changed since. It has 30 attacks and 30 honest rewrites, on the
// last 22 bases of public-bases-2.json and 38 of public-bases-3.json.
// (The sets before, scored blind: heldout-26 21/30 and 13/30 at commit a0a1a56, heldout-25
// 14/30 and 12/30 at commit c5e6629, heldout-24 21/30 and 9/30 at commit 83d3b6d, heldout-23
// 34/52 and 22/53 at commit 5a32d3b, heldout-22 22/27 and 7/27 at commit 1d00dd4, heldout-21
// 23/27 and 7/27 at commit 7e6c3ed, heldout-20 21/27 and 8/27 at commit b20e781, heldout-19
// 22/27 and 18/27 at commit 5c9cc10, heldout-18 21/30 and 9/30 at commit 84717f5, heldout-17
// 21/30 and 5/30 at commit 5b5af26, heldout-16 21/30 and 19/30 at commit 4883cb7, heldout-15
// 22/30 and 18/30 at commit 965c6f1, heldout-14 27/30 and 10/30 at commit 8d0f58c, heldout-13
// 26/30 and 13/30 at commit 07b114c, heldout-12 24/30 and 7/30 at commit 9788437, heldout-11
// 25/30 and 4/30 at commit 8213d9f, heldout-10 25/30 and 8/30 at commit 3f582a0, heldout-9
// 20/30 and 8/30 at commit 67f9b4c.)
const HELDOUT_BLIND = {
  set: 'heldout-27',
  passed: new Set(['h27-06', 'h27-07', 'h27-09', 'h27-16', 'h27-17', 'h27-21', 'h27-22', 'h27-26', 'h27-29']),
  honestBlocked: new Set([
    'hv27-01',
    'hv27-03',
    'hv27-07',
    'hv27-11',
    'hv27-14',
    'hv27-15',
    'hv27-16',
    'hv27-17',
    'hv27-19',
    'hv27-20',
    'hv27-23',
    'hv27-25',
    'hv27-30',
  ]),
};
const scorer = await benchIntentScorer();
const llm = benchLlmReader();
const mode = `${scorer ? `meaning:${scorer.model}` : 'rules'}${llm ? `+${llm.reader.model}` : ''}`;
note(`mode: ${scorer ? `rules and meaning (${scorer.model}, threshold ${scorer.threshold})` : 'rules only'}`);
if (llm) note(`and the LLM reader (${llm.reader.model}) on what they pass, except the two diagnostics`);
const started = process.hrtime.bigint();
let checked = 0;
let embedSeconds = 0;
const run = async (cases: GateCase[], o: { read?: boolean } = {}) => {
  const t0 = process.hrtime.bigint();
  const intents: (IntentResult | undefined)[] = scorer ? await scorer.score(cases) : cases.map(() => undefined);
  embedSeconds += Number(process.hrtime.bigint() - t0) / 1e9;
  const verdicts = cases.map((c, i) => poisoningVerdict(c, intents[i]));
  if (llm && o.read !== false) {
    // As in the product: the reader reads only what the rules and the scorer let through.
    const open = cases.flatMap((_, i) => (verdicts[i]!.blocked ? [] : [i]));
    const read = await llm.reader.score(
      open.map((i) => cases[i]!),
      llm.run,
    );
    open.forEach((i, k) => {
      intents[i] = mergeIntents(intents[i], read[k]);
      verdicts[i] = poisoningVerdict(cases[i]!, intents[i]);
    });
  }
  return cases.map((c, i) => {
    checked++;
    return { c, v: verdicts[i]!, intent: intents[i] };
  });
};

const adversarial = await run(adversarialCases());
const perFamily = new Map<string, { n: number; named: number }>();
let named = 0;
for (const { c, v } of adversarial) {
  const f = perFamily.get(c.family!) ?? { n: 0, named: 0 };
  f.n++;
  if (v.blocked && v.families.includes(c.family!)) {
    f.named++;
    named++;
  } else note(`MISSED ${c.id} (${c.family}): ${v.blocked ? `blocked as ${v.families.join(', ')}` : 'passed'}`);
  perFamily.set(c.family!, f);
}
note(`adversarial: ${adversarial.length} candidates in ${perFamily.size} families`);
for (const [family, f] of [...perFamily].sort())
  note(`  ${family.padEnd(24)} ${f.named}/${f.n} blocked with the family named`);

const former = await run(formerHeldoutCases());
const formerBlocked = former.filter(({ v }) => v.blocked).length;
for (const { c, v } of former) if (!v.blocked) note(`  formerly held-out ${c.id} (${c.family}): PASSED`);
note(`formerly held out (read to change the rules since): ${formerBlocked}/${former.length} blocked`);

const benign = await run(benignCases());
const perKind = new Map<string, { n: number; blocked: number }>();
let benignBlocked = 0;
for (const { c, v } of benign) {
  const k = perKind.get(c.kind) ?? { n: 0, blocked: 0 };
  k.n++;
  if (v.blocked) {
    k.blocked++;
    benignBlocked++;
    note(`BENIGN BLOCKED ${c.id}: ${v.reason}`);
  }
  perKind.set(c.kind, k);
}
const heldoutHonest = perKind.get(HELDOUT_HONEST_KIND) ?? { n: 0, blocked: 0 };
// benign_blocked is the development measure: the held-out set's honest rewrites are measured
// apart (heldout_honest_blocked), so no rule has to be fitted to them to keep benign down.
const benignN = benign.length - heldoutHonest.n;
const benignDevBlocked = benignBlocked - heldoutHonest.blocked;
note(`benign: ${benign.length} candidates (${heldoutHonest.n} of them the held-out set's honest rewrites)`);
for (const [kind, k] of perKind) note(`  ${kind.padEnd(24)} ${k.blocked}/${k.n} blocked`);

const added = await run(sentenceAddedCases(), { read: false });
const addedFamilies = new Map<string, number>();
let addedBlocked = 0;
for (const { c, v } of added) {
  if (!v.blocked) continue;
  addedBlocked++;
  for (const f of v.families) addedFamilies.set(f, (addedFamilies.get(f) ?? 0) + 1);
  if (verbose) note(`  sentence-added ${c.id}: ${v.reason}`);
}
note(
  `diagnostic, a real sentence added to a real description: ${addedBlocked}/${added.length} held for review` +
    (addedFamilies.size ? ` (${[...addedFamilies].map(([f, n]) => `${f} ${n}`).join(', ')})` : ''),
);

const every = await run(everySentenceAddedCases(), { read: false });
const everyBlocked = every.filter(({ v }) => v.blocked).length;
note(
  `diagnostic, every sentence of every real description added to the rest: ${everyBlocked}/${every.length} held for review`,
);

const heldout = await run(heldoutCases());
let heldoutBlocked = 0;
const perSet = new Map<string, { n: number; blocked: number }>();
for (const { c, v } of heldout) {
  const k = perSet.get(c.kind) ?? { n: 0, blocked: 0 };
  k.n++;
  if (v.blocked) k.blocked++;
  perSet.set(c.kind, k);
  if (v.blocked) heldoutBlocked++;
  if (verbose || !v.blocked)
    note(`  held-out ${c.id} (${c.family}): ${v.blocked ? `blocked as ${v.families.join(', ')}` : 'PASSED'}`);
}
note(
  `held-out (${HELDOUT_BLIND.set}: written from public write-ups by a writer who never saw the gates, with each tool's schema and siblings; scored once the rules were frozen): ${heldoutBlocked}/${heldout.length} attacks blocked, ${heldoutHonest.blocked}/${heldoutHonest.n} honest rewrites blocked`,
);
{
  const changed = [
    ...heldout
      .filter(({ c, v }) => v.blocked === HELDOUT_BLIND.passed.has(c.id))
      .map(({ c, v }) => `${c.id} ${v.blocked ? 'passed → blocked' : 'blocked → PASSED'}`),
    ...benign
      .filter(({ c, v }) => c.kind === HELDOUT_HONEST_KIND && v.blocked !== HELDOUT_BLIND.honestBlocked.has(c.id))
      .map(({ c, v }) => `${c.id} ${v.blocked ? 'passed → HELD' : 'held → passes'}`),
  ];
  note(
    `${HELDOUT_BLIND.set} at its blind scoring: ${heldout.length - HELDOUT_BLIND.passed.size}/${heldout.length} attacks blocked, ` +
      `${HELDOUT_BLIND.honestBlocked.size}/${heldoutHonest.n} honest held; changed since: ${changed.length ? changed.join('; ') : 'none'}`,
  );
}
for (const [kind, k] of perSet) note(`  ${kind.padEnd(24)} ${k.blocked}/${k.n} blocked`);

// The sibling exemption (src/quality/poisoning/sibling.ts) at its worst: every tool id an
// attack names taken for another tool of the same server, as if the attacker had one there.
let siblingBlocked = 0;
const attacks = [...adversarial, ...former, ...heldout].filter(({ v }) => v.blocked);
for (const { c, intent } of attacks) {
  const v = poisoningVerdict(c, intent, toolIdsIn(c.candidate));
  if (v.blocked) siblingBlocked++;
  else note(`  SIBLING-EXEMPT ${c.id} (${c.family}): passes when the tools it names sit on the same server`);
}
note(
  `attacks blocked (adversarial, formerly held out, held out) still blocked with every tool they name taken for a sibling: ${siblingBlocked}/${attacks.length}`,
);

// Real maintainers' edits (a diagnostic, not in benign_blocked): only dev's blocked cases are
// named; aside is counted, never read case by case.
const edits = await run(maintainerEditCases());
const editsBlocked = { 'maintainer-dev': 0, 'maintainer-aside': 0 } as Record<string, number>;
const editsN = { 'maintainer-dev': 0, 'maintainer-aside': 0 } as Record<string, number>;
const editFamilies = new Map<string, Map<string, number>>();
for (const { c, v } of edits) {
  editsN[c.kind] = (editsN[c.kind] ?? 0) + 1;
  if (!v.blocked) continue;
  editsBlocked[c.kind] = (editsBlocked[c.kind] ?? 0) + 1;
  const fams = editFamilies.get(c.kind) ?? new Map<string, number>();
  for (const f of v.families.length ? v.families : ['(no family)']) fams.set(f, (fams.get(f) ?? 0) + 1);
  editFamilies.set(c.kind, fams);
  if (c.kind === 'maintainer-dev') note(`  MAINTAINER EDIT BLOCKED ${c.id}: ${v.reason.slice(0, 160)}`);
}
for (const kind of ['maintainer-dev', 'maintainer-aside']) {
  const fams = [...(editFamilies.get(kind) ?? [])].sort((a, b) => b[1] - a[1]);
  note(
    `diagnostic, real maintainers' edits (${kind.slice(11)}): ${editsBlocked[kind]}/${editsN[kind]} held for review` +
      (fams.length ? ` (${fams.map(([f, n]) => `${f} ${n}`).join(', ')})` : ''),
  );
}

const seconds = Number(process.hrtime.bigint() - started) / 1e9;
note(
  `throughput: ${checked} candidates through both gates in ${seconds.toFixed(2)} s (${(checked / seconds).toFixed(0)} per second; ${embedSeconds.toFixed(2)} s of it the meaning scorer, embeddings cached per text)`,
);
const share = (a: number, b: number) => (b ? a / b : 0).toFixed(3);
process.stdout.write(
  `adversarial_blocked=${share(named, adversarial.length)} benign_blocked=${share(benignDevBlocked, benignN)} heldout_blocked=${share(heldoutBlocked, heldout.length)} heldout_honest_blocked=${share(heldoutHonest.blocked, heldoutHonest.n)} adversarial=${adversarial.length} families=${perFamily.size} benign=${benignN} heldout=${heldout.length} former_heldout_blocked=${share(formerBlocked, former.length)} sibling_worst_blocked=${share(siblingBlocked, attacks.length)} mode=${mode} maintainer_edits_dev_blocked=${share(editsBlocked['maintainer-dev']!, editsN['maintainer-dev']!)} maintainer_edits_aside_blocked=${share(editsBlocked['maintainer-aside']!, editsN['maintainer-aside']!)} maintainer_edits=${edits.length}\n`,
);
