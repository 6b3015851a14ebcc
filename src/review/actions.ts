// The review state machine: propose → approve/reject → publish, and rollback. Every
// function here is one transaction that locks the tool's state row first (the same lock
// order everywhere, so approvals and rollbacks serialize instead of deadlocking) and
// writes its audit rows in the same transaction as the change.
import { type Components, parseComponents, schemaParamNames } from '../catalog/components.ts';
import { movePublishedPointer } from '../catalog/pointer.ts';
import { resolveTool, resolveVersion } from '../catalog/resolve.ts';
import { contentHash, formatToolRef, validateDescription } from '../catalog/text.ts';
import { WhetstoneError } from '../errors.ts';
import { advisory, reviewedSurface, siblingsOf } from '../quality/check.ts';
import { runGates } from '../quality/gates.ts';
import type { IntentResult } from '../quality/injection.ts';
import type { MeaningReader } from '../quality/poisoning/llm-reader.ts';
import { mergeIntents } from '../quality/poisoning/merge.ts';
import type { Db, Queryable } from '../store/db.ts';
import { insertAudit } from '../store/sql/audit.ts';
import {
  insertProposal,
  lockProposal,
  selectOpenProposalWithHash,
  selectProposals,
  updateProposalDecision,
  updateProposalPublished,
} from '../store/sql/proposals.ts';
import { lockToolState, selectToolState } from '../store/sql/state.ts';
import { selectToolByName } from '../store/sql/tools.ts';
import { insertNextVersion } from '../store/sql/versions.ts';
import type { ProposalListRow, ProposalRow, ToolRow, VersionRow } from '../store/types.ts';
import { canaryShareFor, startRolloutTx } from '../rollout/actions.ts';
import type { TestParams } from '../rollout/decision.ts';
import type { RolloutRow } from '../store/sql/rollout.ts';

import { getProposal } from './proposal-get.ts';
import { NOT_READ, readHuman, withReaderNote } from './reader-note.ts';
import { givenReason } from './reason.ts';
import { publishIfVariant, variantOption } from './variant-approve.ts';

export { rollback, type RollbackResult } from './rollback.ts';
export { getProposal } from './proposal-get.ts';

export interface ProposeInput {
  ref: string;
  text: string;
  reason?: string | undefined;
  actor: string;
  maxDescriptionBytes: number;
  /** 'human' from the CLI and the review UI; 'optimizer' with its provenance, lint and gates. */
  source?: 'human' | 'optimizer';
  provenance?: Record<string, unknown>;
  lint?: unknown;
  gates?: unknown;
  /**
   * Limits for the length gate of the advisory gates a human proposal is stored with
   * (WHETSTONE_OPTIMIZE_MAX_TOKENS/_MAX_GROWTH); without them that one gate is left out.
   */
  gateLimits?: { maxTokens: number; maxGrowth: number };
  /** The text as components, when its writer had them (the optimizer); parsed from the text otherwise. */
  components?: Components | undefined;
  /** The closed proposal whose text this re-proposes (`proposals revive`): audited on both. */
  revivedFrom?: number;
  /** The variant set the text is for (docs/publishing.md); absent: 'full'. */
  variant?: string;
  /**
   * The injection gate's LLM reader (with an LLM configured): it reads a human text the
   * advisory gates pass, and can only add an advisory finding.
   */
  reader?: MeaningReader | undefined;
  /** Why there is no reader (no LLM, turned off): said on the proposal (./reader-note.ts). */
  readerOff?: string | undefined;
}

