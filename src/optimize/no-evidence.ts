// Why a tool's published version has no evidence, in words a person can act on. Each
// reason names what is missing: traces, judging, traces of this text, or a version the
// traces can be attributed to (docs/traces.md, "the attribution rule").
import type { Queryable } from '../store/db.ts';
import { type EvidenceCounts, selectEvidenceCounts } from '../store/sql/tool-judgments.ts';

export type NoEvidenceReason = 'no_traces' | 'not_judged' | 'other_versions' | 'unmatched_text' | 'unattributed';

export interface NoEvidence {
  reason: NoEvidenceReason;
  message: string;
  counts: EvidenceCounts;
}

/** Why the version has no judged traces, or null when it has some. */
export async function whyNoEvidence(
  q: Queryable,
  tool: { server: string; name: string; version: number },
): Promise<NoEvidence | null> {
  const counts = await selectEvidenceCounts(q, tool);
  return noEvidenceReason(counts, tool.version);
}

/** The reason read from the counts: the first that applies, with every other part the counts show. */
export function noEvidenceReason(c: EvidenceCounts, version: number): NoEvidence | null {
  if (c.matching > 0) return null;
  const at = (reason: NoEvidenceReason, message: string): NoEvidence => ({ reason, message, counts: c });
  if (c.called === 0) return at('no_traces', 'no stored trace called it');
  if (c.judged === 0)
    return at('not_judged', `${c.called} stored traces called it, none judged yet (\`whetstone judge\`)`);
  const parts: string[] = [];
  if (c.others.length > 0)
    parts.push(
      `${c.others.reduce((n, o) => n + o.n, 0)} judged traces saw another version (${c.others.map((o) => `v${o.version}: ${o.n}`).join(', ')}), not v${version}'s text`,
    );
  if (c.unmatched_text > 0)
    parts.push(`${c.unmatched_text} judged traces name a description text that matches no stored version`);
  if (c.unattributed > 0)
    parts.push(`${c.unattributed} judged traces name no version and none was published at their time`);
  const reason: NoEvidenceReason =
    c.others.length > 0 ? 'other_versions' : c.unmatched_text > 0 ? 'unmatched_text' : 'unattributed';
  return at(reason, parts.join('; ') || `no judged trace saw v${version}`);
}
