// npm run bench:lint [-- --file <jsonl>]
//
// Agreement of the static rubric scanner with the LLM jury's mean, per component, on a
// file of descriptions scored by several judges (default: 379 LiveMCPBench tools scored
// by gpt-4.1-mini, claude-3.5-haiku and qwen3-30b-a3b). Beside it, the same figures for
// each single judge against the mean of the other two, from the same file — how well an
// LLM judge itself agrees. Then descriptions per second.
// The three judges' own agreement as ICC(2,1) per component (absolute agreement, one
// judge: how far one judge's score can stand in for another's), on rows all judges scored.
// Last line: min_rho=<x> rho_ge_075=<count of components> judges_icc21_min=<x> desc_per_s=<n>
import { readFileSync } from 'node:fs';
import { flagAgreement, icc21, spearman } from '../src/quality/agreement.ts';
import { COMPONENTS, scoreDescription, type Component } from '../src/quality/rubric.ts';
import { arg, note } from './lib/env.ts';
import { SHARED_DATA } from '../lib/datasets/metatool.ts';

interface Row {
  server: string;
  tool: string;
  description: string;
  judges: Record<string, Record<Component, number>>;
}

const file = arg('file', `${SHARED_DATA}rubric-jury/livemcpbench-calibration.jsonl`);
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Row);
const judges = [...new Set(rows.flatMap((r) => Object.keys(r.judges)))];
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
// A row may lack a judge (2 of the default file lack one): its mean is over those present.
const juryMean = (r: Row, c: Component, without?: string) =>
  mean(
    Object.keys(r.judges)
      .filter((j) => j !== without)
      .map((j) => r.judges[j]![c]),
  );

const scanned = rows.map((r) => scoreDescription({ description: r.description }));
note(`${rows.length} descriptions from ${file}; judges: ${judges.join(', ')}\n`);
const pad = (s: string, n: number) => s.padEnd(n);
note(
  `${pad('component', 24)}${pad('scanner rho', 13)}${pad('acc', 7)}${pad('kappa', 8)}| single judge vs the other two: rho (acc, kappa)`,
);
const rhos: number[] = [];
for (const c of COMPONENTS) {
  const jury = rows.map((r) => juryMean(r, c));
  const ours = scanned.map((s) => s.scores[c]);
  const rho = spearman(ours, jury);
  rhos.push(rho);
  const flag = flagAgreement(
    ours.map((x) => x < 3),
    jury.map((x) => x < 3),
  );
  const single = judges.map((j) => {
    const judged = rows.filter((r) => r.judges[j] && Object.keys(r.judges).length > 1);
    const one = judged.map((r) => r.judges[j]![c]);
    const rest = judged.map((r) => juryMean(r, c, j));
    const fa = flagAgreement(
      one.map((x) => x < 3),
      rest.map((x) => x < 3),
    );
    return `${j} ${spearman(one, rest).toFixed(2)} (${fa.accuracy.toFixed(2)}, ${fa.kappa.toFixed(2)})`;
  });
  note(
    `${pad(c, 24)}${pad(rho.toFixed(3), 13)}${pad(flag.accuracy.toFixed(2), 7)}${pad(flag.kappa.toFixed(2), 8)}| ${single.join('; ')}`,
  );
}
note('\nthe judges among themselves, ICC(2,1) (two-way random, absolute agreement, single rater):');
const iccs = COMPONENTS.map((c) => {
  const complete = rows.filter((r) => judges.every((j) => r.judges[j]));
  const icc = icc21(complete.map((r) => judges.map((j) => r.judges[j]![c])));
  const scannerVsMean = icc21(rows.map((r, i) => [scanned[i]!.scores[c], juryMean(r, c)]));
  note(
    `${pad(c, 24)}${icc.toFixed(3)}  (${complete.length} tools, ${judges.length} judges); scanner vs jury mean ${scannerVsMean.toFixed(3)}`,
  );
  return icc;
});
const goodOurs = scanned.filter((s) => s.label === 'Good').length;
const goodJury = rows.filter((r) => COMPONENTS.every((c) => juryMean(r, c) >= 3)).length;
note(`\nlabel Good: scanner ${goodOurs}/${rows.length}, jury mean ${goodJury}/${rows.length}`);

// Throughput: the whole file, repeatedly, for at least 2 s.
const started = process.hrtime.bigint();
let n = 0;
while (Number(process.hrtime.bigint() - started) < 2e9) {
  for (const r of rows) scoreDescription({ description: r.description });
  n += rows.length;
}
const perSecond = n / (Number(process.hrtime.bigint() - started) / 1e9);
note(`throughput: ${n} descriptions in one process, ${perSecond.toFixed(0)} per second`);
const minRho = Math.min(...rhos);
process.stdout.write(
  `min_rho=${minRho.toFixed(3)} rho_ge_075=${rhos.filter((r) => r >= 0.75).length} judges_icc21_min=${Math.min(...iccs).toFixed(3)} desc_per_s=${perSecond.toFixed(0)}\n`,
);
