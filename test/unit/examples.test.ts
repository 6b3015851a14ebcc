// Examples chosen by replay (src/optimize/examples.ts): a request is quoted for the picks it
// wins on the tuning queries, never for the queries it would take from another tool, never
// for "fixing" itself, and never past the length budget.
import { describe, expect, it } from 'vitest';
import { Bm25Index } from '../../src/quality/bm25.ts';
import { countTokens } from '../../src/tokens.ts';
import type { ReplayQuery } from '../../src/quality/replay.ts';
import { chooseExamples } from '../../src/optimize/examples.ts';
import { offlineHalf, splitKey } from '../../src/optimize/evidence.ts';
import { checkReadability } from '../../src/quality/readability.ts';
import { quotableRequests, withExamples } from '../../src/optimize/offline.ts';
import { allowedWords, buildVocabulary, privacyFindings } from '../../src/quality/privacy.ts';

const WEATHER = 'wx/forecast';
const CALENDAR = 'cal/events';
const catalogue: [string, string][] = [
  [WEATHER, 'Returns the forecast for a place.'],
  [CALENDAR, 'Creates and lists meetings in a calendar.'],
];
const q = (query: string, servedBy: string): ReplayQuery => ({ query, servedBy });
const tuning: ReplayQuery[] = [
  // Weather queries BM25 gets wrong today: no word of them is in the forecast text.
  q('will it rain this evening', WEATHER),
  q('is rain likely this weekend', WEATHER),
  q('rain expected near the coast', WEATHER),
  q('do I need an umbrella', WEATHER),
  // Calendar queries it gets right; a request that shares their words would take them.
  q('move my meeting to friday', CALENDAR),
  q('cancel the meeting with the team', CALENDAR),
  q('add a meeting next week', CALENDAR),
  // Seen once in the tuning set, and quoted: it must not count as fixing itself.
  q('how humid will tomorrow be', WEATHER),
];
const pool = [
  { traceId: 't-meeting', query: 'is the weather fine for my meeting' },
  { traceId: 't-humid', query: 'how humid will tomorrow be' },
  { traceId: 't-rain', query: 'will it rain this evening' },
];

describe('examples chosen by replay', () => {
  it('quotes the request that wins picks, not one that takes another tool’s queries or only fixes itself', async () => {
    const index = new Bm25Index(catalogue);
    const current = catalogue[0]![1];
    const choice = await chooseExamples({
      tool: WEATHER,
      current,
      pool,
      tuning: { queries: tuning },
      index,
      maxTokens: 60,
    });
    expect(choice.examples.map((e) => e.traceId)).toEqual(['t-rain']);
    // Its own query is left out: the two other rain queries are what it won.
    expect(choice.net).toBe(2);
    // Quoted with a word elided, it is still not scored on the request the user asked.
    const elided = await chooseExamples({
      tool: WEATHER,
      current,
      pool: [{ traceId: 't-rain', query: 'will it rain this …', asked: 'will it rain this evening' }],
      tuning: { queries: tuning },
      index,
      maxTokens: 60,
    });
    expect(elided.net).toBe(2);
    const twin = await chooseExamples({
      tool: WEATHER,
      current,
      pool: [{ traceId: 't-rain', query: 'Will it rain this evening?' }],
      tuning: { queries: tuning },
      index,
      maxTokens: 60,
    });
    expect(twin.net).toBe(2);
    // The index is as it was: choosing replays on copies of the scores, it does not edit the catalogue.
    expect(index.rank('will it rain this evening', 1)).toEqual([]);
  });

  it('splits requests by their words: a near-duplicate or a templated twin falls on the same side', () => {
    const twins: [string, string][] = [
      ['Weather in Paris tomorrow?', 'weather in paris   tomorrow'],
      ['refund order 1234', 'Refund order #98.'],
      ['flight UA-2231 status', 'flight ua 17 status'],
    ];
    for (const [a, b] of twins) {
      expect(splitKey(a)).toBe(splitKey(b));
      expect(offlineHalf(a)).toBe(offlineHalf(b));
    }
    // Different words are different requests.
    expect(splitKey('weather in paris')).not.toBe(splitKey('weather in lyon'));
  });

  it('never quotes requests that add up to a line the readability gate blocks as a bare list', async () => {
    const index = new Bm25Index(catalogue);
    const current = catalogue[0]![1];
    // Each helps on its own; quoted together their commas make a bare list of 8 short items.
    const commas = [
      { traceId: 't-wind', query: 'rain, wind, snow, ice tomorrow' },
      { traceId: 't-hail', query: 'hail, sleet, fog, frost tonight' },
    ];
    const weather = [
      q('rain and wind expected', WEATHER),
      q('snow tomorrow morning', WEATHER),
      q('hail tonight', WEATHER),
      q('sleet and fog later', WEATHER),
    ];
    const choice = await chooseExamples({
      tool: WEATHER,
      current,
      pool: commas,
      tuning: { queries: weather },
      index,
      maxTokens: 60,
    });
    expect(choice.examples).toHaveLength(1);
    expect(checkReadability(withExamples(current, choice.examples), current).passed).toBe(true);
    expect(checkReadability(withExamples(current, commas), current).passed).toBe(false);
  });

  it('stays within the length budget, and chooses nothing when nothing helps', async () => {
    const index = new Bm25Index(catalogue);
    const current = catalogue[0]![1];
    const tight = await chooseExamples({
      tool: WEATHER,
      current,
      pool,
      tuning: { queries: tuning },
      index,
      maxTokens: countTokens(current) + 3,
    });
    expect(tight.examples).toEqual([]);
    const fits = await chooseExamples({
      tool: WEATHER,
      current,
      pool,
      tuning: { queries: tuning },
      index,
      maxTokens: countTokens(withExamples(current, [pool[2]!])),
    });
    expect(fits.examples.map((e) => e.traceId)).toEqual(['t-rain']);
    const calendarOnly = await chooseExamples({
      tool: WEATHER,
      current,
      pool,
      tuning: { queries: tuning.filter((t) => t.servedBy === CALENDAR) },
      index,
      maxTokens: 60,
    });
    expect(calendarOnly.examples).toEqual([]);
  });

  it('keeps the requests the current text quotes and adds to them, or chooses nothing', async () => {
    const index = new Bm25Index(catalogue);
    const current = `${catalogue[0]![1]}\n\nTypical requests: "how humid will tomorrow be".`;
    const choice = await chooseExamples({
      tool: WEATHER,
      current,
      pool,
      tuning: { queries: tuning },
      index,
      maxTokens: 60,
    });
    // The quoted request first, as approved (no trace of this run behind it), then the new pick.
    expect(choice.examples.map((e) => e.query)).toEqual(['how humid will tomorrow be', 'will it rain this evening']);
    expect(choice.examples.map((e) => e.traceId)).toEqual(['', 't-rain']);
    // Nothing to add: no chain, so the current text is not proposed again as a chain.
    const calendarOnly = await chooseExamples({
      tool: WEATHER,
      current,
      pool,
      tuning: { queries: tuning.filter((t) => t.servedBy === CALENDAR) },
      index,
      maxTokens: 60,
    });
    expect(calendarOnly.examples).toEqual([]);
  });
});

