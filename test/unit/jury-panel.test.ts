// Who sits on the jury, from config, with each judge a scripted ax service (AxMockAIService):
// different models or providers when configured, one model repeated only when asked for.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import type { JuryJudgeSpec } from '../../src/config/models.ts';
import { meteredLlm, meterFrom, type OnlineLlm } from '../../src/llm/provider.ts';
import { juryScore, panelAgreement } from '../../src/quality/jury.ts';
import { juryPanel } from '../../src/quality/jury-panel.ts';
import { rubricReply, scriptedAI, type ScriptedAI } from '../kit/mock-ai.ts';

const BASE = {
  WHETSTONE_LLM_PROVIDER: 'openai',
  WHETSTONE_LLM_API_KEY: 'sk-test',
  WHETSTONE_LLM_MODEL: 'gpt-4.1-mini',
};
const tool = { name: 'search_notes', description: 'Searches notes.', inputSchema: { type: 'object' } };

/** An online Llm whose every model is a scripted service; `asked` records which models were used. */
function scriptedLlm(c: ReturnType<typeof resolveConfig>, replies: Record<string, ScriptedAI>): OnlineLlm {
  return meteredLlm((model) => replies[model]!.ai, {
    provider: 'openai',
    model: c.llmModel!,
    meter: meterFrom(c),
  }) as OnlineLlm;
}

