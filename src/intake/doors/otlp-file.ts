// `whetstone ingest --format otlp FILE`: a file of OTLP trace export requests — one
// protobuf ExportTraceServiceRequest, one JSON request, or JSON lines of requests (what the
// Collector's file exporter writes) — staged and assembled like the other doors. Traces
// whose root span is in the file are assembled at once (no idle window: the file is all
// there is); the others stay staged for the daemon's assembler. Unreadable requests go
// to the dead_letters table with their reason.
import { readFileSync, statSync } from 'node:fs';
import type { Db } from '../../store/db.ts';
import { countOpenOtelTraces } from '../../store/sql/spans.ts';
import { insertDeadLetters } from '../../store/sql/traces.ts';
import { redactDeadLetters } from '../core/dead-letter.ts';
import { WhetstoneError } from '../../errors.ts';
import type { Config } from '../../config.ts';
import type { TraceIngestor } from '../core/ingest.ts';
import type { SpanAssembler } from '../formats/otlp/assemble.ts';
import { assemblerFrom } from '../otlp-setup.ts';
import type { OtelMetrics } from '../formats/otlp/metrics.ts';
import { SpanCache } from '../formats/otlp/cache.ts';
import { detectFormat, skimOtlp, type OtlpFormat } from '../formats/otlp/otlp.ts';
import { readRequestOf, stageRequests, type ReadRequest } from '../formats/otlp/stage.ts';

export interface OtlpFileSummary {
  requests: number;
  spans: number;
  spansDropped: number;
  deadLettered: Record<string, number>;
  stored: number;
  duplicates: number;
  tracesDropped: number;
  /** The dropped traces by reason, naming what each lacked (unknown_convention, no_tool_calls) or too_large. */
  tracesDroppedByReason: Record<string, number>;
  /** Traces staged but not complete (no root span in the file): left for the daemon. */
  pending: number;
  seconds: number;
}

/** Requests are staged in chunks of about this many bytes (a file may hold up to 1 GiB). */
const CHUNK_BYTES = 16 * 1_048_576;

export async function ingestOtlpFile(o: {
  path: string;
  db: Db;
  assembler: SpanAssembler;
  format: OtlpFormat;
  maxBytes: number;
  metrics?: OtelMetrics;
  cache?: SpanCache;
}): Promise<OtlpFileSummary> {
  const started = Date.now();
  const bytes = readInput(o.path);
  const s: OtlpFileSummary = {
    requests: 0,
    spans: 0,
    spansDropped: 0,
    deadLettered: {},
    stored: 0,
    duplicates: 0,
    tracesDropped: 0,
    tracesDroppedByReason: {},
    pending: 0,
    seconds: 0,
  };
  const dead: { source: string; reason: string; error: string; key: null; value: Uint8Array }[] = [];
  const requests: ReadRequest[] = [];
  const add = (value: Uint8Array, source: string) => {
    s.requests++;
    const d = skimOtlp(value, o.format, o.maxBytes);
    if (!d.ok) {
      dead.push({ source, reason: d.reason, error: d.error, key: null, value });
      s.deadLettered[d.reason] = (s.deadLettered[d.reason] ?? 0) + 1;
      return;
    }
    for (const x of d.dropped) s.spansDropped += x.n;
    requests.push(readRequestOf(value, d));
  };
  const fmt = o.format === 'auto' ? detectFormat(bytes.subarray(0, 64)) : o.format;
  if (fmt === 'protobuf' || bytes[0] === 0x1f) add(bytes, `file:${o.path}`);
  else {
    // One JSON document, or JSON lines: a document spanning lines is tried whole first.
    const lines = bytes.toString('utf8').split('\n');
    const single = lines.filter((l) => l.trim() !== '').length > 1 && !isJson(lines.find((l) => l.trim() !== '') ?? '');
    if (single) add(bytes, `file:${o.path}`);
    else
      for (const [i, l] of lines.entries()) {
        if (l.trim() !== '') add(Buffer.from(l), `file:${o.path}:${i + 1}`);
      }
  }
  if (dead.length) await o.db.transaction((tx) => insertDeadLetters(tx, redactDeadLetters(dead)));
  const traceIds = await stageInChunks(o, requests, s);
  const a = await o.assembler.assembleReady({ traceIds, idleMs: 0 });
  s.stored = a.stored;
  s.duplicates = a.duplicates;
  s.tracesDropped = a.dropped;
  s.tracesDroppedByReason = a.droppedByReason;
  for (const [k, n] of Object.entries(a.deadLetteredByReason)) s.deadLettered[k] = (s.deadLettered[k] ?? 0) + n;
  s.pending = await countOpenOtelTraces(o.db, traceIds);
  s.seconds = (Date.now() - started) / 1000;
  return s;
}

