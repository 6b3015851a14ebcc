import { PassThrough, Writable } from 'node:stream';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { LineTransport, parseJsonRpcLine } from '../../src/mcp/line-transport.ts';

function recorder(): { out: Writable; writes: string[] } {
  const writes: string[] = [];
  const out = new Writable({
    write(chunk: Buffer, _enc, cb) {
      writes.push(chunk.toString('utf8'));
      cb();
    },
  });
  return { out, writes };
}

async function started(opts: { maxLineBytes?: number } = {}) {
  const input = new PassThrough();
  const { out, writes } = recorder();
  const t = new LineTransport(input, out, opts);
  const got: JSONRPCMessage[] = [];
  const errors: string[] = [];
  t.onmessage = (m) => got.push(m);
  t.onerror = (e) => errors.push(e.message);
  await t.start();
  const feed = async (...chunks: string[]) => {
    for (const c of chunks) input.write(c);
    await new Promise((r) => setImmediate(r));
  };
  return { t, feed, got, errors, writes };
}

describe('line transport', () => {
  it('reassembles lines split across chunks, with LF or CRLF endings, in order', async () => {
    const { feed, got, errors } = await started();
    await feed(
      '{"jsonrpc":"2.0","id":1,"method":"pi',
      'ng"}\r\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n{"jsonrpc":"2.0","id":1,',
      '"result":{}}\n',
    );
    expect(errors).toEqual([]);
    expect(got).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 1, result: {} },
    ]);
  });

  it('reports a bad line with its reason and keeps reading the next ones', async () => {
    const { feed, got, errors } = await started();
    await feed(
      'not json\n',
      '[1,2]\n',
      '{"jsonrpc":"1.0","method":"x"}\n',
      '{"jsonrpc":"2.0","id":7}\n',
      '{"jsonrpc":"2.0","id":2,"method":"ping"}\n',
    );
    expect(errors).toHaveLength(4);
    expect(errors[0]).toMatch(/^invalid message line: .*JSON/);
    expect(errors[1]).toContain('must be a JSON object');
    expect(errors[2]).toContain('"jsonrpc" must be "2.0"');
    expect(errors[3]).toContain('needs a "method", or an "id" with "result" or "error"');
    expect(got).toEqual([{ jsonrpc: '2.0', id: 2, method: 'ping' }]);
  });

  it('drops a line that grows past the limit without a newline, then carries on', async () => {
    const { feed, got, errors } = await started({ maxLineBytes: 64 });
    await feed('{"jsonrpc":"2.0","method":"' + 'x'.repeat(100));
    expect(errors).toEqual(['a message line is over 64 bytes without a newline; dropped it']);
    await feed('\n{"jsonrpc":"2.0","id":3,"method":"ping"}\n');
    expect(got).toEqual([{ jsonrpc: '2.0', id: 3, method: 'ping' }]);
  });

  it('sends the messages of one turn in one write, and later ones in their own', async () => {
    const { t, writes } = await started();
    const sent = [1, 2, 3, 4, 5].map((id) => t.send({ jsonrpc: '2.0', id, result: {} }));
    await Promise.all(sent);
    expect(writes).toHaveLength(1);
    expect(
      writes[0]!
        .split('\n')
        .filter(Boolean)
        .map((l) => parseJsonRpcLine(l)),
    ).toEqual([1, 2, 3, 4, 5].map((id) => ({ jsonrpc: '2.0', id, result: {} })));
    await new Promise((r) => setImmediate(r));
    await t.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(writes).toHaveLength(2);
    expect(writes[1]).toBe('{"jsonrpc":"2.0","method":"notifications/initialized"}\n');
  });

  it('writes what was sent before close, refuses sends after it, and closes once', async () => {
    const { t, writes } = await started();
    let closed = 0;
    t.onclose = () => closed++;
    void t.send({ jsonrpc: '2.0', id: 9, result: {} });
    await t.close();
    await t.close();
    expect(writes.join('')).toBe('{"jsonrpc":"2.0","id":9,"result":{}}\n');
    await expect(t.send({ jsonrpc: '2.0', id: 10, result: {} })).rejects.toThrow('Not connected');
    expect(closed).toBe(1);
  });
});

describe('line transport backpressure', () => {
  it('holds senders while the output is full, and lets them go on drain or when the output closes', async () => {
    let pending: (() => void) | undefined;
    const out = new Writable({
      highWaterMark: 8,
      write(_chunk, _enc, cb) {
        pending = cb; // completes only when the test says so
      },
    });
    const t = new LineTransport(new PassThrough(), out);
    await t.start();
    let released = 0;
    void t.send({ jsonrpc: '2.0', id: 1, result: {} }).then(() => released++);
    await new Promise((r) => setImmediate(r));
    expect(released).toBe(0); // over the high-water mark: the sender waits
    pending!();
    await new Promise((r) => setImmediate(r));
    expect(released).toBe(1); // drained

    void t.send({ jsonrpc: '2.0', id: 2, result: {} }).then(() => released++);
    await new Promise((r) => setImmediate(r));
    expect(released).toBe(1);
    out.destroy();
    await new Promise((r) => setImmediate(r));
    expect(released).toBe(2); // closed before draining: released anyway
  });
});
