// A catalogue's prevalence table (`lint --summary`): how often each component is a smell,
// which sets of components tools most often get right together (as "MCP Tool Descriptions
// Are Smelly!" reports its Figure 7 and Table 2), and how often each interface lint fires.
// It tells a team which smell is common enough to fix first.
import { INTERFACE_RULES } from './interface.ts';
import { panelAgreement, type PanelAgreement } from './jury.ts';
import type { LintedTool } from './lint-report.ts';
import { COMPONENTS, SMELL_NAMES, type Component } from './rubric.ts';

export interface LintSummary {
  tools: number;
  servers: number;
  /** Tools with no smell on any component (label Good). */
  smellFree: number;
  components: { component: Component; smell: string; tools: number; rate: number }[];
  /** The most frequent sets of smell-free components (each tool counted once, by its exact set). */
  smellFreeCombinations: { components: Component[]; tools: number; rate: number }[];
  /** Per interface rule: tools it fired on, among the tools it was checked on. */
  interface: { rule: string; key: string; text: string; tools: number; checked: number; rate: number | null }[];
  /** With --jury: tools the jury says need improvement, and how far its judges agree. */
  jury?: { judged: number; improvementNeeded: number; agreement?: PanelAgreement | undefined };
}

const TOP_COMBINATIONS = 10;

export function summarize(tools: LintedTool[]): LintSummary {
  const n = tools.length;
  const rate = (k: number, of: number) => (of === 0 ? 0 : Math.round((k / of) * 1000) / 1000);
  const components = COMPONENTS.map((c) => {
    const k = tools.filter((t) => t.result.scores[c] < 3).length;
    return { component: c, smell: SMELL_NAMES[c], tools: k, rate: rate(k, n) };
  });
  const combos = new Map<string, number>();
  for (const t of tools) {
    const key = COMPONENTS.filter((c) => t.result.scores[c] >= 3).join('+');
    combos.set(key, (combos.get(key) ?? 0) + 1);
  }
  const smellFreeCombinations = [...combos]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_COMBINATIONS)
    .map(([key, k]) => ({ components: (key ? key.split('+') : []) as Component[], tools: k, rate: rate(k, n) }));
  const iface = INTERFACE_RULES.map((r) => {
    const checked = tools.filter((t) => !t.unchecked?.includes(r.id));
    const k = checked.filter((t) => t.interface.some((f) => f.rule === r.id)).length;
    return {
      rule: r.id,
      key: r.key,
      text: r.text,
      tools: k,
      checked: checked.length,
      rate: checked.length ? rate(k, checked.length) : null,
    };
  });
  const judged = tools.flatMap((t) => (t.jury?.mean ? [t.jury] : []));
  return {
    ...(judged.length
      ? {
          jury: {
            judged: judged.length,
            improvementNeeded: judged.filter((j) => j.improvementNeeded).length,
            agreement: panelAgreement(judged),
          },
        }
      : {}),
    tools: n,
    servers: new Set(tools.map((t) => t.server)).size,
    smellFree: tools.filter((t) => t.result.label === 'Good').length,
    components,
    smellFreeCombinations,
    interface: iface,
  };
}

const pct = (r: number) => `${(r * 100).toFixed(1)}%`;

export function renderSummaryText(s: LintSummary): string {
  const lines = [
    `${s.tools} tools on ${s.servers} server(s); ${s.smellFree} (${pct(s.tools ? s.smellFree / s.tools : 0)}) free of every smell`,
    '',
    'smell rate per component',
  ];
  for (const c of s.components)
    lines.push(`  ${c.component.padEnd(24)}${c.smell.padEnd(28)}${pct(c.rate).padStart(7)}  (${c.tools})`);
  lines.push('', 'most frequent smell-free component combinations');
  for (const c of s.smellFreeCombinations)
    lines.push(
      `  ${pct(c.rate).padStart(7)}  (${c.tools})  ${c.components.length ? c.components.join(' + ') : '(none)'}`,
    );
  lines.push('', 'interface lint rate');
  for (const r of s.interface)
    lines.push(
      `  ${r.rule} ${r.key.padEnd(24)}${(r.rate === null ? 'not checked' : pct(r.rate)).padStart(11)}  (${r.tools} of ${r.checked})`,
    );
  if (s.jury) {
    lines.push('', `jury: ${s.jury.improvementNeeded} of ${s.jury.judged} judged tools need improvement`);
    const a = s.jury.agreement;
    if (a)
      for (const [c, v] of Object.entries(a.components))
        lines.push(`  ${c.padEnd(24)}ICC(2,1) ${v.icc21.toFixed(2)}  Spearman ${v.spearman.toFixed(2)}`);
  }
  return lines.join('\n');
}
