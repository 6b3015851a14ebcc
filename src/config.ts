// One schema for every setting. Resolved once at start from (lowest to highest
// precedence) defaults, an optional JSON file (--config or WHETSTONE_CONFIG), and
// environment variables. An invalid value fails here, naming the setting, where it came
// from, and how to fix it, so nothing downstream has to re-validate.
import { readFileSync } from 'node:fs';
import { availableParallelism, userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { RE2JS } from 're2js';
import { WhetstoneError } from './errors.ts';

const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'silent'] as const;

// USD per million tokens per model ("*" for any other model), prompt and completion apart.
const serverMap = z.record(
  z.string(),
  z
    .string()
    .min(1)
    .regex(/^[^/]+$/),
);
const priceTable = z.record(
  z.string().min(1),
  z.object({ input: z.number().min(0), output: z.number().min(0) }).strict(),
);

/** Where deploy/local/models.sh puts the embedding models (relative to this checkout). */
export const DEFAULT_MODEL_DIR = fileURLToPath(new URL('../deploy/local/.cache/models', import.meta.url));

export const configSchema = z.object({
  databaseUrl: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  dataDir: z.string().min(1).default('.whetstone'),
  actor: z.string().min(1).max(200).optional(),
  logLevel: z.enum(logLevels).default('warn'),
  maxDescriptionBytes: z.coerce.number().int().min(256).max(1_048_576).default(65_536),
  dbLockTimeoutMs: z.coerce.number().int().min(0).max(600_000).default(30_000),
  dbConnectTimeoutMs: z.coerce.number().int().min(100).max(120_000).default(5_000),
  dbPoolMax: z.coerce.number().int().min(1).max(200).default(10),
  kafkaBrokers: z
    .string()
    .regex(/^[^,\s]+:\d+(,[^,\s]+:\d+)*$/, 'must be host:port[,host:port…]')
    .transform(splitList)
    .optional(),
  kafkaClientId: z.string().min(1).default('whetstone'),
  tracesTopic: z.string().min(1).max(249).default('whetstone.traces'),
  dlqTopic: z.string().min(1).max(249).default('whetstone.traces.dlq'),
  consumerGroup: z.string().min(1).default('whetstone-ingest'),
  kafkaSessionTimeoutMs: z.coerce.number().int().min(6_000).max(300_000).default(30_000),
  maxTraceBytes: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1_048_576)
    .default(1_048_576),
  ingestChunkSize: z.coerce.number().int().min(1).max(10_000).default(1000),
  kafkaFetchBytes: z.coerce
    .number()
    .int()
    .min(65_536)
    .max(256 * 1_048_576)
    .default(16 * 1_048_576),
  redactPatterns: z
    .union([z.array(z.string()), z.string().transform((s, ctx) => parseJsonArray(s, ctx))])
    .default([])
    .refine(
      (xs) => xs.every(isValidRegex),
      'each pattern must be a valid RE2 regular expression (runs in linear time: no lookaround, no backreferences)',
    ),
  llmProvider: z
    .enum([
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
    ])
    .optional(),
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
  judgeBatchSize: z.coerce.number().int().min(1).max(10_000).default(500),
  judgeMaxAttempts: z.coerce.number().int().min(1).max(20).default(3),
  judgeCandidatesPerSide: z.coerce.number().int().min(1).max(50).default(1),
  judgeRetryBaseMs: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  judgeSampleRate: z.coerce.number().min(0).max(1).default(0.03),
  judgeOutputRetries: z.coerce.number().int().min(0).max(5).default(2),
  optimizeCandidates: z.coerce.number().int().min(1).max(10).default(3),
  optimizeEvidenceK: z.coerce.number().int().min(1).max(20).default(1),
  optimizeOfflineEvidenceK: z.coerce.number().int().min(1).max(500).default(50),
  optimizeMaxWords: z.coerce.number().int().min(10).max(2000).default(150),
  optimizeMaxGrowth: z.coerce.number().min(1).max(10).default(2),
  optimizeMinNewTraces: z.coerce.number().int().min(1).default(20),
  optimizeMaxTokensPerRun: z.coerce.number().int().min(1000).default(50_000),
  optimizeReplayQueries: z.coerce.number().int().min(0).max(100_000).default(5000),
  optimizeIntervalMs: z.coerce.number().int().min(1000).default(60_000),
  autoApproveServers: z
    .string()
    .regex(/^[^,\s/]+(,[^,\s/]+)*$/, 'must be a comma-separated list of server names')
    .transform(splitList)
    .optional(),
  publishCron: z.string().min(9).default('* * * * *'),
  publishFile: z.string().min(1).optional(),
  webhookUrl: z.url().optional(),
  webhookSecret: z.string().min(16, 'must be at least 16 characters').optional(),
  descriptionsTopic: z.string().min(1).default('whetstone.descriptions'),
  proxyEventsTopic: z.string().min(1).default('whetstone.tool-calls'),
  proxyCallTimeoutMs: z.coerce.number().int().min(100).default(600_000),
  writesPerMinute: z.coerce.number().int().min(1).max(100_000).default(60),
  httpHost: z.string().min(1).default('127.0.0.1'),
  httpPort: z.coerce.number().int().min(0).max(65535).default(8787),
  retainTracesDays: z.coerce.number().int().min(0).default(90),
  retainDeadLettersDays: z.coerce.number().int().min(0).default(30),
  retainPublishTicksDays: z.coerce.number().int().min(0).default(7),
  maintenanceIntervalMs: z.coerce.number().int().min(1000).default(3_600_000),
  maintenanceBatchSize: z.coerce.number().int().min(1).max(100_000).default(1000),
  embeddingsModelDir: z.string().min(1).default(DEFAULT_MODEL_DIR),
  embeddingsModel: z
    .string()
    .regex(
      /^[A-Za-z0-9._-]+$/,
      'must be a model folder name under WHETSTONE_EMBEDDINGS_MODEL_DIR (e.g. all-minilm-l6-v2), or "none"',
    )
    .default('all-minilm-l6-v2'),
  embeddingsLlmModel: z.string().min(1).optional(),
  privacyMinSessions: z.coerce.number().int().min(0).max(1000).default(5),
  // Unset: 0.5 offline, 0.25 with an LLM (optimize/setup.ts says why).
  replayMaxP: z.coerce.number().gt(0).max(1).optional(),
  mcpAllowedHosts: z
    .string()
    .regex(
      /^[^,\s]+(,[^,\s]+)*$/,
      'must be a comma-separated list of host or host:port names, e.g. mcp.internal,mcp.internal:443',
    )
    .transform((s) => splitList(s.toLowerCase()))
    .optional(),
  mcpAllowedOrigins: z
    .string()
    .regex(
      /^https?:\/\/[^,\s]+(,https?:\/\/[^,\s]+)*$/,
      'must be a comma-separated list of origins, e.g. https://app.example.com',
    )
    .transform(splitList)
    .optional(),
  mcpMaxBodyBytes: z.coerce
    .number()
    .int()
    .min(1024)
    .max(256 * 1_048_576)
    .default(4 * 1_048_576),
  proxyToken: z.string().min(24, 'must be at least 24 characters (e.g. `openssl rand -base64 32`)').optional(),
  proxyReloadIntervalMs: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  // OpenTelemetry doors (docs/traces.md): the OTLP Kafka topic (unset: off), its format,
  // the exporters' token for POST /v1/traces, and the assembler's windows and limits.
  otlpTopic: z.string().min(1).max(249).optional(),
  otlpFormat: z.enum(['auto', 'protobuf', 'json']).default('auto'),
  otlpMaxBytes: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1_048_576)
    .default(8 * 1_048_576),
  otlpToken: z.string().min(16, 'must be at least 16 characters').optional(),
  otelIdleMs: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  otelMaxAgeMs: z.coerce
    .number()
    .int()
    .min(1000)
    .max(7 * 86_400_000)
    .default(600_000),
  otelMaxSpans: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  otelCacheMb: z.coerce.number().int().min(0).max(65_536).default(128),
  otelDefaultServer: z
    .string()
    .min(1)
    .max(256)
    .regex(/^[^/]+$/, 'must not contain "/"')
    .default('unknown'),
  otelServerMap: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .transform((v, ctx) =>
      parseJsonObject(
        v,
        ctx,
        serverMap,
        'must be a JSON object mapping server.address[:port], mcp.server.name or service.name to a server name (no "/"), e.g. {"10.0.0.5:8080": "fs"}',
      ),
    )
    .default({}),
  rolloutRegression: z.coerce
    .number()
    .gt(0, 'must be above 0')
    .lt(1, 'must be below 1 (0.1 = 10 points of success rate)')
    .default(0.1),
  rolloutAlpha: z.coerce.number().gt(0, 'must be above 0').max(0.2, 'must be at most 0.2').default(0.05),
  rolloutMinSessions: z.coerce.number().int().min(10).max(1_000_000).default(200),
  rolloutMaxHours: z.coerce
    .number()
    .gt(0)
    .max(24 * 365)
    .default(168),
  rolloutIntervalMs: z.coerce.number().int().min(1000).default(60_000),
  rolloutWebhookUrl: z.url().optional(),
  decodeWorkers: z.coerce.number().int().min(0).max(64).default(defaultDecodeWorkers()),
  decodeInlineMaxBytes: z.coerce
    .number()
    .int()
    .min(0)
    .max(1 << 30)
    .default(defaultDecodeInlineMaxBytes()),
  decodeTimeoutMs: z.coerce.number().int().min(0).max(600_000).default(2_000),
  kafkaHeartbeatMs: z.coerce.number().int().min(100).max(100_000).optional(),
  shutdownTimeoutMs: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
});

