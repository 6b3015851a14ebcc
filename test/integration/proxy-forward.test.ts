// The proxy's tools/call forwarding at the message level, against a fixture MCP server
// (test/fixtures/slow-server.ts) and real SDK clients over Streamable HTTP: progress
// reaches the agent, cancellation reaches the upstream, tool errors and unknown tools
// come back as such, sessions whose request ids collide get their own answers, and an
// upstream that dies mid-call answers the agent with an error instead of leaving it hanging.
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.ts';
import type { EventSink, ToolCallEvent } from '../../src/mcp/events.ts';
import { McpProxy } from '../../src/mcp/proxy.ts';
import { serveHttp } from '../../src/mcp/serve.ts';
import { ROOT } from '../kit/cli.ts';
import { freshPostgres, openMigrated } from '../kit/db.ts';
import { until } from '../kit/kafka.ts';

const FIXTURE = `node ${join(ROOT, 'node_modules/tsx/dist/cli.mjs')} ${join(ROOT, 'test/fixtures/slow-server.ts')}`;

/** Keeps the events in memory, so a test can read what the proxy reported. */
function memorySink(): EventSink & { events: ToolCallEvent[] } {
  const events: ToolCallEvent[] = [];
  return {
    events,
    push: (e) => events.push(e),
    stats: () => ({ queued: 0, sent: events.length, dropped: 0, failed: 0 }),
    close: async () => {},
  };
}

const text = (r: unknown) => (r as { content: Array<{ text: string }> }).content[0]!.text;

/**
 * Every message an agent's transport receives, recorded before the SDK client handles it.
 * Progress is checked on the wire, not through `onprogress`: the SDK client drops a progress
 * notification that shares a read with its call's response (typescript-sdk#2580), which on
 * a loaded machine happens to direct connections too, so the callback cannot tell whether
 * the proxy forwarded everything.
 */
function recordWire(transport: Transport): JSONRPCMessage[] {
  const seen: JSONRPCMessage[] = [];
  const handle = transport.onmessage;
  transport.onmessage = (m, extra) => {
    seen.push(m);
    handle?.(m, extra);
  };
  return seen;
}

/** The progress values on the wire, in order, and whether they all came before the answer `answer`. */
function progressOnWire(seen: JSONRPCMessage[], answer: string): { progress: number[]; allBeforeAnswer: boolean } {
  const at = seen.findIndex(
    (m) => 'result' in m && (m.result as { content?: Array<{ text?: string }> }).content?.[0]?.text === answer,
  );
  const progress: number[] = [];
  let last = -1;
  seen.forEach((m, i) => {
    if ('method' in m && m.method === 'notifications/progress') {
      progress.push((m.params as { progress: number }).progress);
      last = i;
    }
  });
  return { progress, allBeforeAnswer: at > last };
}

/**
 * The proxy in this process in front of the fixture server, served over Streamable HTTP on
 * its own fresh database; `connect` adds an agent (an SDK client) whose wire is recorded.
 */