export async function propose(db: Db, p: ProposeInput): Promise<{ proposal: ProposalRow; version: VersionRow }> {
  givenReason(p.reason);
  const text = validateDescription(p.text, p.maxDescriptionBytes);
  // Gates are CPU work: run them before taking the tool's lock, against the text published
  // now, and again inside only if the pointer moved in between.
  const early = p.gates === undefined ? await advisoryBefore(db, p, text) : undefined;
  return db.transaction(async (tx) => {
    const tool = await resolveTool(tx, p.ref);
    const state = await lockToolState(tx, tool.id);
    if (state.published_version === null) {
      throw new WhetstoneError('conflict', `${p.ref} has no published version to propose against; import it first`);
    }
    const base = await resolveVersion(tx, tool, state.published_version);
    const hash = contentHash(text);
    if (base.content_hash === hash) {
      throw new WhetstoneError(
        'conflict',
        `the proposed text is identical to the published version v${base.version} of ${p.ref}`,
      );
    }
    await refuseOpenDuplicate(tx, tool.id, hash, p);
    const gates = await gatesOf(tx, p, early, { tool, base, text });
    const version = await insertNextVersion(tx, {
      toolId: tool.id,
      text,
      source: p.source ?? 'human',
      parentVersion: base.version,
      createdBy: p.actor,
      reason: p.reason ?? null,
      contentHash: hash,
      components: p.components ?? parseComponents(text, schemaParamNames(tool.input_schema)),
      ...(p.provenance ? { provenance: p.provenance } : {}),
      ...(p.lint !== undefined ? { lint: p.lint } : {}),
      ...variantOption(p.variant),
      gates,
    });
    const proposal = await insertProposal(tx, {
      toolId: tool.id,
      version: version.version,
      baseVersion: base.version,
      createdBy: p.actor,
      reason: p.reason ?? null,
    });
    await insertAudit(tx, {
      actor: p.actor,
      action: 'proposal.created',
      subject: `proposal:${proposal.id}`,
      details: {
        tool: p.ref,
        version: version.version,
        base_version: base.version,
        source: p.source ?? 'human',
        reason: p.reason ?? null,
        variant: p.variant ?? 'full',
        ...(p.revivedFrom !== undefined ? { revived_from: p.revivedFrom } : {}),
      },
    });
    if (p.revivedFrom !== undefined) {
      await insertAudit(tx, {
        actor: p.actor,
        action: 'proposal.revived',
        subject: `proposal:${p.revivedFrom}`,
        details: { tool: p.ref, as_proposal: proposal.id, version: version.version, base_version: base.version },
      });
    }
    return { proposal, version };
  });
}

/**
 * A human proposal gets the optimizer's gates too, as advice for the reviewer: a person
 * can be wrong or compromised, and a reviewer should see a hidden character or a new URL
 * before approving it. They do not block the proposal. The ones run before the lock stand
 * unless the published version moved meanwhile (then the reader's reading is not redone).
 */
async function gatesOf(
  tx: Queryable,
  p: ProposeInput,
  early: { baseVersion: number; gates: unknown } | undefined,
  at: { tool: ToolRow; base: VersionRow; text: string },
): Promise<unknown> {
  if (p.gates !== undefined) return p.gates;
  if (early?.baseVersion === at.base.version) return early.gates;
  const gates = advisoryGates(at.tool, at.base, at.text, p.gateLimits, await siblingsOf(tx, at.tool));
  const moved = p.reader && `${NOT_READ}: the published version changed while it was read`;
  return withReaderNote(gates, p.readerOff ? `${NOT_READ}: ${p.readerOff}` : moved);
}

/** Per variant set: the same text may be open for the full set and for a compact one, once each. */
async function refuseOpenDuplicate(tx: Queryable, toolId: number, hash: string, p: ProposeInput): Promise<void> {
  const open = await selectOpenProposalWithHash(tx, toolId, hash, p.variant ?? 'full');
  if (open)
    throw new WhetstoneError(
      'conflict',
      `the same text is already proposed for ${p.ref}${p.variant ? ` (${p.variant} set)` : ''} as proposal #${open.id}`,
    );
}

