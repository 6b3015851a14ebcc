// Bad input gives one clear line on stderr, a non-zero exit, and writes nothing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, runJson } from '../kit/cli.ts';
import { backends, withStore } from '../kit/db.ts';

const work = mkdtempSync(join(tmpdir(), 'whetstone-bad-'));
const file = (name: string, content: string) => {
  const p = join(work, name);
  writeFileSync(p, content);
  return p;
};

async function counts(env: Record<string, string>) {
  const audit = await runJson<unknown[]>(['audit', '--limit', '100000'], env);
  const tools = await runJson<{ latest_version: number }[]>(['tools', 'list'], env);
  const proposals = await runJson<{ status: string }[]>(['proposals'], env);
  return {
    audit: audit.length,
    tools: tools.length,
    versions: tools.reduce((n, t) => n + t.latest_version, 0),
    proposals: proposals.map((p) => p.status).join(','),
  };
}

function expectOneLineError(r: { code: number; stderr: string; stdout: string }, pattern: RegExp) {
  expect(r.code).not.toBe(0);
  const lines = r.stderr.trim().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^whetstone: /);
  expect(lines[0]).toMatch(pattern);
}

describe.each(backends)('bad input on %s', (_name, fresh) => {
  let decided: number;
  let before: Awaited<ReturnType<typeof counts>>;

  const kit = withStore(fresh);
  beforeAll(async () => {
    const ok = file('ok.json', JSON.stringify({ server: 's', tools: [{ name: 't', description: 'Does a thing.' }] }));
    expect((await runCli(['tools', 'import', ok], kit.env)).code).toBe(0);
    const p = await runJson<{ proposal: { id: number } }>(
      ['propose', 's/t', '--file', file('p.txt', 'Does a thing well.')],
      kit.env,
    );
    decided = p.proposal.id;
    expect((await runCli(['reject', String(decided), '--reason', 'no'], kit.env)).code).toBe(0);
    before = await counts(kit.env);
  });

  const cases: [string, () => string[], RegExp][] = [
    [
      'malformed tools JSON',
      () => ['tools', 'import', file('bad.json', '{"server": "s", "tools": [')],
      /not valid JSON/,
    ],
    [
      'tools JSON of the wrong shape',
      () => ['tools', 'import', file('shape.json', '{"server":"s","tools":[{"description":"x"}]}')],
      /tools\.0\.name/,
    ],
    [
      'one over-long description aborts the whole import',
      () => [
        'tools',
        'import',
        file(
          'big.json',
          JSON.stringify({
            server: 's',
            tools: [
              { name: 'new1', description: 'ok' },
              { name: 'new2', description: 'x'.repeat(70_000) },
            ],
          }),
        ),
      ],
      /tools\[1\] \(new2\): description is 70000 bytes, over the limit of 65536/,
    ],
    ['unknown tool', () => ['propose', 's/nope', '--file', file('q.txt', 'Text.')], /unknown tool s\/nope/],
    ['not a tool reference', () => ['history', 'justaname'], /write it as <server>\/<tool>/],
    ['unknown proposal', () => ['approve', '999999'], /no proposal #999999/],
    ['not a proposal id', () => ['approve', 'abc'], /not a proposal id/],
    ['already decided proposal', () => ['approve', String(decided), '--publish'], /already rejected/],
    ['empty description', () => ['propose', 's/t', '--file', file('empty.txt', '  \n')], /description is empty/],
    [
      'over-64-KiB description',
      () => ['propose', 's/t', '--file', file('huge.txt', 'word '.repeat(14_000))],
      /70000 bytes, over the limit of 65536/,
    ],
    ['missing file', () => ['propose', 's/t', '--file', join(work, 'missing.txt')], /cannot read .*ENOENT/],
    ['unknown version in diff', () => ['diff', 's/t', '1', '42'], /has no version 42/],
    ['rollback with nothing before', () => ['rollback', 's/t'], /has only ever published v1/],
  ];

  it.each(cases)('%s', async (_label, args, pattern) => {
    const r = await runCli(args(), kit.env);
    expectOneLineError(r, pattern);
  });

  it('left nothing half-written', async () => {
    expect(await counts(kit.env)).toEqual(before);
  });
});

describe('unreachable database', () => {
  it('gives one line naming the server, and a retry exit code', async () => {
    const r = await runCli(['tools', 'list'], { DATABASE_URL: 'postgres://whetstone:secret@127.0.0.1:1/whetstone' });
    expectOneLineError(r, /cannot reach PostgreSQL at 127\.0\.0\.1:1\/whetstone \(ECONNREFUSED\)/);
    expect(r.stderr).not.toContain('secret');
    expect(r.code).toBe(75);
  });

  it('an invalid setting fails at start with its name and how to fix it', async () => {
    const r = await runCli(['tools', 'list'], { WHETSTONE_MAX_DESCRIPTION_BYTES: 'lots' });
    expectOneLineError(
      r,
      /WHETSTONE_MAX_DESCRIPTION_BYTES="lots" is invalid: .*Fix or unset WHETSTONE_MAX_DESCRIPTION_BYTES/,
    );
  });
});
