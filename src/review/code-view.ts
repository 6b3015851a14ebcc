// What a tool's code does, for the tool page and the proposal page: the latest stored check
// of its source (effects with their calls at file:line, whether the source's description
// disclosed each, and whether the text on the page does), the reader's findings, and the
// trace-grounded finding (read-only, yet judged traces show it changing state), which needs
// no source. The page writes all of it as text: it came from a source tree and traces.
import { withoutQuotes } from '../consistency/quotes.ts';
import { disclosesEffect } from '../consistency/disclose.ts';
import { codeFactsOf } from '../consistency/facts.ts';
import { traceFindings } from '../consistency/traces.ts';
import type { ConsistencyFinding, ToolEffect } from '../consistency/types.ts';
import { reviewedSurface } from '../quality/check.ts';
import type { ToolAnnotations } from '../quality/disclosure.ts';
import type { Db } from '../store/db.ts';
import { selectToolById } from '../store/sql/code-facts.ts';
import { selectVersion } from '../store/sql/versions.ts';
import type { ToolRow } from '../store/types.ts';

export interface CodeView {
  /** null when the tool's source was never checked. */
  facts: {
    version: number;
    source: string;
    registered_at: { file: string; line: number };
    checked_by: string;
    checked_at: Date;
    /** `disclosed`: by the source's description; `disclosed_here`: by the text this page shows. */
    effects: (ToolEffect & { disclosed_here: boolean })[];
    findings: ConsistencyFinding[];
  } | null;
  trace_findings: ConsistencyFinding[];
}

export async function codeView(
  db: Db,
  tool: ToolRow,
  shown: { text: string; annotations?: ToolAnnotations | undefined },
): Promise<CodeView> {
  const [facts, fromTraces] = await Promise.all([codeFactsOf(db, tool.id), traceFindings(db, tool.server, tool.name)]);
  return {
    facts: facts
      ? {
          version: facts.version,
          source: facts.source,
          registered_at: facts.registeredAt,
          checked_by: facts.checkedBy,
          checked_at: facts.checkedAt,
          effects: facts.effects.map((e) => ({
            ...e,
            disclosed_here: disclosesEffect(withoutQuotes(shown.text), e.class, shown.annotations ?? {}),
          })),
          findings: facts.findings,
        }
      : null,
    trace_findings: fromTraces.map((f) => f.finding),
  };
}

/** A proposal's detail with what the tool's code does, judged against the proposed text. */
export async function withCodeView<
  T extends { proposal: { tool_id: number; version: number }; after: { text: string } },
>(db: Db, detail: T): Promise<T & { code: CodeView }> {
  const tool = await selectToolById(db, detail.proposal.tool_id);
  const version = await selectVersion(db, detail.proposal.tool_id, detail.proposal.version);
  if (!tool || !version) return { ...detail, code: { facts: null, trace_findings: [] } };
  const annotations = reviewedSurface(tool, version).annotations;
  return { ...detail, code: await codeView(db, tool, { text: detail.after.text, annotations }) };
}
