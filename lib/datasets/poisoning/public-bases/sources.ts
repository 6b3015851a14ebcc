// The public MCP server repositories the pool is read from, and how each publishes its tools.
// `published-json` files are the repository's own JSON of each tool (name, description,
// inputSchema), copied as they are; `ts` and `py` files are parsed (see ts-tools.ts, py_tools.py).
// `server` names the server a tool belongs to, so siblings are the tools the same server lists.

export interface Source {
  repo: string;
  kind: 'toolsnaps' | 'json-list' | 'ts' | 'py' | 'go';
  /** Path prefixes read in the repository. */
  under: string[];
  /** Server label of a file: fixed, or derived from its path. */
  server: string | ((path: string) => string);
  /** Name the client sees, when the server renames the source's name (e.g. a mount namespace). */
  exposedName?: (path: string, name: string) => string;
}

const stem = (path: string) => (path.split('/').pop() ?? '').replace(/\.py$/, '');
/** A source's name for a path: `prefix` and the path's `i`-th segment. */
export const segment = (prefix: string, i: number) => (path: string) => `${prefix}/${path.split('/')[i]}`;

export const SOURCES: Source[] = [
  { repo: 'github/github-mcp-server', kind: 'toolsnaps', under: ['pkg/github/__toolsnaps__/'], server: 'github' },
  {
    repo: 'getsentry/sentry-mcp',
    kind: 'json-list',
    under: ['packages/mcp-core/src/toolDefinitions.json'],
    server: 'sentry',
  },
  {
    repo: 'modelcontextprotocol/servers',
    kind: 'ts',
    under: ['src/everything/', 'src/filesystem/', 'src/memory/', 'src/sequentialthinking/'],
    server: segment('reference', 1),
  },
  {
    repo: 'modelcontextprotocol/servers',
    kind: 'py',
    under: ['src/fetch/src/', 'src/git/src/', 'src/time/src/'],
    server: segment('reference', 1),
  },
  { repo: 'exa-labs/exa-mcp-server', kind: 'ts', under: ['src/tools/'], server: 'exa' },
  { repo: 'browserbase/mcp-server-browserbase', kind: 'ts', under: ['src/tools/'], server: 'browserbase' },
  {
    repo: 'supabase-community/supabase-mcp',
    kind: 'ts',
    under: ['packages/mcp-server-supabase/src/tools/'],
    server: 'supabase',
  },
  {
    repo: 'mongodb-js/mongodb-mcp-server',
    kind: 'ts',
    under: ['packages/tools-mongodb/src/', 'packages/tools-atlas/src/', 'packages/tools-atlas-local/src/'],
    server: 'mongodb',
  },
  { repo: 'cloudflare/mcp-server-cloudflare', kind: 'ts', under: ['apps/'], server: segment('cloudflare', 1) },
  { repo: 'firecrawl/firecrawl-mcp-server', kind: 'ts', under: ['src/'], server: 'firecrawl' },
  { repo: 'neondatabase/mcp-server-neon', kind: 'ts', under: ['mcp/tools/'], server: 'neon' },
  { repo: 'heroku/heroku-mcp-server', kind: 'ts', under: ['src/tools/'], server: 'heroku' },
  { repo: 'upstash/context7', kind: 'ts', under: ['packages/mcp/src/'], server: 'context7' },
  { repo: 'redis/mcp-redis', kind: 'py', under: ['src/tools/'], server: 'redis' },
  {
    repo: 'sooperset/mcp-atlassian',
    kind: 'py',
    under: ['src/mcp_atlassian/servers/jira.py', 'src/mcp_atlassian/servers/confluence.py'],
    server: (p) => `atlassian/${stem(p)}`,
    // servers/main.py mounts each sub-server with namespace="jira" / "confluence".
    exposedName: (p, name) => `${stem(p)}_${name}`,
  },
  { repo: 'hashicorp/terraform-mcp-server', kind: 'go', under: ['pkg/'], server: 'terraform' },
  { repo: 'korotovsky/slack-mcp-server', kind: 'go', under: ['pkg/'], server: 'slack' },
  { repo: 'grafana/mcp-grafana', kind: 'go', under: ['tools/'], server: 'grafana' },
];
