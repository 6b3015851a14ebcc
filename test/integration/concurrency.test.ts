// Racing decisions end in one consistent state: two approvals of one proposal, and an
// approval against a rollback, many times over on fresh tools.
import { describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { isWhetstoneError } from '../../src/errors.ts';
import { approve, propose, rollback } from '../../src/review/actions.ts';
import { toolHistory } from '../../src/review/queries.ts';
import { backends, withMigratedStore } from '../kit/db.ts';

const ROUNDS = 15;
const LIMIT = 65_536;

describe.each(backends)('concurrent decisions on %s', (_name, fresh) => {
  const kit = withMigratedStore(fresh);

  async function toolWithProposal(name: string) {
    await importTools(kit.db, {
      server: 'race',
      tools: [{ name, description: 'Original text.', inputSchema: {} }],
      actor: 'setup',
      maxDescriptionBytes: LIMIT,
    });
    const ref = `race/${name}`;
    const first = await propose(kit.db, { ref, text: 'Second text.', actor: 'setup', maxDescriptionBytes: LIMIT });
    await approve(kit.db, { proposalId: first.proposal.id, actor: 'setup', publish: true });
    const second = await propose(kit.db, { ref, text: 'Third text.', actor: 'setup', maxDescriptionBytes: LIMIT });
    return { ref, proposalId: second.proposal.id, version: second.version.version };
  }

  async function checkConsistent(ref: string) {
    const h = await toolHistory(kit.db, ref);
    const last = h.publishLog[h.publishLog.length - 1]!;
    expect(h.publishedVersion).toBe(last.version);
    // Each pointer move starts where the previous one ended: no lost or forked update.
    for (let i = 1; i < h.publishLog.length; i++)
      expect(h.publishLog[i]!.previous_version).toBe(h.publishLog[i - 1]!.version);
    return h;
  }

  it('two approvals of one proposal: exactly one wins, the other is told it is already decided', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { ref, proposalId, version } = await toolWithProposal(`double${i}`);
      const results = await Promise.allSettled([
        approve(kit.db, { proposalId, actor: 'alice', publish: true }),
        approve(kit.db, { proposalId, actor: 'bob', publish: true }),
      ]);
      const ok = results.filter((r) => r.status === 'fulfilled');
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(ok).toHaveLength(1);
      expect(failed).toHaveLength(1);
      expect(isWhetstoneError(failed[0]!.reason) && failed[0]!.reason.code).toBe('already_decided');
      const h = await checkConsistent(ref);
      expect(h.publishedVersion).toBe(version);
      expect(h.publishLog.filter((e) => e.version === version)).toHaveLength(1);
    }
  });

  it('an approval racing a rollback: one order or the other, never a mix', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { ref, proposalId, version } = await toolWithProposal(`vsrollback${i}`);
      const [a, r] = await Promise.allSettled([
        approve(kit.db, { proposalId, actor: 'alice', publish: true }),
        rollback(kit.db, { ref, actor: 'bob' }),
      ]);
      const h = await checkConsistent(ref);
      expect(r.status).toBe('fulfilled');
      const rb = r.status === 'fulfilled' ? r.value : undefined;
      if (a.status === 'fulfilled') {
        // Approval first: the proposal went live, then the rollback took it back to v2.
        expect(rb).toMatchObject({ from: version, restored: 2 });
        expect(h.publishLog.map((e) => e.cause).slice(-2)).toEqual(['approve', 'rollback']);
      } else {
        // Rollback first (v2 → text of v1): the proposal's base is gone, so it was
        // superseded, never published.
        expect(rb).toMatchObject({ from: 2, restored: 1 });
        expect(isWhetstoneError(a.reason) && a.reason.code).toBe('already_decided');
        expect(h.publishLog.some((e) => e.version === version)).toBe(false);
        expect(h.publishLog.map((e) => e.cause).slice(-1)).toEqual(['rollback']);
      }
    }
  });
});