describe('quotable requests', () => {
  // Twelve sessions ask for the weather in many ways; each city is one user's.
  const sessions = Array.from({ length: 12 }, (_, i) => ({
    session: `s${i}`,
    query: `what is the weather forecast for tomorrow in my city, will it be windy or sunny, request ${i}`,
  }));
  const vocab = buildVocabulary(
    [...sessions, { session: 's0', query: 'weather in Lisbon' }, { session: 's1', query: 'my sister Ana asks' }],
    5,
  );
  const findings = (s: string) => privacyFindings(s, allowedWords('Returns the forecast for a place.'), vocab);
  const req = (query: string, traceId = query) => ({ traceId, query });

  it('elides a name or an identifier in a request, and drops a request with more than two', () => {
    const out = quotableRequests(
      [
        req('what is the weather forecast for Lisbon tomorrow'),
        req('will it be windy tomorrow in my city'),
        req('forecast for Lisbon, Porto and Faro on 2026-12-01'),
        req('Will It Be Windy Tomorrow In Lisbon'),
        req('sunny today'),
      ],
      findings,
      'Returns the forecast for a place.',
    );
    expect(out.map((r) => r.query)).toEqual([
      'what is the weather forecast for … tomorrow',
      'will it be windy tomorrow in my city',
    ]);
  });

  it('keeps the names the tool’s own text writes, and each text once', () => {
    const own = 'Skyline returns the forecast for a place. Data from Meteo.';
    const out = quotableRequests(
      [
        req('what is the Meteo forecast for tomorrow', 'a'),
        req('what is the Meteo forecast for tomorrow', 'b'),
        req('will it be windy tomorrow, Skyline?'),
      ],
      (s) => privacyFindings(s, allowedWords(own), vocab),
      own,
    );
    expect(out).toEqual([
      {
        traceId: 'a',
        query: 'what is the Meteo forecast for tomorrow',
        asked: 'what is the Meteo forecast for tomorrow',
      },
      {
        traceId: 'will it be windy tomorrow, Skyline?',
        query: 'will it be windy tomorrow, Skyline?',
        asked: 'will it be windy tomorrow, Skyline?',
      },
    ]);
  });
});