/**
 * Default decode pool size: a core for the event loop, the rest (up to 4) for decoding; at
 * least one worker even on two cores, because inline decode holds the loop for a whole
 * message (close to a second for 1 MiB, too close to a 1 s health check).
 */
export function defaultDecodeWorkers(cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores - 1, 4));
}

/**
 * Default size up to which a message is decoded on the event loop even with workers. On two
 * cores a worker's hand-off and the copies each way cost more than decoding a small message,
 * and no core is spare to earn it back; with more cores every message goes to the workers.
 * Larger messages always go to a worker, so no single message holds the loop for long.
 */
export function defaultDecodeInlineMaxBytes(cores = availableParallelism()): number {
  return cores > 2 ? 0 : 65_536;
}

// List settings are split here, once, so every use gets an array.
function splitList(s: string): string[] {
  return s.split(',');
}

function parseJsonArray(s: string, ctx: z.RefinementCtx): string[] {
  try {
    const v: unknown = JSON.parse(s);
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v;
  } catch {
    // reported below
  }
  ctx.addIssue({
    code: 'custom',
    message: 'must be a JSON array of regular-expression strings, e.g. ["ACME-[0-9]{8}"]',
  });
  return z.NEVER;
}

// A JSON object setting: given as JSON text (environment) or as an object (config file).
function parseJsonObject<T>(raw: unknown, ctx: z.RefinementCtx, schema: z.ZodType<T>, message: string): T {
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      v = undefined;
    }
  }
  const r = schema.safeParse(v);
  if (r.success) return r.data;
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

