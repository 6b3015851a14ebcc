// One schema for every setting. Resolved once at start from (lowest to highest
// precedence) defaults, an optional JSON file (--config or WHETSTONE_CONFIG), and
// environment variables. An invalid value fails here, naming the setting, where it came
// from, and how to fix it, so nothing downstream has to re-validate. The fields live by
// group in src/config/; the schema is assembled here, once.
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { z } from 'zod';
import { decodeSettings, kafkaSettings, otelSettings } from './config/intake.ts';
import { modelSettings, type JuryJudgeSpec } from './config/models.ts';
import { rolloutSettings, servingSettings } from './config/serving.ts';
import { WhetstoneError } from './errors.ts';

export { defaultDecodeInlineMaxBytes, defaultDecodeWorkers } from './config/intake.ts';
export { DEFAULT_MODEL_DIR } from './config/serving.ts';

const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'silent'] as const;

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
  ...kafkaSettings,
  ...modelSettings,
  ...servingSettings,
  ...otelSettings,
  ...rolloutSettings,
  ...decodeSettings,
  kafkaHeartbeatMs: z.coerce.number().int().min(100).max(100_000).optional(),
  shutdownTimeoutMs: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
});

/** `juryJudges` carry the key read from each judge's `apiKeyEnv` (or the LLM key) once resolved. */
export type Config = Omit<z.infer<typeof configSchema>, 'juryJudges'> & { actor: string; juryJudges?: JuryJudgeSpec[] };
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
  ingestProgressMs: 'WHETSTONE_INGEST_PROGRESS_MS',
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
  juryJudges: 'WHETSTONE_JURY_JUDGES',
  juryRepeatOneModel: 'WHETSTONE_JURY_REPEAT_ONE_MODEL',
  judgeBatchSize: 'WHETSTONE_JUDGE_BATCH_SIZE',
  judgeMaxAttempts: 'WHETSTONE_JUDGE_MAX_ATTEMPTS',
  judgeCandidatesPerSide: 'WHETSTONE_JUDGE_CANDIDATES_PER_SIDE',
  judgeRetryBaseMs: 'WHETSTONE_JUDGE_RETRY_BASE_MS',
  judgeSampleRate: 'WHETSTONE_JUDGE_SAMPLE_RATE',
  metaTools: 'WHETSTONE_META_TOOLS',
  judgeOutputRetries: 'WHETSTONE_JUDGE_OUTPUT_RETRIES',
  optimizeCandidates: 'WHETSTONE_OPTIMIZE_CANDIDATES',
  optimizeEvidenceK: 'WHETSTONE_OPTIMIZE_EVIDENCE_K',
  optimizeOfflineEvidenceK: 'WHETSTONE_OPTIMIZE_OFFLINE_EVIDENCE_K',
  optimizeMaxTokens: 'WHETSTONE_OPTIMIZE_MAX_TOKENS',
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
  retainEmbeddingsDays: 'WHETSTONE_RETAIN_EMBEDDINGS_DAYS',
  maintenanceIntervalMs: 'WHETSTONE_MAINTENANCE_INTERVAL_MS',
  maintenanceBatchSize: 'WHETSTONE_MAINTENANCE_BATCH_SIZE',
  embeddingsModelDir: 'WHETSTONE_EMBEDDINGS_MODEL_DIR',
  embeddingsThreads: 'WHETSTONE_EMBEDDINGS_THREADS',
  embeddingsModel: 'WHETSTONE_EMBEDDINGS_MODEL',
  discoveryModels: 'WHETSTONE_DISCOVERY_MODELS',
  embeddingsLlmModel: 'WHETSTONE_EMBEDDINGS_LLM_MODEL',
  poisoningModel: 'WHETSTONE_POISONING_MODEL',
  poisoningLlm: 'WHETSTONE_POISONING_LLM',
  poisoningLlmTokensPerSentence: 'WHETSTONE_POISONING_LLM_TOKENS_PER_SENTENCE',
  privacyMinSessions: 'WHETSTONE_PRIVACY_MIN_SESSIONS',
  replayMaxP: 'WHETSTONE_REPLAY_MAX_P',
  replaySelectors: 'WHETSTONE_REPLAY_SELECTORS',
  httpAllowedHosts: 'WHETSTONE_HTTP_ALLOWED_HOSTS',
  mcpAllowedHosts: 'WHETSTONE_MCP_ALLOWED_HOSTS',
  mcpMaxSessionsPerToken: 'WHETSTONE_MCP_MAX_SESSIONS_PER_TOKEN',
  mcpSessionIdleMs: 'WHETSTONE_MCP_SESSION_IDLE_MS',
  proxyMaxSessionsPerToken: 'WHETSTONE_PROXY_MAX_SESSIONS_PER_TOKEN',
  mcpAllowedOrigins: 'WHETSTONE_MCP_ALLOWED_ORIGINS',
  mcpMaxBodyBytes: 'WHETSTONE_MCP_MAX_BODY_BYTES',
  proxyToken: 'WHETSTONE_PROXY_TOKEN',
  proxyReloadIntervalMs: 'WHETSTONE_PROXY_RELOAD_INTERVAL_MS',
  proxyDiscovery: 'WHETSTONE_PROXY_DISCOVERY',
  proxyPins: 'WHETSTONE_PROXY_PINS',
  proxyDiscoveryK: 'WHETSTONE_PROXY_DISCOVERY_K',
  proxyFindToolsPerMinute: 'WHETSTONE_PROXY_FIND_TOOLS_PER_MINUTE',
  proxyMaxToolsPerUpstream: 'WHETSTONE_PROXY_MAX_TOOLS_PER_UPSTREAM',
  proxyVariants: 'WHETSTONE_PROXY_VARIANTS',
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
  rolloutWarmupClusters: 'WHETSTONE_ROLLOUT_WARMUP_CLUSTERS',
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
  /** The command-line flag an override came from, when it is not `--<key in kebab case>`. */
  flags?: Partial<Record<SettingKey, string>>;
}

