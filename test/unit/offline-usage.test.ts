// When to use a tool, from the requests it served: the action most requests ask for (by
// grammar), on the tool's own object, never a user's subject; and the complete candidate
// that states every component there is evidence for.
import { describe, expect, it } from 'vitest';
import { offlineRewrite, TEMPLATE_WORDS } from '../../src/optimize/offline.ts';
import { intentVerb, purposeObject, usageSentence } from '../../src/optimize/offline-usage.ts';
import { allowedWords, buildVocabulary } from '../../src/quality/privacy.ts';
import { scoreDescription } from '../../src/quality/rubric.ts';
import { countTokens } from '../../src/tokens.ts';

describe('a request’s intent', () => {
  it.each([
    ['find my note about the dentist appointment', 'find'],
    ['Could you help me find a cheap flight to Rome?', 'find'],
    ['I need to convert 100 USD to EUR', 'convert'],
    ['please show me the weather in Tokyo', 'show'],
    ['Book a table for two', 'book'],
  ])('%s → %s', (request, verb) => {
    expect(intentVerb(request)).toBe(verb);
  });

  it('states no action for a question, a state, or a request only to be told or given something', () => {
    expect(intentVerb('what did I write about the budget?')).toBeUndefined();
    expect(intentVerb('how warm is it in Lisbon')).toBeUndefined();
    expect(intentVerb('I am interested in cheap flights')).toBeUndefined();
    expect(intentVerb('Tell me about the weather')).toBeUndefined();
    expect(intentVerb("I'd like to receive a summary")).toBeUndefined();
    // The user's situation is not the action; the one asked for follows.
    expect(intentVerb("I'm struggling to find a recipe for dinner")).toBe('find');
    expect(intentVerb('Can I find papers on this topic?')).toBe('find');
  });

  it('reads past each wrapper class to the action, in requests of no benchmark', () => {
    // Cognition ("learn"), motion ("go"), seeking ("looking"): the action follows.
    expect(intentVerb("I'd like to learn how to convert a PDF to Word")).toBe('convert');
    expect(intentVerb('Could you go and fetch the latest release notes')).toBe('fetch');
    expect(intentVerb("I'm looking to rename every photo in a folder")).toBe('rename');
    // Giving to the speaker says the user wants something, not what the tool does.
    expect(intentVerb('Please provide the exchange rate for yen')).toBeUndefined();
    expect(intentVerb('Can you give us the forecast for Oslo')).toBeUndefined();
  });

  it('reads what a tool acts on from its purpose sentence, only a short noun phrase', () => {
    expect(purposeObject('Searches notes.')).toBe('notes');
    expect(purposeObject('Create a note. Requires write permission.')).toBe('a note');
    expect(purposeObject('Deletes a note permanently.')).toBe('a note');
    expect(purposeObject('Looks up recipes.')).toBe('recipes');
    expect(purposeObject('Converts a natural language text into an SQL query.')).toBe('a natural language text');
    expect(purposeObject('Provides fun and educational learning activities for children.')).toBeUndefined();
    expect(purposeObject('The weather service.')).toBeUndefined();
  });
});

describe('the usage sentence', () => {
  const served = (queries: string[]) => queries.map((query, k) => ({ traceId: `t${k}`, query }));
  const many = served([
    ...Array.from({ length: 4 }, (_, k) => `find the recipe for dish ${k}`),
    ...Array.from({ length: 3 }, (_, k) => `could you show me recipe ${k}`),
    'cook something with leeks tonight',
    'what can I make with rice?',
  ]);

  it('states the verbs several requests share, most asked first, on the tool’s object', () => {
    const s = usageSentence(many, 'Looks up recipes.', () => true);
    expect(s?.text).toBe('Use it when the user asks to find or show recipes.');
    // One request's verb is no shared intent; a question states none.
    expect(s?.text).not.toMatch(/cook|make/);
    expect(s?.trace_ids).toHaveLength(7);
  });

  it('says "something" when the purpose names no short object, and nothing the privacy rule refuses', () => {
    expect(usageSentence(many, 'A cooking companion.', () => true)?.text).toBe(
      'Use it when the user asks to find or show something.',
    );
    expect(usageSentence(many, 'Looks up recipes.', (s) => !/\bshow\b/.test(s))?.text).toBe(
      'Use it when the user asks to find recipes.',
    );
    expect(usageSentence(many.slice(0, 2), 'Looks up recipes.', () => true)).toBeUndefined();
  });
});

