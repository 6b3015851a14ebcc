// A kafkajs CRASH that kafkajs restarts from a retriable broker error (the group
// coordinator loading at start) is a retry logged at warn without a stack; anything else
// stays a crash at error with its stack.
import { Writable } from 'node:stream';
import kafkajs from 'kafkajs';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { crashKind, logCrash } from '../../src/intake/doors/kafka-lifecycle.ts';

const { KafkaJSProtocolError, KafkaJSNumberOfRetriesExceeded, KafkaJSNonRetriableError } = kafkajs;

// The broker's own error entries (kafkajs src/protocol/error.js), as kafkajs raises them
// (its types say Error; the protocol errors take the entry).
const protocolError = (entry: { type: string; code: number; retriable: boolean; message: string }) =>
  new KafkaJSProtocolError(entry as unknown as Error);
const loading = () =>
  protocolError({
    type: 'GROUP_LOAD_IN_PROGRESS',
    code: 14,
    retriable: true,
    message: "The coordinator is loading and hence can't process requests for this group",
  });
const notAvailable = () =>
  protocolError({
    type: 'GROUP_COORDINATOR_NOT_AVAILABLE',
    code: 15,
    retriable: true,
    message: 'The group coordinator is not available',
  });
const unauthorized = () =>
  protocolError({
    type: 'GROUP_AUTHORIZATION_FAILED',
    code: 30,
    retriable: false,
    message: 'Not authorized to access group',
  });

function capture(): { log: pino.Logger; lines: () => Record<string, unknown>[] } {
  const out: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      out.push(String(chunk));
      done();
    },
  });
  const log = pino({ level: 'info' }, sink);
  return {
    log,
    lines: () =>
      out
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('crashKind', () => {
  it('takes a restarted, retriable coordinator error for a retry', () => {
    expect(crashKind(loading(), true)).toBe('retry');
    expect(crashKind(notAvailable(), true)).toBe('retry');
  });

  it('looks through kafkajs wrappers to the broker error', () => {
    const exhausted = new KafkaJSNumberOfRetriesExceeded(notAvailable(), { retryCount: 5, retryTime: 800 });
    expect(exhausted.retriable).toBe(false);
    expect(crashKind(exhausted, true)).toBe('retry');
  });

  it('keeps a crash: not restarted, not retriable, or not a kafkajs error', () => {
    expect(crashKind(loading(), false)).toBe('crash');
    expect(crashKind(unauthorized(), true)).toBe('crash');
    expect(crashKind(new KafkaJSNonRetriableError('bad'), true)).toBe('crash');
    expect(crashKind(new TypeError('x is undefined'), true)).toBe('crash');
    expect(crashKind(undefined, true)).toBe('crash');
  });
});

describe('logCrash', () => {
  it('logs a retry at warn, one line, without a stack', () => {
    const { log, lines } = capture();
    logCrash(log, 'kafka consumer', { error: notAvailable(), restart: true });
    const [line, ...rest] = lines();
    expect(rest).toEqual([]);
    expect(line!.level).toBe(40);
    expect(line!.msg).toMatch(/^kafka consumer: The group coordinator is not available; retrying/);
    expect(JSON.stringify(line)).not.toMatch(/stack|crashed/);
  });

  it('logs anything else as a crash at error with its stack', () => {
    const { log, lines } = capture();
    logCrash(log, 'kafka consumer', { error: unauthorized(), restart: true });
    const [line] = lines();
    expect(line!.level).toBe(50);
    expect(line!.msg).toBe('kafka consumer crashed');
    expect((line!.err as { stack?: string }).stack).toContain('KafkaJSProtocolError');
  });
});
