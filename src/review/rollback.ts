// Rollback: move the published pointer back to a text that was live before. History reads
// forward: the restored text becomes a new version (source rollback, parent = the restored
// version), and that is published. Only a version that was once published may be restored:
// a rejected, superseded or pending proposal's text was never approved for the live tool,
// and a rollback must not become a way round review.
import { parseComponents, schemaParamNames } from '../catalog/components.ts';
import { movePublishedPointer } from '../catalog/pointer.ts';
import { resolveTool, resolveVersion } from '../catalog/resolve.ts';
import { WhetstoneError } from '../errors.ts';
import { endRolloutTx } from '../rollout/actions.ts';
import type { Db, Queryable } from '../store/db.ts';
import { insertAudit } from '../store/sql/audit.ts';
import { selectProposalOfVersion } from '../store/sql/proposals.ts';
import { lockRunningRollout } from '../store/sql/rollout.ts';
import { lockToolState, selectPublishLog, selectWasPublished } from '../store/sql/state.ts';
import { insertNextVersion, selectVersion } from '../store/sql/versions.ts';
import type { ToolRow, VersionRow } from '../store/types.ts';
import { givenReason } from './reason.ts';

export interface RollbackResult {
  tool: ToolRow;
  from: number;
  restored: number;
  version: VersionRow;
  superseded: number[];
}

export async function rollback(
  db: Db,
  r: { ref: string; to?: number | undefined; actor: string; reason?: string | undefined },
): Promise<RollbackResult> {
  givenReason(r.reason);
  return db.transaction(async (tx) => {
    const tool = await resolveTool(tx, r.ref);
    const state = await lockToolState(tx, tool.id);
    const current = state.published_version;
    if (current === null) throw new WhetstoneError('conflict', `${r.ref} has no published version to roll back`);
    const targetNo = r.to ?? (await previousPublished(tx, tool.id, current));
    if (targetNo === undefined) {
      throw new WhetstoneError('conflict', `${r.ref} has only ever published v${current}; name a version with --to N`);
    }
    const target = await resolveVersion(tx, tool, targetNo);
    await refuseNeverPublished(tx, tool, r.ref, targetNo);
    const live = (await selectVersion(tx, tool.id, current))!;
    if (target.content_hash === live.content_hash) {
      throw new WhetstoneError(
        'conflict',
        `v${targetNo} of ${r.ref} has the same text as the published v${current}; nothing to roll back`,
      );
    }
    // A rollback during a rollout ends the rollout: its control is no longer what is published.
    const running = await lockRunningRollout(tx, tool.id);
    if (running) {
      await endRolloutTx(tx, {
        tool,
        state,
        rollout: running,
        status: 'aborted',
        actor: r.actor,
        reason: `rolled back to v${target.version} during the rollout`,
        state_: running.last_state,
      });
    }
    const version = await insertNextVersion(tx, {
      toolId: tool.id,
      text: target.text,
      source: 'rollback',
      parentVersion: target.version,
      createdBy: r.actor,
      reason: r.reason ?? `rollback from v${current} to v${target.version}`,
      contentHash: target.content_hash,
      // The restored text's components as stored with it (parsed, for a version older than them).
      components: target.components ?? parseComponents(target.text, schemaParamNames(tool.input_schema)),
    });
    await insertAudit(tx, {
      actor: r.actor,
      action: 'tool.rolled_back',
      subject: `tool:${r.ref}`,
      details: { from: current, restored: target.version, version: version.version, reason: r.reason ?? null },
    });
    const { superseded } = await movePublishedPointer(tx, {
      tool,
      state,
      version: version.version,
      cause: 'rollback',
      actor: r.actor,
      details: { restored: target.version },
    });
    return { tool, from: current, restored: target.version, version, superseded };
  });
}

/** Refuses a target that never was the published version, and says what it was instead. */
async function refuseNeverPublished(tx: Queryable, tool: ToolRow, ref: string, version: number): Promise<void> {
  if (await selectWasPublished(tx, tool.id, version)) return;
  const proposal = await selectProposalOfVersion(tx, tool.id, version);
  const what = proposal
    ? `it is the text of proposal #${proposal.id}, ${proposal.status}${proposal.decided_by ? ` by ${proposal.decided_by}` : ''}`
    : 'it was never the published version';
  throw new WhetstoneError(
    'conflict',
    `v${version} of ${ref} was never published (${what}); a rollback restores only a text that was published before — ` +
      `\`whetstone history ${ref}\` lists them${proposal?.status === 'pending' ? `; to publish it, approve proposal #${proposal.id}` : ''}`,
  );
}

/** The version that was published before `current` (the pointer's previous position). */
async function previousPublished(tx: Queryable, toolId: number, current: number): Promise<number | undefined> {
  const log = await selectPublishLog(tx, toolId);
  const last = log[log.length - 1];
  if (!last || last.version !== current) return undefined;
  return last.previous_version ?? undefined;
}
