// The spans of a group of ready traces: from the cache of what this process staged, else
// read back from the staged chunks in the database (and then cached).
import type { Logger } from '../../../log.ts';
import type { Db } from '../../../store/db.ts';
import { type ReadyTrace, selectSpanChunks } from '../../../store/sql/spans.ts';
import { cachedSpans } from './assemble-batches.ts';
import type { SpanCache } from './cache.ts';
import { decodeChunk } from './chunk.ts';
import type { OtelMetrics } from './metrics.ts';
import type { StagedSpan } from './otlp.ts';

// A staged body was accepted under the size limit of its day; reading it back allows more.
const READ_BACK_MAX_BYTES = 1 << 30;

export interface SpanSources {
  db: Db;
  cache?: SpanCache | undefined;
  metrics?: OtelMetrics | undefined;
  log?: Logger | undefined;
}

/** Each ready trace's spans: from the cache where it holds the chunk, else read back (skimmed, as a door reads them). */
export async function spansOf(ready: ReadyTrace[], o: SpanSources): Promise<Map<string, StagedSpan[]>> {
  const { cache } = o;
  const { out, missing, held } = cachedSpans(ready, cache);
  o.metrics?.chunkReads.inc({ source: 'memory' }, held.size);
  if (missing.size === 0) return out;
  o.metrics?.chunkReads.inc({ source: 'database' }, missing.size);
  const read = new Map<number, Map<string, StagedSpan[]>>();
  for (const c of await selectSpanChunks(o.db, [...missing])) {
    try {
      // The body passed the size limit when it was staged; a limit lowered since must not
      // make it unreadable.
      const d = decodeChunk(c.format, c.body, READ_BACK_MAX_BYTES);
      read.set(c.id, d.byTrace);
      // Kept like a chunk this process staged: the next batch needing it reads it here.
      cache?.put(c.id, d.bytes, d.byTrace);
    } catch (err) {
      // One unreadable chunk must not stop every round: its traces are assembled with
      // the spans the other chunks hold, and the loss is logged and counted.
      // The message is not logged: a decoder's error can quote the spans it choked on,
      // and those are unredacted trace text.
      o.log?.error(
        { chunk: c.id, error: (err as Error).name },
        'otel assembler: a staged chunk could not be decoded; its spans are dropped',
      );
      o.metrics?.chunkReads.inc({ source: 'unreadable' });
      read.set(c.id, new Map());
      // Read once: later batches find it here, empty, until the chunk is deleted.
      cache?.put(c.id, 0, new Map(), true);
    }
  }
  for (const r of ready) {
    const spans = out.get(r.trace_id)!;
    for (const id of r.chunks) if (missing.has(id)) for (const s of read.get(id)?.get(r.trace_id) ?? []) spans.push(s);
  }
  return out;
}