/** The file's bytes, refused with a clear error when unreadable or over 1 GiB. */
function readInput(path: string): Buffer {
  let size: number;
  try {
    size = statSync(path).size;
  } catch (err) {
    throw new WhetstoneError(
      'input_invalid',
      `cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
    );
  }
  if (size > 1024 * 1_048_576)
    throw new WhetstoneError('input_invalid', `${path} is ${size} bytes; split it (at most 1 GiB per file)`);
  return readFileSync(path);
}

/** The requests staged in chunks of up to CHUNK_BYTES, as a door stages them; the traces they hold. */
async function stageInChunks(
  o: { db: Db; metrics?: OtelMetrics; cache?: SpanCache },
  requests: ReadRequest[],
  s: OtlpFileSummary,
): Promise<string[]> {
  const traces = new Set<string>();
  for (let i = 0; i < requests.length; ) {
    const chunk: ReadRequest[] = [];
    for (
      let bytes = 0;
      i < requests.length && (chunk.length === 0 || bytes + requests[i]!.body.length <= CHUNK_BYTES);
      i++
    ) {
      chunk.push(requests[i]!);
      bytes += requests[i]!.body.length;
    }
    const staged = await stageRequests(o.db, chunk, { metrics: o.metrics, cache: o.cache });
    s.spans += staged.spans;
    s.spansDropped += staged.late;
    for (const t of staged.traces) traces.add(t);
  }
  return [...traces];
}

function isJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

/** The CLI's entry: the config's assembler and limits, over the v1 ingestor. */
export async function ingestOtlpFileFrom(
  path: string,
  db: Db,
  config: Config,
  ingestor: TraceIngestor,
): Promise<OtlpFileSummary> {
  const cache = new SpanCache(config.otelCacheMb * 1_048_576);
  return ingestOtlpFile({
    path,
    db,
    assembler: assemblerFrom(config, { db, ingestor, cache }),
    format: config.otlpFormat,
    maxBytes: config.otlpMaxBytes,
    cache,
  });
}

/** What a dropped trace lacked, by reason. */
const DROP_WHY: Record<string, string> = {
  unknown_convention:
    'no agent, LLM or tool span of a convention Whetstone reads (GenAI, MCP, OpenInference, AI SDK, OpenLLMetry)',
  no_tool_calls: 'agent or LLM spans, but no tool call and no tool definition',
  too_large: 'more spans than WHETSTONE_OTEL_MAX_SPANS',
  unmappable: 'the mapping failed on its spans (logged)',
};

export function describeOtlpSummary(file: string, s: OtlpFileSummary): string[] {
  const dead = Object.entries(s.deadLettered);
  const out = [
    `${file}: ${s.requests} OTLP requests, ${s.spans} spans staged in ${s.seconds.toFixed(1)} s — ${s.stored} traces stored, ${s.duplicates} duplicates, ${s.tracesDropped} dropped`,
  ];
  for (const [reason, n] of Object.entries(s.tracesDroppedByReason))
    out.push(`  dropped (${reason}): ${n} — ${DROP_WHY[reason] ?? 'not mapped'}`);
  for (const [reason, n] of dead) out.push(`  dead-lettered (${reason}): ${n} — see \`whetstone dlq list\``);
  if (s.spansDropped)
    out.push(`  ${s.spansDropped} spans dropped (no trace or span id, or their trace was already assembled)`);
  if (s.pending)
    out.push(
      `  ${s.pending} traces have no root span in the file: left staged for the daemon (assembled at WHETSTONE_OTEL_MAX_AGE_MS)`,
    );
  return out;
}
