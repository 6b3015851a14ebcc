import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normalise, overlaps } from '../../lib/datasets/poisoning/public-bases/exclude.ts';
import { extractGoStructTools } from '../../lib/datasets/poisoning/public-bases/go-struct-tools.ts';
import { extractGoTools, goConstants, goStructs } from '../../lib/datasets/poisoning/public-bases/go-tools.ts';
import { extractTsTools } from '../../lib/datasets/poisoning/public-bases/ts-tools.ts';
import { loadMaintainerEdits } from '../../lib/datasets/poisoning/maintainer-edits.ts';
import {
  asBase,
  loadPublicBases,
  loadPublicBases2,
  loadPublicBases3,
} from '../../lib/datasets/poisoning/public-bases.ts';

describe('second public bases pool', () => {
  const pool = loadPublicBases2();
  const perServer = new Map<string, number>();
  for (const b of pool) perServer.set(`${b.repo} ${b.server}`, (perServer.get(`${b.repo} ${b.server}`) ?? 0) + 1);

  it('holds at least 120 bases over at least 12 servers, at most 12 per server', () => {
    expect(pool.length).toBeGreaterThanOrEqual(120);
    expect(perServer.size).toBeGreaterThanOrEqual(12);
    expect(Math.max(...perServer.values())).toBeLessThanOrEqual(12);
  });

  it('shares no repository and no description with the first pool', () => {
    const first = loadPublicBases();
    const repos = new Set(first.map((b) => b.repo));
    const texts = new Set(first.map((b) => normalise(b.description)));
    for (const b of pool) {
      expect(repos.has(b.repo), b.repo).toBe(false);
      expect(overlaps(b.description, texts), b.tool).toBe(false);
    }
  });
});

describe('third public bases pool', () => {
  const pool = loadPublicBases3();
  const perServer = new Map<string, number>();
  for (const b of pool) perServer.set(`${b.repo} ${b.server}`, (perServer.get(`${b.repo} ${b.server}`) ?? 0) + 1);

  it('holds at least 120 bases over at least 12 servers of 10 repositories, at most 12 per server', () => {
    expect(pool.length).toBeGreaterThanOrEqual(120);
    expect(perServer.size).toBeGreaterThanOrEqual(12);
    expect(new Set(pool.map((b) => b.repo)).size).toBeGreaterThanOrEqual(10);
    expect(Math.max(...perServer.values())).toBeLessThanOrEqual(12);
  });

  it('shares no repository and no description with the earlier pools or the maintainer edits', () => {
    const earlier = [...loadPublicBases(), ...loadPublicBases2()];
    const repos = new Set(earlier.map((b) => b.repo));
    const edits = loadMaintainerEdits();
    const texts = new Set(
      [
        ...earlier.map((b) => b.description),
        ...[...edits.dev, ...edits.aside].flatMap((e) => [e.reviewed, e.candidate]),
      ].map(normalise),
    );
    for (const b of pool) {
      expect(repos.has(b.repo), b.repo).toBe(false);
      expect(overlaps(b.description, texts), b.tool).toBe(false);
    }
  });
});

