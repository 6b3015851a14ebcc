// A discovery request as MCP-Zero's agents write it: free text naming the capability
// needed, optionally with a "server:" (or "domain:") line for where such a tool would live
// and a "tool:" line for what it does, possibly wrapped in <tool_assistant> tags. Both parts
// are optional; whatever is not in a labelled line is the request's free text.
export interface DiscoveryRequest {
  /** The whole request with tags and labels removed: what a flat search would embed. */
  text: string;
  /** The server/domain part, when the request names one. */
  server?: string;
  /** The tool part, when the request names one. */
  tool?: string;
}

const LABEL = /^\s*(server|domain|tool)\s*[:：]\s*(.*)$/i;
const TAG = /<\/?tool_assistant>/gi;

/** Parses a request string; never throws (an empty request has empty text). */
export function parseRequest(raw: string): DiscoveryRequest {
  const lines = raw.replace(TAG, '\n').split(/\r?\n/);
  const parts: { server: string[]; tool: string[] } = { server: [], tool: [] };
  const free: string[] = [];
  let current: 'server' | 'tool' | undefined;
  for (const line of lines) {
    const m = LABEL.exec(line);
    if (m) {
      current = m[1]!.toLowerCase() === 'tool' ? 'tool' : 'server';
      if (m[2]!.trim()) parts[current].push(m[2]!.trim());
    } else if (line.trim()) {
      // A continuation line belongs to the label above it, free text otherwise.
      (current ? parts[current] : free).push(line.trim());
    }
  }
  const server = parts.server.join(' ');
  const tool = parts.tool.join(' ');
  const req: DiscoveryRequest = { text: [...free, server, tool].filter(Boolean).join('\n') };
  if (server) req.server = server;
  if (tool) req.tool = tool;
  return req;
}

/** A request from find_tools' arguments: `request` text, with `server` / `tool` overriding its lines. */
export function requestFromArguments(args: Record<string, unknown> | undefined): DiscoveryRequest {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const base = parseRequest(str(args?.request) ?? '');
  const out: DiscoveryRequest = { text: base.text };
  const server = str(args?.server) ?? base.server;
  const tool = str(args?.tool) ?? base.tool;
  // Parts given as arguments join the text when the request text does not already carry them.
  for (const part of [server, tool])
    if (part && !out.text.split('\n').includes(part)) out.text = [out.text, part].filter(Boolean).join('\n');
  if (server) out.server = server;
  if (tool) out.tool = tool;
  return out;
}
