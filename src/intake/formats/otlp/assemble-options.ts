// What the span assembler is told: its database and ingestor, its windows and limits, and
// how many batches it commits at once.
import type { Logger } from '../../../log.ts';
import type { Db } from '../../../store/db.ts';
import type { TraceIngestor } from '../../core/ingest.ts';
import type { SpanCache } from './cache.ts';
import type { MapOptions } from './map.ts';
import type { OtelMetrics } from './metrics.ts';

export interface AssemblerOptions {
  db: Db;
  ingestor: TraceIngestor;
  idleMs: number;
  maxAgeMs: number;
  maxSpans: number;
  map: MapOptions;
  metrics?: OtelMetrics | undefined;
  log?: Logger | undefined;
  /** Traces per transaction (default 500). */
  batchSize?: number;
  /**
   * False while spans may still be on their way (the Kafka door catching up after a
   * restart): then only traces past the maximum age are assembled.
   */
  idleGate?: (() => boolean) | undefined;
  /** Finished traces are remembered this long, to drop their late spans (default 24 h). */
  keepFinishedMs?: number;
  /** The spans (skimmed or decoded) of chunks the doors of this process staged. */
  cache?: SpanCache | undefined;
  /** Batches committed at once, each on its own connection (default: defaultConcurrentCommits). */
  concurrentCommits?: number;
}

/** Batches the assembler commits at once unless told otherwise: 2 on PostgreSQL; PGlite's one connection runs transactions one at a time. */
export function defaultConcurrentCommits(kind: Db['kind']): number {
  return kind === 'postgres' ? 2 : 1;
}
