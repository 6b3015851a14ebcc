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