describe('the complete candidate', () => {
  const sessions = Array.from({ length: 8 }, (_, k) => `s${k}`);
  const requests = sessions.flatMap((s, k) => [
    { session: s, traceId: `${s}-a`, query: `find my note about the topic ${k}` },
    { session: s, traceId: `${s}-b`, query: 'list everything in my work notebook' },
  ]);
  const vocabulary = buildVocabulary(
    requests.map((r) => ({ session: r.session, query: r.query })),
    5,
  );
  const current = 'Searches notes.';
  const schema = {
    type: 'object',
    properties: { query: { type: 'string' }, limit: { type: 'integer' } },
    required: ['query'],
  };
  const input = {
    current,
    served: requests.map(({ traceId, query }) => ({ traceId, query })),
    wrongPicks: [],
    errors: ['a', 'b', 'c'].map((s) => ({ traceId: `${s}-e`, message: 'notebook not found' })),
    results: requests.map((r) => ({ traceId: r.traceId, preview: '[{"id": "n-1", "title": "T", "updated": "x"}]' })),
    inputSchema: schema,
    catalogue: new Map<string, string>(),
    maxTokens: 40,
    completeTokens: 150,
    privacy: { vocabulary, allowed: allowedWords(current, TEMPLATE_WORDS) },
  };

  it('states every component it has evidence for within the gate’s budget, first, and lints Good', () => {
    const [first, ...rest] = offlineRewrite(input);
    expect(first!.components.whenToUse).toBe('Use it when the user asks to find or list notes.');
    expect(Object.keys(first!.components).sort()).toEqual(
      ['examples', 'parameters', 'purpose', 'whenNotToUse', 'whenToUse'].sort(),
    );
    expect(countTokens(first!.text)).toBeGreaterThan(40);
    expect(scoreDescription({ description: first!.text, inputSchema: schema }).label).toBe('Good');
    // The leaner ones keep the optimizer's own target.
    for (const c of rest) expect(countTokens(c.text)).toBeLessThanOrEqual(40);
    // No user's subject: each numbered topic is one session's words.
    for (const c of [first!, ...rest]) expect(c.text).not.toMatch(/topic|\d/);
  });

  it('states when to use it in the lean candidates only where the current text already did', () => {
    const usage = (current: string) =>
      offlineRewrite({ ...input, current }).filter((c) => c.components.whenToUse).length;
    expect(usage(current)).toBe(1); // the complete candidate
    expect(usage(`${current}\n\nUse it when the user asks to find notes.`)).toBeGreaterThan(1);
  });

  it('without a complete budget, every candidate keeps the target', () => {
    for (const c of offlineRewrite({ ...input, completeTokens: undefined }))
      expect(countTokens(c.text)).toBeLessThanOrEqual(40);
  });
});

describe('the use-instead sentence', () => {
  const vocabulary = buildVocabulary(
    Array.from({ length: 6 }, (_, k) => ({ session: `s${k}`, query: 'find notes on travel' })),
    5,
  );
  const input = (other: string, siblings: string[] = []) => ({
    current: 'Searches notes.',
    siblings,
    served: [],
    wrongPicks: ['w1', 'w2', 'w3'].map((traceId) => ({ traceId, servedBy: other })),
    errors: [],
    catalogue: new Map([[other, 'Creates a note.']]),
    maxTokens: 80,
    // The catalogue's names are allowed words, as the optimizer's context makes them.
    privacy: {
      vocabulary,
      allowed: allowedWords('Searches notes. Creates a note.', TEMPLATE_WORDS, other.slice(other.indexOf('/') + 1)),
    },
  });
  const instead = (other: string, siblings: string[] = []) =>
    offlineRewrite(input(other, siblings)).flatMap((c) => c.sentences.filter((s) => s.kind === 'instead'));

  it('is written when the injection gate lets it through, and not when it reads it as a redirect', () => {
    expect(instead('notes/NoteMaker').map((s) => s.text)).toContain(
      'For requests that match NoteMaker ("Creates a note"), use NoteMaker instead.',
    );
    // "use create_note instead": a tool id after "instead" is the rug-pull redirect family,
    // unless the tool is a sibling on this server.
    expect(instead('notes/create_note')).toEqual([]);
  });

  it('names a sibling on the same server, with the wrong picks behind it; not a same-named tool elsewhere', () => {
    const line = 'For requests that match create_note ("Creates a note"), use create_note instead.';
    const found = instead('notes/create_note', ['notes/create_note', 'notes/delete_note']);
    expect(found.map((s) => s.text)).toContain(line);
    expect(found[0]!.trace_ids).toEqual(['w1', 'w2', 'w3']);
    expect(instead('mail/create_note', ['notes/create_note'])).toEqual([]);
  });
});
