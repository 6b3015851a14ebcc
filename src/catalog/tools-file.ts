// Reading a tools/list-shaped JSON document: {"server": "...", "tools": [...]}, or a raw
// JSON-RPC response {"result": {"tools": [...]}} as captured from a server; or a catalog of
// several servers, {"servers": [{"server": "...", "tools": [...]}, ...]}.
import { z } from 'zod';
import { WhetstoneError } from '../errors.ts';

const toolSchema = z.object({
  name: z.string().min(1, 'must not be empty'),
  description: z.string().optional(),
  inputSchema: z.record(z.string(), z.unknown()).optional(),
  title: z.string().optional(),
  annotations: z.record(z.string(), z.unknown()).optional(),
  outputSchema: z.record(z.string(), z.unknown()).optional(),
});

const fileSchema = z.union([
  z.object({ server: z.string().optional(), tools: z.array(toolSchema) }),
  z
    .object({ result: z.object({ tools: z.array(toolSchema) }) })
    .transform((x) => ({ server: undefined, tools: x.result.tools })),
]);

export interface UpstreamTool {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  /** Governed with the description (see catalog/surface.ts). */
  title?: string | undefined;
  annotations?: Record<string, unknown> | undefined;
  /** The declared result schema (MCP outputSchema), read by the lint only. */
  outputSchema?: Record<string, unknown> | undefined;
}

export interface ToolsDocument {
  server: string | undefined;
  tools: UpstreamTool[];
}

export function parseToolsDocument(text: string, source: string): ToolsDocument {
  return toolsDocumentOf(parseJson(text, source), source);
}

/**
 * Every server's tools in a document: one for a single-server file, each entry of
 * "servers" for a catalog (each must name its server, and no server may appear twice).
 */
export function parseToolsCatalog(text: string, source: string): ToolsDocument[] {
  const json = parseJson(text, source);
  if (json === null || typeof json !== 'object' || !('servers' in json)) return [toolsDocumentOf(json, source)];
  const servers = (json as { servers: unknown }).servers;
  if (!Array.isArray(servers) || servers.length === 0)
    throw new WhetstoneError('input_invalid', `${source}: servers: expected a non-empty list of {"server", "tools"}`);
  const seen = new Set<string>();
  return servers.map((entry, i) => {
    const doc = toolsDocumentOf(entry, `${source}: servers[${i}]`);
    if (!doc.server) throw new WhetstoneError('input_invalid', `${source}: servers[${i}] names no "server"`);
    if (seen.has(doc.server))
      throw new WhetstoneError('input_invalid', `${source}: servers[${i}]: server "${doc.server}" is listed twice`);
    seen.add(doc.server);
    return doc;
  });
}

function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new WhetstoneError('input_invalid', `${source}: not valid JSON (${(err as Error).message})`);
  }
}

function toolsDocumentOf(json: unknown, source: string): ToolsDocument {
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    // The union's first branch carries the useful issue for tools/list files.
    const first = toolsIssue(json) ?? parsed.error.issues[0];
    const path = first?.path.length ? first.path.join('.') : '(top level)';
    throw new WhetstoneError(
      'input_invalid',
      `${source}: ${path}: ${first?.message ?? 'invalid'}; expected {"server": "...", "tools": [{"name", "description", "inputSchema"}]} or {"servers": [{"server", "tools"}]}`,
    );
  }
  return {
    server: parsed.data.server,
    tools: parsed.data.tools.map((t) => ({
      name: t.name,
      description: t.description ?? '',
      inputSchema: t.inputSchema ?? { type: 'object' },
      ...(t.title !== undefined ? { title: t.title } : {}),
      ...(t.annotations !== undefined ? { annotations: t.annotations } : {}),
      ...(t.outputSchema !== undefined ? { outputSchema: t.outputSchema } : {}),
    })),
  };
}

function toolsIssue(json: unknown): z.core.$ZodIssue | undefined {
  const r = z.object({ server: z.string().optional(), tools: z.array(toolSchema) }).safeParse(json);
  return r.success ? undefined : r.error.issues[0];
}
