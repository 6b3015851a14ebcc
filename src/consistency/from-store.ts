// The consistency command's store side: save a source reading against the catalogue, and,
// with no source at all, a report made only of what judged traces show (trace_state_change).
import type { Db } from '../store/db.ts';
import { selectPublishedOfServer } from '../store/sql/code-facts.ts';
import { saveConsistencyReport, type SaveResult } from './save.ts';
import { traceFindings } from './traces.ts';
import type { ConsistencyReport, ToolCodeFacts } from './types.ts';

/** A report for a server from its traces alone: one entry per read-only tool whose calls changed state. */
export async function traceOnlyReport(db: Db, server: string): Promise<ConsistencyReport> {
  const texts = new Map((await selectPublishedOfServer(db, server)).map((t) => [t.name, t.text]));
  const tools = new Map<string, ToolCodeFacts>();
  for (const f of await traceFindings(db, server)) {
    const t = tools.get(f.tool) ?? {
      name: f.tool,
      description: texts.get(f.tool) ?? '',
      // No source was read: the location is the tool itself, not a file.
      registered_at: { file: '', line: 0 },
      effects: [],
      findings: [],
    };
    t.findings.push(f.finding);
    tools.set(f.tool, t);
  }
  return { source: '', server, tools: [...tools.values()] };
}

/** Saves a source reading for a server, adding what its traces show to the printed report. */
export async function saveWithTraces(
  db: Db,
  report: ConsistencyReport,
  opts: { server: string; actor: string },
): Promise<{ saved: SaveResult; report: ConsistencyReport }> {
  const saved = await saveConsistencyReport(db, report, opts);
  const fromTraces = await traceOnlyReport(db, opts.server);
  const extra = new Map(fromTraces.tools.map((t) => [t.name, t]));
  const tools = report.tools.map((t) => {
    const more = extra.get(t.name);
    extra.delete(t.name);
    return more ? { ...t, findings: [...t.findings, ...more.findings] } : t;
  });
  tools.push(...extra.values());
  return { saved, report: { ...report, tools } };
}
