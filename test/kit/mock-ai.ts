// The scripted LLM for tests: the benches' scripted service, plus canned replies.
export { scriptedAI, type ScriptedAI } from '../../lib/eval/scripted-ai.ts';

export function rubricReply(s: [number, number, number, number, number, number], reasoning = 'scripted'): string {
  return [
    `purpose: ${s[0]}`,
    `usageGuideline: ${s[1]}`,
    `limitation: ${s[2]}`,
    `parameterExplanation: ${s[3]}`,
    `examplesBalance: ${s[4]}`,
    `lengthCompleteness: ${s[5]}`,
    `reasoning: ${reasoning}`,
  ].join('\n');
}
