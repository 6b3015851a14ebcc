// The LLM path: Direct, Reverse and Arbitration calls over the code bundle, scripted with
// AxMockAIService; scores at the threshold become findings, and the budget hook runs first.
import { AxMockAIService } from '@ax-llm/ax';
import { describe, expect, it } from 'vitest';
import { checkSource } from '../../src/consistency/check.ts';
import { LABELLED_SERVERS_DIR } from '../../lib/eval/consistency-labels.ts';

function mock(prompts: string[]) {
  return new AxMockAIService<string>({
    features: { functions: false, streaming: false },
    chatResponse: async (req) => {
      const text = JSON.stringify(req.chatPrompt);
      prompts.push(text);
      const content = text.includes('Arbitrate')
        ? 'Unimplemented Score: 10\nOverclaimed Score: 85\nMisdescribed Score: 20\nAmbiguous Score: 69\nVerdict Reason: claims robots.txt is optional'
        : text.includes('Reverse reading')
          ? 'Code Summary: fetches a URL with httpx'
          : 'Claims Checked: fetch a URL - IMPLEMENTED';
      return { results: [{ index: 0, content, finishReason: 'stop' }], modelUsage: undefined };
    },
  });
}

describe('Direct-Reverse-Arbitration', () => {
  it('asks three questions per tool with its code, and reports kinds scored at or above 70', async () => {
    const prompts: string[] = [];
    let checks = 0;
    const r = await checkSource({
      dir: `${LABELLED_SERVERS_DIR}py-fetch`,
      llm: { ai: mock(prompts) as never, beforeCall: async () => void checks++ },
    });
    expect(prompts).toHaveLength(3);
    expect(checks).toBe(3);
    expect(prompts[0]).toContain('httpx');
    expect(prompts[1]).not.toContain('Fetches a URL from the internet');
    const llmFindings = r.tools[0]!.findings.filter((f) => f.score !== undefined);
    expect(llmFindings.map((f) => [f.type, f.score])).toEqual([['overclaimed', 85]]);
  });

  it('stops when the budget hook refuses', async () => {
    const prompts: string[] = [];
    const refuse = async () => {
      throw new Error('daily LLM budget used up');
    };
    await expect(
      checkSource({ dir: `${LABELLED_SERVERS_DIR}py-fetch`, llm: { ai: mock(prompts) as never, beforeCall: refuse } }),
    ).rejects.toThrow(/budget/);
    expect(prompts).toHaveLength(0);
  });
});