function isValidRegex(p: string): boolean {
  try {
    RE2JS.compile(p);
    return true;
  } catch {
    return false;
  }
}

export type Config = z.infer<typeof configSchema> & { actor: string };
export type SettingKey = keyof z.infer<typeof configSchema>;

/** Environment variable for each setting; the table is also the documentation. */
export const envNames: Record<SettingKey, string> = {
  databaseUrl: 'DATABASE_URL',
  dataDir: 'WHETSTONE_DATA_DIR',
  actor: 'WHETSTONE_ACTOR',
  logLevel: 'WHETSTONE_LOG_LEVEL',
  maxDescriptionBytes: 'WHETSTONE_MAX_DESCRIPTION_BYTES',
  dbLockTimeoutMs: 'WHETSTONE_DB_LOCK_TIMEOUT_MS',
  dbConnectTimeoutMs: 'WHETSTONE_DB_CONNECT_TIMEOUT_MS',
  dbPoolMax: 'WHETSTONE_DB_POOL_MAX',
  kafkaBrokers: 'KAFKA_BROKERS',
  kafkaClientId: 'WHETSTONE_KAFKA_CLIENT_ID',
  tracesTopic: 'WHETSTONE_TRACES_TOPIC',
  dlqTopic: 'WHETSTONE_DLQ_TOPIC',
  consumerGroup: 'WHETSTONE_CONSUMER_GROUP',
  kafkaSessionTimeoutMs: 'WHETSTONE_KAFKA_SESSION_TIMEOUT_MS',
  maxTraceBytes: 'WHETSTONE_MAX_TRACE_BYTES',
  ingestChunkSize: 'WHETSTONE_INGEST_CHUNK_SIZE',
  kafkaFetchBytes: 'WHETSTONE_KAFKA_FETCH_BYTES',
  redactPatterns: 'WHETSTONE_REDACT_PATTERNS',
  llmProvider: 'WHETSTONE_LLM_PROVIDER',
  llmApiKey: 'WHETSTONE_LLM_API_KEY',
  llmApiUrl: 'WHETSTONE_LLM_API_URL',
  llmModel: 'WHETSTONE_LLM_MODEL',
  llmTimeoutMs: 'WHETSTONE_LLM_TIMEOUT_MS',
  llmMaxRetries: 'WHETSTONE_LLM_MAX_RETRIES',
  llmRequestsPerMinute: 'WHETSTONE_LLM_REQUESTS_PER_MINUTE',
  llmDailyTokenBudget: 'WHETSTONE_LLM_DAILY_TOKEN_BUDGET',
  llmUsdPerMillionTokens: 'WHETSTONE_LLM_USD_PER_MILLION_TOKENS',
  llmPrices: 'WHETSTONE_LLM_PRICES',
  juryModels: 'WHETSTONE_JURY_MODELS',
  judgeBatchSize: 'WHETSTONE_JUDGE_BATCH_SIZE',
  judgeMaxAttempts: 'WHETSTONE_JUDGE_MAX_ATTEMPTS',
  judgeCandidatesPerSide: 'WHETSTONE_JUDGE_CANDIDATES_PER_SIDE',
  judgeRetryBaseMs: 'WHETSTONE_JUDGE_RETRY_BASE_MS',
  judgeSampleRate: 'WHETSTONE_JUDGE_SAMPLE_RATE',
  judgeOutputRetries: 'WHETSTONE_JUDGE_OUTPUT_RETRIES',
  optimizeCandidates: 'WHETSTONE_OPTIMIZE_CANDIDATES',
  optimizeEvidenceK: 'WHETSTONE_OPTIMIZE_EVIDENCE_K',
  optimizeOfflineEvidenceK: 'WHETSTONE_OPTIMIZE_OFFLINE_EVIDENCE_K',
  optimizeMaxWords: 'WHETSTONE_OPTIMIZE_MAX_WORDS',
  optimizeMaxGrowth: 'WHETSTONE_OPTIMIZE_MAX_GROWTH',
  optimizeMinNewTraces: 'WHETSTONE_OPTIMIZE_MIN_NEW_TRACES',
  optimizeMaxTokensPerRun: 'WHETSTONE_OPTIMIZE_MAX_TOKENS_PER_RUN',
  optimizeReplayQueries: 'WHETSTONE_OPTIMIZE_REPLAY_QUERIES',
  optimizeIntervalMs: 'WHETSTONE_OPTIMIZE_INTERVAL_MS',
  autoApproveServers: 'WHETSTONE_AUTO_APPROVE_SERVERS',
  publishCron: 'WHETSTONE_PUBLISH_CRON',
  publishFile: 'WHETSTONE_PUBLISH_FILE',
  webhookUrl: 'WHETSTONE_WEBHOOK_URL',
  webhookSecret: 'WHETSTONE_WEBHOOK_SECRET',
  descriptionsTopic: 'WHETSTONE_DESCRIPTIONS_TOPIC',
  proxyEventsTopic: 'WHETSTONE_PROXY_EVENTS_TOPIC',
  proxyCallTimeoutMs: 'WHETSTONE_PROXY_CALL_TIMEOUT_MS',
  writesPerMinute: 'WHETSTONE_WRITES_PER_MINUTE',
  httpHost: 'WHETSTONE_HTTP_HOST',
  httpPort: 'WHETSTONE_HTTP_PORT',
  retainTracesDays: 'WHETSTONE_RETAIN_TRACES_DAYS',
  retainDeadLettersDays: 'WHETSTONE_RETAIN_DEAD_LETTERS_DAYS',
  retainPublishTicksDays: 'WHETSTONE_RETAIN_PUBLISH_TICKS_DAYS',
  maintenanceIntervalMs: 'WHETSTONE_MAINTENANCE_INTERVAL_MS',
  maintenanceBatchSize: 'WHETSTONE_MAINTENANCE_BATCH_SIZE',
  embeddingsModelDir: 'WHETSTONE_EMBEDDINGS_MODEL_DIR',
  embeddingsModel: 'WHETSTONE_EMBEDDINGS_MODEL',
  embeddingsLlmModel: 'WHETSTONE_EMBEDDINGS_LLM_MODEL',
  privacyMinSessions: 'WHETSTONE_PRIVACY_MIN_SESSIONS',
  replayMaxP: 'WHETSTONE_REPLAY_MAX_P',
  mcpAllowedHosts: 'WHETSTONE_MCP_ALLOWED_HOSTS',
  mcpAllowedOrigins: 'WHETSTONE_MCP_ALLOWED_ORIGINS',
  mcpMaxBodyBytes: 'WHETSTONE_MCP_MAX_BODY_BYTES',
  proxyToken: 'WHETSTONE_PROXY_TOKEN',
  proxyReloadIntervalMs: 'WHETSTONE_PROXY_RELOAD_INTERVAL_MS',
  otlpTopic: 'WHETSTONE_OTLP_TOPIC',
  otlpFormat: 'WHETSTONE_OTLP_FORMAT',
  otlpMaxBytes: 'WHETSTONE_OTLP_MAX_BYTES',
  otlpToken: 'WHETSTONE_OTLP_TOKEN',
  otelIdleMs: 'WHETSTONE_OTEL_IDLE_MS',
  otelMaxAgeMs: 'WHETSTONE_OTEL_MAX_AGE_MS',
  otelMaxSpans: 'WHETSTONE_OTEL_MAX_SPANS',
  otelCacheMb: 'WHETSTONE_OTEL_CACHE_MB',
  otelDefaultServer: 'WHETSTONE_OTEL_DEFAULT_SERVER',
  otelServerMap: 'WHETSTONE_OTEL_SERVER_MAP',
  rolloutRegression: 'WHETSTONE_ROLLOUT_REGRESSION',
  rolloutAlpha: 'WHETSTONE_ROLLOUT_ALPHA',
  rolloutMinSessions: 'WHETSTONE_ROLLOUT_MIN_SESSIONS',
  rolloutMaxHours: 'WHETSTONE_ROLLOUT_MAX_HOURS',
  rolloutIntervalMs: 'WHETSTONE_ROLLOUT_INTERVAL_MS',
  rolloutWebhookUrl: 'WHETSTONE_ROLLOUT_WEBHOOK_URL',
  decodeWorkers: 'WHETSTONE_DECODE_WORKERS',
  decodeInlineMaxBytes: 'WHETSTONE_DECODE_INLINE_MAX_BYTES',
  decodeTimeoutMs: 'WHETSTONE_DECODE_TIMEOUT_MS',
  kafkaHeartbeatMs: 'WHETSTONE_KAFKA_HEARTBEAT_MS',
  shutdownTimeoutMs: 'WHETSTONE_SHUTDOWN_TIMEOUT_MS',
};

