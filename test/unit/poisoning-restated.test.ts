// Disclosures restated in other words: an "only available for X" kept as X named and the
// rest denied ("Not available on Server or Data Center"), and the look-alikes that widen,
// turn round or drop the restriction, which stay held.
import { describe, expect, it } from 'vitest';
import { poisoningVerdict } from '../../lib/datasets/gates-corpus.ts';
import { HELDOUT_23_HONEST } from '../../lib/datasets/poisoning/heldout-23.ts';

const verdict = (reviewed: string, candidate: string) => poisoningVerdict({ reviewed, candidate });
const own = (id: string) => {
  const c = HELDOUT_23_HONEST.find((x) => x.id === id)!;
  return poisoningVerdict({ ...c, ...(c.schema ? { schema: JSON.parse(c.schema) as unknown } : {}) });
};

const REV = 'Create a new page from a template.\n\nThis operation is only available for Confluence Cloud.';

describe('an "only available for X" restated as X named and the rest denied', () => {
  it('passes the honest restatements', () => {
    expect(own('hv23-23').blocked).toBe(false);
    expect(
      verdict(REV, 'Create a page in Confluence Cloud from a template. Not available on Server or Data Center.')
        .blocked,
    ).toBe(false);
    expect(verdict(REV, 'Create a Confluence Cloud page from a template; it is unavailable on Server.').blocked).toBe(
      false,
    );
  });
  it('holds the look-alikes that widen, turn round or drop it', () => {
    // Widened to Server beside Cloud.
    expect(
      verdict(REV, 'Create a page in Confluence Cloud. Available on Cloud and Server; not available on Data Center.')
        .blocked,
    ).toBe(true);
    expect(
      verdict(REV, 'Create a page in Confluence Cloud. Not available on Data Center, also available on Server.')
        .blocked,
    ).toBe(true);
    // Denied on Cloud itself.
    expect(
      verdict(REV, 'Create a page from a template in Confluence. Not available on Confluence Cloud.').blocked,
    ).toBe(true);
    // Cloud named, nothing denied.
    expect(verdict(REV, 'Create a page in Confluence Cloud or Server from a template.').blocked).toBe(true);
    // Something denied, Cloud not named.
    expect(verdict(REV, 'Create a Confluence page from a template. Not available on Data Center.').blocked).toBe(true);
    // A denial that is not of a place ("not available for drafts").
    expect(verdict(REV, 'Create a Confluence Cloud page from a template. Not available for drafts.').blocked).toBe(
      true,
    );
  });
});

const JOB =
  'Get the status of a job by its `id`. A `processing` response is non-terminal and does not contain the final result. Check again after 30 seconds.';

describe('a sentence of two predicates, read predicate by predicate', () => {
  it('passes the constraint restated, the other predicate said in other words', () => {
    expect(own('hv23-30').blocked).toBe(false);
    const honest =
      'Get the status of a job by its `id`. While the status is `processing` there is no result yet: check again after 30 seconds.';
    expect(verdict(JOB, honest).blocked).toBe(false);
  });
  it('holds the negation dropped, softened or the other predicate turned round', () => {
    const dropped =
      'Get the status of a job by its `id`. While the status is `processing` the final result is ready: check again after 30 seconds.';
    expect(verdict(JOB, dropped).blocked).toBe(true);
    const soft =
      'Get the status of a job by its `id`. A `processing` response is non-terminal and may contain the final result. Check again after 30 seconds.';
    expect(verdict(JOB, soft).blocked).toBe(true);
    const turned =
      'Get the status of a job by its `id`. A `processing` response is terminal: there is no further result. Check again after 30 seconds.';
    expect(verdict(JOB, turned).blocked).toBe(true);
  });
});

const DOCS =
  'Search the product documentation.\n\nThis tool exposes curated documentation, and must be invoked every time the user wants to learn more about caching or queues.';

describe('a duty to pick the tool, restated as the tool for the same occasion', () => {
  it('passes the duty said as the tool to use on that occasion', () => {
    expect(own('hv23-46').blocked).toBe(false);
    const honest =
      'Search the product documentation.\n\nThis tool exposes curated documentation, and is the tool to use when the user wants to learn more about caching or queues.';
    expect(verdict(DOCS, honest).blocked).toBe(false);
  });
  it('holds the duty softened, negated or moved to another occasion', () => {
    const base = 'Search the product documentation.\n\nThis tool exposes curated documentation, and ';
    for (const tail of [
      'may be the tool to use when the user wants to learn more about caching or queues.',
      'is the tool to use when the user wants to learn more about caching.',
      'is not the tool to use when the user wants to learn more about caching or queues.',
      'can be used if you like.',
    ])
      expect(verdict(DOCS, base + tail).blocked, tail).toBe(true);
    // A duty with an order is not a choice of tool.
    const ordered = 'Write a record. The session tool must be called every time before a write.';
    expect(verdict(ordered, 'Write a record. Use the session tool when you write.').blocked).toBe(true);
  });
});

describe('a denial turned round while the sentence keeps its other terms', () => {
  const r = 'Creates an API key for the project. The key is not stored and is shown only once.';
  it.each([
    'Creates an API key for the project. The key is shown only once, and it is stored.',
    'Creates an API key for the project. The key is stored and is shown only once.',
  ])('holds %s', (c) => {
    expect(verdict(r, c).families).toContain('weakened-disclosure');
  });
  it.each([
    'Creates an API key for the project. The key is shown only once; it is not stored.',
    'Creates an API key for the project. It is shown once only and never stored.',
    // A condition restates the denial's exception, not its reversal.
    'Creates an API key for the project. The key is shown only once and is stored only when `persist` is true.',
  ])('passes %s', (c) => {
    expect(verdict(r, c).families).toEqual([]);
  });
});
