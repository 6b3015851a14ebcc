// A description as components, the five parts a reviewer (and the paper behind the rubric)
// looks for: what the tool does and returns, when to use it, when not to and its limits,
// its parameters, and examples. Every version stores its components (migration 0022):
// parsed from the text with the lint's own detectors when a text arrives whole, written
// structured by the optimizer. One rule, assembleComponents, turns components (or a subset
// of them: a compact variant) into the text an agent is served, so what is stored, shown
// and served cannot drift apart.
import { EXAMPLE_CUES, HARD_LIMIT_CUES, NOT_USE_CUES, RETURNS, USAGE_CUES } from '../quality/cues.ts';

/**
 * purpose: what the tool does and what it returns. whenToUse: the requests or situations it
 * is for. whenNotToUse: when another tool fits instead, and its limits and failure modes.
 * parameters: what each argument means and the formats it accepts. examples: quoted
 * requests or calls.
 */
export type Components = {
  purpose?: string;
  whenToUse?: string;
  whenNotToUse?: string;
  parameters?: string;
  examples?: string;
};
export type ComponentKey = keyof Components;

/** The order components are served in: what and what for first, examples last. */
export const COMPONENT_KEYS: readonly ComponentKey[] = [
  'purpose',
  'whenToUse',
  'whenNotToUse',
  'parameters',
  'examples',
] as const;

/** Line openings the optimizer writes, each for one component (offline.ts writes them). */
export const OPENINGS: readonly [RegExp, ComponentKey][] = [
  [/^(?:typical requests|examples?|example (?:requests|calls?)|for (?:example|instance)|e\.g\.)\b/i, 'examples'],
  [/^(?:parameters|params|arguments|args|inputs?|fixes seen in)\b/i, 'parameters'],
  [/^(?:calls can fail|for requests that match|not for)\b/i, 'whenNotToUse'],
  [/^(?:returns?|outputs?)\b/i, 'purpose'],
];

/**
 * The served text of these components (or of the subset `keys`): each present component
 * as its own paragraph, in COMPONENT_KEYS order, so a reader (and the rubric's structure
 * cue) finds each part. The only assembly rule.
 */
export function assembleComponents(c: Components, keys: readonly ComponentKey[] = COMPONENT_KEYS): string {
  return COMPONENT_KEYS.filter((k) => keys.includes(k))
    .map((k) => c[k]?.trim() ?? '')
    .filter(Boolean)
    .join('\n\n');
}

/**
 * A text's components, by the lint's detectors: a line the optimizer opens in its own
 * words goes whole to that component (with a parameter list's following lines); any other
 * line is read sentence by sentence. Sentences with no cue continue the component before
 * them (the first sentence is the purpose). Parts of one component keep their order, on
 * one line when they shared one.
 */
export function parseComponents(text: string, paramNames: readonly string[] = []): Components {
  const parts: { key: ComponentKey; line: number; text: string }[] = [];
  let inList: ComponentKey | undefined;
  const lines = text.split('\n');
  lines.forEach((raw, line) => {
    const trimmed = raw.trim();
    if (!trimmed) {
      inList = undefined;
      return;
    }
    // A list under a heading line ("Args:", "Use this tool to:") belongs with the heading.
    if (inList && (/^[-*•]|^\d+[.)]\s/.test(trimmed) || /^\s/.test(raw))) {
      parts.push({ key: inList, line, text: trimmed });
      return;
    }
    const opened =
      OPENINGS.find(([re]) => re.test(trimmed))?.[1] ?? (PARAM_HEADING.test(trimmed) ? 'parameters' : undefined);
    if (opened) parts.push({ key: opened, line, text: trimmed });
    else
      for (const s of sentences(trimmed)) {
        const previous = parts[parts.length - 1]?.key;
        // The first sentence says what the tool is, unless it opens with when (not) to use it.
        const key = previous === undefined ? opening(s) : (classify(s, paramNames) ?? previous);
        parts.push({ key, line, text: s });
      }
    inList = trimmed.endsWith(':') ? parts[parts.length - 1]!.key : undefined;
  });
  const out: Components = {};
  for (const k of COMPONENT_KEYS) {
    const mine = parts.filter((p) => p.key === k);
    if (mine.length === 0) continue;
    out[k] = mine.map((p, i) => (i === 0 ? '' : p.line === mine[i - 1]!.line ? ' ' : '\n') + p.text).join('');
  }
  return out;
}

/**
 * A purpose's first sentence (of its first line), or undefined when that is all of it: what
 * a budget keeps of a purpose when it takes out the rest ("Returns …", a second sentence).
 */
export function purposeHead(purpose: string): string | undefined {
  const text = purpose.trim();
  const head = sentences(text.split('\n')[0]!.trim())[0]?.trim();
  return head && head !== text ? head : undefined;
}

/** A heading line of an argument list ("Args:", "Parameters"), as the rubric's PARAM_SECTION reads one. */
const PARAM_HEADING = /^\s*(?:#+\s*)?(?:args|arguments|parameters|params|inputs?|options)\s*:?\s*$/i;

/** Sentences of one line; "e.g." and "i.e." do not end one. */
function sentences(line: string): string[] {
  const out: string[] = [];
  for (const piece of line.split(/(?<=[.!?。])\s+/)) {
    const last = out[out.length - 1];
    if (last !== undefined && /(?:\be\.g\.|\bi\.e\.|\betc\.|\bvs\.)$/i.test(last))
      out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  return out.filter((s) => s.trim());
}

/** The first sentence's component: the purpose, unless it says when (not) to use the tool or quotes examples. */
function opening(s: string): ComponentKey {
  if (NOT_USE_CUES.some((r) => r.test(s))) return 'whenNotToUse';
  if (USAGE_CUES.some((r) => r.test(s))) return 'whenToUse';
  return classify(s, []) === 'examples' ? 'examples' : 'purpose';
}

/** The component a sentence's cues name, or undefined when it has none. */
function classify(s: string, paramNames: readonly string[]): ComponentKey | undefined {
  if (/^(?:for (?:example|instance)|e\.g\.|examples?:)/i.test(s) || quotedShare(s) > 0.5) return 'examples';
  if (NOT_USE_CUES.some((r) => r.test(s))) return 'whenNotToUse';
  if (USAGE_CUES.some((r) => r.test(s))) return 'whenToUse';
  const first = /^[`'"]?([A-Za-z_][A-Za-z0-9_]*)[`'"]?\b/.exec(s)?.[1];
  if (/^`[^`]+`/.test(s) || (first !== undefined && paramNames.includes(first))) return 'parameters';
  if (/^(?:returns?|outputs?|responds? with|gives back)\b/i.test(s) || RETURNS.test(s.slice(0, 40))) return 'purpose';
  if (HARD_LIMIT_CUES.some((r) => r.test(s))) return 'whenNotToUse';
  if (EXAMPLE_CUES.slice(0, 2).some((r) => r.test(s))) return 'examples';
  return undefined;
}

/** How much of a sentence is inside quotes: a line of quoted requests is examples. */
function quotedShare(s: string): number {
  const quoted = [...s.matchAll(/"([^"\n]*)"/g)].reduce((n, m) => n + m[0].length, 0);
  return s.length ? quoted / s.length : 0;
}

/** The parameter names an input schema declares (what parseComponents reads as a parameter sentence's subject). */
export function schemaParamNames(schema: Record<string, unknown> | undefined): string[] {
  const props = schema?.properties;
  return props && typeof props === 'object' ? Object.keys(props) : [];
}
