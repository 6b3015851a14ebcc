// npm run bench:judge-real [-- --dir ../shared/data/tau-airline] [--file traces.jsonl] [--truth ground_truth.json]
//
// The judge on real multi-step agent sessions with ground truth (lib/eval/judge-real.ts
// says what each figure means). Any folder of the same shape works: tools.json,
// traces.jsonl, ground_truth.json ({trace_id: reward}).
// Last line: auc=… balanced_acc=… wrong_pick_share=… best_ok=a/b worst_ok=c/d llm_calls_per_1000=… same_examples=…
//   best_cover=b/c worst_cover=e/f best_ok_llm=g/h worst_ok_llm=i/j
// best_ok=a/b: of the b tools given a best-success pick, a really succeeded; best_cover=b/c: c
// tools had at least one judged success (worst the same). Picks are cross-task (two folds of
// tasks, each scored with the setting chosen on the other); *_llm are the budgeted judge's
// picks with the scripted 85%-right LLM judge. tools.json may hold several servers.
import { arg, note } from './lib/env.ts';
import { budgetFigures, loadRealSet, offlineFigures } from '../lib/eval/judge-real.ts';
import { SHARED_DATA } from '../lib/datasets/metatool.ts';

if (process.argv.includes('--help')) {
  process.stdout.write(
    'npm run bench:judge-real [-- --dir DIR] [--file TRACES.jsonl] [--truth GROUND_TRUTH.json] [--limit N] [--verbose]\n' +
      '--verbose prints, per tool, the best success and worst failure chosen and whether each is right.\n' +
      'DIR holds tools.json (one server, or {"servers":[{"server","tools"}]}), traces.jsonl and ground_truth.json\n' +
      '(default ../shared/data/tau-airline, or WHETSTONE_SHARED_DATA/tau-airline).\n' +
      'Pick figures are cross-task: sessions split into two folds by task, each scored with the setting chosen on the other.\n' +
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
const servers = new Set(set.tools.map((t) => t.server)).size;
note(
  `${set.traces.length} sessions (${succeeded} succeeded) over ${set.tools.length} tools of ${servers} server(s) (most used "${set.server}") from ${dir}`,
);
const off = await offlineFigures(set);
note(
  `offline (signal judge): auc=${off.auc.toFixed(3)} accuracy=${off.accuracy.toFixed(3)} balanced_acc=${off.balancedAccuracy.toFixed(3)}; auc per fold of tasks ${off.foldAuc.map((a) => a.toFixed(3)).join(' / ')}`,
);
for (const [rule, r] of Object.entries(off.rules).sort((a, b) => b[1].n - a[1].n))
  note(`  rule ${rule}: ${r.n} traces, ${r.succeeded} really succeeded`);
note(`per-tool outcomes: ${JSON.stringify(off.outcomes)}; wrong_pick share ${off.wrongPickShare.toFixed(3)}`);
const p = off.picks.total;
for (const f of off.picks.folds)
  note(
    `fold ${f.fold} (${f.sessions} sessions, setting from the other fold: ${f.minFor} signal(s) for success): best ${f.score.bestOk}/${f.score.bestOf} of ${f.score.bestCover}, worst ${f.score.worstOk}/${f.score.worstOf} of ${f.score.worstCover}`,
  );
note(
  `cross-task picks: best success really succeeded for ${p.bestOk}/${p.bestOf} (of ${p.bestCover} tools with a judged success); worst failure really failed for ${p.worstOk}/${p.worstOf} (of ${p.worstCover})`,
);
if (process.argv.includes('--verbose')) {
  const mark = (id: string | undefined, ok: boolean) => (id ? `${id} (${ok ? 'right' : 'WRONG'})` : '-');
  for (const f of off.picks.folds)
    for (const x of f.picks) {
      note(
        `  fold ${f.fold} ${x.tool}: best success ${mark(x.success, set.truth.get(x.success ?? '') === true)}; worst failure ${mark(x.failure, set.truth.get(x.failure ?? '') === false)}`,
      );
      for (const why of [x.abstained.successes, x.abstained.failures]) if (why) note(`      no pick: ${why}`);
    }
}
const b = await budgetFigures(set);
const l = b.llmPicks;
note(
  `scripted LLM judge (truth flipped on 15%): every trace ${b.everyTraceCalls} calls, budgeted ${b.budgetedCalls} calls; same examples for ${(b.sameExamples * b.tools).toFixed(0)}/${b.tools} tools; budgeted picks right: best ${l.bestOk}/${l.bestOf}, worst ${l.worstOk}/${l.worstOf}`,
);
process.stdout.write(
  `auc=${off.auc.toFixed(3)} balanced_acc=${off.balancedAccuracy.toFixed(3)} wrong_pick_share=${off.wrongPickShare.toFixed(3)} ` +
    `best_ok=${p.bestOk}/${p.bestOf} worst_ok=${p.worstOk}/${p.worstOf} llm_calls_per_1000=${b.llmCallsPer1000.toFixed(1)} same_examples=${b.sameExamples.toFixed(3)} ` +
    `best_cover=${p.bestOf}/${p.bestCover} worst_cover=${p.worstOf}/${p.worstCover} best_ok_llm=${l.bestOk}/${l.bestOf} worst_ok_llm=${l.worstOk}/${l.worstOf}\n`,
);
