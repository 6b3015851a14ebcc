// MCP's stdio framing (one JSON-RPC message per line) over any readable/writable pair,
// for both ends Whetstone runs: serving on its own stdin/stdout, and talking to an
// upstream server it spawned. Two differences from the SDK's stdio transports, both
// because a proxy sits in the hot path of every tool call:
// - writes are coalesced: the messages sent while handling one chunk of input go out in
//   one write(2) instead of one system call each (Node writes to a pipe synchronously
//   on Linux, and those calls were the proxy's largest cost under load);
// - a line is checked for the JSON-RPC envelope only (jsonrpc "2.0" plus method, or id
//   with result or error). The Protocol layer above validates each request and result
//   it handles against its own schema; a second full schema pass per message bought
//   nothing, and the messages the proxy only forwards are checked by the agent and the
//   upstream server themselves.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

const DEFAULT_MAX_LINE_BYTES = 10 * 1024 * 1024;

/** Parses one line into a JSON-RPC message, or says what is wrong with it. */
export function parseJsonRpcLine(line: string): JSONRPCMessage {
  const msg = JSON.parse(line) as unknown;
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg))
    throw new Error('a JSON-RPC message must be a JSON object');
  const m = msg as Record<string, unknown>;
  if (m.jsonrpc !== '2.0') throw new Error('not a JSON-RPC 2.0 message: "jsonrpc" must be "2.0"');
  if (typeof m.method === 'string') return m as unknown as JSONRPCMessage;
  if ((typeof m.id === 'string' || typeof m.id === 'number') && ('result' in m || 'error' in m))
    return m as unknown as JSONRPCMessage;
  throw new Error('a JSON-RPC message needs a "method", or an "id" with "result" or "error"');
}

export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  readonly #input: Readable;
  readonly #output: Writable;
  readonly #maxLineBytes: number;
  #pending: Buffer | undefined;
  #queue: string[] = [];
  #waiters: Array<() => void> = [];
  #flushScheduled = false;
  #started = false;
  #closed = false;

  constructor(input: Readable, output: Writable, opts: { maxLineBytes?: number } = {}) {
    this.#input = input;
    this.#output = output;
    this.#maxLineBytes = opts.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  }

  async start(): Promise<void> {
    if (this.#started) throw new Error('LineTransport already started (Client/Server.connect() starts it)');
    this.#started = true;
    this.#input.on('data', this.#onData);
    this.#input.on('error', this.#onError);
    this.#output.on('error', this.#onError);
  }

  readonly #onError = (err: Error) => this.onerror?.(err);

  readonly #onData = (chunk: Buffer) => {
    let buf = this.#pending ? Buffer.concat([this.#pending, chunk]) : chunk;
    let nl = buf.indexOf(10);
    while (nl !== -1) {
      const end = nl > 0 && buf[nl - 1] === 13 ? nl - 1 : nl;
      const line = buf.toString('utf8', 0, end);
      buf = buf.subarray(nl + 1);
      if (line.length > 0) this.#deliver(line);
      nl = buf.indexOf(10);
    }
    if (buf.length > this.#maxLineBytes) {
      this.#pending = undefined;
      this.onerror?.(new Error(`a message line is over ${this.#maxLineBytes} bytes without a newline; dropped it`));
      return;
    }
    this.#pending = buf.length > 0 ? buf : undefined;
  };

  #deliver(line: string): void {
    let msg: JSONRPCMessage;
    try {
      msg = parseJsonRpcLine(line);
    } catch (err) {
      this.onerror?.(new Error(`invalid message line: ${(err as Error).message}`));
      return;
    }
    this.onmessage?.(msg);
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('Not connected'));
    this.#queue.push(JSON.stringify(message) + '\n');
    if (!this.#flushScheduled) {
      this.#flushScheduled = true;
      // A microtask, not setImmediate: it still gathers every message sent while one input
      // chunk is handled, without waiting for the next turn of the loop (measured: faster).
      queueMicrotask(this.#flush);
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  readonly #flush = () => {
    this.#flushScheduled = false;
    if (this.#queue.length === 0) return;
    const data = this.#queue.length === 1 ? this.#queue[0]! : this.#queue.join('');
    const waiters = this.#waiters;
    this.#queue = [];
    this.#waiters = [];
    const release = () => {
      for (const w of waiters) w();
    };
    if (this.#output.destroyed || this.#output.writableEnded) return release();
    if (this.#output.write(data)) return release();
    // Released on drain, or when the stream closes first (a dead peer must not leave senders waiting).
    const done = () => {
      this.#output.off('drain', done);
      this.#output.off('close', done);
      release();
    };
    this.#output.once('drain', done);
    this.#output.once('close', done);
  };

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#flush(); // what was sent before close still goes out
    this.#closed = true;
    this.#input.off('data', this.#onData);
    this.#input.off('error', this.#onError);
    this.#output.off('error', this.#onError);
    if (this.#input.listenerCount('data') === 0) this.#input.pause();
    this.#pending = undefined;
    this.onclose?.();
  }
}

/**
 * Spawns an MCP server and speaks line-delimited JSON-RPC over its stdin/stdout.
 * close() ends its stdin and waits, then SIGTERM, then SIGKILL (2 s apart), as the
 * SDK's stdio client does; the server exiting on its own closes the transport.
 */
export class SpawnedServerTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  readonly #command: string;
  readonly #args: string[];
  readonly #env: Record<string, string>;
  readonly #onStderr: ((chunk: Buffer) => void) | undefined;
  #child: ChildProcess | undefined;
  #lines: LineTransport | undefined;
  #closing: Promise<void> | undefined;

  constructor(o: { command: string; args: string[]; env: Record<string, string>; onStderr?: (chunk: Buffer) => void }) {
    this.#command = o.command;
    this.#args = o.args;
    this.#env = o.env;
    this.#onStderr = o.onStderr;
  }

  async start(): Promise<void> {
    if (this.#child) throw new Error('SpawnedServerTransport already started');
    const child = spawn(this.#command, this.#args, { env: this.#env, stdio: ['pipe', 'pipe', 'pipe'], shell: false });
    this.#child = child;
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', reject);
    });
    child.on('error', (err) => this.onerror?.(err));
    if (this.#onStderr) child.stderr!.on('data', this.#onStderr);
    else child.stderr!.resume();
    const lines = new LineTransport(child.stdout!, child.stdin!);
    lines.onmessage = (m) => this.onmessage?.(m);
    lines.onerror = (e) => this.onerror?.(e);
    this.#lines = lines;
    child.once('close', () => {
      this.#child = undefined;
      void lines.close();
      this.onclose?.();
    });
    await lines.start();
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (!this.#lines || !this.#child) return Promise.reject(new Error('Not connected'));
    return this.#lines.send(message);
  }

  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    const child = this.#child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    const within = (ms: number) =>
      Promise.race([exited, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);
    await this.#lines?.close();
    child.stdin?.end();
    await within(2000);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await within(2000);
    }
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
