// `whetstone proposals revive N` through the real CLI on PostgreSQL: a superseded or a
// rejected proposal's text comes back as a new pending proposal against the version
// published now, with gates run again against that version and an audit row on both.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXIT_ERROR } from '../../src/cli/output.ts';
import { runCli, runJson } from '../kit/cli.ts';
import { withStore } from '../kit/db.ts';

const work = mkdtempSync(join(tmpdir(), 'whetstone-revive-'));
const file = (name: string, text: string) => {
  const p = join(work, name);
  writeFileSync(p, text);
  return p;
};

interface Proposed {
  proposal: { id: number; status: string; base_version: number; version: number };
  version: { version: number; source: string; gates: { gate: string; passed: boolean }[]; provenance: object };
}

const kit = withStore();
beforeAll(async () => {
  expect((await runCli(['tools', 'import', 'examples/tools.json'], kit.env)).code).toBe(0);
});

const propose = (text: string, name: string) =>
  runJson<Proposed>(['propose', 'notes/create_note', '--file', file(name, text), '--reason', name], kit.env);

describe('proposals revive', () => {
  it('brings back a superseded proposal against the new published version, gates run again', async () => {
    const winner = await propose(
      'Creates a note in a notebook and returns its id. Requires write permission on the notebook. Overwrites a note with the same title.',
      'winner',
    );
    // Written against v1: against the winner it drops a side effect ("Overwrites …").
    const better = await propose(
      'Creates a note. Requires write permission on the notebook. Use when the user asks to write something down.',
      'better',
    );
    expect((await runCli(['approve', String(winner.proposal.id), '--publish'], kit.env)).code).toBe(0);
    const closed = await runJson<{ id: number; status: string }[]>(['proposals', '--status', 'superseded'], kit.env);
    expect(closed.map((p) => p.id)).toContain(better.proposal.id);

    const r = await runCli(['proposals', 'revive', String(better.proposal.id)], kit.env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(
        `^proposal #\\d+: the text of #${better.proposal.id} as v\\d+ \\(against published v${winner.version.version}\\) — pending review$`,
        'm',
      ),
    );
    const revived = await runJson<
      { id: number; status: string; base_version: number; version: number; reason: string }[]
    >(['proposals', '--status', 'pending', '--tool', 'notes/create_note'], kit.env);
    expect(revived).toHaveLength(1);
    expect(revived[0]).toMatchObject({
      status: 'pending',
      base_version: winner.version.version,
      reason: `revived proposal #${better.proposal.id}: better`,
    });
    // Fresh gates: the disclosure gate passed against v1 and flags the revival against the winner.
    const detail = await runJson<{ from: { version: number }; to: { version: number } }>(
      ['diff', String(revived[0]!.id)],
      kit.env,
    );
    expect(better.version.gates.find((g) => g.gate === 'disclosure')?.passed).toBe(true);
    const fresh = await runJson<{
      versions: { version: number; gates: { gate: string; passed: boolean; reason: string }[] }[];
    }>(['history', 'notes/create_note'], kit.env);
    const gates = fresh.versions.find((v) => v.version === revived[0]!.version)!.gates;
    expect(gates.find((g) => g.gate === 'disclosure')).toMatchObject({
      passed: false,
      reason: expect.stringMatching(/Overwrites/),
    });
    expect(detail).toMatchObject({ from: { version: winner.version.version }, to: { version: revived[0]!.version } });

    const audit = await runJson<{ action: string; subject: string; details: Record<string, unknown> }[]>(
      ['audit', '--tool', 'notes/create_note'],
      kit.env,
    );
    const row = audit.find((a) => a.action === 'proposal.revived');
    expect(row).toMatchObject({
      subject: `proposal:${better.proposal.id}`,
      details: { as_proposal: revived[0]!.id, base_version: winner.version.version },
    });
    const created = audit.find((a) => a.action === 'proposal.created' && a.subject === `proposal:${revived[0]!.id}`);
    expect(created?.details).toMatchObject({ revived_from: better.proposal.id });

    // The same text cannot be open twice.
    const twice = await runCli(['proposals', 'revive', String(better.proposal.id)], kit.env);
    expect(twice.code).toBe(EXIT_ERROR);
    expect(twice.stderr).toMatch(/already proposed for notes\/create_note as proposal #/);
  });

  it('brings back a rejected proposal with a reason of its own; refuses pending and published ones', async () => {
    const p = await propose('Creates a note and returns its id. Requires write permission.', 'plain');
    expect((await runCli(['reject', String(p.proposal.id), '--reason', 'not now'], kit.env)).code).toBe(0);
    const again = await runJson<Proposed>(
      ['proposals', 'revive', String(p.proposal.id), '--reason', 'now is the time'],
      kit.env,
    );
    expect(again.proposal).toMatchObject({ status: 'pending', reason: 'now is the time' });
    expect(again.version.provenance).toMatchObject({
      revived_from: { proposal: p.proposal.id, status: 'rejected' },
    });
    expect(again.version.gates.map((g) => g.gate)).toContain('disclosure');

    const pending = await runCli(['proposals', 'revive', String(again.proposal.id)], kit.env);
    expect(pending.code).toBe(EXIT_ERROR);
    expect(pending.stderr).toMatch(/is pending; only a superseded or rejected proposal can be revived/);
    const published = (await runJson<{ id: number }[]>(['proposals', '--status', 'published'], kit.env))[0]!;
    const no = await runCli(['proposals', 'revive', String(published.id)], kit.env);
    expect(no.stderr).toMatch(/is published; only a superseded or rejected/);
    const empty = await runCli(['proposals', 'revive', String(p.proposal.id), '--reason', ' '], kit.env);
    expect(empty.stderr).toMatch(/--reason is empty/);
  });

  it('revives a proposal for a variant set for that set, not for the full one', async () => {
    const compact = await runJson<Proposed & { version: { variant: string } }>(
      [
        'propose',
        'notes/delete_note',
        '--file',
        file('compact', 'Deletes a note by id; cannot be undone.'),
        '--variant',
        'compact',
        '--reason',
        'short',
      ],
      kit.env,
    );
    expect(compact.version.variant).toBe('compact');
    expect((await runCli(['reject', String(compact.proposal.id), '--reason', 'not now'], kit.env)).code).toBe(0);
    const again = await runJson<Proposed & { version: { variant: string } }>(
      ['proposals', 'revive', String(compact.proposal.id), '--reason', 'now'],
      kit.env,
    );
    expect(again.version.variant).toBe('compact');
  });
});
