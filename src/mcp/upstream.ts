// Connecting to a live MCP server as a client, over stdio (a command we spawn, through
// our line transport: see line-transport.ts for why) or Streamable HTTP (the SDK's).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { parse as parseShell } from 'shell-quote';
import { WhetstoneError } from '../errors.ts';
import { SpawnedServerTransport } from './line-transport.ts';

export interface UpstreamTarget {
  stdio?: string | undefined;
  url?: string | undefined;
  /** Extra environment for a stdio server (the SDK passes only a safe default set). */
  env?: Record<string, string> | undefined;
}

export interface UpstreamConnection {
  client: Client;
  close(): Promise<void>;
  /** The child's recent stderr, for error messages when a stdio server fails. */
  stderrTail(): string;
}

export function describeTarget(t: UpstreamTarget): string {
  return t.stdio ? `stdio "${t.stdio}"` : `url ${t.url}`;
}

export function splitCommand(command: string): { command: string; args: string[] } {
  const parts = parseShell(command, process.env);
  const words: string[] = [];
  for (const p of parts) {
    if (typeof p !== 'string') {
      throw new WhetstoneError(
        'input_invalid',
        `--stdio "${command}": shell operators are not supported; give one command and its arguments`,
      );
    }
    words.push(p);
  }
  if (words.length === 0)
    throw new WhetstoneError(
      'input_invalid',
      '--stdio needs a command, e.g. --stdio "npx -y @modelcontextprotocol/server-everything"',
    );
  return { command: words[0]!, args: words.slice(1) };
}

export async function connectUpstream(
  target: UpstreamTarget,
  opts: { clientName?: string; timeoutMs?: number; wrapTransport?: (t: Transport) => Transport } = {},
): Promise<UpstreamConnection> {
  if (!!target.stdio === !!target.url) {
    throw new WhetstoneError('input_invalid', 'give exactly one of --stdio "command args" or --url http://host/mcp');
  }
  const client = new Client({ name: opts.clientName ?? 'whetstone', version: '0.1.0' });
  let stderr = '';
  let transport: SpawnedServerTransport | StreamableHTTPClientTransport;
  if (target.stdio) {
    const { command, args } = splitCommand(target.stdio);
    transport = new SpawnedServerTransport({
      command,
      args,
      // Like the SDK's stdio client: a safe default set of variables, not our whole environment.
      env: { ...getDefaultEnvironment(), ...target.env },
      onStderr: (chunk) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-2000);
      },
    });
  } else {
    let url: URL;
    try {
      url = new URL(target.url!);
    } catch {
      throw new WhetstoneError(
        'input_invalid',
        `--url "${target.url}" is not a URL; give e.g. http://127.0.0.1:3000/mcp`,
      );
    }
    transport = new StreamableHTTPClientTransport(url);
  }
  try {
    await client.connect(opts.wrapTransport ? opts.wrapTransport(transport) : transport, {
      timeout: opts.timeoutMs ?? 30_000,
    });
  } catch (err) {
    await transport.close().catch(() => {});
    const tail = stderr.trim().split('\n').slice(-1)[0];
    throw new WhetstoneError(
      'upstream_failed',
      `cannot connect to MCP server (${describeTarget(target)}): ${(err as Error).message}${tail ? ` — its stderr: ${tail}` : ''}`,
      { retriable: true, cause: err },
    );
  }
  return {
    client,
    close: async () => {
      await client.close().catch(() => {});
    },
    stderrTail: () => stderr,
  };
}

/** Connects, lists every tool, disconnects: the one-shot read `tools import` and `lint` use. */
export async function fetchUpstreamTools(target: UpstreamTarget): Promise<Tool[]> {
  const conn = await connectUpstream(target);
  try {
    return await listAllTools(conn.client);
  } catch (err) {
    if (err instanceof WhetstoneError) throw err;
    throw new WhetstoneError(
      'upstream_failed',
      `tools/list failed on ${describeTarget(target)}: ${(err as Error).message}`,
      { retriable: true, cause: err },
    );
  } finally {
    await conn.close();
  }
}

/**
 * All tools of a server, following pagination cursors; it stops paging once it holds more
 * than `stopAfter` (the caller refuses such a listing rather than read it all).
 */
export async function listAllTools(client: Client, stopAfter = Number.POSITIVE_INFINITY): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const r = await client.listTools(cursor ? { cursor } : {});
    tools.push(...r.tools);
    cursor = r.nextCursor;
    if (!cursor || tools.length > stopAfter) break;
  }
  return tools;
}
