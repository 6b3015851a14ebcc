// Lint results for people (text), machines (json) and code-scanning UIs (SARIF 2.1.0).
import { WhetstoneError } from '../errors.ts';
import { INTERFACE_RULES, lintInterface, type InterfaceFinding, type InterfaceOptions } from './interface.ts';
import { panelAgreement, type JuryResult } from './jury.ts';
import { COMPONENTS, SMELL_NAMES, scoreDescription, type Component, type RubricResult } from './rubric.ts';

export interface LintedTool {
  server: string;
  name: string;
  /** Where the tool came from: a file path, "stdio:<cmd>", a URL, or "registered". */
  source: string;
  /** 1-based line of the tool's name in a source file, when known. */
  line?: number;
  description: string;
  inputSchema?: Record<string, unknown> | undefined;
  outputSchema?: unknown;
  annotations?: Record<string, unknown> | undefined;
  result: RubricResult;
  /** Interface lints (names, schema constraints, output schema, side-effect disclosure). */
  interface: InterfaceFinding[];
  /** Interface rules not checked because the source cannot show them (WS121 for registered tools). */
  unchecked?: string[];
  /** The LLM jury's verdict, when asked (--jury). */
  jury?: JuryResult;
}

export const RULES: { id: string; component: Component; name: string; text: string }[] = COMPONENTS.map((c, i) => ({
  id: `WS00${i + 1}`,
  component: c,
  name: SMELL_NAMES[c].replace(/[^A-Za-z]/g, ''),
  text: SMELL_NAMES[c],
}));

/**
 * Scores each tool on the rubric and runs the interface lints per server (a name is
 * judged against its siblings).
 */
export function withInterfaceLints(
  tools: Omit<LintedTool, 'result' | 'interface'>[],
  o: InterfaceOptions = {},
): LintedTool[] {
  const out: LintedTool[] = tools.map((t) => ({
    ...t,
    result: scoreDescription({ description: t.description, inputSchema: t.inputSchema }),
    interface: [],
    ...(o.outputSchemaKnown === false ? { unchecked: ['WS121'] } : {}),
  }));
  const byServer = new Map<string, LintedTool[]>();
  for (const t of out) byServer.set(t.server, [...(byServer.get(t.server) ?? []), t]);
  for (const group of byServer.values()) {
    const findings = lintInterface(group, o);
    group.forEach((t, i) => {
      t.interface = findings[i]!;
    });
  }
  return out;
}

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
    for (const f of t.interface) lines.push(`  ! ${f.rule} ${f.key.padEnd(22)} ${f.message}. Fix: ${f.fix}`);
  }
  for (const t of tools) {
    if (!t.jury) continue;
    const j = t.jury;
    lines.push(
      `jury ${t.server}/${t.name}: ${j.label ?? 'no judge answered'}` +
        `${j.overall !== undefined ? ` ${j.overall}/100${j.improvementNeeded ? ', improvement needed' : ''}` : ''}` +
        `${j.smells.length ? ` — ${j.smells.join(', ')}` : ''} ` +
        `(${j.agreement.judgesAnswered}/${j.verdicts.length} judges answered, smell-flag unanimity ${j.agreement.flagUnanimity.toFixed(2)})`,
    );
  }
  const agreement = panelAgreement(tools.flatMap((t) => (t.jury ? [t.jury] : [])));
  if (agreement) {
    lines.push(`jury agreement over ${agreement.tools} tools (${agreement.judges.join(', ')}):`);
    for (const c of COMPONENTS)
      lines.push(
        `  ${c.padEnd(22)} ICC(2,1) ${agreement.components[c].icc21.toFixed(2)}  Spearman ${agreement.components[c].spearman.toFixed(2)}`,
      );
  }
  const bad = tools.filter((t) => t.result.label === 'Bad').length;
  const flagged = tools.filter((t) => t.interface.length > 0).length;
  lines.push(
    `\n${tools.length} tools linted: ${tools.length - bad} Good, ${bad} Bad; ${flagged} with interface findings`,
  );
  return lines.join('\n');
}