async function startProxy(o: { events?: EventSink; callTimeoutMs?: number } = {}) {
  const store = await freshPostgres();
  const db = await openMigrated(store);
  const proxy = new McpProxy({
    db,
    upstreams: [{ server: 'slow', stdio: FIXTURE }],
    log: createLogger('silent'),
    actor: 'proxy-test',
    ...o,
  });
  await proxy.start();
  const http = await serveHttp((sid) => proxy.createSession(sid), '127.0.0.1', 0);
  const agents: Client[] = [];
  return {
    connect: async () => {
      const agent = new Client({ name: `agent-${agents.length}`, version: '1.0.0' });
      const transport = new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${http.port}/mcp`));
      await agent.connect(transport);
      agents.push(agent);
      return { agent, transport, wire: recordWire(transport) };
    },
    close: async () => {
      for (const a of agents) await a.close().catch(() => {});
      await http.close();
      await proxy.stop();
      await db.close();
      await store.cleanup();
    },
  };
}

describe('proxy forwarding of tools/call', () => {
  const sink = memorySink();
  let running: Awaited<ReturnType<typeof startProxy>>;
  const connect = () => running.connect();

  beforeAll(async () => {
    running = await startProxy({ events: sink });
  });
  afterAll(async () => {
    await running?.close();
  });

  it('passes progress notifications from the upstream to the agent that asked for them', async () => {
    const { agent, wire } = await connect();
    const r = await agent.callTool({ name: 'count', arguments: { n: 4 } }, undefined, { onprogress: () => {} });
    expect(text(r)).toBe('counted to 4');
    expect(progressOnWire(wire, 'counted to 4')).toEqual({ progress: [1, 2, 3, 4], allBeforeAnswer: true });
  });

  it('passes a cancellation on to the upstream, under the id the upstream knows', async () => {
    const { agent } = await connect();
    const before = Number(text(await agent.callTool({ name: 'cancelled', arguments: {} })));
    const abort = new AbortController();
    const call = agent.callTool({ name: 'wait', arguments: {} }, undefined, { signal: abort.signal });
    setTimeout(() => abort.abort('the user gave up'), 100);
    await expect(call).rejects.toThrow();
    await until(
      'the upstream saw the cancellation',
      async () => Number(text(await agent.callTool({ name: 'cancelled', arguments: {} }))),
      (n) => n === before + 1,
      10_000,
      50,
    );
    expect(sink.events.filter((e) => e.tool === 'wait')).toEqual([
      expect.objectContaining({ is_error: true, cancelled: true }),
    ]);
  });

  it("cancels an agent's calls in flight upstream when its session closes, and reports them", async () => {
    const { agent: watcher } = await connect();
    const before = Number(text(await watcher.callTool({ name: 'cancelled', arguments: {} })));
    const { agent: leaving, transport: leavingTransport } = await connect();
    const waits = sink.events.filter((e) => e.tool === 'wait').length;
    const call = leaving.callTool({ name: 'wait', arguments: {} }).catch((err: Error) => err);
    await new Promise((r) => setTimeout(r, 100));
    await leavingTransport.terminateSession(); // DELETE: the session ends on the proxy's side
    await leaving.close();
    expect(await call).toBeInstanceOf(Error);
    await until(
      'the upstream saw the call cancelled',
      async () => Number(text(await watcher.callTool({ name: 'cancelled', arguments: {} }))),
      (n) => n === before + 1,
      10_000,
      50,
    );
    expect(sink.events.filter((e) => e.tool === 'wait').slice(waits)).toEqual([
      expect.objectContaining({ is_error: true, cancelled: true }),
    ]);
  });

  it('returns tool errors as results and reports them; an unknown tool is a JSON-RPC error', async () => {
    const { agent } = await connect();
    const r = await agent.callTool({ name: 'fail', arguments: {} });
    expect(r).toEqual({ isError: true, content: [{ type: 'text', text: 'it failed, as asked' }] });
    const ev = await until(
      'the fail event',
      async () => sink.events.filter((e) => e.tool === 'fail'),
      (e) => e.length === 1,
      5_000,
      20,
    );
    expect(ev[0]).toMatchObject({ server: 'slow', is_error: true, cancelled: false, arguments: {} });
    await expect(agent.callTool({ name: 'no-such-tool', arguments: {} })).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('unknown tool: no-such-tool'),
    });
  });

  it('gives each session its own answers when their request ids collide', async () => {
    const [a, b] = [await connect(), await connect()];
    const from = sink.events.length;
    // Both clients number their requests from the same start, so ids collide upstream-side
    // unless the proxy renames them.
    const calls = Array.from({ length: 30 }, (_, i) =>
      (i % 2 ? a : b).agent.callTool({ name: 'count', arguments: { n: i } }).then((r) => text(r)),
    );
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 30 }, (_, i) => `counted to ${i}`));
    // Each call is reported once, under the session that made it.
    const bySession = (t: StreamableHTTPClientTransport) =>
      sink.events
        .slice(from)
        .filter((e) => e.session === t.sessionId)
        .map((e) => e.arguments.n as number);
    expect(bySession(a.transport).sort((x, y) => x - y)).toEqual(Array.from({ length: 15 }, (_, k) => 2 * k + 1));
    expect(bySession(b.transport).sort((x, y) => x - y)).toEqual(Array.from({ length: 15 }, (_, k) => 2 * k));
  });
});

describe('proxy forwarding when the upstream dies mid-call', () => {
  it('answers the call in flight with an error at once, then starts the upstream again', async () => {
    const running = await startProxy();
    try {
      const { agent } = await running.connect();
      // The proxy's own error, not the SDK's request timeout (60 s): answered when the upstream dies.
      await expect(agent.callTool({ name: 'crash', arguments: {} })).rejects.toThrow(
        'the upstream server closed the connection',
      );
      await expect(agent.callTool({ name: 'count', arguments: { n: 1 } })).rejects.toThrow(
        'the upstream server is not connected; the proxy is connecting to it again, retry shortly',
      );
      // That call asked for a new connection: the server is started again and calls pass.
      const again = await until(
        'a call to pass on the restarted upstream',
        () => agent.callTool({ name: 'count', arguments: { n: 2 } }).then(text, (err: Error) => err.message),
        (t) => t === 'counted to 2',
        30_000,
        100,
      );
      expect(again).toBe('counted to 2');
    } finally {
      await running.close();
    }
  });
});

describe('proxy call timeout', () => {
  it('answers a call the upstream leaves hanging with a timeout error and cancels it upstream; progress keeps a long call alive', async () => {
    const running = await startProxy({ callTimeoutMs: 400 });
    try {
      const { agent, wire } = await running.connect();
      const before = Number(text(await agent.callTool({ name: 'cancelled', arguments: {} })));
      const started = Date.now();
      await expect(agent.callTool({ name: 'wait', arguments: {} })).rejects.toMatchObject({
        code: -32001,
        message: expect.stringContaining('did not answer within 0.4 s'),
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      await until(
        'the upstream saw the call cancelled',
        async () => Number(text(await agent.callTool({ name: 'cancelled', arguments: {} }))),
        (n) => n === before + 1,
        10_000,
        50,
      );
      // 6 steps 150 ms apart: 900 ms in all, over the 400 ms timeout, but never 400 ms silent.
      const r = await agent.callTool({ name: 'count', arguments: { n: 6, delayMs: 150 } }, undefined, {
        onprogress: () => {},
      });
      expect(text(r)).toBe('counted to 6');
      expect(progressOnWire(wire, 'counted to 6')).toEqual({ progress: [1, 2, 3, 4, 5, 6], allBeforeAnswer: true });
    } finally {
      await running.close();
    }
  });
});

describe('`whetstone proxy` over stdio, as an agent host runs it', () => {
  it('serves the registered tools with their hashes, forwards calls with progress, and exits when the agent closes it', async () => {
    const store = await freshPostgres();
    const agent = new Client({ name: 'host', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(ROOT, 'bin/whetstone.js'), 'proxy', '--upstream', `slow=${FIXTURE}`],
      env: { ...getDefaultEnvironment(), ...store.env, WHETSTONE_LOG_LEVEL: 'warn', WHETSTONE_ACTOR: 'host' },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    try {
      await agent.connect(transport);
      const seen = recordWire(transport);
      const tools = (await agent.listTools()).tools;
      expect(tools.map((t) => t.name).sort()).toEqual(['cancelled', 'count', 'crash', 'fail', 'wait']);
      expect(tools.find((t) => t.name === 'count')!._meta).toMatchObject({
        'whetstone/server': 'slow',
        'whetstone/version': 1,
        'whetstone/content_hash': expect.stringMatching(/^sha256:/),
      });
      const r = await agent.callTool({ name: 'count', arguments: { n: 3 } }, undefined, { onprogress: () => {} });
      expect(text(r)).toBe('counted to 3');
      expect(progressOnWire(seen, 'counted to 3')).toEqual({ progress: [1, 2, 3], allBeforeAnswer: true });
      const pid = transport.pid!;
      await agent.close();
      await until(
        'the proxy process to exit',
        async () => {
          try {
            process.kill(pid, 0);
            return false;
          } catch {
            return true;
          }
        },
        (gone) => gone,
        10_000,
        50,
      );
      expect(stderr).not.toMatch(/error/i);
    } finally {
      await agent.close().catch(() => {});
      await store.cleanup();
    }
  });
});
