// Static findings: decided from code facts and the description alone. A tool that says it
// writes and writes is fine; a finding needs an effect the text and annotations leave out.
import { disclosesEffect, type EffectAnnotations } from './disclose.ts';
import type { ConsistencyFinding, ToolEffect } from './types.ts';

const WRITES = new Set(['fs_write', 'fs_delete', 'db_write']);

/** "read-only", "does not modify", "without changing", "safe to call" and their kin. */
const READ_ONLY_CLAIM =
  /\bread[- ]?only\b|\b(?:does|do|will) not (?:modify|change|alter|write|mutate)\b|\bwithout (?:modify|chang|alter|writ|mutat)\w*|\bno side[- ]effects?\b|\bnon[- ]?destructive\b|\bside[- ]effect[- ]free\b/i;

export function claimsReadOnly(description: string, annotations: EffectAnnotations): boolean {
  return annotations.readOnlyHint === true || READ_ONLY_CLAIM.test(description);
}

/** The text the disclosure check reads: the name's words (write_file → "write file") and the description. */
export function disclosureText(name: string, description: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_\-.]+/g, ' ');
  return `${words}. ${description}`;
}

export function markDisclosure(
  name: string,
  description: string,
  annotations: EffectAnnotations,
  effects: Omit<ToolEffect, 'disclosed'>[],
  services: ReadonlySet<string> = new Set(),
): ToolEffect[] {
  const text = disclosureText(name, description);
  const readOnly = claimsReadOnly(description, annotations);
  const words = text.toLowerCase().split(/[^a-z0-9]+/);
  const namesService = words.some((w) => services.has(w));
  return effects.map((e) => ({
    ...e,
    // A read-only claim takes back whatever a verb seemed to say about writing; naming a
    // remote service ("… to a Slack channel") says the tool calls out.
    disclosed:
      readOnly && WRITES.has(e.class)
        ? false
        : disclosesEffect(text, e.class, annotations) || (e.class === 'network' && namesService),
  }));
}

/**
 * Proper nouns used mid-sentence across a server's descriptions ("Post to a Slack channel"):
 * product and service names. A tool whose name or text carries one names where it calls.
 */
export function serviceNames(descriptions: string[]): Set<string> {
  const out = new Set<string>();
  for (const d of descriptions)
    for (const sentence of d.split(/[.!?:\n]\s*/))
      for (const m of sentence.matchAll(/(?<=\S\s+)([A-Z][a-z]+(?:[A-Z][a-z]+)*)\b/g)) out.add(m[1]!.toLowerCase());
  return out;
}

export function staticFindings(
  description: string,
  annotations: EffectAnnotations,
  effects: ToolEffect[],
): ConsistencyFinding[] {
  const out: ConsistencyFinding[] = [];
  const readOnly = claimsReadOnly(description, annotations);
  const writes = effects.filter((e) => WRITES.has(e.class));
  if (readOnly && writes.length)
    out.push({
      type: 'undeclared_read_only_violation',
      severity: 'error',
      message: `described or annotated as read-only, but its code ${writes.map((e) => label(e.class)).join(' and ')}`,
      evidence: writes.flatMap((e) => e.evidence),
    });
  const hidden = effects.filter((e) => !e.disclosed && (e.class === 'state' || (WRITES.has(e.class) && !readOnly)));
  if (hidden.length)
    out.push({
      type: 'undeclared_state_mutation',
      severity: 'warning',
      message: `its code ${hidden.map((e) => label(e.class)).join(' and ')}; the description does not say so`,
      evidence: hidden.flatMap((e) => e.evidence),
    });
  const leak = effects.find((e) => e.class === 'network' && !e.disclosed);
  if (leak)
    out.push({
      type: 'undeclared_data_leak',
      severity: 'warning',
      message: 'its code sends requests over the network; the description does not say so',
      evidence: leak.evidence,
    });
  return out;
}

function label(cls: string): string {
  return (
    {
      fs_write: 'writes files',
      fs_delete: 'deletes files',
      db_write: 'writes to a database',
      state: 'changes state kept across calls',
      network: 'calls the network',
      process: 'runs processes',
    }[cls] ?? cls
  );
}
