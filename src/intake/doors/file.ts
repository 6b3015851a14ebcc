// `whetstone ingest FILE|-`: the same decode/redact/store path as Kafka, reading JSON
// lines from a file or stdin. Lines are split on raw bytes (not decoded first), so a
// line of invalid UTF-8 is dead-lettered as undecodable rather than silently mangled.
// Dead letters go to the dead_letters table in the same transaction as the chunk.
import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { insertDeadLetters } from '../../store/sql/traces.ts';
import { redactDeadLetters } from '../core/dead-letter.ts';
import type { DeadReason } from '../core/decode.ts';
import type { DeadLetter, RawMessage, TraceIngestor } from '../core/ingest.ts';

export interface FileIngestSummary {
  lines: number;
  /** Lines with nothing but whitespace: skipped, and counted so the summary adds up. */
  blank: number;
  stored: number;
  duplicates: number;
  deadLettered: Partial<Record<DeadReason, number>>;
  observedTools: number;
  seconds: number;
}

export interface FileIngestOptions {
  path: string; // '-' for stdin
  ingestor: TraceIngestor;
  chunkSize: number;
  /** Called after each chunk with what is done so far (and the input size when known). */
  onProgress?: (s: FileIngestSummary, bytesRead: number, totalBytes: number | undefined) => void;
  stdin?: Readable;
}

export async function ingestFile(o: FileIngestOptions): Promise<FileIngestSummary> {
  const started = Date.now();
  const name = o.path === '-' ? 'stdin' : o.path;
  // stat first: a missing file then throws here, before a stream exists to emit an unhandled 'error'.
  const totalBytes = o.path === '-' ? undefined : statSync(o.path).size;
  const input: Readable = o.path === '-' ? (o.stdin ?? process.stdin) : createReadStream(o.path);
  const summary: FileIngestSummary = {
    lines: 0,
    blank: 0,
    stored: 0,
    duplicates: 0,
    deadLettered: {},
    observedTools: 0,
    seconds: 0,
  };
  let bytesRead = 0;
  let chunk: RawMessage[] = [];

  const flush = async () => {
    if (chunk.length === 0) return;
    const { rows, dead } = o.ingestor.decode(chunk);
    let allDead: DeadLetter[] = dead;
    const outcome = await o.ingestor.store(rows, async (tx) => {
      await insertDeadLetters(tx, redactDeadLetters(dead.map(toRow)));
    });
    if (outcome.rejected.length) {
      allDead = [...dead, ...outcome.rejected];
      await o.ingestor.recordDeadLetters(outcome.rejected.map(toRow));
    }
    summary.stored += outcome.stored;
    summary.duplicates += outcome.duplicates;
    summary.observedTools += outcome.observedTools.length;
    for (const d of allDead) summary.deadLettered[d.reason] = (summary.deadLettered[d.reason] ?? 0) + 1;
    chunk = [];
    summary.seconds = (Date.now() - started) / 1000;
    o.onProgress?.(summary, bytesRead, totalBytes);
  };

  let pending: Buffer[] = [];
  for await (const data of input as AsyncIterable<Buffer>) {
    bytesRead += data.length;
    let start = 0;
    for (let nl = data.indexOf(10); nl !== -1; nl = data.indexOf(10, start)) {
      pending.push(data.subarray(start, nl));
      await addLine(Buffer.concat(pending));
      pending = [];
      start = nl + 1;
    }
    if (start < data.length) pending.push(data.subarray(start));
  }
  if (pending.length) await addLine(Buffer.concat(pending));
  await flush();
  summary.seconds = (Date.now() - started) / 1000;
  return summary;

  async function addLine(line: Buffer) {
    summary.lines++;
    const trimmed = trimLine(line);
    if (trimmed.length === 0) {
      summary.blank++; // blank lines are layout, not messages
      return;
    }
    chunk.push({ value: trimmed, key: null, source: `file:${name}:${summary.lines}` });
    if (chunk.length >= o.chunkSize) await flush();
  }
}

function trimLine(b: Buffer): Buffer {
  let end = b.length;
  while (end > 0 && (b[end - 1] === 13 || b[end - 1] === 32 || b[end - 1] === 9)) end--;
  return b.subarray(0, end);
}

function toRow(d: DeadLetter) {
  return { source: d.message.source, reason: d.reason, error: d.error, key: d.message.key, value: d.message.value };
}
