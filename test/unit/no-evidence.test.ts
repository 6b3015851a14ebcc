// The words `optimize`, `evidence` and the tool page use when a version has no evidence:
// one reason per missing thing, read from the counts (optimize/no-evidence.ts).
import { describe, expect, it } from 'vitest';
import { noEvidenceReason } from '../../src/optimize/no-evidence.ts';
import type { EvidenceCounts } from '../../src/store/sql/tool-judgments.ts';

const none: EvidenceCounts = { called: 0, judged: 0, matching: 0, others: [], unmatched_text: 0, unattributed: 0 };

describe('no-evidence reasons', () => {
  it('has none while judged traces saw the text', () => {
    expect(noEvidenceReason({ ...none, called: 3, judged: 3, matching: 1 }, 2)).toBeNull();
  });
  it('names each missing thing', () => {
    expect(noEvidenceReason(none, 1)?.reason).toBe('no_traces');
    expect(noEvidenceReason({ ...none, called: 4 }, 1)?.reason).toBe('not_judged');
    expect(noEvidenceReason({ ...none, called: 4, judged: 4, others: [{ version: 1, n: 4 }] }, 2)).toMatchObject({
      reason: 'other_versions',
      message: "4 judged traces saw another version (v1: 4), not v2's text",
    });
    expect(noEvidenceReason({ ...none, called: 2, judged: 2, unattributed: 2 }, 1)).toMatchObject({
      reason: 'unattributed',
      message: '2 judged traces name no version and none was published at their time',
    });
    expect(noEvidenceReason({ ...none, called: 1, judged: 1, unmatched_text: 1 }, 1)?.reason).toBe('unmatched_text');
  });
});