export function resolveConfig(opts: ResolveOptions = {}): Config {
  const env = opts.env ?? process.env;
  const file = opts.configFile ?? env.WHETSTONE_CONFIG;
  const origin = new Map<SettingKey, string>();
  const raw: Record<string, unknown> = {};

  if (file) {
    const fromFile = readConfigFile(file);
    refuseRenamed(env, fromFile);
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
  refuseRenamed(env, {});
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
      origin.set(key, opts.flags?.[key] ?? `--${key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}`);
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
      `config: ${where}${shown} is invalid: ${issue.message}. Fix or unset ${opts.flags?.[key] && where === opts.flags[key] ? where : (envNames[key] ?? key)}.`,
    );
  }
  checkLlm(parsed.data);
  const juryJudges = checkJury(parsed.data, env);
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
  return {
    ...parsed.data,
    ...(juryJudges ? { juryJudges } : {}),
    actor: parsed.data.actor ?? defaultActor(),
  };
}

const LOCAL_PROVIDERS = ['ollama', 'vllm', 'lm-studio', 'llama-cpp', 'openai-compatible'];

// A jury is several judges; the same one asked again agrees with itself, which says little.
// So a repeated model (or judge) is refused unless asked for by name, and each judge's key
// is read here from the variable it names, once.
function checkJury(c: z.infer<typeof configSchema>, env: NodeJS.ProcessEnv): JuryJudgeSpec[] | undefined {
  const repeatHint =
    'name different models or providers, or set WHETSTONE_JURY_REPEAT_ONE_MODEL=true to ask one model several times (that measures its self-consistency, not agreement between judges)';
  if (c.juryModels && c.juryJudges)
    throw new WhetstoneError(
      'config_invalid',
      'config: set WHETSTONE_JURY_MODELS (models of the configured provider) or WHETSTONE_JURY_JUDGES (judges on any provider), not both',
    );
  const dup = (keys: string[]) => keys.find((k, i) => keys.indexOf(k) !== i);
  const twiceModel = c.juryModels && dup(c.juryModels);
  if (twiceModel && !c.juryRepeatOneModel)
    throw new WhetstoneError(
      'config_invalid',
      `config: WHETSTONE_JURY_MODELS lists "${twiceModel}" twice; ${repeatHint}`,
    );
  if (!c.juryJudges) return undefined;
  const twiceJudge = dup(c.juryJudges.map((j) => `${j.provider}/${j.model}@${j.apiUrl ?? ''}`));
  if (twiceJudge && !c.juryRepeatOneModel)
    throw new WhetstoneError(
      'config_invalid',
      `config: WHETSTONE_JURY_JUDGES lists ${twiceJudge} twice; ${repeatHint}`,
    );
  return c.juryJudges.map((j, i) => {
    if (j.apiKeyEnv) {
      const key = env[j.apiKeyEnv];
      if (!key)
        throw new WhetstoneError(
          'config_invalid',
          `config: WHETSTONE_JURY_JUDGES[${i}] (${j.provider} ${j.model}) reads its key from ${j.apiKeyEnv}, which is unset; export it or change apiKeyEnv`,
        );
      return { ...j, apiKey: key };
    }
    if (j.provider === c.llmProvider && c.llmApiKey) return { ...j, apiKey: c.llmApiKey };
    if (!LOCAL_PROVIDERS.includes(j.provider))
      throw new WhetstoneError(
        'config_invalid',
        `config: WHETSTONE_JURY_JUDGES[${i}] (${j.provider} ${j.model}) needs "apiKeyEnv": the environment variable holding its API key`,
      );
    return { ...j };
  });
}

// Settings that only make sense together, checked once here so the LLM code can trust them.
function checkLlm(c: z.infer<typeof configSchema>): void {
  if (!c.llmProvider) {
    for (const k of ['llmApiKey', 'llmApiUrl', 'llmModel', 'juryModels', 'juryJudges', 'embeddingsLlmModel'] as const) {
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
  if (!c.llmApiKey && !LOCAL_PROVIDERS.includes(c.llmProvider)) {
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

/**
 * Settings renamed when their unit changed: a word count read as a token count would
 * silently tighten the length gate by about a third, so the old name is refused with the
 * new one rather than accepted.
 */
const RENAMED: { old: string; oldEnv: string; now: SettingKey; why: string }[] = [
  {
    old: 'optimizeMaxWords',
    oldEnv: 'WHETSTONE_OPTIMIZE_MAX_WORDS',
    now: 'optimizeMaxTokens',
    why: 'the length gate counts o200k tokens now (about 1.3 per English word)',
  },
];

function refuseRenamed(env: NodeJS.ProcessEnv, fromFile: Record<string, unknown>): void {
  for (const r of RENAMED) {
    const where =
      env[r.oldEnv] !== undefined ? r.oldEnv : r.old in fromFile ? `"${r.old}" in the config file` : undefined;
    if (where)
      throw new WhetstoneError(
        'config_invalid',
        `config: ${where} is no longer read: ${r.why}; set ${envNames[r.now]} (or "${r.now}") instead`,
      );
  }
}
