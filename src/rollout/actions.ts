// Rollout state changes: start (from an approval), promote, abort, and the automatic
// decisions of the loop. Each is one transaction that locks the tool's state row first —
// the same lock order as approvals and rollbacks (review/actions.ts) — then the running
// rollout, and writes its audit row in the same transaction. A NOTIFY on the published
// channel (sent at commit) makes proxies re-read what to serve and publishers re-send.
import { movePublishedPointer } from '../catalog/pointer.ts';
import { resolveTool } from '../catalog/resolve.ts';
import { formatToolRef } from '../catalog/text.ts';
import { WhetstoneError } from '../errors.ts';
import type { Db, Queryable } from '../store/db.ts';
import { insertAudit } from '../store/sql/audit.ts';
import { updateProposalPublished } from '../store/sql/proposals.ts';
import {
  deleteRolloutDefault,
  insertRollout,
  lockRunningRollout,
  selectRolloutDefault,
  updateCanary,
  updateProposalRolledBack,
  updateRolloutDecision,
  upsertRolloutDefault,
  type RolloutRow,
} from '../store/sql/rollout.ts';
import { lockToolState, notifyPublished, type ToolStateRow } from '../store/sql/state.ts';
import type { ToolRow } from '../store/types.ts';
import { DEFAULT_TEST, type TestParams, type TestState } from './decision.ts';

export function validateShare(share: number, what = 'the canary share'): number {
  if (!Number.isFinite(share) || share <= 0 || share >= 1) {
    throw new WhetstoneError(
      'input_invalid',
      `${what} must be a number between 0 and 1 exclusive, e.g. 0.1 for 10% of sessions (got ${share})`,
    );
  }
  return share;
}

/** The share an approval starts a canary at: the one asked for (0 = publish outright), else the server's default, else none. */
export async function canaryShareFor(
  q: Queryable,
  server: string,
  asked: number | undefined,
): Promise<number | undefined> {
  if (asked !== undefined) return asked === 0 ? undefined : validateShare(asked);
  return (await selectRolloutDefault(q, server))?.share;
}

/**
 * Starts a rollout inside an approval's transaction (the caller holds the tool_state lock).
 * The proposal stays approved, not published: the control stays the published version.
 */
export async function startRolloutTx(
  tx: Queryable,
  s: {
    tool: ToolRow;
    state: ToolStateRow;
    canaryVersion: number;
    proposalId: number | null;
    share: number;
    params?: TestParams | undefined;
    actor: string;
  },
): Promise<RolloutRow> {
  const ref = formatToolRef(s.tool);
  if (s.state.published_version === null)
    throw new WhetstoneError('conflict', `${ref} has no published version to compare a canary with`);
  if (s.state.canary_version !== null) {
    throw new WhetstoneError(
      'conflict',
      `${ref} already runs a canary of v${s.state.canary_version}; \`whetstone rollout promote|abort ${ref}\` first`,
    );
  }
  const params = s.params ?? DEFAULT_TEST;
  const rollout = await insertRollout(tx, {
    toolId: s.tool.id,
    controlVersion: s.state.published_version,
    canaryVersion: s.canaryVersion,
    share: s.share,
    proposalId: s.proposalId,
    params,
    startedBy: s.actor,
  });
  await updateCanary(tx, s.tool.id, s.canaryVersion, s.share);
  await insertAudit(tx, {
    actor: s.actor,
    action: 'rollout.started',
    subject: `tool:${ref}`,
    details: {
      rollout: rollout.id,
      control_version: rollout.control_version,
      canary_version: s.canaryVersion,
      share: s.share,
      proposal: s.proposalId,
      params,
    },
  });
  await notifyPublished(tx, { tool: ref, version: s.state.published_version, cause: 'rollout' });
  s.state.canary_version = s.canaryVersion;
  s.state.canary_share = s.share;
  return rollout;
}

export type Ending = 'promoted' | 'rolled_back' | 'aborted' | 'expired';

export interface EndResult {
  tool: string;
  rollout: RolloutRow;
  published: number;
}

