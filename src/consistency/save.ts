// A consistency report into the store: each tool's code facts under the tool of that name in
// the catalogue, against the version agents see now (the published one; the latest for a
// tool never published). A tool the catalogue does not have is reported back, never made up:
// the catalogue comes from `tools/list`, and a registration the reader found but the server
// does not list (dead code, a disabled feature) is not a tool agents see. Everything stored
// came from a source tree, so it is redacted first; each tool's write has an audit row.
import { createRedactor } from '../privacy/redact.ts';
import type { Db } from '../store/db.ts';
import { insertAudit } from '../store/sql/audit.ts';
import { insertCodeFacts } from '../store/sql/code-facts.ts';
import { selectToolsWithState } from '../store/sql/tools.ts';
import type { ConsistencyReport, ToolCodeFacts } from './types.ts';

export interface SaveResult {
  stored: number;
  unknownTools: string[];
}

export async function saveConsistencyReport(
  db: Db,
  report: ConsistencyReport,
  opts: { server: string; actor: string },
): Promise<SaveResult> {
  const tools = new Map((await selectToolsWithState(db, opts.server)).map((t) => [t.name, t]));
  const redactor = createRedactor();
  const counts = new Map<string, number>();
  const clean = <T>(v: T): T => redactor.redact(v, counts);
  const unknownTools: string[] = [];
  const known: { toolId: number; version: number; facts: ToolCodeFacts }[] = [];
  for (const facts of report.tools) {
    const t = tools.get(facts.name);
    const version = t?.published_version ?? t?.latest_version ?? null;
    if (!t || version === null) unknownTools.push(facts.name);
    else known.push({ toolId: t.id, version, facts });
  }
  const source = clean(report.source);
  await db.transaction(async (tx) => {
    for (const { toolId, version, facts } of known) {
      const id = await insertCodeFacts(tx, {
        toolId,
        version,
        sourcePath: source,
        description: clean(facts.description),
        registeredAt: clean(facts.registered_at),
        effects: clean(facts.effects),
        findings: clean(facts.findings),
        actor: opts.actor,
      });
      await insertAudit(tx, {
        actor: opts.actor,
        action: 'code_facts.saved',
        subject: `tool:${opts.server}/${facts.name}`,
        details: {
          id,
          version,
          source,
          effects: facts.effects.map((e) => `${e.class}${e.disclosed ? '' : ' (undisclosed)'}`),
          findings: facts.findings.length,
        },
      });
    }
  });
  return { stored: known.length, unknownTools: [...new Set(unknownTools)].sort() };
}
