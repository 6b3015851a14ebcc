// Lint results for people (text), machines (json) and code-scanning UIs (SARIF 2.1.0).
import { WhetstoneError } from '../errors.ts';
import type { JuryResult } from './jury.ts';
import { COMPONENTS, SMELL_NAMES, type Component, type RubricResult } from './rubric.ts';

export interface LintedTool {
  server: string;
  name: string;
  /** Where the tool came from: a file path, "stdio:<cmd>", a URL, or "registered". */
  source: string;
  /** 1-based line of the tool's name in a source file, when known. */
  line?: number;
  description: string;
  inputSchema?: Record<string, unknown> | undefined;
  result: RubricResult;
  /** The LLM jury's verdict, when asked (--jury). */
  jury?: JuryResult;
}

export const RULES: { id: string; component: Component; name: string; text: string }[] = COMPONENTS.map((c, i) => ({
  id: `WS00${i + 1}`,
  component: c,
  name: SMELL_NAMES[c].replace(/[^A-Za-z]/g, ''),
  text: SMELL_NAMES[c],
}));

const RULE_HELP: Record<Component, string> = {
  purpose: 'Say what the tool does and what it returns, starting with the action.',
  usage_guideline: 'Say when to use the tool, and when not to (naming the tool to use instead).',
  limitation: 'State constraints, limits, defaults, side effects, permissions and failure modes.',
  parameter_explanation: 'Explain each parameter: meaning, format, default (in the text or the input schema).',
  examples_balance: 'Give a short concrete example where it helps, in proportion to the explanation.',
  length_completeness: 'Be complete without padding; structure long descriptions so key facts are easy to find.',
};

export function renderText(tools: LintedTool[]): string {
  const lines: string[] = [];
  for (const t of tools) {
    const r = t.result;
    const lang = r.language !== 'en' && r.language !== 'unknown' ? ` — not in English (${r.language})` : '';
    lines.push(`${t.server}/${t.name}: ${r.label}${r.smells.length ? ` — ${r.smells.join(', ')}` : ''}${lang}`);
    for (const c of COMPONENTS) {
      const mark = r.scores[c] < 3 ? '✗' : '✓';
      lines.push(`  ${mark} ${c.padEnd(22)} ${r.scores[c]}  ${r.reasons[c]}`);
    }
  }
  for (const t of tools) {
    if (!t.jury) continue;
    const j = t.jury;
    lines.push(
      `jury ${t.server}/${t.name}: ${j.label ?? 'no judge answered'}${j.smells.length ? ` — ${j.smells.join(', ')}` : ''} ` +
        `(${j.agreement.judgesAnswered}/${j.verdicts.length} judges answered, smell-flag unanimity ${j.agreement.flagUnanimity.toFixed(2)})`,
    );
  }
  const bad = tools.filter((t) => t.result.label === 'Bad').length;
  lines.push(`\n${tools.length} tools linted: ${tools.length - bad} Good, ${bad} Bad`);
  return lines.join('\n');
}

export function renderJson(tools: LintedTool[]): unknown {
  return tools.map((t) => ({
    server: t.server,
    name: t.name,
    source: t.source,
    ...t.result,
    ...(t.jury ? { jury: t.jury } : {}),
  }));
}

export function renderSarif(tools: LintedTool[], version: string): unknown {
  const results = tools.flatMap((t) =>
    COMPONENTS.filter((c) => t.result.scores[c] < 3).map((c) => {
      const ruleIndex = COMPONENTS.indexOf(c);
      const fileSource = !t.source.startsWith('stdio:') && !/^https?:/.test(t.source) && t.source !== 'registered';
      return {
        ruleId: RULES[ruleIndex]!.id,
        ruleIndex,
        level: 'warning',
        message: {
          text: `${t.server}/${t.name}: ${SMELL_NAMES[c]} (${c} ${t.result.scores[c]}/5): ${t.result.reasons[c]}`,
        },
        ...(fileSource
          ? {
              locations: [
                {
                  physicalLocation: {
                    artifactLocation: { uri: t.source },
                    ...(t.line ? { region: { startLine: t.line } } : {}),
                  },
                  logicalLocations: [{ fullyQualifiedName: `${t.server}/${t.name}`, kind: 'function' }],
                },
              ],
            }
          : { locations: [{ logicalLocations: [{ fullyQualifiedName: `${t.server}/${t.name}`, kind: 'function' }] }] }),
        properties: { score: t.result.scores[c], component: c },
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
            name: 'whetstone',
            version,
            rules: RULES.map((r) => ({
              id: r.id,
              name: r.name,
              shortDescription: { text: r.text },
              fullDescription: { text: RULE_HELP[r.component] },
              defaultConfiguration: { level: 'warning' },
              properties: { component: r.component },
            })),
          },
        },
        results,
      },
    ],
  };
}

/** Parses --fail-on: "any", "bad", smell names ("Opaque Parameters") or component keys. */
export function parseFailOn(spec: string | undefined): Set<Component> | 'none' {
  if (!spec || spec === 'none') return 'none';
  const out = new Set<Component>();
  for (const raw of spec.split(',').map((s) => s.trim().toLowerCase())) {
    if (raw === 'any' || raw === 'bad') {
      for (const c of COMPONENTS) out.add(c);
      continue;
    }
    const c = COMPONENTS.find(
      (k) =>
        k === raw ||
        SMELL_NAMES[k].toLowerCase() === raw ||
        RULES[COMPONENTS.indexOf(k)]!.name.toLowerCase() === raw.replace(/[^a-z]/g, ''),
    );
    if (!c) {
      throw new WhetstoneError(
        'input_invalid',
        `--fail-on: unknown smell "${raw}"; use any, or a list of: ${COMPONENTS.map((k) => `${k} ("${SMELL_NAMES[k]}")`).join(', ')}`,
      );
    }
    out.add(c);
  }
  return out;
}
