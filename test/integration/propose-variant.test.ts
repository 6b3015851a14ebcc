// `whetstone propose --variant NAME` through the real CLI on PostgreSQL: the text is stored
// as a version of that set, and approving it moves that set's pointer only; the full set's
// published version (what every other client sees) stays. A bad set name is refused.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXIT_ERROR } from '../../src/cli/output.ts';
import { runCli, runJson } from '../kit/cli.ts';
import { withStore } from '../kit/db.ts';

const work = mkdtempSync(join(tmpdir(), 'whetstone-variant-'));
const file = (name: string, text: string) => {
  const p = join(work, name);
  writeFileSync(p, text);
  return p;
};

const kit = withStore();
beforeAll(async () => {
  expect((await runCli(['tools', 'import', 'examples/tools.json'], kit.env)).code).toBe(0);
});

describe('propose --variant', () => {
  it('proposes for one set; approved, only that set’s pointer moves', async () => {
    const compact = 'Searches notes by words from the request.';
    const r = await runCli(
      [
        'propose',
        'notes/search_notes',
        '--file',
        file('compact', compact),
        '--variant',
        'compact',
        '--reason',
        'short',
      ],
      kit.env,
    );
    expect(r.code, r.stderr).toBe(0);
    const id = Number(/^proposal #(\d+):/m.exec(r.stdout)?.[1]);
    expect(r.stdout).toMatch(/^proposal #\d+: notes\/search_notes v2 \(against published v1, for the compact set\)/m);

    const h = await runJson<{ publishedVersion: number; versions: { version: number; variant: string }[] }>(
      ['history', 'notes/search_notes'],
      kit.env,
    );
    expect(h.versions.find((v) => v.version === 2)?.variant).toBe('compact');

    expect((await runCli(['approve', String(id), '--publish', '--reason', 'fits the budget'], kit.env)).code).toBe(0);
    const after = await runJson<{
      publishedVersion: number;
      publishLog: { version: number; variant: string; cause: string }[];
    }>(['history', 'notes/search_notes'], kit.env);
    // The full set still serves v1; the compact set's pointer is at v2.
    expect(after.publishedVersion).toBe(1);
    expect(after.publishLog.at(-1)).toMatchObject({ version: 2, variant: 'compact', cause: 'approve' });
    const audit = await runJson<{ action: string; details: Record<string, unknown> }[]>(
      ['audit', '--tool', 'notes/search_notes'],
      kit.env,
    );
    expect(audit.find((a) => a.action === 'tool.variant_published')?.details).toMatchObject({
      variant: 'compact',
      version: 2,
    });
    const exported = await runCli(['export'], kit.env);
    expect(exported.stdout).toContain('"Searches notes."');
    expect(exported.stdout).not.toContain(compact);
  });

  it('the same text may be open for the full set and for a variant set, once each', async () => {
    const text = file('both', 'Creates a note with a title and a body.');
    const propose = (...extra: string[]) =>
      runCli(['propose', 'notes/create_note', '--file', text, '--reason', 'shorter', ...extra], kit.env);
    const full = await propose();
    expect(full.code, full.stderr).toBe(0);
    const compact = await propose('--variant', 'compact');
    expect(compact.code, compact.stderr).toBe(0);
    expect(compact.stdout).toMatch(/for the compact set/);
    const twice = await propose('--variant', 'compact');
    expect(twice.code).toBe(EXIT_ERROR);
    expect(twice.stderr).toMatch(/already proposed for notes\/create_note \(compact set\) as proposal #\d+/);
    expect((await propose()).stderr).toMatch(/already proposed for notes\/create_note as proposal #\d+/);
  });

  it('without --variant proposes for the full set; refuses a set name it cannot store', async () => {
    const p = await runJson<{ version: { variant: string } }>(
      [
        'propose',
        'notes/delete_note',
        '--file',
        file('full', 'Deletes a note permanently by its id. This cannot be undone.'),
      ],
      kit.env,
    );
    expect(p.version.variant).toBe('full');
    const bad = await runCli(
      ['propose', 'notes/delete_note', '--file', file('bad', 'Deletes a note.'), '--variant', 'Compact Set'],
      kit.env,
    );
    expect(bad.code).toBe(EXIT_ERROR);
    expect(bad.stderr).toMatch(/variant "Compact Set": lower-case letters, digits/);
  });
});
