// npm run bench:consistency
//
// The static source reader (`whetstone consistency`) against hand labels of real MCP server
// sources in test/fixtures/servers: tools found, side-effect classes per tool (micro-F1 over
// (tool, class) pairs), and effects the description leaves out (recall, precision). No LLM.
// Servers labelled `validation` were labelled before the reader first ran on them; their
// figures are printed apart from the `dev` ones the rules were written against.
// Last line: tools_found=… effects_micro_f1=… undisclosed_recall=… undisclosed_precision=…
// ms_per_30_tools=… worst_server=… worst_f1=… (all servers; the split lines come before it)
import { checkSource } from '../src/consistency/check.ts';
import { figures, labelledServers, type Score, scoreReport, sumScores } from '../lib/eval/consistency-labels.ts';
import { note } from './lib/env.ts';

const f = (x: number) => x.toFixed(3);
const scores: { split: string; score: Score }[] = [];
let ms = 0;
let tools = 0;
let worst = { name: '', f1: 2 };
for (const server of labelledServers()) {
  const t0 = performance.now();
  const report = await checkSource({ dir: server.dir, server: server.name });
  const took = performance.now() - t0;
  ms += took;
  tools += report.tools.length;
  const s = scoreReport(server, report);
  scores.push({ split: server.split, score: s });
  const g = figures(s);
  if (g.f1 < worst.f1) worst = { name: server.name, f1: g.f1 };
  note(
    `${server.split.padEnd(10)} ${server.name.padEnd(22)} ${server.style.slice(0, 50).padEnd(50)} tools ${s.found}/${s.labelled} ` +
      `f1=${f(g.f1)} undisclosed ${s.hiddenTp}/${s.hiddenActual} (flagged ${s.hiddenPredicted}) ${Math.round(took)} ms`,
  );
}
const line = (g: ReturnType<typeof figures>) =>
  `tools_found=${f(g.toolsFound)} effects_micro_f1=${f(g.f1)} undisclosed_recall=${f(g.hiddenRecall)} ` +
  `undisclosed_precision=${f(g.hiddenPrecision)}`;
for (const split of ['dev', 'validation'])
  note(`${split}: ${line(figures(sumScores(scores.filter((x) => x.split === split).map((x) => x.score))))}`);
console.log(
  `${line(figures(sumScores(scores.map((x) => x.score))))} ms_per_30_tools=${Math.round((ms / tools) * 30)} ` +
    `worst_server=${worst.name} worst_f1=${f(worst.f1)}`,
);