/**
 * Ends the running rollout of a tool. promoted: the canary becomes the published version
 * (its proposal published); otherwise the control stays and the canary's proposal is
 * closed. `expect` (the loop passes the rollout it evaluated) refuses to end a newer one.
 */
export async function endRollout(
  db: Db,
  e: {
    ref: string;
    status: Ending;
    actor: string;
    reason: string;
    state?: TestState | Record<string, unknown> | null;
    expect?: number;
  },
): Promise<EndResult> {
  return db.transaction(async (tx) => {
    const tool = await resolveTool(tx, e.ref);
    const state = await lockToolState(tx, tool.id);
    const rollout = await lockRunningRollout(tx, tool.id);
    if (!rollout || (e.expect !== undefined && rollout.id !== e.expect)) {
      throw new WhetstoneError(
        'conflict',
        `${e.ref} has no running rollout${e.expect !== undefined ? ` #${e.expect}` : ''}; \`whetstone rollout status ${e.ref}\``,
      );
    }
    return endRolloutTx(tx, {
      tool,
      state,
      rollout,
      status: e.status,
      actor: e.actor,
      reason: e.reason,
      state_: e.state ?? null,
    });
  });
}

/** The same, inside a transaction that already holds the tool_state lock and the rollout row. */
export async function endRolloutTx(
  tx: Queryable,
  e: {
    tool: ToolRow;
    state: ToolStateRow;
    rollout: RolloutRow;
    status: Ending;
    actor: string;
    reason: string;
    state_: unknown;
  },
): Promise<EndResult> {
  const ref = formatToolRef(e.tool);
  const r = e.rollout;
  const ended = await updateRolloutDecision(tx, {
    id: r.id,
    status: e.status,
    by: e.actor,
    reason: e.reason,
    state: e.state_ ?? null,
  });
  await updateCanary(tx, e.tool.id, null, 0);
  e.state.canary_version = null;
  e.state.canary_share = 0;
  await insertAudit(tx, {
    actor: e.actor,
    action: `rollout.${e.status}`,
    subject: `tool:${ref}`,
    details: {
      rollout: r.id,
      control_version: r.control_version,
      canary_version: r.canary_version,
      share: r.share,
      proposal: r.proposal_id,
      reason: e.reason,
      numbers: e.state_ ?? null,
    },
  });
  if (e.status === 'promoted') {
    if (e.state.published_version !== r.control_version) {
      throw new WhetstoneError(
        'conflict',
        `${ref}: v${e.state.published_version} is published now, not the rollout's control v${r.control_version}; abort the rollout instead`,
      );
    }
    if (r.proposal_id !== null) await updateProposalPublished(tx, r.proposal_id);
    await movePublishedPointer(tx, {
      tool: e.tool,
      state: e.state,
      version: r.canary_version,
      cause: 'approve',
      actor: e.actor,
      details: { rollout: r.id, proposal: r.proposal_id },
    });
    return { tool: ref, rollout: ended, published: r.canary_version };
  }
  if (r.proposal_id !== null)
    await updateProposalRolledBack(tx, r.proposal_id, e.actor, `canary ${e.status.replace('_', ' ')}: ${e.reason}`);
  await notifyPublished(tx, { tool: ref, version: r.control_version, cause: 'rollout' });
  return { tool: ref, rollout: ended, published: e.state.published_version ?? r.control_version };
}

/** Sets (share) or removes (null) a server's default canary share; audited. */
export async function setRolloutDefault(
  db: Db,
  d: { server: string; share: number | null; actor: string },
): Promise<void> {
  if (!d.server || d.server.includes('/'))
    throw new WhetstoneError('input_invalid', `"${d.server}" is not a server name (no "/")`);
  await db.transaction(async (tx) => {
    if (d.share === null) {
      if (!(await deleteRolloutDefault(tx, d.server)))
        throw new WhetstoneError('not_found', `server ${d.server} has no default canary share`);
    } else {
      await upsertRolloutDefault(tx, d.server, validateShare(d.share), d.actor);
    }
    await insertAudit(tx, {
      actor: d.actor,
      action: d.share === null ? 'rollout.default_removed' : 'rollout.default_set',
      subject: `server:${d.server}`,
      details: { share: d.share },
    });
  });
}
