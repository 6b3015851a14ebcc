// How a consistency report is printed: text for people, JSON (the contract in types.ts) and
// SARIF 2.1.0 for code-scanning UIs, one result per finding at its first piece of evidence.
import type { ConsistencyFinding, ConsistencyReport, FindingType } from './types.ts';
import { FINDING_TYPES } from './types.ts';

export type FailLevel = 'error' | 'warning' | 'note' | 'none';
const RANK: Record<ConsistencyFinding['severity'], number> = { error: 3, warning: 2, note: 1 };

/** True when some finding is at least as severe as the level the run fails on. */
export function failsAt(report: ConsistencyReport, level: FailLevel): boolean {
  if (level === 'none') return false;
  return report.tools.some((t) => t.findings.some((f) => RANK[f.severity] >= RANK[level]));
}

export function renderConsistencyJson(report: ConsistencyReport): unknown {
  return {
    source: report.source,
    ...(report.server ? { server: report.server } : {}),
    tools: report.tools.map((t) => ({
      name: t.name,
      description: t.description,
      registered_at: t.registered_at,
      effects: t.effects.map((e) => ({
        class: e.class,
        disclosed: e.disclosed,
        evidence: e.evidence.map((v) => ({ file: v.file, line: v.line, call: v.call })),
      })),
      findings: t.findings,
    })),
  };
}

export function renderConsistencyText(report: ConsistencyReport): string {
  const lines: string[] = [];
  for (const t of report.tools) {
    const at = `${t.registered_at.file}:${t.registered_at.line}`;
    const effects =
      t.effects.map((e) => `${e.class}${e.disclosed ? '' : ' (undisclosed)'}`).join(', ') || 'no side effects';
    lines.push(`${t.name}  ${at}  ${effects}`);
    for (const e of t.effects)
      for (const v of e.evidence) lines.push(`    ${e.class.padEnd(9)} ${v.file}:${v.line}  ${v.call}`);
    for (const f of t.findings)
      lines.push(`  ${f.severity}: ${f.type}${f.score !== undefined ? ` (${f.score})` : ''}: ${f.message}`);
  }
  const n = report.tools.reduce((a, t) => a + t.findings.length, 0);
  lines.push(`${report.tools.length} tools, ${n} findings`);
  return lines.join('\n');
}

const HELP: Record<FindingType, string> = {
  undeclared_read_only_violation: 'The description or annotations say read-only, but the code writes or deletes.',
  undeclared_state_mutation:
    'The code changes files, a database or state kept across calls; the description does not say so.',
  undeclared_data_leak: 'The code sends requests over the network; the description does not say so.',
  unimplemented: 'The description promises behaviour the code does not implement.',
  overclaimed: 'The description claims more (scope, guarantees) than the code does.',
  misdescribed: 'The description says something different from what the code does.',
  ambiguous: 'The description is too vague to tell what the code does.',
  trace_state_change: 'Described as read-only, but its traces show state changes.',
};

export function renderConsistencySarif(report: ConsistencyReport, version: string): unknown {
  const results = report.tools.flatMap((t) =>
    t.findings.map((f) => {
      const where = f.evidence[0] ?? t.registered_at;
      return {
        ruleId: f.type,
        ruleIndex: FINDING_TYPES.indexOf(f.type),
        level: f.severity,
        message: { text: `${t.name}: ${f.message}` },
        locations: [
          {
            // A finding from traces alone has no file: the tool is its only location.
            ...(where.file
              ? {
                  physicalLocation: {
                    artifactLocation: { uri: where.file, uriBaseId: 'SRCROOT' },
                    region: { startLine: where.line },
                  },
                }
              : {}),
            logicalLocations: [
              { fullyQualifiedName: report.server ? `${report.server}/${t.name}` : t.name, kind: 'function' },
            ],
          },
        ],
        ...(f.score !== undefined ? { properties: { score: f.score } } : {}),
      };
    }),
  );
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'whetstone-consistency',
            version,
            rules: FINDING_TYPES.map((id) => ({
              id,
              name: id,
              shortDescription: { text: HELP[id] },
              defaultConfiguration: { level: id === 'undeclared_read_only_violation' ? 'error' : 'warning' },
            })),
          },
        },
        originalUriBaseIds: { SRCROOT: { description: { text: `the --source directory (${report.source})` } } },
        results,
      },
    ],
  };
}