export interface ResolveOptions {
  env?: NodeJS.ProcessEnv;
  configFile?: string | undefined;
  overrides?: Partial<Record<SettingKey, unknown>>;
}

export function resolveConfig(opts: ResolveOptions = {}): Config {
  const env = opts.env ?? process.env;
  const file = opts.configFile ?? env.WHETSTONE_CONFIG;
  const origin = new Map<SettingKey, string>();
  const raw: Record<string, unknown> = {};

  if (file) {
    const fromFile = readConfigFile(file);
    for (const [k, v] of Object.entries(fromFile)) {
      if (!(k in envNames)) {
        throw new WhetstoneError(
          'config_invalid',
          `config: unknown setting "${k}" in ${file}; known settings: ${Object.keys(envNames).join(', ')}`,
        );
      }
      raw[k] = v;
      origin.set(k as SettingKey, `"${k}" in ${file}`);
    }
  }
  for (const [key, name] of Object.entries(envNames) as [SettingKey, string][]) {
    const v = env[name];
    if (v !== undefined && v !== '') {
      raw[key] = v;
      origin.set(key, name);
    }
  }
  for (const [key, v] of Object.entries(opts.overrides ?? {}) as [SettingKey, unknown][]) {
    if (v !== undefined) {
      raw[key] = v;
      origin.set(key, `--${key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}`);
    }
  }

  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.path[0] as SettingKey;
    const where = origin.get(key) ?? envNames[key] ?? String(key);
    const shown = raw[key] === undefined ? '' : `=${JSON.stringify(raw[key])}`;
    throw new WhetstoneError(
      'config_invalid',
      `config: ${where}${shown} is invalid: ${issue.message}. Fix or unset ${envNames[key] ?? key}.`,
    );
  }
  checkLlm(parsed.data);
  if (parsed.data.webhookUrl && !parsed.data.webhookSecret) {
    throw new WhetstoneError(
      'config_invalid',
      'config: WHETSTONE_WEBHOOK_URL needs WHETSTONE_WEBHOOK_SECRET (16+ characters) to sign deliveries',
    );
  }
  if (parsed.data.rolloutWebhookUrl && !parsed.data.webhookSecret) {
    throw new WhetstoneError(
      'config_invalid',
      'config: WHETSTONE_ROLLOUT_WEBHOOK_URL needs WHETSTONE_WEBHOOK_SECRET (16+ characters) to sign notifications',
    );
  }
  // The broker evicts a member that misses its session; a heartbeat at a third of the
  // session or slower leaves too little room for one lost or late heartbeat.
  if (
    parsed.data.kafkaHeartbeatMs !== undefined &&
    parsed.data.kafkaHeartbeatMs * 3 > parsed.data.kafkaSessionTimeoutMs
  ) {
    throw new WhetstoneError(
      'config_invalid',
      `config: WHETSTONE_KAFKA_HEARTBEAT_MS=${parsed.data.kafkaHeartbeatMs} must be at most a third of WHETSTONE_KAFKA_SESSION_TIMEOUT_MS=${parsed.data.kafkaSessionTimeoutMs}; lower the heartbeat or raise the session timeout`,
    );
  }
  return { ...parsed.data, actor: parsed.data.actor ?? defaultActor() };
}

