// The token budget's replay selectors (src/optimize/budget-selectors.ts) and its queue
// (src/optimize/heap.ts). BM25's answers are Bm25Index.rank's, on a catalogue where texts
// share words, across commits; and a question scores only the texts sharing a word with the
// query, not the catalogue (a budget asks one per drop: scoring every text each time made a
// run quadratic in the catalogue's size). No timing: the work is counted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bm25Selector, semanticSelector } from '../../src/optimize/budget-selectors.ts';
import { MinHeap } from '../../src/optimize/heap.ts';
import { Bm25Index, tokenize } from '../../src/quality/bm25.ts';
import type { ReplayQuery } from '../../src/quality/replay.ts';
import { SemanticCatalogue } from '../../src/semantic/selector.ts';
import { keywordEmbedder } from '../kit/keyword-embedder.ts';

const WORDS = ['invoice', 'refund', 'order', 'ticket', 'report', 'weather', 'calendar', 'email', 'search', 'upload'];
// Deterministic, overlapping texts: tool i holds words i, i+1 and i+3 (mod 10), some twice.
const text = (i: number, extra = '') =>
  `${WORDS[i % 10]} ${WORDS[(i + 1) % 10]} ${WORDS[(i + 3) % 10]} ${i % 4 === 0 ? WORDS[i % 10] : ''} ${extra}`;
const DOCS: [string, string][] = Array.from({ length: 30 }, (_, i) => [`s${i % 3}/t${i}`, text(i)]);
const QUERIES: ReplayQuery[] = Array.from({ length: 40 }, (_, k) => ({
  query: `${WORDS[k % 10]} ${WORDS[(k * 7 + 1) % 10]}`,
  servedBy: DOCS[(k * 11) % 30]![0],
}));
const ALL = QUERIES.map((_, i) => i);

/** The reference: rank every text, the affected queries as the selector defines them. */
function reference(docs: Map<string, string>, tool: string, next: string): number {
  const touched = new Set([...tokenize(docs.get(tool) ?? ''), ...tokenize(next)]);
  const affected = QUERIES.filter((q) => q.servedBy === tool || tokenize(q.query).some((w) => touched.has(w)));
  const right = (d: Map<string, string>) => {
    const index = new Bm25Index(d);
    return affected.filter((q) => index.rank(q.query, 1)[0] === q.servedBy).length;
  };
  return right(new Map([...docs, [tool, next]])) - right(docs);
}

afterEach(() => vi.restoreAllMocks());

describe('bm25Selector', () => {
  it('answers as Bm25Index.rank does, before and after commits', async () => {
    const sel = bm25Selector(DOCS, QUERIES);
    const docs = new Map(DOCS);
    const rightRef = () => {
      const index = new Bm25Index(docs);
      return QUERIES.filter((q) => index.rank(q.query, 1)[0] === q.servedBy).length;
    };
    let asked = 0;
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 30; i += 4) {
        const [id] = DOCS[(i + round) % 30]!;
        for (const next of [WORDS[(i + round) % 10]!, text(i + 5, WORDS[round]), '']) {
          expect(await sel.delta(id, next, ALL)).toBe(reference(docs, id, next));
          asked++;
        }
      }
      expect(await sel.right(ALL)).toBe(rightRef());
      const [id] = DOCS[(round * 7) % 30]!;
      const next = text(round * 7 + 2, WORDS[round + 2]);
      await sel.commit(id, next);
      docs.set(id, next);
    }
    expect(asked).toBeGreaterThan(100);
  });

  it('picks what Bm25Index.rank picks where texts tie', async () => {
    // Same texts under three ids, in no id order; a fourth shares one word with them.
    const docs: [string, string][] = [
      ['c/refund', 'refund an invoice'],
      ['a/refund', 'refund an invoice'],
      ['b/refund', 'refund an invoice'],
      ['d/invoice', 'invoice lookup'],
    ];
    const texts = ['refund invoice', 'invoice', 'refund', 'lookup invoice', 'weather'];
    // Every (query, tool) pair: right only where the tool is rank's pick.
    const queries = texts.flatMap((query) => docs.map(([id]) => ({ query, servedBy: id })));
    const picks = (d: [string, string][]) => {
      const index = new Bm25Index(d);
      return queries.map((q) => index.rank(q.query, 1)[0] === q.servedBy);
    };
    const sel = bm25Selector(docs, queries);
    const one = (i: number) => [i];
    expect(await Promise.all(queries.map((_, i) => sel.right(one(i))))).toEqual(picks(docs).map(Number));
    // A trial text that ties with the others, for a tool whose committed text shares none.
    const trial: [string, string][] = docs.map(([id, t]) => [id, id === 'd/invoice' ? 'refund an invoice' : t]);
    const before = picks(docs);
    const after = picks(trial);
    for (const [i] of queries.entries())
      expect(await sel.delta('d/invoice', 'refund an invoice', [i])).toBe(Number(after[i]) - Number(before[i]));
    await sel.commit('a/refund', 'weather');
    const moved: [string, string][] = docs.map(([id, t]) => [id, id === 'a/refund' ? 'weather' : t]);
    expect(await Promise.all(queries.map((_, i) => sel.right(one(i))))).toEqual(picks(moved).map(Number));
  });

  it('scores only the texts that share a word with a query', async () => {
    // 200 tools, each with words of its own; the query shares words with one.
    const docs: [string, string][] = Array.from({ length: 200 }, (_, i) => [`s/t${i}`, `alpha${i} beta${i} common`]);
    const sel = bm25Selector(docs, [{ query: 'alpha5 beta5', servedBy: 's/t5' }]);
    const score = vi.spyOn(Bm25Index.prototype, 'score');
    expect(await sel.delta('s/t5', 'gamma', [0])).toBe(-1);
    expect(await sel.delta('s/t9', 'alpha5 beta5 alpha5', [0])).toBe(-1);
    // A handful of scores per question, not the catalogue's 200 twice.
    expect(score.mock.calls.length).toBeLessThanOrEqual(8);
  });
});

