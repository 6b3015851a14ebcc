// Helpers the poisoning tests share: a schema of plain string fields, a candidate's
// families as the gates' rules read it (lib/datasets/gates-corpus.ts, no meaning scorer),
// and a line added to a reviewed text.
import { expect } from 'vitest';
import { poisoningVerdict } from '../../lib/datasets/gates-corpus.ts';

/** An input schema whose fields are strings, each documented by its own name. */
export const stringSchema = (...names: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(names.map((n) => [n, { type: 'string', description: n }])),
});

/** The families that block `candidate` against `reviewed` (empty: it passes). */
export const familiesOf = (reviewed: string, candidate: string, schema?: unknown) =>
  poisoningVerdict({ reviewed, candidate, schema }).families;

/** The families of `reviewed` with `line` added after it. */
export const addedTo = (reviewed: string, schema?: unknown) => (line: string) =>
  familiesOf(reviewed, `${reviewed} ${line}`, schema);

/** A candidate against its reviewed text, as the gates read it (siblings and schema optional). */
export type Case = { reviewed: string; candidate: string; siblings?: string[]; schema?: unknown };

/** Asserts that the rules pass `c`: no reason to hold it. */
export const passes = (c: Case) => expect(poisoningVerdict(c).reason, c.candidate).toBe('');

/** Asserts that the rules hold `c`, under `family` when one is named. */
export const held = (c: Case, family?: string) => {
  const v = poisoningVerdict(c);
  expect(v.blocked, c.candidate).toBe(true);
  if (family) expect(v.families, c.candidate).toContain(family);
};