describe('jury panel', () => {
  it('seats three different models of the configured provider, each asked once per tool', async () => {
    const c = resolveConfig({ env: { ...BASE, WHETSTONE_JURY_MODELS: 'gpt-4.1-mini,gpt-4o,o4-mini' } });
    const replies = {
      'gpt-4.1-mini': scriptedAI(() => rubricReply([4, 2, 2, 3, 3, 3])),
      'gpt-4o': scriptedAI(() => rubricReply([4, 3, 2, 3, 3, 3])),
      'o4-mini': scriptedAI(() => rubricReply([5, 2, 1, 3, 4, 3])),
    };
    const llm = scriptedLlm(c, replies);
    const panel = juryPanel(c, llm, llm.meter.run('jury'));
    if ('skipped' in panel) throw new Error(panel.skipped);
    expect(panel.kind).toBe('models');
    expect(panel.judges.map((j) => j.name)).toEqual(['gpt-4.1-mini', 'gpt-4o', 'o4-mini']);
    const r = await juryScore(panel.judges, tool);
    for (const s of Object.values(replies)) expect(s.prompts.length).toBe(1);
    expect(r.verdicts.map((v) => v.scores?.purpose)).toEqual([4, 4, 5]);
    // Means 4.33, 2.33, 1.67, 3, 3.33, 3 → (2.944 − 1) / 4 → 49/100; two smells → improvement needed.
    expect(r.overall).toBe(49);
    expect(r.improvementNeeded).toBe(true);
  });

  it('seats judges on different providers, each with the key from its own variable', async () => {
    const judges = JSON.stringify([
      { provider: 'openai', model: 'gpt-4.1-mini' },
      { provider: 'anthropic', model: 'claude-3-5-haiku-latest', apiKeyEnv: 'TEST_ANTHROPIC_KEY' },
      { provider: 'ollama', model: 'qwen3:30b', apiUrl: 'http://127.0.0.1:11434' },
    ]);
    const c = resolveConfig({ env: { ...BASE, WHETSTONE_JURY_JUDGES: judges, TEST_ANTHROPIC_KEY: 'sk-ant-test' } });
    const seen: JuryJudgeSpec[] = [];
    const scripted = [4, 3, 2].map((p) => scriptedAI(() => rubricReply([p, 3, 3, 3, 3, 3])));
    const llm = scriptedLlm(c, {});
    const panel = juryPanel(c, llm, llm.meter.run('jury'), (spec) => {
      seen.push(spec);
      return scripted[seen.length - 1]!.ai;
    });
    if ('skipped' in panel) throw new Error(panel.skipped);
    expect(panel.judges.map((j) => j.name)).toEqual([
      'openai/gpt-4.1-mini',
      'anthropic/claude-3-5-haiku-latest',
      'ollama/qwen3:30b',
    ]);
    expect(seen.map((s) => s.apiKey)).toEqual(['sk-test', 'sk-ant-test', undefined]);
    const r = await juryScore(panel.judges, tool);
    expect(r.verdicts.map((v) => v.scores?.purpose)).toEqual([4, 3, 2]);
    expect(r.mean?.purpose).toBe(3);
  });

  it('does not fill the jury with one model unless asked to, and names it when asked', () => {
    const c = resolveConfig({ env: BASE });
    const llm = scriptedLlm(c, { 'gpt-4.1-mini': scriptedAI(() => rubricReply([3, 3, 3, 3, 3, 3])) });
    const none = juryPanel(c, llm, llm.meter.run('jury'));
    expect('skipped' in none && none.skipped).toMatch(/WHETSTONE_JURY_MODELS.*WHETSTONE_JURY_REPEAT_ONE_MODEL=true/);
    const asked = resolveConfig({ env: { ...BASE, WHETSTONE_JURY_REPEAT_ONE_MODEL: 'true' } });
    const panel = juryPanel(asked, llm, llm.meter.run('jury'));
    if ('skipped' in panel) throw new Error(panel.skipped);
    expect(panel.kind).toBe('one model repeated');
    expect(panel.judges.map((j) => j.name)).toEqual(['gpt-4.1-mini#1', 'gpt-4.1-mini#2', 'gpt-4.1-mini#3']);
  });

  it('refuses a repeated model, an unreadable judge list and a missing key, saying how to fix each', () => {
    expect(() => resolveConfig({ env: { ...BASE, WHETSTONE_JURY_MODELS: 'gpt-4o,gpt-4o,o4-mini' } })).toThrow(
      /lists "gpt-4o" twice; .*WHETSTONE_JURY_REPEAT_ONE_MODEL=true/,
    );
    expect(
      resolveConfig({
        env: { ...BASE, WHETSTONE_JURY_MODELS: 'gpt-4o,gpt-4o', WHETSTONE_JURY_REPEAT_ONE_MODEL: 'true' },
      }).juryModels,
    ).toEqual(['gpt-4o', 'gpt-4o']);
    expect(() => resolveConfig({ env: { ...BASE, WHETSTONE_JURY_JUDGES: '[{"provider": "openai"}]' } })).toThrow(
      /WHETSTONE_JURY_JUDGES=.* is invalid: must be a JSON array of two or more judges/,
    );
    const judges = JSON.stringify([
      { provider: 'openai', model: 'gpt-4.1-mini' },
      { provider: 'anthropic', model: 'claude-3-5-haiku-latest', apiKeyEnv: 'UNSET_TEST_KEY' },
    ]);
    expect(() => resolveConfig({ env: { ...BASE, WHETSTONE_JURY_JUDGES: judges } })).toThrow(
      /reads its key from UNSET_TEST_KEY, which is unset/,
    );
    const keyless = JSON.stringify([
      { provider: 'openai', model: 'gpt-4.1-mini' },
      { provider: 'anthropic', model: 'claude-3-5-haiku-latest' },
    ]);
    expect(() => resolveConfig({ env: { ...BASE, WHETSTONE_JURY_JUDGES: keyless } })).toThrow(/needs "apiKeyEnv"/);
    expect(() => resolveConfig({ env: { WHETSTONE_JURY_REPEAT_ONE_MODEL: 'maybe' } })).toThrow(
      /WHETSTONE_JURY_REPEAT_ONE_MODEL/,
    );
  });

  it('reports ICC(2,1) beside Spearman across tools: a judge always a point harsher keeps rho, lowers ICC', async () => {
    const levels = [1, 2, 3, 4, 5, 3];
    const results = [];
    for (const p of levels) {
      const s = (d: number) => Math.max(1, Math.min(5, p + d)) as number;
      const six = (d: number) =>
        [s(d), s(d), s(d), s(d), s(d), s(d)] as [number, number, number, number, number, number];
      const a = scriptedAI(() => rubricReply(six(0)));
      const b = scriptedAI(() => rubricReply(six(0)));
      const harsh = scriptedAI(() => rubricReply(p === 1 ? six(0) : six(-1)));
      results.push(
        await juryScore(
          [
            { name: 'a', ai: a.ai },
            { name: 'b', ai: b.ai },
            { name: 'harsh', ai: harsh.ai },
          ],
          tool,
        ),
      );
    }
    const agreement = panelAgreement(results)!;
    expect(agreement.tools).toBe(6);
    expect(agreement.judges).toEqual(['a', 'b', 'harsh']);
    const p = agreement.components.purpose;
    expect(p.spearman).toBeGreaterThan(0.95);
    expect(p.icc21).toBeLessThan(p.spearman - 0.05);
    expect(p.icc21).toBeGreaterThan(0.5);
    expect(panelAgreement(results.slice(0, 1))).toBeUndefined();
  });
});