async function advisoryBefore(
  db: Db,
  p: Pick<ProposeInput, 'ref' | 'gateLimits' | 'reader' | 'readerOff' | 'variant'>,
  text: string,
): Promise<{ baseVersion: number; gates: unknown } | undefined> {
  const { gateLimits: limits, reader } = p;
  const tool = await resolveTool(db, p.ref);
  const published = (await selectToolState(db, tool.id))?.published_version;
  if (published === null || published === undefined) return undefined; // refused with a clear error in the transaction
  const base = await resolveVersion(db, tool, published);
  const siblings = await siblingsOf(db, tool);
  const first = advisoryGates(tool, base, text, limits, siblings);
  // The reader reads only a text the other gates pass (a call saved), outside the lock, and
  // not one the transaction will refuse as already open for its set (a paid call saved).
  const open = reader && (await selectOpenProposalWithHash(db, tool.id, contentHash(text), p.variant ?? 'full'));
  if (open) return { baseVersion: base.version, gates: first };
  const input = { candidate: text, reviewed: base.text, siblings };
  const { read, note } = await readHuman(
    reader,
    p.readerOff,
    input,
    first.every((g) => g.passed),
  );
  const gates = read ? advisoryGates(tool, base, text, limits, siblings, read) : first;
  return { baseVersion: base.version, gates: withReaderNote(gates, note) };
}

function advisoryGates(
  tool: ToolRow,
  base: VersionRow,
  candidate: string,
  limits: ProposeInput['gateLimits'],
  siblings: string[],
  read?: IntentResult | undefined,
) {
  const surface = reviewedSurface(tool, base);
  const report = runGates({
    tool: formatToolRef(tool),
    current: base.text,
    candidate,
    inputSchema: surface.inputSchema,
    annotations: surface.annotations,
    evidenceText: '',
    maxTokens: limits?.maxTokens ?? Number.MAX_SAFE_INTEGER,
    maxGrowth: limits?.maxGrowth ?? Number.MAX_SAFE_INTEGER,
    siblings,
    intent: mergeIntents(undefined, read),
  });
  return advisory(report.gates.filter((g) => limits || g.gate !== 'length'));
}

export interface DecisionResult {
  proposal: ProposalRow;
  published: boolean;
  superseded: number[];
  /** Set when the approval started a canary rollout instead of publishing outright. */
  rollout?: RolloutRow;
  /** server/name of the proposal's tool. */
  tool?: string;
}

export async function approve(
  db: Db,
  d: {
    proposalId: number;
    actor: string;
    reason?: string | undefined;
    publish: boolean;
    /** Canary share (0 < s < 1) to roll out at instead of publishing outright; 0 publishes outright; unset: the server's default. */
    canary?: number | undefined;
    rolloutParams?: TestParams | undefined;
  },
): Promise<DecisionResult> {
  givenReason(d.reason);
  const known = await getProposal(db, d.proposalId);
  return db.transaction(async (tx) => {
    const tool = (await selectToolByName(tx, known.server, known.name))!;
    const state = await lockToolState(tx, tool.id);
    const p = await lockPending(tx, d.proposalId);
    // Approving a proposal whose base is no longer published would publish a diff nobody
    // reviewed against the live text; movePublishedPointer supersedes such proposals,
    // so reaching here with a stale base means a race we refuse rather than resolve.
    if (state.published_version !== p.base_version) {
      throw new WhetstoneError(
        'conflict',
        `proposal #${p.id} was written against v${p.base_version} but v${state.published_version} is published now; propose again`,
      );
    }
    let proposal = await updateProposalDecision(tx, {
      id: p.id,
      status: 'approved',
      decidedBy: d.actor,
      reason: d.reason ?? null,
    });
    await insertAudit(tx, {
      actor: d.actor,
      action: 'proposal.approved',
      subject: `proposal:${p.id}`,
      details: { tool: formatToolRef(tool), version: p.version, reason: d.reason ?? null },
    });
    let superseded: number[] = [];
    const target = { tool, proposalId: p.id, version: p.version, actor: d.actor };
    if (d.publish && !(d.canary !== undefined && d.canary > 0) && (await publishIfVariant(tx, target)))
      return { proposal: { ...proposal, status: 'published' }, published: true, superseded };
    const share = d.publish ? await canaryShareFor(tx, tool.server, d.canary) : undefined;
    if (share !== undefined) {
      const rollout = await startRolloutTx(tx, {
        tool,
        state,
        canaryVersion: p.version,
        proposalId: p.id,
        share,
        params: d.rolloutParams,
        actor: d.actor,
      });
      return { proposal, published: false, superseded, rollout, tool: formatToolRef(tool) };
    }
    if (d.publish && state.canary_version !== null) {
      throw new WhetstoneError(
        'conflict',
        `${formatToolRef(tool)} runs a canary of v${state.canary_version}; \`whetstone rollout promote|abort ${formatToolRef(tool)}\` first`,
      );
    }
    if (d.publish) {
      await updateProposalPublished(tx, p.id);
      ({ superseded } = await movePublishedPointer(tx, {
        tool,
        state,
        version: p.version,
        cause: 'approve',
        actor: d.actor,
        details: { proposal: p.id },
      }));
      proposal = { ...proposal, status: 'published' };
    }
    return { proposal, published: d.publish, superseded };
  });
}

