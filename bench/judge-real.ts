// npm run bench:judge-real [-- --dir ../shared/data/tau-airline] [--file traces.jsonl] [--truth ground_truth.json]
//
// The judge on real multi-step agent sessions with ground truth (bench/lib/judge-real.ts
// says what each figure means). Any folder of the same shape works: tools.json,
// traces.jsonl, ground_truth.json ({trace_id: reward}).
// Last line: auc=… balanced_acc=… wrong_pick_share=… best_ok=a/b worst_ok=c/d llm_calls_per_1000=… same_examples=…
import { arg, note } from './lib/env.ts';
import { budgetFigures, loadRealSet, offlineFigures } from './lib/judge-real.ts';
import { SHARED_DATA } from './lib/metatool.ts';

if (process.argv.includes('--help')) {
  process.stdout.write(
    'npm run bench:judge-real [-- --dir DIR] [--file TRACES.jsonl] [--truth GROUND_TRUTH.json] [--limit N] [--verbose]\n' +
      '--verbose prints, per tool, the best success and worst failure chosen and whether each is right.\n' +
      'DIR holds tools.json, traces.jsonl and ground_truth.json (default ../shared/data/tau-airline).\n' +
      'Needs PostgreSQL on 127.0.0.1:5432 (WHETSTONE_BENCH_PG_URL to change).\n',
  );
  process.exit(0);
}
const dir = arg('dir', `${SHARED_DATA}tau-airline`);
const set = loadRealSet({
  dir,
  file: arg('file', '') || undefined,
  truth: arg('truth', '') || undefined,
  limit: Number(arg('limit', '0')) || undefined,
});
const succeeded = [...set.truth.values()].filter(Boolean).length;
note(
  `${set.traces.length} sessions (${succeeded} succeeded) over ${set.tools.length} tools of "${set.server}" from ${dir}`,
);
const off = await offlineFigures(set);
note(
  `offline (signal judge): auc=${off.auc.toFixed(3)} accuracy=${off.accuracy.toFixed(3)} balanced_acc=${off.balancedAccuracy.toFixed(3)}`,
);
for (const [rule, r] of Object.entries(off.rules).sort((a, b) => b[1].n - a[1].n))
  note(`  rule ${rule}: ${r.n} traces, ${r.succeeded} really succeeded`);
note(`per-tool outcomes: ${JSON.stringify(off.outcomes)}; wrong_pick share ${off.wrongPickShare.toFixed(3)}`);
note(
  `best success really succeeded for ${off.bestOk}/${off.bestOf} tools; worst failure really failed for ${off.worstOk}/${off.worstOf}`,
);
if (process.argv.includes('--verbose')) {
  const mark = (id: string | undefined, ok: boolean | undefined) => (id ? `${id} (${ok ? 'right' : 'WRONG'})` : '-');
  for (const p of off.picks)
    note(`  ${p.tool}: best success ${mark(p.success, p.successOk)}; worst failure ${mark(p.failure, p.failureOk)}`);
}
const b = await budgetFigures(set);
note(
  `scripted LLM judge (truth flipped on 15%): every trace ${b.everyTraceCalls} calls, budgeted ${b.budgetedCalls} calls; same examples for ${(b.sameExamples * b.tools).toFixed(0)}/${b.tools} tools`,
);
process.stdout.write(
  `auc=${off.auc.toFixed(3)} balanced_acc=${off.balancedAccuracy.toFixed(3)} wrong_pick_share=${off.wrongPickShare.toFixed(3)} ` +
    `best_ok=${off.bestOk}/${off.bestOf} worst_ok=${off.worstOk}/${off.worstOf} llm_calls_per_1000=${b.llmCallsPer1000.toFixed(1)} same_examples=${b.sameExamples.toFixed(3)}\n`,
);
