// A tool's stored code facts as the gates, the rewriter and the pages read them: the latest
// check of its source, with the effect classes narrowed to the contract's (a row written by
// a newer reader may know classes this one does not; those are left out, not guessed at).
import type { Queryable } from '../store/db.ts';
import { selectLatestCodeFacts } from '../store/sql/code-facts.ts';
import { type ConsistencyFinding, EFFECT_CLASSES, type EffectClass, type ToolEffect } from './types.ts';

export interface StoredCodeFacts {
  /** The version that was current when the source was checked. */
  version: number;
  source: string;
  /** The description as the source registers it. */
  description: string;
  registeredAt: { file: string; line: number };
  effects: ToolEffect[];
  findings: ConsistencyFinding[];
  checkedBy: string;
  checkedAt: Date;
}

export async function codeFactsOf(q: Queryable, toolId: number): Promise<StoredCodeFacts | undefined> {
  const row = await selectLatestCodeFacts(q, toolId);
  if (!row) return undefined;
  const known = new Set<string>(EFFECT_CLASSES);
  return {
    version: row.version,
    source: row.source_path,
    description: row.description,
    registeredAt: row.registered_at,
    effects: (row.effects ?? [])
      .filter((e) => known.has(e.class))
      .map((e) => ({ class: e.class as EffectClass, disclosed: e.disclosed === true, evidence: e.evidence ?? [] })),
    findings: (row.findings ?? []) as unknown as ConsistencyFinding[],
    checkedBy: row.created_by,
    checkedAt: row.created_at,
  };
}
