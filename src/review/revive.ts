// `whetstone proposals revive N`: a superseded or rejected proposal's text proposed again,
// against the version published now. It is a new proposal with a fresh gate run (the base
// changed, so the old verdicts no longer hold), and both proposals' audit trails say so.
import { WhetstoneError } from '../errors.ts';
import type { Db } from '../store/db.ts';
import { selectToolByName } from '../store/sql/tools.ts';
import { selectVersion } from '../store/sql/versions.ts';
import type { ProposalRow, VersionRow } from '../store/types.ts';
import { getProposal, propose, type ProposeInput } from './actions.ts';

const REVIVABLE = new Set(['superseded', 'rejected']);

export async function revive(
  db: Db,
  r: {
    proposalId: number;
    actor: string;
    reason?: string | undefined;
    maxDescriptionBytes: number;
    gateLimits?: ProposeInput['gateLimits'];
    reader?: ProposeInput['reader'];
    readerOff?: ProposeInput['readerOff'];
  },
): Promise<{ proposal: ProposalRow; version: VersionRow; revivedFrom: number }> {
  const old = await getProposal(db, r.proposalId);
  if (!REVIVABLE.has(old.status)) {
    throw new WhetstoneError(
      'conflict',
      `proposal #${old.id} is ${old.status}; only a superseded or rejected proposal can be revived`,
    );
  }
  const tool = (await selectToolByName(db, old.server, old.name))!;
  const closed = (await selectVersion(db, tool.id, old.version))!;
  // The evidence behind the text still holds; its replay and expected gain were measured
  // against the old base, so they are left behind (the fresh gates speak for the new one).
  const evidence = (closed.provenance as { evidence?: unknown } | null)?.evidence;
  const out = await propose(db, {
    ref: `${old.server}/${old.name}`,
    text: closed.text,
    reason: r.reason ?? `revived proposal #${old.id}${old.reason ? `: ${old.reason}` : ''}`,
    actor: r.actor,
    maxDescriptionBytes: r.maxDescriptionBytes,
    source: 'human',
    provenance: {
      revived_from: { proposal: old.id, version: old.version, status: old.status },
      ...(evidence !== undefined ? { evidence } : {}),
    },
    gateLimits: r.gateLimits,
    reader: r.reader,
    readerOff: r.readerOff,
    revivedFrom: old.id,
    // For the set it was written for: a compact text revived for the full set would serve every client.
    ...(closed.variant && closed.variant !== 'full' ? { variant: closed.variant } : {}),
  });
  return { ...out, revivedFrom: old.id };
}
