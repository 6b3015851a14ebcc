// Publishing a version of a set other than 'full' (migration 0023): its own pointer per
// (tool, variant), logged, audited and announced like the full set's. The caller holds the
// tool_state lock (lockToolState), the one lock every move of a tool's pointers takes.
import type { Queryable } from '../store/db.ts';
import { insertAudit } from '../store/sql/audit.ts';
import { notifyPublished } from '../store/sql/state.ts';
import { insertVariantPublishLog, selectVariantPointer, upsertVariantPointer } from '../store/sql/variants.ts';
import type { ToolRow } from '../store/types.ts';
import { formatToolRef } from './text.ts';

export async function moveVariantPointer(
  tx: Queryable,
  m: { tool: ToolRow; variant: string; version: number; actor: string; details?: Record<string, unknown> },
): Promise<void> {
  const previous = (await selectVariantPointer(tx, m.tool.id, m.variant)) ?? null;
  await upsertVariantPointer(tx, { toolId: m.tool.id, variant: m.variant, version: m.version, actor: m.actor });
  await insertVariantPublishLog(tx, {
    toolId: m.tool.id,
    variant: m.variant,
    version: m.version,
    previousVersion: previous,
    actor: m.actor,
  });
  await insertAudit(tx, {
    actor: m.actor,
    action: 'tool.variant_published',
    subject: `tool:${formatToolRef(m.tool)}`,
    details: { variant: m.variant, version: m.version, previous_version: previous, ...m.details },
  });
  // Proxies reload on it, as on a move of the full set's pointer.
  await notifyPublished(tx, { tool: formatToolRef(m.tool), version: m.version, cause: `variant:${m.variant}` });
}
