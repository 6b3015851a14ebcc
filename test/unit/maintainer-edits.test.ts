// The corpus of real maintainers' edits (lib/datasets/poisoning/maintainer-edits.json): each
// edit is a real change, no text is a reserved public base, and the splits share no repository.
import { describe, expect, it } from 'vitest';
import { loadMaintainerEdits } from '../../lib/datasets/poisoning/maintainer-edits.ts';
import { loadPublicBases } from '../../lib/datasets/poisoning/public-bases.ts';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('maintainer-edits.json', () => {
  const { dev, aside } = loadMaintainerEdits();
  const all = [...dev, ...aside];

  it('loads both splits, each edit labelled with its own', () => {
    expect(dev.length).toBeGreaterThan(0);
    expect(aside.length).toBeGreaterThan(0);
    expect(dev.every((e) => e.split === 'dev')).toBe(true);
    expect(aside.every((e) => e.split === 'aside')).toBe(true);
  });

  it('has two different non-empty texts in every edit, beyond whitespace', () => {
    for (const e of all) {
      expect(norm(e.reviewed), e.id).not.toBe('');
      expect(norm(e.candidate), e.id).not.toBe('');
      expect(norm(e.reviewed), e.id).not.toBe(norm(e.candidate));
    }
  });

  it('carries each edit once, with its schema as JSON and distinct ids', () => {
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(new Set(all.map((e) => `${e.reviewed}\u0000${e.candidate}`)).size).toBe(all.length);
    for (const e of all) expect(() => JSON.parse(e.schema), e.id).not.toThrow();
  });

  it('uses no description of public-bases.json (reserved for blind sets)', () => {
    const reserved = new Set(loadPublicBases().map((b) => norm(b.description)));
    expect(all.filter((e) => reserved.has(norm(e.reviewed)) || reserved.has(norm(e.candidate)))).toEqual([]);
  });

  it('splits by repository: no repository is in both halves', () => {
    const devRepos = new Set(dev.map((e) => e.repo));
    expect(aside.filter((e) => devRepos.has(e.repo))).toEqual([]);
  });
});
