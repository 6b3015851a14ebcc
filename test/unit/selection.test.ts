// Which traces the budgeted judge sends to the LLM (src/judge/selection.ts).
import { describe, expect, it } from 'vitest';
import { inSample, selectForLlm, SHARE_WITHIN } from '../../src/judge/selection.ts';
import type { PoolRow } from '../../src/store/sql/judgments.ts';

function row(trace: string, name: string, score: number, o: Partial<PoolRow> = {}): PoolRow {
  return {
    trace_id: trace,
    server: 's',
    name,
    outcome: 'served',
    judge_state: 'signaled',
    content_hash: trace,
    tool_calls: 1,
    answer_length: 400,
    signal_score: score,
    signal_passed: score >= 0.5,
    coverage: 0,
    llm_score: null,
    llm_passed: null,
    ...o,
  };
}
const noSample = { candidatesPerSide: 1, sampleRate: 0 };

describe('selectForLlm', () => {
  it('sends the best success and worst failure of a lone tool', () => {
    const pool = [row('a', 'lookup', 0.9), row('b', 'lookup', 0.8), row('c', 'lookup', 0.2), row('d', 'lookup', 0.1)];
    expect([...selectForLlm(pool, noSample).candidates].sort()).toEqual(['a', 'd']);
  });

  it('prefers one trace near the top for two tools over two traces each first for one', () => {
    // x is first for `lookup`, y first for `change`; z is second for both: one call serves both.
    const pool = [
      row('x', 'lookup', 0.95),
      row('z', 'lookup', 0.9),
      row('y', 'change', 0.95),
      row('z', 'change', 0.9),
      row('f', 'lookup', 0.1, { outcome: 'served' }),
      row('f', 'change', 0.1, { outcome: 'served' }),
    ];
    expect([...selectForLlm(pool, noSample).candidates].sort()).toEqual(['f', 'z']);
  });

  it('does not reach deeper than SHARE_WITHIN below the top K to share a call', () => {
    const deep = SHARE_WITHIN + 1; // z stands this many places below the top of `lookup`
    const lookups = Array.from({ length: deep }, (_, i) => row(`l${i}`, 'lookup', 0.99 - i * 0.01));
    const pool = [...lookups, row('z', 'lookup', 0.6), row('y', 'change', 0.95), row('z', 'change', 0.9)];
    const sent = selectForLlm(pool, noSample).candidates;
    expect(sent.has('l0')).toBe(true);
    expect(sent.has('z')).toBe(false);
    expect(sent.has('y')).toBe(true);
  });

  it('sends nothing more once each side has its LLM-judged trace near the top', () => {
    const judged = { llm_score: 0.9, llm_passed: true, judge_state: 'done' };
    const pool = [
      row('a', 'lookup', 0.9),
      row('b', 'lookup', 0.85, judged),
      row('c', 'lookup', 0.1, { llm_score: 0.1, llm_passed: false, judge_state: 'done' }),
    ];
    expect(selectForLlm(pool, noSample).candidates.size).toBe(0);
  });

  it('moves down a side when the LLM put its top trace on the other side', () => {
    const pool = [
      row('a', 'lookup', 0.9, { llm_score: 0.2, llm_passed: false, judge_state: 'done' }),
      row('b', 'lookup', 0.8),
      row('c', 'lookup', 0.1, { llm_score: 0.1, llm_passed: false, judge_state: 'done' }),
    ];
    expect([...selectForLlm(pool, noSample).candidates]).toEqual(['b']);
  });

  it('lets a sampled trace serve the sides it is near the top of, and keeps it out of the candidates', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `t${i}`);
    const sampled = ids.find((id) => inSample(id, 0.5))!;
    const unsampled = ids.find((id) => !inSample(id, 0.5))!;
    const pool = [row(unsampled, 'lookup', 0.9), row(sampled, 'lookup', 0.8)];
    // Without a sample the top trace is sent; with one, the sampled second serves the side.
    expect([...selectForLlm(pool, noSample).candidates]).toEqual([unsampled]);
    const s = selectForLlm(pool, { candidatesPerSide: 1, sampleRate: 0.5 });
    expect([...s.sample]).toEqual([sampled]);
    expect(s.candidates.size).toBe(0);
  });
});
