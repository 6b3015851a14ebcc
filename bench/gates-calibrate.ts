// npx tsx bench/gates-calibrate.ts [-- --allow N] [--intent-model NAME]
//
// Sets the meaning scorer's threshold (src/quality/poisoning/intent-scorer.ts) on the
// development sets only: the adversarial corpus and the formerly held-out attacks, and the
// benign corpus without the held-out set's honest rewrites. The held-out set
// (heldout-27.ts) is never scored here: its honest rewrites are left out of benign. The threshold is the lowest that adds at most N
// (default 1) false blocks to what the rules already block among the benign candidates;
// 1 since the structural families (src/quality/poisoning/structure.ts) carry more of the
// attacks: at 2 the scorer held twice as many real sentences added to real descriptions;
// the script prints it with the share of development attacks the scorer alone blocks at
// it, and the sentence-added diagnostic. Copy the threshold into INTENT_THRESHOLDS
// (src/config/intent-thresholds.ts).
import {
  adversarialCases,
  benignCases,
  everySentenceAddedCases,
  formerHeldoutCases,
  HELDOUT_HONEST_KIND,
  type GateCase,
  poisoningVerdict,
  sentenceAddedCases,
} from '../lib/datasets/gates-corpus.ts';
import { arg, note } from './lib/env.ts';
import { benchIntentScorer } from './lib/intent.ts';

const allow = Number(arg('allow', '1'));
// Threshold 1: nothing is blocked, every case gets its raw score.
const scorer = await benchIntentScorer({ threshold: 1 });
if (!scorer) throw new Error('the meaning scorer did not load; nothing to calibrate');

const scored = async (cases: GateCase[]) => {
  const verdicts = await scorer.score(cases);
  return cases.map((c, i) => ({ c, score: verdicts[i]!.score, rule: poisoningVerdict(c).blocked }));
};
const attacks = await scored([...adversarialCases(), ...formerHeldoutCases()]);
const benign = await scored(benignCases().filter((c) => c.kind !== HELDOUT_HONEST_KIND));
const diagnostic = await scored([...sentenceAddedCases(), ...everySentenceAddedCases()]);

const passedByRules = benign
  .filter((b) => !b.rule)
  .map((b) => b.score)
  .sort((x, y) => y - x);
// Rounded up, so the case at the threshold stays under it.
const threshold = Math.ceil((passedByRules[allow] ?? 0) * 1000) / 1000;
const over = (xs: { score: number; rule: boolean }[], rulesPassed = false) =>
  xs.filter((x) => x.score > threshold && (!rulesPassed || !x.rule)).length;
note(`development attacks blocked by the scorer alone: ${over(attacks)}/${attacks.length}`);
note(`benign candidates the rules pass and the scorer blocks: ${over(benign, true)}/${benign.length}`);
note(
  `diagnostic sentences added, held by the scorer and not the rules: ${over(diagnostic, true)}/${diagnostic.length}`,
);
for (const b of benign.filter((x) => x.score > threshold && !x.rule)) note(`  benign over: ${b.c.id}`);
process.stdout.write(`model=${scorer.model} allow=${allow} threshold=${threshold}\n`);
