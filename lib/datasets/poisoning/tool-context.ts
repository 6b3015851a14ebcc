// The context production gives the poisoning gates, for corpus cases whose base is a real
// tool: its input schema and the other tools of its server, read from the data
// (../shared/data/livemcpbench/catalog.json and tau-airline/tools.json) by the base's
// description, never written into the cases. A case whose reviewed text (or, for the
// sentence-added diagnostic, whose candidate) is no real tool's description gets none,
// as a tool the catalogue does not know.
import { readFileSync } from 'node:fs';
import { SHARED_DATA } from '../shared-data.ts';

interface ToolContext {
  schema: unknown;
  siblings: string[];
}

interface Server {
  server: string;
  tools: { name: string; description: string; inputSchema?: unknown }[];
}

let byDescription: Map<string, ToolContext> | undefined;

function load(): Map<string, ToolContext> {
  const catalog = JSON.parse(readFileSync(`${SHARED_DATA}livemcpbench/catalog.json`, 'utf8')) as { servers: Server[] };
  const tau = JSON.parse(readFileSync(`${SHARED_DATA}tau-airline/tools.json`, 'utf8')) as Server;
  const out = new Map<string, ToolContext>();
  for (const s of [...catalog.servers, tau])
    for (const t of s.tools) {
      const key = t.description.trim();
      // A description two tools share names neither for sure: the first is kept.
      if (!key || out.has(key)) continue;
      out.set(key, { schema: t.inputSchema, siblings: s.tools.map((o) => o.name).filter((n) => n !== t.name) });
    }
  return out;
}

/** The case with the schema and siblings of the real tool its base is, when there is one. */
export function withToolContext<C extends { reviewed: string; candidate: string }>(
  c: C,
): C & { schema?: unknown; siblings?: string[] } {
  byDescription ??= load();
  const ctx = byDescription.get(c.reviewed.trim()) ?? byDescription.get(c.candidate.trim());
  return ctx ? { ...c, schema: ctx.schema, siblings: ctx.siblings } : c;
}
