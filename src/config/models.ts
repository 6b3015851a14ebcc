// LLM, judge and optimizer settings: fields of the one config schema (config.ts).
import { z } from 'zod';
import { parseJsonObject, parseJsonValue, splitList } from './parse.ts';

// USD per million tokens per model ("*" for any other model), prompt and completion apart.
const priceTable = z.record(
  z.string().min(1),
  z.object({ input: z.number().min(0), output: z.number().min(0) }).strict(),
);

const PROVIDERS = [
  'openai',
  'openai-compatible',
  'anthropic',
  'google-gemini',
  'azure-openai',
  'mistral',
  'deepseek',
  'groq',
  'openrouter',
  'ollama',
  'vllm',
  'lm-studio',
  'llama-cpp',
] as const;

// One judge of the lint jury on any provider. The key is named by the environment variable
// that holds it, never written in a config file; resolveConfig reads and checks it.
const juryJudge = z
  .object({
    provider: z.enum(PROVIDERS),
    model: z.string().min(1),
    apiUrl: z.url().optional(),
    apiKeyEnv: z
      .string()
      .regex(/^[A-Z_][A-Z0-9_]*$/)
      .optional(),
  })
  .strict();
export type JuryJudgeSpec = z.infer<typeof juryJudge> & { apiKey?: string };

/**
 * The LLM poisoning reader's answer cap per sentence it reads: a line of number, class and a
 * reason of twelve words. The default, and the bounds the setting is checked against.
 */
export const READER_TOKENS_PER_SENTENCE = 40;
const READER_MIN_TOKENS_PER_SENTENCE = 12;
const READER_MAX_TOKENS_PER_SENTENCE = 400;

export const modelSettings = {
  llmProvider: z.enum(PROVIDERS).optional(),
  llmApiKey: z.string().min(1).optional(),
  llmApiUrl: z.url().optional(),
  llmModel: z.string().min(1).optional(),
  llmTimeoutMs: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  llmMaxRetries: z.coerce.number().int().min(0).max(10).default(3),
  llmRequestsPerMinute: z.coerce.number().int().min(1).max(100_000).default(60),
  llmDailyTokenBudget: z.coerce.number().int().min(0).default(2_000_000),
  llmUsdPerMillionTokens: z.coerce.number().min(0).default(0),
  llmPrices: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .transform((v, ctx) =>
      parseJsonObject(
        v,
        ctx,
        priceTable,
        'must be a JSON object like {"gpt-4o-mini": {"input": 0.15, "output": 0.6}, "*": {"input": 1, "output": 4}} (USD per million tokens)',
      ),
    )
    .default({}),
  juryModels: z
    .string()
    .regex(/^[^,\s]+(,[^,\s]+)*$/, 'must be a comma-separated list of model names')
    .transform(splitList)
    .optional(),
  juryJudges: z
    .union([z.array(z.unknown()), z.string()])
    .transform((v, ctx) =>
      parseJsonValue(
        v,
        ctx,
        z.array(juryJudge).min(2),
        'must be a JSON array of two or more judges like [{"provider": "openai", "model": "gpt-4.1-mini", "apiKeyEnv": "OPENAI_API_KEY"}, {"provider": "anthropic", "model": "claude-3-5-haiku-latest", "apiKeyEnv": "ANTHROPIC_API_KEY"}] (provider, model, optional apiUrl and apiKeyEnv: the environment variable holding the key)',
      ),
    )
    .optional(),
  juryRepeatOneModel: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .default(false),
  // The LLM reader in the injection gate; true has effect only with an LLM configured.
  poisoningLlm: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .default(true),
  // The reader's answer cap, per added sentence read (plus 16 for the field's name).
  poisoningLlmTokensPerSentence: z.coerce
    .number()
    .int()
    .min(
      READER_MIN_TOKENS_PER_SENTENCE,
      `must be at least ${READER_MIN_TOKENS_PER_SENTENCE}: an answer line needs about that many tokens for its number and class`,
    )
    .max(
      READER_MAX_TOKENS_PER_SENTENCE,
      `must be at most ${READER_MAX_TOKENS_PER_SENTENCE}: a line holds a class and a reason of twelve words; a larger cap only raises each call's estimate`,
    )
    .default(READER_TOKENS_PER_SENTENCE),
  metaTools: z
    .string()
    .regex(/^[^,\s]+(,[^,\s]+)*$/, 'must be a comma-separated list of tool names')
    .transform(splitList)
    .default([]),
  judgeBatchSize: z.coerce.number().int().min(1).max(10_000).default(500),
  judgeMaxAttempts: z.coerce.number().int().min(1).max(20).default(3),
  judgeCandidatesPerSide: z.coerce.number().int().min(1).max(50).default(1),
  judgeRetryBaseMs: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  judgeSampleRate: z.coerce.number().min(0).max(1).default(0.03),
  judgeOutputRetries: z.coerce.number().int().min(0).max(5).default(2),
  optimizeCandidates: z.coerce.number().int().min(1).max(10).default(3),
  optimizeEvidenceK: z.coerce.number().int().min(1).max(20).default(1),
  optimizeOfflineEvidenceK: z.coerce.number().int().min(1).max(500).default(50),
  optimizeMaxTokens: z.coerce.number().int().min(16).max(4000).default(200),
  optimizeMaxGrowth: z.coerce.number().min(1).max(10).default(2),
  optimizeMinNewTraces: z.coerce.number().int().min(1).default(20),
  optimizeMaxTokensPerRun: z.coerce.number().int().min(1000).default(50_000),
  optimizeReplayQueries: z.coerce.number().int().min(0).max(100_000).default(5000),
  optimizeIntervalMs: z.coerce.number().int().min(1000).default(60_000),
};
