// Tool-call events from the proxy to Kafka through a bounded, non-blocking buffer: a call
// never waits for Kafka; when the buffer is full the event is dropped and counted.
// Events are redacted when pushed (arguments hold what users typed: the same redactor as
// stored traces, keys naming secrets included), so nothing unredacted is ever buffered or
// sent. A failed send puts its batch back at the head of the buffer, in order, for the
// next flush; only what no longer fits the buffer is dropped, and counted.
import type { Kafka, Producer } from 'kafkajs';
import type { Logger } from '../log.ts';
import { createRedactor, type Redactor } from '../privacy/redact.ts';
import type { ForwardedCall } from './call-forwarder.ts';

export interface ToolCallEvent {
  schema: 'whetstone.tool-call/v1';
  at: string;
  server: string;
  tool: string;
  version_shown: number | null;
  content_hash: string | null;
  session: string | null;
  arguments: Record<string, unknown>;
  is_error: boolean;
  /** The agent cancelled the call, or went away, before the upstream answered (is_error is then true). */
  cancelled: boolean;
  latency_ms: number;
}

/** The event of one forwarded call, with the version its session was shown (if any). */
export function toolCallEvent(
  server: string,
  call: ForwardedCall,
  shown: { version: number; hash: string } | undefined,
): ToolCallEvent {
  return {
    schema: 'whetstone.tool-call/v1',
    at: new Date().toISOString(),
    server,
    tool: call.tool,
    version_shown: shown?.version ?? null,
    content_hash: shown?.hash ?? null,
    session: call.sessionId ?? null,
    arguments: call.arguments,
    is_error: call.isError,
    cancelled: call.cancelled,
    latency_ms: call.latencyMs,
  };
}

export interface EventSink {
  push(e: ToolCallEvent): void;
  stats(): { queued: number; sent: number; dropped: number; failed: number };
  close(): Promise<void>;
}

export interface EventSinkOptions {
  capacity?: number;
  flushMs?: number;
  /** Events per send. */
  batchSize?: number;
  /** Defaults to the built-in rules; pass createRedactor(config.redactPatterns) for custom ones. */
  redactor?: Redactor;
}

export function kafkaEventSink(
  kafka: Kafka,
  topic: string,
  log: Logger,
  capacity = 10_000,
  flushMs = 200,
  o: EventSinkOptions = {},
): EventSink {
  const cap = o.capacity ?? capacity;
  const batchSize = o.batchSize ?? 1000;
  const redactor = o.redactor ?? createRedactor();
  const queue: ToolCallEvent[] = [];
  const stats = { sent: 0, dropped: 0, failed: 0 };
  let producer: Producer | undefined;
  let inFlight = 0;
  let closed = false;
  let flushing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (queue.length === 0) return;
    const batch = queue.splice(0, batchSize);
    inFlight = batch.length;
    try {
      if (!producer) {
        // Few retries: a send that fails comes back to the buffer and is tried at the next
        // flush, so the producer must not hold the batch (and the flush) for minutes.
        producer = kafka.producer({
          allowAutoTopicCreation: true,
          retry: { retries: 2, initialRetryTime: 100, maxRetryTime: 1_000 },
        });
        await producer.connect();
      }
      await producer.send({ topic, messages: batch.map((e) => ({ key: e.server, value: JSON.stringify(e) })) });
      stats.sent += batch.length;
    } catch (err) {
      stats.failed++;
      // Back at the head, in order; what no longer fits is the newest, dropped and counted.
      queue.unshift(...batch);
      const over = queue.length - cap;
      if (over > 0) {
        queue.splice(cap, over);
        stats.dropped += over;
      }
      log.warn(
        { err: (err as Error).message, requeued: batch.length, dropped: stats.dropped },
        'tool-call events not delivered; requeued for the next flush',
      );
    } finally {
      inFlight = 0;
    }
  };
  const timer = setInterval(() => {
    flushing = flushing.then(flush);
  }, flushMs);
  timer.unref();
  return {
    push(e) {
      if (closed) return;
      if (queue.length + inFlight >= cap) {
        stats.dropped++;
        return;
      }
      queue.push(redactEvent(e, redactor));
    },
    // queued: not delivered yet, including a batch being sent.
    stats: () => ({ queued: queue.length + inFlight, ...stats }),
    async close() {
      closed = true;
      clearInterval(timer);
      await flushing;
      await flush();
      await producer?.disconnect().catch(() => {});
    },
  };
}

/** The event with its arguments redacted (strings and keys naming secrets, at any depth). */
export function redactEvent(e: ToolCallEvent, redactor: Redactor): ToolCallEvent {
  const counts = new Map<string, number>();
  return { ...e, arguments: redactor.redact(e.arguments, counts) };
}
