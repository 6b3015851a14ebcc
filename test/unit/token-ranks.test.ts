// The rank tables filled from the rank file (token-ranks.ts) are the ones js-tiktoken's own
// constructor builds, entry for entry, and encode and decode the same.
import { createRequire } from 'node:module';
import { Tiktoken, type TiktokenBPE } from 'js-tiktoken/lite';
import { describe, expect, it } from 'vitest';
import { fastTiktoken } from '../../src/token-ranks.ts';

const require = createRequire(import.meta.url);

interface Tables {
  rankMap: Map<string, number>;
  textMap: Map<number, Uint8Array>;
}

const TEXT =
  'Creates a note in a notebook and returns its id. `title` (string): at most 200 characters. ' +
  '返回 笔记 — émoji 🚀 {"json": [1, 2.5, null]}\n\tindented\r\n' +
  'x'.repeat(40);

describe.each(['o200k_base', 'cl100k_base'])('rank tables of %s', (encoding) => {
  const mod = require(`js-tiktoken/ranks/${encoding}`) as { default?: TiktokenBPE } & TiktokenBPE;
  const ranks = mod.default ?? mod;

  it('hold what the stock constructor builds, and encode and decode alike', () => {
    const stock = new Tiktoken(ranks);
    const fast = fastTiktoken(ranks);
    const a = stock as unknown as Tables;
    const b = fast as unknown as Tables;
    expect(b.rankMap.size).toBe(a.rankMap.size);
    expect(b.textMap.size).toBe(a.textMap.size);
    let differing = 0;
    for (const [k, v] of a.rankMap) if (b.rankMap.get(k) !== v) differing++;
    for (const [k, v] of a.textMap) if (b.textMap.get(k)?.join(',') !== v.join(',')) differing++;
    expect(differing).toBe(0);
    const tokens = fast.encode(TEXT, [], []);
    expect(tokens).toEqual(stock.encode(TEXT, [], []));
    expect(fast.decode(tokens)).toBe(TEXT);
  });
});
