// The offline server summary (src/discovery/summary.ts): every tool of the server is named,
// however many it has; first sentences fill the word budget in catalogue order.
import { describe, expect, it } from 'vitest';
import { humanize, offlineSummary } from '../../src/discovery/summary.ts';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const tool = (name: string, description: string) => ({ name, description });
// Distinct, multi-word names: a name cut from the summary is then plainly missing.
const VERBS = ['create', 'update', 'delete', 'list', 'export', 'import', 'merge', 'render'];
const NOUNS = ['slide', 'chart', 'table', 'image', 'note'];
const many = VERBS.flatMap((v) =>
  NOUNS.map((n) => tool(`${v}_${n}`, `Does ${v} on a ${n} with many options and settings here.`)),
);
const partsOf = (s: string) => s.slice(s.indexOf('Tools: ') + 'Tools: '.length).split('; ');

describe('offline server summary', () => {
  it('names every tool of a server whose tools overflow the budget', () => {
    const s = offlineSummary({ server: 'office-suite', tools: many });
    for (const t of many) expect(s).toContain(humanize(t.name));
    expect(partsOf(s).map((p) => p.replace(/ \(.*\)$/, ''))).toEqual(many.map((t) => humanize(t.name)));
  });

  it('gives the first tools their first sentence within the budget, the rest their name', () => {
    const s = offlineSummary({ server: 'office-suite', tools: many });
    const parts = partsOf(s);
    const told = parts.filter((p) => p.endsWith(')'));
    // A prefix of the tools, each with its first sentence, as many as fit in 120 words.
    expect(told).toEqual(many.slice(0, told.length).map((t) => `${humanize(t.name)} (${t.description})`));
    const prose = words(`office suite. Tools: ${told.join('; ')}`);
    expect(prose).toBeLessThanOrEqual(120);
    expect(prose + words(`${humanize(many[told.length]!.name)} ${many[told.length]!.description}`)).toBeGreaterThan(
      120,
    );
    // The summary grows by the names of the rest, nothing more.
    expect(words(s)).toBe(prose + many.slice(told.length).reduce((n, t) => n + words(humanize(t.name)), 0));
  });

  it('is unchanged for a server that fits, and names a tool without a description', () => {
    const small = {
      server: 'weather',
      tools: [tool('get_forecast', 'Forecast for a city. Hourly.'), tool('alerts', '')],
    };
    expect(offlineSummary(small)).toBe('weather. Tools: get forecast (Forecast for a city.); alerts');
  });
});
