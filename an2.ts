import { readFileSync } from 'node:fs';
import { scoreDescription } from './src/quality/rubric.ts';
const rows = readFileSync('/work/shared/data/rubric-jury/livemcpbench-calibration.jsonl','utf8').split('\n').filter(Boolean).map(l=>JSON.parse(l));
const c = process.argv[2] as 'usage_guideline';
const d = rows.map(r => ({ r, ours: scoreDescription({description: r.description}).scores[c], jury: r.jury_mean[c] }));
d.sort((a,b) => (b.jury - b.ours) - (a.jury - a.ours));
for (const x of d.slice(0,6)) console.log('UNDER', x.ours, x.jury.toFixed(2), JSON.stringify(x.r.description.slice(0,300)));
for (const x of d.slice(-6)) console.log('OVER', x.ours, x.jury.toFixed(2), JSON.stringify(x.r.description.slice(0,300)));