describe.each([
  ['first', loadPublicBases, 150],
  ['second', loadPublicBases2, 120],
  ['third', loadPublicBases3, 120],
] as const)('public bases pool (%s)', (_, loadPool, least) => {
  const pool = loadPool();

  it(`loads at least ${least} bases`, () => {
    expect(pool.length).toBeGreaterThanOrEqual(least);
  });

  it('has no duplicate tool or description', () => {
    const ids = pool.map((b) => `${b.repo}/${b.server}/${b.tool}`);
    expect(new Set(ids).size).toBe(ids.length);
    const texts = pool.map((b) => b.description.replace(/\s+/g, ' ').trim());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('gives every base a JSON object schema and provenance', () => {
    for (const b of pool) {
      const schema = JSON.parse(b.schema) as { type?: unknown };
      expect(typeof schema, b.tool).toBe('object');
      expect(schema.type, b.tool).toBe('object');
      expect(['published-json', 'reconstructed', 'partial'], b.tool).toContain(b.schemaFidelity);
      expect(b.server.length, b.tool).toBeGreaterThan(0);
      expect(b.repo, b.tool).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(b.commit, b.tool).toMatch(/^[0-9a-f]{40}$/);
      expect(b.path.length, b.tool).toBeGreaterThan(0);
      expect(b.licence.length, b.tool).toBeGreaterThan(0);
      expect(b.description.trim().length, b.tool).toBeGreaterThan(0);
      expect(b.siblings, b.tool).not.toContain(b.tool);
    }
  });

  it("converts to the held-out builders' Base shape", () => {
    const first = pool[0];
    if (!first) throw new Error('empty pool');
    expect(asBase(first)).toEqual({ reviewed: first.description, schema: first.schema, siblings: first.siblings });
  });
});

describe('public bases extraction', () => {
  it('rebuilds a registerTool zod shape and keeps unknown helpers verbatim', () => {
    const src = `
      const Args = z.object({ path: z.string().describe("File path"), n: z.number().int().min(1).optional() });
      server.registerTool("read_it", { description: "Reads " + "a file.", inputSchema: { ...Args.shape, mode: helper() } }, h);
    `;
    const [tool] = extractTsTools('x.ts', src);
    expect(tool?.name).toBe('read_it');
    expect(tool?.description).toBe('Reads a file.');
    expect(tool?.schema).toEqual({
      type: 'object',
      properties: {
        path: { type: 'string', description: 'File path' },
        n: { type: 'integer', minimum: 1 },
        mode: { 'x-zod': 'helper()' },
      },
      required: ['path', 'mode'],
    });
  });

  it('reads mcp-go NewTool options and MustTool struct tags', () => {
    const src = [
      'const desc = "Lists the " + `things.`',
      'var A = mcp.NewTool("list_things", mcp.WithDescription(desc),',
      '  mcp.WithString("q", mcp.Required(), mcp.Description("Query \\"x\\"")), mcp.WithNumber("n", mcp.DefaultNumber(5)))',
      'type P struct {',
      '  Q string `json:"q" jsonschema:"required,description=One\\\\, two"`',
      '  N int `json:"n,omitempty"`',
      '}',
      'func h(ctx context.Context, args P) (string, error) { return "", nil }',
      'var B = mcpgrafana.MustTool("get_p", "Gets p.", h)',
    ].join('\n');
    const tools = extractGoTools(src, goConstants([src]), goStructs([src]));
    expect(tools).toEqual([
      {
        name: 'list_things',
        description: 'Lists the things.',
        schema: {
          type: 'object',
          properties: { q: { type: 'string', description: 'Query "x"' }, n: { type: 'number', default: 5 } },
          required: ['q'],
        },
      },
      {
        name: 'get_p',
        description: 'Gets p.',
        schema: {
          type: 'object',
          properties: { q: { type: 'string', description: 'One, two' }, n: { type: 'integer' } },
          required: ['q'],
        },
      },
    ]);
  });

  it("reads a wrapper's positional description and its parameter slice, marking Min/Max off numbers", () => {
    const src = [
      'func Other() mcpgo.Tool {',
      '  parameters := []mcpgo.ToolParameter{mcpgo.WithString("x")}',
      '  return mcpgo.NewTool("other", "Other tool.", parameters, h)',
      '}',
      'func Fetch() mcpgo.Tool {',
      '  parameters := []mcpgo.ToolParameter{',
      '    mcpgo.WithString("id", mcpgo.Description("Item id"), mcpgo.Required(), mcpgo.Max(40)),',
      '    mcpgo.WithNumber("count", mcpgo.Min(1), mcpgo.Items(map[string]interface{}{"type": "x"})),',
      '    mcpgo.WithNumber("skip", mcpgo.Min(0)),',
      '  }',
      '  return mcpgo.NewTool(',
      '    "fetch_item",',
      '    "Fetches one " +',
      '      "item by id.",',
      '    parameters,',
      '    handler,',
      '  )',
      '}',
    ].join('\n');
    const tools = extractGoTools(src, goConstants([src]), goStructs([src]));
    expect(tools[1]).toEqual({
      name: 'fetch_item',
      description: 'Fetches one item by id.',
      schema: {
        type: 'object',
        properties: {
          id: { type: 'string', description: 'Item id', 'x-go': 'Max(…)' },
          count: { type: 'number', minimum: 1, 'x-go': 'Items(…)' },
          skip: { type: 'number', minimum: 0 },
        },
        required: ['id'],
      },
    });
    expect(tools[0]?.schema).toEqual({ type: 'object', properties: { x: { type: 'string' } } });
  });

  it('follows enum and object-table names, zodToJsonSchema, super() schemas and JSON-schema literals', () => {
    const src = `
      enum Names { GET = "get-thing" }
      const TOOLS = { put: "put_thing" } as const;
      export const a = { name: Names.GET, description: "Gets a thing by id.", inputSchema: zodToJsonSchema(z.object({ id: z.string() })) };
      server.tool(TOOLS.put, "Puts a thing.", { v: z.number() }, h);
      class MoveTool extends BaseTool {
        readonly name = "move_thing";
        readonly description = "Moves a thing.";
        constructor() { super({ inputSchema: z.object({ to: z.string() }) }); }
      }
      const b = { name: "raw", description: "Raw schema.", inputSchema: { type: "object", properties: { q: { type: "string", enum: ["x"] } }, required: ["q"] } };
    `;
    const byName = Object.fromEntries(extractTsTools('x.ts', src).map((t) => [t.name, t]));
    const obj = (props: object) => ({ type: 'object', properties: props, required: Object.keys(props) });
    expect(byName['get-thing']?.schema).toEqual(obj({ id: { type: 'string' } }));
    expect(byName.put_thing?.description).toBe('Puts a thing.');
    expect(byName.move_thing?.schema).toEqual(obj({ to: { type: 'string' } }));
    expect(byName.raw?.schema).toEqual(obj({ q: { type: 'string', enum: ['x'] } }));
  });

  it('reads Python tools registered by a call, looking the function up in another file', () => {
    const script = fileURLToPath(new URL('../../lib/datasets/poisoning/public-bases/py_tools.py', import.meta.url));
    const files = [
      { path: 'tools/a.py', text: 'def find_it(q: str, n: int = 3):\n    """Finds it."""\n' },
      { path: 'reg.py', text: 'from tools.a import find_it\ndef register(mcp):\n    mcp.tool()(find_it)\n' },
      {
        path: 'srv.py',
        text: 'def run(sql: str):\n    """Doc."""\nmcp.add_tool(Tool.from_function(run, name="run_query", description="Runs SQL."))\n',
      },
    ];
    const out = JSON.parse(execFileSync('python3', [script], { input: JSON.stringify(files), encoding: 'utf8' }));
    const schema = (props: object, required: string[]) => ({ type: 'object', properties: props, required });
    expect(out).toEqual([
      {
        path: 'tools/a.py',
        name: 'find_it',
        description: 'Finds it.',
        schema: schema({ q: { type: 'string' }, n: { type: 'integer', default: 3 } }, ['q']),
      },
      {
        path: 'srv.py',
        name: 'run_query',
        description: 'Runs SQL.',
        schema: schema({ sql: { type: 'string' } }, ['sql']),
      },
    ]);
  });

  it('reads go-sdk Tool struct literals with a jsonschema.Schema input', () => {
    const src = [
      'const PAT = "^[a-z]+$"',
      'var tools = []api.ServerTool{{Tool: api.Tool{',
      '  Name: "pods_get", Description: "Gets a " + "pod.",',
      '  InputSchema: &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{',
      '    "name": {Type: "string", Description: "Pod name", Pattern: PAT},',
      '    "tail": {Type: "integer", Minimum: ptr.To(float64(1))},',
      '    "mode": {Type: "string", Enum: []any{"a", "b"}},',
      '  }, Required: []string{"name"}},',
      '}, Handler: h}, {Tool: api.Tool{Name: "dyn", Description: fmt.Sprintf("x %s", y)}}}',
    ].join('\n');
    const tools = extractGoStructTools(src, goConstants([src]));
    expect(tools[0]).toEqual({
      name: 'pods_get',
      description: 'Gets a pod.',
      schema: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'Pod name', pattern: '^[a-z]+$' },
          tail: { type: 'integer', 'x-go-Minimum': { 'x-go': 'ptr.To(…)' } },
          mode: { type: 'string', enum: ['a', 'b'] },
        },
        required: ['name'],
      },
    });
    expect(tools[1]?.name).toBe('dyn');
    expect(tools[1]?.description).toBeUndefined();
    expect(tools[1]?.problem).toBeDefined();
  });

  it('treats equal, containing and contained texts as overlaps', () => {
    const texts = new Set(['Read a file from disk.']);
    expect(overlaps('Read a file  from disk.', texts)).toBe(true);
    expect(overlaps('Read a file from disk. Then more.', texts)).toBe(true);
    expect(overlaps('a file', texts)).toBe(true);
    expect(overlaps('Write a file to disk.', texts)).toBe(false);
  });
});
