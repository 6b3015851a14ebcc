// Intake settings: the Kafka doors, trace limits and redaction, the OpenTelemetry doors and
// assembler, and the decode workers. Fields of the one config schema (config.ts).
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { isValidRegex, parseJsonArray, parseJsonObject, splitList } from './parse.ts';

const serverMap = z.record(
  z.string(),
  z
    .string()
    .min(1)
    .regex(/^[^/]+$/),
);

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

export const kafkaSettings = {
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
  ingestProgressMs: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .refine((ms) => ms === 0 || ms >= 1000, 'must be 0 (off) or at least 1000 ms')
    .default(30_000),
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
};

export const otelSettings = {
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
};

export const decodeSettings = {
  decodeWorkers: z.coerce.number().int().min(0).max(64).default(defaultDecodeWorkers()),
  decodeInlineMaxBytes: z.coerce
    .number()
    .int()
    .min(0)
    .max(1 << 30)
    .default(defaultDecodeInlineMaxBytes()),
  decodeTimeoutMs: z.coerce.number().int().min(0).max(600_000).default(2_000),
};