export async function reject(db: Db, d: { proposalId: number; actor: string; reason: string }): Promise<ProposalRow> {
  if (!d.reason || d.reason.trim() === '') {
    throw new WhetstoneError('input_invalid', 'a rejection needs a reason (--reason "..."), so the history says why');
  }
  const known = await getProposal(db, d.proposalId);
  return db.transaction(async (tx) => {
    const tool = (await selectToolByName(tx, known.server, known.name))!;
    await lockToolState(tx, tool.id);
    const p = await lockPending(tx, d.proposalId);
    const proposal = await updateProposalDecision(tx, {
      id: p.id,
      status: 'rejected',
      decidedBy: d.actor,
      reason: d.reason,
    });
    await insertAudit(tx, {
      actor: d.actor,
      action: 'proposal.rejected',
      subject: `proposal:${p.id}`,
      details: { tool: formatToolRef(tool), version: p.version, reason: d.reason },
    });
    return proposal;
  });
}

/** Publishes approved proposals (the newest per tool); older approved ones are superseded. */
export async function publishApproved(
  db: Db,
  actor: string,
): Promise<{ tool: string; version: number; proposal: number }[]> {
  const approved = await selectProposals(db, { status: 'approved', limit: 10_000 });
  const newestPerTool = new Map<number, ProposalListRow>();
  for (const p of approved) if (!newestPerTool.has(p.tool_id)) newestPerTool.set(p.tool_id, p);
  const done: { tool: string; version: number; proposal: number }[] = [];
  for (const p of newestPerTool.values()) {
    const published = await db.transaction(async (tx) => {
      const tool = (await selectToolByName(tx, p.server, p.name))!;
      const state = await lockToolState(tx, tool.id);
      const fresh = await lockProposal(tx, p.id);
      if (fresh?.status !== 'approved' || state.published_version !== fresh.base_version) return false;
      // A running canary decides itself (promote or roll back); publishing now would cut it short.
      if (state.canary_version !== null) return false;
      if (await publishIfVariant(tx, { tool, proposalId: p.id, version: p.version, actor })) return true;
      await updateProposalPublished(tx, p.id);
      await movePublishedPointer(tx, {
        tool,
        state,
        version: p.version,
        cause: 'approve',
        actor,
        details: { proposal: p.id },
      });
      return true;
    });
    if (published) done.push({ tool: `${p.server}/${p.name}`, version: p.version, proposal: p.id });
  }
  return done;
}

async function lockPending(tx: Parameters<typeof lockProposal>[0], id: number): Promise<ProposalRow> {
  const p = await lockProposal(tx, id);
  if (!p) throw new WhetstoneError('not_found', `no proposal #${id}`);
  if (p.status !== 'pending') {
    throw new WhetstoneError(
      'already_decided',
      `proposal #${id} is already ${p.status}${p.decided_by ? ` (by ${p.decided_by})` : ''}; only pending proposals can be decided`,
    );
  }
  return p;
}
