import { Counter, type Registry } from 'prom-client';

export interface JudgeMetrics {
  bySignals: Counter;
  byLlm: Counter;
  reused: Counter;
  tokens: Counter;
  failures: Counter<'kind'>;
}

export function createJudgeMetrics(registry: Registry): JudgeMetrics {
  const registers = [registry];
  return {
    bySignals: new Counter({
      name: 'whetstone_judge_signals_total',
      help: 'Traces judged by trace signals',
      registers,
    }),
    byLlm: new Counter({ name: 'whetstone_judge_llm_total', help: 'Traces judged by the LLM judge', registers }),
    reused: new Counter({
      name: 'whetstone_judge_reused_total',
      help: 'LLM judgments reused from an identical trace',
      registers,
    }),
    tokens: new Counter({ name: 'whetstone_judge_llm_tokens_total', help: 'Tokens spent by the LLM judge', registers }),
    failures: new Counter({
      name: 'whetstone_judge_failures_total',
      help: 'LLM judge failures, by kind (transient, malformed, gave_up)',
      labelNames: ['kind'],
      registers,
    }),
  };
}
