// Publishing, proxy, review server, retention, embeddings and rollout settings: fields of
// the one config schema (config.ts).
import { fileURLToPath } from 'node:url';
import cron from 'node-cron';
import { z } from 'zod';
import { INTENT_THRESHOLDS } from './intent-thresholds.ts';
import { splitList } from './parse.ts';
import { parseVariantRules } from './variants.ts';

/** Where deploy/local/models.sh puts the embedding models (relative to this checkout). */
export const DEFAULT_MODEL_DIR = fileURLToPath(new URL('../../deploy/local/.cache/models', import.meta.url));

/** The selectors the replay gate may judge a candidate by (quality/replay-gate.ts). */
export type ReplaySelectorName = 'bm25' | 'semantic' | 'two-stage';

export const servingSettings = {
  autoApproveServers: z
    .string()
    .regex(/^[^,\s/]+(,[^,\s/]+)*$/, 'must be a comma-separated list of server names')
    .transform(splitList)
    .optional(),
  // Checked here (not when the publisher starts), so a bad schedule stops the daemon before
  // anything runs rather than leaving it half started.
  publishCron: z
    .string()
    .refine((s) => cron.validate(s), 'must be a cron expression of 5 or 6 fields, e.g. "* * * * *" or "*/5 * * * *"')
    .default('* * * * *'),
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
  retainEmbeddingsDays: z.coerce.number().int().min(0).default(30),
  maintenanceIntervalMs: z.coerce.number().int().min(1000).default(3_600_000),
  maintenanceBatchSize: z.coerce.number().int().min(1).max(100_000).default(1000),
  embeddingsModelDir: z.string().min(1).default(DEFAULT_MODEL_DIR),
  embeddingsThreads: z.coerce.number().int().min(0).max(256).default(1),
  embeddingsModel: z
    .string()
    .regex(
      /^[A-Za-z0-9._-]+$/,
      'must be a model folder name under WHETSTONE_EMBEDDINGS_MODEL_DIR (e.g. all-minilm-l6-v2), or "none"',
    )
    .default('all-minilm-l6-v2'),
  embeddingsLlmModel: z.string().min(1).optional(),
  // Discovery's own models: routing is measured per model (bench:discovery), and two small
  // models fused by rank find more of the tools agents use than either alone.
  discoveryModels: z
    .string()
    .regex(
      /^[A-Za-z0-9._-]+(,[A-Za-z0-9._-]+)*$/,
      'must be model folder names under WHETSTONE_EMBEDDINGS_MODEL_DIR, comma-separated (e.g. all-minilm-l6-v2,bge-small-en-v15)',
    )
    .refine((s) => !splitList(s).some((m) => /^\.+$/.test(m)), 'a model name cannot be "." or ".."')
    .transform((s) => [...new Set(splitList(s))])
    .default(['all-minilm-l6-v2', 'bge-small-en-v15']),
  // Only a model with a calibrated threshold: a threshold belongs to one model, and a
  // model the gate cannot use must stop the start, not fall back to the rules quietly.
  poisoningModel: z
    .string()
    .refine(
      (m) => m === 'none' || Object.hasOwn(INTENT_THRESHOLDS, m),
      `must be one of ${[...Object.keys(INTENT_THRESHOLDS), 'none'].join(', ')} (a model with a threshold calibrated by bench/gates-calibrate.ts, or none for the rules alone)`,
    )
    .default('bge-small-en-v15'),
  privacyMinSessions: z.coerce.number().int().min(0).max(1000).default(5),
  // Unset: 0.5 offline, 0.25 with an LLM (optimize/setup.ts says why).
  replayMaxP: z.coerce.number().gt(0).max(1).optional(),
  // The lexical (BM25) replay always runs: it is what the review page and queue show.
  replaySelectors: z
    .string()
    .regex(
      /^(bm25|semantic|two-stage)(,(bm25|semantic|two-stage))*$/,
      'must be a comma-separated list of bm25, semantic and two-stage, e.g. bm25,semantic,two-stage',
    )
    .refine(
      (s) => s.split(',').includes('bm25'),
      'must include bm25 (the lexical replay always runs), e.g. bm25,two-stage',
    )
    .transform((s) => [...new Set(splitList(s))] as ReplaySelectorName[])
    .default(['bm25', 'semantic']),
  httpAllowedHosts: z
    .string()
    .regex(/^[^,\s]+(,[^,\s]+)*$/, 'must be a comma-separated list of host or host:port names, e.g. whetstone.internal')
    .transform((s) => splitList(s.toLowerCase()))
    .optional(),
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
  mcpMaxSessionsPerToken: z.coerce.number().int().min(1).max(10_000).default(16),
  mcpSessionIdleMs: z.coerce.number().int().min(1000).max(86_400_000).default(1_800_000),
  // Higher than mcp-review's: every agent of a deployment may share WHETSTONE_PROXY_TOKEN.
  proxyMaxSessionsPerToken: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  proxyToken: z.string().min(24, 'must be at least 24 characters (e.g. `openssl rand -base64 32`)').optional(),
  proxyReloadIntervalMs: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  // Discovery mode (docs/discovery.md); the proxy's --discovery, --pin and --discovery-k
  // set the same keys. The environment gives text, a config file may give a boolean / array.
  proxyDiscovery: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], 'must be true or false')
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
  proxyPins: z
    .union([z.string(), z.array(z.string())], 'must be text or, in a config file, an array of strings')
    .transform((v) => (Array.isArray(v) ? v.join(',') : v))
    .pipe(
      z
        .string()
        .regex(
          /^[^,\s/]+\/[^,\s]+(,[^,\s/]+\/[^,\s]+)*$/,
          'must be server/tool or server/* names, comma-separated (or a JSON array in a config file), e.g. fs/read_file,maps/*',
        ),
    )
    .transform(splitList)
    .optional(),
  proxyDiscoveryK: z.coerce
    .number()
    .int('must be a whole number of tools')
    .min(1, 'must be 1–20')
    .max(20, 'must be 1–20')
    .default(5),
  // Every find_tools call embeds on the proxy's one thread: bounded per token, never off.
  proxyFindToolsPerMinute: z.coerce
    .number()
    .int('must be a whole number of calls a minute')
    .min(1, 'must be 1–100000 calls a minute per token (e.g. 120)')
    .max(100_000, 'must be 1–100000 calls a minute per token (e.g. 120)')
    .default(120),
  // An upstream's listing is imported, embedded and re-read at every reload: bounded per upstream.
  proxyMaxToolsPerUpstream: z.coerce
    .number()
    .int('must be a whole number of tools')
    .min(1, 'must be 1–100000 tools (e.g. 1000)')
    .max(100_000, 'must be 1–100000 tools (e.g. 1000)')
    .default(1000),
  proxyVariants: z
    .union([z.array(z.unknown()), z.string()])
    .transform((v, ctx) => parseVariantRules(v, ctx))
    .default([]),
};

export const rolloutSettings = {
  rolloutRegression: z.coerce
    .number()
    .gt(0, 'must be above 0')
    .lt(1, 'must be below 1 (0.1 = 10 points of success rate)')
    .default(0.1),
  rolloutAlpha: z.coerce.number().gt(0, 'must be above 0').max(0.2, 'must be at most 0.2').default(0.05),
  rolloutMinSessions: z.coerce.number().int().min(10).max(1_000_000).default(200),
  // Below 2 clusters an arm's cluster-robust variance is undefined (infinite): never a decision.
  rolloutWarmupClusters: z.coerce
    .number()
    .int('must be a whole number of clusters (agent tokens)')
    .min(2, 'must be at least 2: the variance between clusters needs two per arm (10 is the default)')
    .max(100_000, 'must be at most 100000')
    .default(10),
  rolloutMaxHours: z.coerce
    .number()
    .gt(0)
    .max(24 * 365)
    .default(168),
  rolloutIntervalMs: z.coerce.number().int().min(1000).default(60_000),
  rolloutWebhookUrl: z.url().optional(),
};
