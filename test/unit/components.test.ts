// A description as components (src/catalog/components.ts): one assembly rule, and a parser
// built on the lint's detectors that reads the assembly back and real descriptions sensibly.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  assembleComponents,
  type Components,
  parseComponents,
  purposeHead,
  schemaParamNames,
} from '../../src/catalog/components.ts';
import { returnsSentence } from '../../src/optimize/offline-results.ts';
import { quotableRequests } from '../../src/optimize/offline.ts';
import { SHARED_DATA } from '../kit/shared-data.ts';

const FULL: Components = {
  purpose: 'Searches notes.\nReturns a list of objects with fields id, title, snippet.',
  whenToUse: 'Use it when the user asks to find or recall something they wrote down.',
  whenNotToUse:
    'For requests that match create_note ("Create a note"), use create_note instead.\nCalls can fail with "notebook not found" (seen in several traces).',
  parameters: 'Parameters: query (string, required); limit (integer).',
  examples: 'Typical requests: "list everything in my work notebook"; "find my note about the dentist".',
};

describe('components', () => {
  it('assembles in one order, one component per line group, and a subset leaves the rest out', () => {
    expect(assembleComponents(FULL).split('\n')[0]).toBe('Searches notes.');
    expect(assembleComponents(FULL, ['examples', 'purpose'])).toBe(`${FULL.purpose}\n\n${FULL.examples}`);
    expect(assembleComponents({ purpose: 'Gets the weather.', examples: '  ' })).toBe('Gets the weather.');
  });

  it('parses its own assembly back: parse(assemble(c)) == c, for every subset with the purpose', () => {
    expect(parseComponents(assembleComponents(FULL), ['query', 'limit'])).toEqual(FULL);
    const keys = ['whenToUse', 'whenNotToUse', 'parameters', 'examples'] as const;
    for (let mask = 0; mask < 16; mask++) {
      const subset = ['purpose' as const, ...keys.filter((_, i) => mask & (1 << i))];
      const c = Object.fromEntries(subset.map((k) => [k, FULL[k]])) as Components;
      expect(parseComponents(assembleComponents(c, subset), ['query', 'limit'])).toEqual(c);
    }
    const prose: Components = {
      purpose: 'Deletes a note permanently.',
      whenNotToUse: 'This cannot be undone. Do not use it to archive a note.',
      parameters: '`id` is the note id from search_notes.',
    };
    expect(parseComponents(assembleComponents(prose), ['id'])).toEqual(prose);
  });

  it('reads one-paragraph descriptions by their cues, the first sentence as the purpose', () => {
    expect(parseComponents('Deletes a note permanently. This cannot be undone.')).toEqual({
      purpose: 'Deletes a note permanently.',
      whenNotToUse: 'This cannot be undone.',
    });
    const c = parseComponents(
      'Full-text search over notes; returns up to `limit` notes. Use when the user asks to recall something. Do not use to list a notebook. `query` is plain words, e.g. "dentist".',
      ['query', 'limit'],
    );
    expect(c.purpose).toMatch(/^Full-text search/);
    expect(c.whenToUse).toBe('Use when the user asks to recall something.');
    expect(c.whenNotToUse).toBe('Do not use to list a notebook.');
    expect(c.parameters).toMatch(/^`query` is plain words/);
  });

  it('parses real descriptions sensibly: nothing lost, docstring sections to their component', () => {
    const raw = JSON.parse(readFileSync(`${SHARED_DATA}livemcpbench/tools.json`, 'utf8')) as {
      servers: { tools: { name: string; description: string; inputSchema?: Record<string, unknown> }[] }[];
    };
    const tools = raw.servers.flatMap((s) => s.tools).filter((t) => t.description?.trim());
    expect(tools.length).toBeGreaterThan(100);
    const words = (s: string) => s.match(/[\p{L}\p{N}_]+/gu)?.join(' ') ?? '';
    let withArgs = 0;
    for (const t of tools) {
      const c = parseComponents(t.description, schemaParamNames(t.inputSchema));
      // Every word kept, in a component; the purpose is there whenever the text does not open with usage.
      expect(words(assembleComponents(c)).split(' ').sort()).toEqual(words(t.description).split(' ').sort());
      if (/^\s*Args:/m.test(t.description)) {
        withArgs++;
        expect(c.parameters, t.name).toMatch(/^Args:/m);
      }
    }
    expect(withArgs).toBeGreaterThan(5);
  });
});

describe('a purpose cut to its first sentence', () => {
  it('keeps the first sentence of the first line, and says when there is nothing to cut', () => {
    expect(purposeHead(FULL.purpose!)).toBe('Searches notes.');
    expect(purposeHead('Finds flights, e.g. cheap ones. Returns prices and times.')).toBe(
      'Finds flights, e.g. cheap ones.',
    );
    expect(purposeHead('Gets the weather for a city.')).toBeUndefined();
    expect(purposeHead('  Gets the weather for a city.  ')).toBeUndefined();
  });
});

describe('offline components from evidence', () => {
  const lists = (ids: string[], body: string) => ids.map((traceId) => ({ traceId, preview: body }));

  it('states what a tool returns from JSON result previews seen in enough traces, never a value', () => {
    const rows = [
      ...lists(['a', 'b', 'c'], JSON.stringify([{ id: 'n-1', title: 'Dentist', snippet: 'Tuesday' }])),
      ...lists(['d'], '[]'),
    ];
    const r = returnsSentence(rows, () => true);
    expect(r?.text).toBe('Returns a list of objects with fields id, title, snippet (sometimes an empty list).');
    expect(r?.text).not.toMatch(/Dentist|Tuesday|n-1/);
    expect(returnsSentence(rows.slice(0, 2), () => true)).toBeUndefined(); // two traces: not yet a rule
    expect(returnsSentence(lists(['a', 'b', 'c'], 'ok: done'), () => true)).toBeUndefined();
    expect(returnsSentence(rows, () => false)).toBeUndefined(); // the privacy rule still decides
  });

  it('never quotes a request that ends in an elision', () => {
    const served = [
      { traceId: 't1', query: 'what did I write about the Zanzibar?' },
      { traceId: 't2', query: 'list everything in my Zanzibar notebook' },
    ];
    const findings = (s: string) => (s.includes('Zanzibar') ? [{ word: 'Zanzibar', why: 'rare' as const }] : []);
    expect(quotableRequests(served, findings).map((q) => q.query)).toEqual(['list everything in my … notebook']);
  });
});
