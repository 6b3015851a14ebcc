// npm run bench:consistency
//
// The static source reader (`whetstone consistency`) against hand labels of real MCP server
// sources in test/fixtures/servers: tools found, side-effect classes per tool (micro-F1 over
// (tool, class) pairs), and effects the description leaves out (recall, precision). No LLM.
// Last line: tools_found=… effects_micro_f1=… undisclosed_recall=… undisclosed_precision=…
// ms_per_30_tools=… worst_server=… worst_f1=…
import { checkSource } from '../src/consistency/check.ts';
import { figures, labelledServers, type Score, scoreReport, sumScores } from '../lib/eval/consistency-labels.ts';
import { note } from './lib/env.ts';

const scores: Score[] = [];
let ms = 0;
let tools = 0;
let worst = { name: '', f1: 2 };
const f = (x: number) => x.toFixed(3);
for (const server of labelledServers()) {
  const t0 = performance.now();
  const report = await checkSource({ dir: server.dir, server: server.name });
  const took = performance.now() - t0;
  ms += took;
  tools += report.tools.length;
  const s = scoreReport(server, report);
  scores.push(s);
  const g = figures(s);
  if (g.f1 < worst.f1) worst = { name: server.name, f1: g.f1 };
  note(
    `${server.name.padEnd(16)} ${server.style.padEnd(58).slice(0, 58)} tools ${s.found}/${s.labelled} ` +
      `f1=${f(g.f1)} hidden ${s.hiddenTp}/${s.hiddenActual} (flagged ${s.hiddenPredicted}) ${Math.round(took)} ms`,
  );
}
const all = figures(sumScores(scores));
console.log(
  `tools_found=${f(all.toolsFound)} effects_micro_f1=${f(all.f1)} undisclosed_recall=${f(all.hiddenRecall)} ` +
    `undisclosed_precision=${f(all.hiddenPrecision)} ms_per_30_tools=${Math.round((ms / tools) * 30)} ` +
    `worst_server=${worst.name} worst_f1=${f(worst.f1)}`,
);