// Settings that only make sense together, checked once here so the LLM code can trust them.
function checkLlm(c: z.infer<typeof configSchema>): void {
  if (!c.llmProvider) {
    for (const k of ['llmApiKey', 'llmApiUrl', 'llmModel', 'juryModels', 'embeddingsLlmModel'] as const) {
      if (c[k] !== undefined) {
        throw new WhetstoneError(
          'config_invalid',
          `config: ${envNames[k]} is set but WHETSTONE_LLM_PROVIDER is not; set the provider (e.g. openai) or unset ${envNames[k]}`,
        );
      }
    }
    return;
  }
  if (!c.llmModel)
    throw new WhetstoneError(
      'config_invalid',
      `config: WHETSTONE_LLM_PROVIDER=${c.llmProvider} needs WHETSTONE_LLM_MODEL (the model to call)`,
    );
  const local = ['ollama', 'vllm', 'lm-studio', 'llama-cpp', 'openai-compatible'];
  if (!c.llmApiKey && !local.includes(c.llmProvider)) {
    throw new WhetstoneError(
      'config_invalid',
      `config: WHETSTONE_LLM_PROVIDER=${c.llmProvider} needs WHETSTONE_LLM_API_KEY`,
    );
  }
  if (c.llmProvider === 'openai-compatible' && !c.llmApiUrl) {
    throw new WhetstoneError(
      'config_invalid',
      "config: WHETSTONE_LLM_PROVIDER=openai-compatible needs WHETSTONE_LLM_API_URL (the server's base URL, e.g. http://127.0.0.1:8000/v1)",
    );
  }
}

function readConfigFile(path: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new WhetstoneError('config_invalid', `config: cannot read ${path}: ${(err as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new WhetstoneError('config_invalid', `config: ${path} is not valid JSON: ${(err as Error).message}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new WhetstoneError('config_invalid', `config: ${path} must hold a JSON object of settings`);
  }
  return value as Record<string, unknown>;
}

function defaultActor(): string {
  try {
    return userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}
