import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_DATA } from '../kit/shared-data.ts';
import { spearman } from '../../src/quality/agreement.ts';
import { detectLanguage } from '../../src/quality/language.ts';
import { COMPONENTS, scoreDescription, type Component } from '../../src/quality/rubric.ts';
import { LEVELS } from '../fixtures/rubric-levels.ts';
import { cpuTimeOf } from '../../lib/eval/growth.ts';

describe('rubric scanner', () => {
  describe.each(COMPONENTS)('%s', (component) => {
    it.each([1, 2, 3, 4, 5])('scores the level-%i description at %i', (level) => {
      const t = LEVELS[component][level - 1]!;
      const r = scoreDescription(typeof t === 'string' ? { description: t } : t);
      expect(r.scores[component], r.reasons[component]).toBe(level);
    });
  });

  it('labels Bad when any component is below 3, naming the smells', () => {
    const r = scoreDescription({ description: 'Gets data.' });
    expect(r.label).toBe('Bad');
    expect(r.smells).toEqual([
      'Unclear Purpose',
      'Missing Usage Guidelines',
      'Unstated Limitations',
      'Opaque Parameters',
      'Exemplar Issues',
      'Underspecified/Incomplete',
    ]);
    for (const c of COMPONENTS) expect(r.reasons[c].length).toBeGreaterThan(5);
  });

  it('labels the complete example Good', () => {
    const r = scoreDescription({ description: LEVELS.purpose[4] as string });
    expect(r.label).toBe('Good');
    expect(r.smells).toEqual([]);
  });

  it('counts parameters documented in the input schema', () => {
    const description = 'Deletes a note permanently. This cannot be undone.';
    const bare = scoreDescription({ description });
    const documented = scoreDescription({
      description,
      inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Note id from search_notes' } } },
    });
    const undocumented = scoreDescription({
      description,
      inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
    });
    const none = scoreDescription({ description, inputSchema: { type: 'object', properties: {} } });
    expect(bare.scores.parameter_explanation).toBe(1);
    expect(undocumented.scores.parameter_explanation).toBe(1);
    expect(documented.scores.parameter_explanation).toBe(4);
    expect(none.scores.parameter_explanation).toBe(4);
    expect(none.reasons.parameter_explanation).toBe('the tool takes no parameters');
  });

  it('counts a parameter documented only by its enum: the allowed values say what it takes', () => {
    const description = 'Deletes a note permanently. This cannot be undone.';
    const byEnum = scoreDescription({
      description,
      inputSchema: { type: 'object', properties: { mode: { type: 'string', enum: ['soft', 'hard'] } } },
    });
    const emptyEnum = scoreDescription({
      description,
      inputSchema: { type: 'object', properties: { mode: { type: 'string', enum: [] } } },
    });
    expect(byEnum.scores.parameter_explanation).toBe(4);
    expect(emptyEnum.scores.parameter_explanation).toBe(1);
  });

  it('recognises a leading imperative verb the hand list does not know, not a noun phrase', () => {
    for (const d of [
      'Cancel the whole reservation and refund the user.',
      'Transfer the user to a human agent, with a summary of the issue.',
    ]) {
      expect(scoreDescription({ description: d }).reasons.purpose, d).toContain('starts with an action');
    }
    for (const d of [
      'Weather data for any city in the world, with hourly and daily values.',
      'Customer records of the shop, with their orders and addresses.',
    ]) {
      expect(scoreDescription({ description: d }).reasons.purpose, d).toContain('no leading action verb');
    }
  });

  it('notices text that is not in English', () => {
    expect(scoreDescription({ description: '通过关键字搜索游戏王卡牌，可以搜索卡牌名称、效果文本等。' }).language).toBe(
      'zh',
    );
    expect(detectLanguage('Поиск заметок по ключевым словам')).toBe('ru');
    expect(detectLanguage('ノートを検索します')).toBe('ja');
    expect(detectLanguage('Searches notes by keyword.')).toBe('en');
    expect(detectLanguage('')).toBe('unknown');
  });

  it('gives Chinese text credit for its length and cues, not only English words', () => {
    const short = scoreDescription({ description: '获取新闻' });
    const long = scoreDescription({
      description:
        '获取指定城市的天气预报，返回未来三天的温度、降水和风力。用于用户询问天气时；不要用于历史天气（请使用 history_weather）。注意：每分钟最多调用 10 次。',
    });
    for (const c of ['purpose', 'usage_guideline', 'limitation', 'length_completeness'] as Component[]) {
      expect(long.scores[c], c).toBeGreaterThan(short.scores[c]);
    }
  });
});

describe('rubric time on hostile input', () => {
  // Parameter lines are read line by line; `^\s*` once crossed blank lines, and with a second
  // loop of spaces after an optional bullet 8 KB of blank lines took minutes (cubic); a run of
  // spaces between two such loops was quadratic (8 KB of them: 55 times the prose's time).
  it('scores 64 KB of blank lines or of spaces on a line within 4× the time of 64 KB of prose', () => {
    const size = 64_000;
    const prose = 'Returns the weather forecast for a city for up to 7 days. '.repeat(size / 58);
    const ms = (description: string) => cpuTimeOf(() => scoreDescription({ description })).ms;
    const fastest = (text: string) => Math.min(ms(text), ms(text), ms(text));
    ms(prose);
    for (const hostile of [
      `Lists files${'\n'.repeat(size)}in a folder.`,
      `Lists files${'\n '.repeat(size / 2)}in a folder.`,
      `Lists files\n- path${' '.repeat(size)}!`,
      `Args${' '.repeat(size)}!`,
      // A unit after a number was looked for from each digit: 16 KB of digits took 0.6 s.
      `Lists files ${'1'.repeat(size)} in a folder.`,
    ]) {
      expect(fastest(hostile), JSON.stringify(hostile.slice(0, 16))).toBeLessThan(4 * Math.max(fastest(prose), 20));
    }
  });
});

describe('agreement with the LLM jury on the calibration file', () => {
  it('meets the targets: rho >= 0.65 on every component and >= 0.75 on at least four', () => {
    const rows = readFileSync(`${SHARED_DATA}rubric-jury/livemcpbench-calibration.jsonl`, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { description: string; jury_mean: Record<Component, number> });
    const ours = rows.map((r) => scoreDescription({ description: r.description }));
    const rhos = COMPONENTS.map((c) =>
      spearman(
        ours.map((o) => o.scores[c]),
        rows.map((r) => r.jury_mean[c]),
      ),
    );
    expect(Math.min(...rhos)).toBeGreaterThanOrEqual(0.65);
    expect(rhos.filter((r) => r >= 0.75).length).toBeGreaterThanOrEqual(4);
  });
});