describe('MinHeap', () => {
  it('pops what sorting and shifting would, pushes interleaved', () => {
    const order = (a: [number, string], b: [number, string]) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1);
    const heap = new MinHeap(order);
    const list: [number, string][] = [];
    let seed = 11;
    const rnd = () => {
      seed = (seed * 48271) % 2147483647;
      return seed % 50;
    };
    const popped: [number, string][] = [];
    const expected: [number, string][] = [];
    for (let i = 0; i < 400; i++) {
      const x: [number, string] = [rnd(), `k${i}`];
      heap.push(x);
      list.push(x);
      if (i % 3 === 2) {
        list.sort(order);
        expected.push(list.shift()!);
        popped.push(heap.pop()!);
      }
    }
    while (heap.size) popped.push(heap.pop()!);
    expected.push(...list.sort(order));
    expect(popped).toEqual(expected);
    expect(heap.pop()).toBeUndefined();
  });
});

describe('semanticSelector', () => {
  // One dimension per word: two tools with the same words score exactly the same.
  const VOCAB = ['invoice', 'refund', 'weather', 'calendar'];
  const keywords = keywordEmbedder(VOCAB);

  it('breaks a tie as the replay gate does: to the smaller id, whatever the catalogue order', async () => {
    // b/refunds comes first in the catalogue; a/refunds has the same text and the smaller id.
    const docs: [string, string][] = [
      ['b/refunds', 'Refund an invoice.'],
      ['a/refunds', 'Refund an invoice.'],
      ['c/weather', 'Weather for a calendar day.'],
    ];
    const queries: ReplayQuery[] = [
      { query: 'refund my invoice', servedBy: 'a/refunds' },
      { query: 'weather tomorrow', servedBy: 'c/weather' },
    ];
    const cat = new SemanticCatalogue(keywords);
    const sel = await semanticSelector(cat, docs, queries);
    expect(await sel.right([0, 1])).toBe(2);
    const [q] = await cat.queries([queries[0]!.query]);
    // The replay gate's view of the same catalogue.
    expect(cat.bestExcept(q!, 'c/weather').id).toBe('a/refunds');
    expect(cat.top2(q!)).toMatchObject({ id: 'a/refunds', second: 'b/refunds' });
    // Moving the tie-winner's text away leaves the other one the pick (a loss for a/refunds).
    expect(await sel.delta('a/refunds', 'Weather.', [0])).toBe(-1);
    // A commit that makes a tie with the second best enters it when its id is smaller.
    await sel.commit('c/weather', 'Refund an invoice.');
    expect(await sel.right([0])).toBe(1);
    await sel.commit('a/refunds', 'Weather for a calendar day.');
    expect(cat.top2(q!).id).toBe('b/refunds');
    expect(await sel.right([0, 1])).toBe(0);
  });
});
