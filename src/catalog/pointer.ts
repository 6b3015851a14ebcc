// Moving a tool's published pointer is the one operation that import, approve, publish
// and rollback share. The caller holds the tool_state lock (lockToolState) in the same
// transaction, which is what keeps a tool at exactly one published version.
import type { Queryable } from '../store/db.ts';
import { insertAudit } from '../store/sql/audit.ts';
import { supersedeStaleProposals } from '../store/sql/proposals.ts';
import { insertPublishLog, notifyPublished, updatePublishedVersion, type ToolStateRow } from '../store/sql/state.ts';
import type { PublishCause, ToolRow } from '../store/types.ts';
import { formatToolRef } from './text.ts';

export async function movePublishedPointer(
  tx: Queryable,
  m: {
    tool: ToolRow;
    state: ToolStateRow;
    version: number;
    cause: PublishCause;
    actor: string;
    details?: Record<string, unknown>;
  },
): Promise<{ superseded: number[] }> {
  const previous = m.state.published_version;
  await updatePublishedVersion(tx, m.tool.id, m.version);
  await insertPublishLog(tx, {
    toolId: m.tool.id,
    version: m.version,
    previousVersion: previous,
    cause: m.cause,
    actor: m.actor,
  });
  // Proposals written against the old text would now be reviewed against a base that is
  // no longer live; they are closed, not silently rebased.
  const superseded = await supersedeStaleProposals(tx, m.tool.id, m.version, m.actor);
  await insertAudit(tx, {
    actor: m.actor,
    action: 'tool.published',
    subject: `tool:${formatToolRef(m.tool)}`,
    details: {
      version: m.version,
      previous_version: previous,
      cause: m.cause,
      superseded_proposals: superseded,
      ...m.details,
    },
  });
  for (const id of superseded) {
    await insertAudit(tx, {
      actor: m.actor,
      action: 'proposal.superseded',
      subject: `proposal:${id}`,
      details: { tool: formatToolRef(m.tool), published_version: m.version },
    });
  }
  // Delivered at commit (and dropped on rollback): publishers and proxies act at once
  // instead of waiting for the next cron tick.
  await notifyPublished(tx, { tool: formatToolRef(m.tool), version: m.version, cause: m.cause });
  m.state.published_version = m.version;
  return { superseded };
}
