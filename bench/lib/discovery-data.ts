// Loads a discovery bench directory: catalog.json, requests.jsonl, tasks.jsonl (bench/discovery.ts).
// A catalogue may also be a bare array of servers, and a server's tools may carry
// `input_schema` or `parameters` instead of `inputSchema` (other exports' shapes).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogServer } from '../../src/discovery/summary.ts';

export interface Expected {
  server: string;
  name: string;
}

function jsonl<T>(path: string): T[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

export function loadDiscoveryDir(dir: string): {
  catalog: CatalogServer[];
  requests: { id: string; request: string; expected: Expected[] }[];
  tasks: { id: string; query: string; expected: Expected[] }[];
} {
  const parsed = JSON.parse(readFileSync(join(dir, 'catalog.json'), 'utf8')) as
    | { servers: Record<string, unknown>[] }
    | Record<string, unknown>[];
  const servers = Array.isArray(parsed) ? parsed : parsed.servers;
  const catalog = servers.map((s) => ({
    server: String(s.server ?? s.name),
    ...(typeof s.summary === 'string' ? { summary: s.summary } : {}),
    tools: ((s.tools as Record<string, unknown>[]) ?? []).map((t) => ({
      name: String(t.name),
      description: String(t.description ?? ''),
      inputSchema: (t.inputSchema ?? t.input_schema ?? t.parameters ?? { type: 'object' }) as Record<string, unknown>,
    })),
  }));
  return {
    catalog,
    requests: jsonl(join(dir, 'requests.jsonl')),
    tasks: jsonl(join(dir, 'tasks.jsonl')),
  };
}
