// The shared data folder is found from a checkout and from a git worktree of it, and
// WHETSTONE_SHARED_DATA overrides both.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSharedData } from '../kit/shared-data.ts';

describe('resolveSharedData', () => {
  const base = mkdtempSync(join(tmpdir(), 'whetstone-shared-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  // base/main (the checkout, with base/shared/data beside it) and base/wt/kit (a worktree of it).
  mkdirSync(join(base, 'main/.git/worktrees/kit'), { recursive: true });
  mkdirSync(join(base, 'shared/data'), { recursive: true });
  mkdirSync(join(base, 'wt/kit'), { recursive: true });
  writeFileSync(join(base, 'wt/kit/.git'), `gitdir: ${join(base, 'main/.git/worktrees/kit')}\n`);

  it('takes WHETSTONE_SHARED_DATA first, with one trailing slash', () => {
    expect(resolveSharedData({ WHETSTONE_SHARED_DATA: '/data/sets//' }, join(base, 'main'))).toBe('/data/sets/');
  });

  it('finds ../shared/data beside the checkout', () => {
    expect(resolveSharedData({}, join(base, 'main'))).toBe(`${join(base, 'shared/data')}/`);
  });

  it('finds it beside the main checkout from a worktree', () => {
    expect(resolveSharedData({}, join(base, 'wt/kit'))).toBe(`${join(base, 'shared/data')}/`);
  });

  it('names the folder beside the checkout when there is none anywhere', () => {
    const lone = join(base, 'lone/repo');
    mkdirSync(lone, { recursive: true });
    expect(resolveSharedData({}, lone)).toBe(`${join(base, 'lone/shared/data')}/`);
  });
});
