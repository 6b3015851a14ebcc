// A progress line a person can follow without /metrics: every interval with ingest
// activity, what was stored, dead-lettered and already stored (duplicates) since the last
// line, the totals, and how far the consumer is behind. Quiet while idle. It reads the
// ingest metrics (the counters every door already keeps), so it adds no bookkeeping.
import type { Logger } from '../../log.ts';
import type { IngestMetrics } from './metrics.ts';

/** Totals read from the ingest metrics at one moment. */
export interface IngestTotals {
  stored: number;
  duplicates: number;
  deadLettered: number;
  /** Messages behind the partitions' ends after each one's last chunk, summed. */
  lag: number;
}

type Readable = { get(): Promise<{ values: { value: number }[] }> };

const sum = async (m: Readable) => (await m.get()).values.reduce((n, v) => n + v.value, 0);

export async function readTotals(m: IngestMetrics): Promise<IngestTotals> {
  const [stored, duplicates, deadLettered, lag] = await Promise.all([
    sum(m.stored),
    sum(m.duplicates),
    sum(m.deadLettered),
    sum(m.lag),
  ]);
  return { stored, duplicates, deadLettered, lag };
}

/** The line for the interval from `before` to `now`, or undefined when nothing came in. */
export function progressLine(
  before: IngestTotals,
  now: IngestTotals,
  intervalMs: number,
): { fields: Record<string, unknown>; msg: string } | undefined {
  const stored = now.stored - before.stored;
  const deadLettered = now.deadLettered - before.deadLettered;
  const duplicates = now.duplicates - before.duplicates;
  if (stored <= 0 && deadLettered <= 0 && duplicates <= 0) return undefined;
  const secs = Math.round(intervalMs / 1000);
  return {
    fields: { stored, deadLettered, duplicates, lag: now.lag, total: now },
    msg:
      `ingest: ${stored} traces stored, ${deadLettered} dead-lettered, ${duplicates} duplicates in the last ${secs} s; ` +
      `${now.lag} messages behind (totals: ${now.stored} stored, ${now.deadLettered} dead-lettered, ${now.duplicates} duplicates)`,
  };
}

/** Logs progressLine() at info every `intervalMs` until `signal` aborts; 0 turns it off. */
export function logIngestProgress(o: {
  metrics: IngestMetrics;
  log: Logger;
  intervalMs: number;
  signal: AbortSignal;
}): void {
  if (o.intervalMs <= 0 || o.signal.aborted) return;
  let last: Promise<IngestTotals> = readTotals(o.metrics);
  const timer = setInterval(() => {
    last = last.then(async (before) => {
      const now = await readTotals(o.metrics);
      const line = progressLine(before, now, o.intervalMs);
      if (line) o.log.info(line.fields, line.msg);
      return now;
    });
  }, o.intervalMs);
  // The line is for people: it never keeps the process alive.
  timer.unref();
  o.signal.addEventListener('abort', () => clearInterval(timer), { once: true });
}
