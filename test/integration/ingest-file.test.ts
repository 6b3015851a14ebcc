// `whetstone ingest FILE`: the embedded default path, through the real CLI, on both stores.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { runCli, runJson } from '../kit/cli.ts';
import { backends, withStore } from '../kit/db.ts';

const work = mkdtempSync(join(tmpdir(), 'whetstone-ingest-'));

function corpus(): Buffer {
  const lines: Buffer[] = [
    Buffer.from(JSON.stringify(simpleTrace('ok-1'))),
    Buffer.from(
      JSON.stringify(
        simpleTrace('ok-2', {
          user_query: 'use key sk-live-abcdefghijklmnopqrstu please',
          server: 'search',
          tool_calls: [{ name: 'web_search', arguments: { q: 'x' } }],
        }),
      ),
    ),
    Buffer.from('not json at all'),
    Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    Buffer.from(JSON.stringify({ ...simpleTrace('bad-types'), tool_calls: 7 })),
    Buffer.from(''),
    Buffer.from(JSON.stringify(simpleTrace('big', { user_query: 'x'.repeat(3000) }))),
    Buffer.from(JSON.stringify(simpleTrace('ok-1'))), // the same trace again: a duplicate
  ];
  return Buffer.concat(lines.flatMap((l) => [l, Buffer.from('\n')]));
}

describe.each(backends)('file ingest on %s', (_name, fresh) => {
  let env: Record<string, string>;
  const file = join(work, 'traces.jsonl');
  const kit = withStore(fresh);
  beforeAll(async () => {
    env = { ...kit.env, WHETSTONE_MAX_TRACE_BYTES: '2048' };
    writeFileSync(file, corpus());
  });

  it('stores valid traces once, dead-letters the rest with reasons, and registers observed tools', async () => {
    const s = await runJson<{
      lines: number;
      stored: number;
      duplicates: number;
      deadLettered: Record<string, number>;
      observedTools: number;
    }>(['ingest', file], env);
    expect(s).toMatchObject({
      lines: 8,
      stored: 2,
      duplicates: 1,
      deadLettered: { not_json: 1, undecodable: 1, invalid: 1, oversize: 1 },
      observedTools: 2,
    });

    const again = await runJson<{ stored: number; duplicates: number }>(['ingest', file], env);
    expect(again).toMatchObject({ stored: 0, duplicates: 3 });

    const tools = await runJson<{ server: string; name: string; origin: string; published_version: number | null }[]>(
      ['tools', 'list'],
      env,
    );
    expect(tools.map((t) => `${t.server}/${t.name}:${t.origin}`).sort()).toEqual([
      'fetch/fetch:observed',
      'search/web_search:observed',
    ]);

    const dead = await runJson<{ reason: string; source: string }[]>(['dlq', 'list'], env);
    expect(dead.map((d) => d.reason)).toEqual([
      'not_json',
      'undecodable',
      'invalid',
      'oversize',
      'not_json',
      'undecodable',
      'invalid',
      'oversize',
    ]);
    expect(dead[0]!.source).toMatch(/traces\.jsonl:3$/);
  });

  it('replays dead letters after the cause is fixed (a raised size limit)', async () => {
    const r = await runJson<{ replayed: number; stored: number; deadAgain: number }>(
      ['dlq', 'replay', '--reason', 'oversize'],
      { ...env, WHETSTONE_MAX_TRACE_BYTES: '1048576' },
    );
    expect(r).toMatchObject({ replayed: 2, stored: 1, deadAgain: 0 });
    const open = await runJson<{ reason: string }[]>(['dlq', 'list'], env);
    expect(open.map((d) => d.reason)).not.toContain('oversize');
    const audit = await runJson<{ action: string }[]>(['audit'], env);
    expect(audit[0]!.action).toBe('dlq.replayed');
  });

  it('reads stdin with "-" and says what it did', async () => {
    const r = await runCli(['ingest', '-'], env, JSON.stringify(simpleTrace('from-stdin')) + '\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^-: 1 lines in [\d.]+ s — 1 stored, 0 duplicates, 0 dead-lettered/);
  });
});