export function renderJson(tools: LintedTool[]): unknown {
  return tools.map((t) => ({
    server: t.server,
    name: t.name,
    source: t.source,
    ...t.result,
    interface: t.interface,
    ...(t.unchecked ? { unchecked: t.unchecked } : {}),
    ...(t.jury ? { jury: t.jury } : {}),
  }));
}

export function renderSarif(tools: LintedTool[], version: string): unknown {
  const results = tools.flatMap((t) => [
    ...COMPONENTS.filter((c) => t.result.scores[c] < 3).map((c) => {
      const ruleIndex = COMPONENTS.indexOf(c);
      return {
        ruleId: RULES[ruleIndex]!.id,
        ruleIndex,
        level: 'warning',
        message: {
          text: `${t.server}/${t.name}: ${SMELL_NAMES[c]} (${c} ${t.result.scores[c]}/5): ${t.result.reasons[c]}`,
        },
        locations: sarifLocations(t),
        properties: { score: t.result.scores[c], component: c },
      };
    }),
    ...t.interface.map((f) => {
      const i = INTERFACE_RULES.findIndex((r) => r.id === f.rule);
      return {
        ruleId: f.rule,
        ruleIndex: RULES.length + i,
        level: INTERFACE_RULES[i]!.level,
        message: { text: `${t.server}/${t.name}: ${f.message}. Fix: ${f.fix}` },
        locations: sarifLocations(t),
        properties: { rule: f.key },
      };
    }),
  ]);
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'whetstone',
            version,
            rules: [
              ...RULES.map((r) => ({
                id: r.id,
                name: r.name,
                shortDescription: { text: r.text },
                fullDescription: { text: RULE_HELP[r.component] },
                defaultConfiguration: { level: 'warning' },
                properties: { component: r.component },
              })),
              ...INTERFACE_RULES.map((r) => ({
                id: r.id,
                name: r.key.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase()),
                shortDescription: { text: r.text },
                fullDescription: { text: r.help },
                defaultConfiguration: { level: r.level },
                properties: { rule: r.key },
              })),
            ],
          },
        },
        results,
      },
    ],
  };
}

function sarifLocations(t: LintedTool): unknown[] {
  const logical = [{ fullyQualifiedName: `${t.server}/${t.name}`, kind: 'function' }];
  const fileSource = !t.source.startsWith('stdio:') && !/^https?:/.test(t.source) && t.source !== 'registered';
  if (!fileSource) return [{ logicalLocations: logical }];
  return [
    {
      physicalLocation: {
        artifactLocation: { uri: t.source },
        ...(t.line ? { region: { startLine: t.line } } : {}),
      },
      logicalLocations: logical,
    },
  ];
}

/** What --fail-on names: smells (by component) and interface rules (by id). */
export interface FailOn {
  components: Set<Component>;
  rules: Set<string>;
}

/**
 * Parses --fail-on: "any", "bad", smell names ("Opaque Parameters") or component keys;
 * interface rule ids or keys ("WS112", "schema-enum"), or "interface" for all of them.
 */
export function parseFailOn(spec: string | undefined): FailOn | 'none' {
  if (!spec || spec === 'none') return 'none';
  const out: FailOn = { components: new Set(), rules: new Set() };
  for (const raw of spec.split(',').map((s) => s.trim().toLowerCase())) {
    if (raw === 'any' || raw === 'bad') {
      for (const c of COMPONENTS) out.components.add(c);
      continue;
    }
    if (raw === 'interface') {
      for (const r of INTERFACE_RULES) out.rules.add(r.id);
      continue;
    }
    const rule = INTERFACE_RULES.find((r) => r.id.toLowerCase() === raw || r.key === raw);
    if (rule) {
      out.rules.add(rule.id);
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
        `--fail-on: unknown smell "${raw}"; use any, interface, a list of: ${COMPONENTS.map((k) => `${k} ("${SMELL_NAMES[k]}")`).join(', ')}, or interface rules (${INTERFACE_RULES.map((r) => r.id).join(', ')} or their keys)`,
      );
    }
    out.components.add(c);
  }
  return out;
}

/** Whether any tool has a finding --fail-on names. */
export function failsOn(tools: LintedTool[], f: FailOn): boolean {
  return tools.some(
    (t) => [...f.components].some((c) => t.result.scores[c] < 3) || t.interface.some((x) => f.rules.has(x.rule)),
  );
}
