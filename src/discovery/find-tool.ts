// The find_tools tool as agents see it in discovery mode, and what it answers. Its
// description is fixed product text (not a proposal): it tells the agent how to ask.
import { DISCOVERY_TOOL_NAME } from '../model/meta-tools.ts';

// Named in the model: the judges and the optimizer treat it as a meta-tool (src/model/meta-tools.ts).
export const FIND_TOOLS_NAME = DISCOVERY_TOOL_NAME;

export const FIND_TOOLS_DEFAULT_K = 5;
export const FIND_TOOLS_MAX_K = 20;
/**
 * Longest `request`, `server` or `tool` text find_tools reads. The embedding models read
 * at most 512 tokens, so a longer text routes no better, but embedding and scanning it
 * holds the proxy's event loop for every session (seconds at a few MB).
 */
export const FIND_TOOLS_MAX_CHARS = 2000;

export const FIND_TOOLS_TOOL = {
  name: FIND_TOOLS_NAME,
  description:
    'Finds tools for a capability you need and adds them to your tool list (you can then call them directly). ' +
    'Describe the need in `request`; optionally name the kind of server or domain in `server` and the operation in `tool`. ' +
    'Ask again whenever you need another capability: each call adds tools.',
  inputSchema: {
    type: 'object' as const,
    properties: {
      request: {
        type: 'string',
        maxLength: FIND_TOOLS_MAX_CHARS,
        description: 'The capability needed, in plain words.',
      },
      server: {
        type: 'string',
        maxLength: FIND_TOOLS_MAX_CHARS,
        description: 'Optional: the kind of server or domain, e.g. "maps or geocoding".',
      },
      tool: {
        type: 'string',
        maxLength: FIND_TOOLS_MAX_CHARS,
        description: 'Optional: the operation, e.g. "find the route between two places".',
      },
      k: {
        type: 'integer',
        minimum: 1,
        maximum: FIND_TOOLS_MAX_K,
        description: 'How many tools to return (default 5).',
      },
    },
    required: ['request'],
  },
};

/** Why find_tools' arguments are refused before any work (a text over the limit), else undefined. */
export function oversizedArgument(args: Record<string, unknown> | undefined): string | undefined {
  for (const key of ['request', 'server', 'tool']) {
    const v = args?.[key];
    if (typeof v === 'string' && v.length > FIND_TOOLS_MAX_CHARS)
      return `find_tools \`${key}\` is ${v.length} characters, over the ${FIND_TOOLS_MAX_CHARS} it reads; name the capability in fewer words`;
  }
  return undefined;
}

/** The k asked for, within bounds (a bad value falls back to the default). */
export function clampK(v: unknown, fallback = FIND_TOOLS_DEFAULT_K): number {
  const n = typeof v === 'number' && Number.isFinite(v) ? Math.floor(v) : fallback;
  return Math.min(FIND_TOOLS_MAX_K, Math.max(1, n));
}

export interface FoundTool {
  name: string;
  server: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** find_tools' text answer: each tool with its published description and input schema. */
export function foundText(found: FoundTool[]): string {
  if (!found.length) return 'No tools matched this request; describe the capability differently.';
  return JSON.stringify({
    added: found.map((f) => f.name),
    tools: found.map((f) => ({
      name: f.name,
      server: f.server,
      description: f.description,
      inputSchema: f.inputSchema,
    })),
  });
}
