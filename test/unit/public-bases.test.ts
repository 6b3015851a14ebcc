import { describe, expect, it } from 'vitest';
import { overlaps } from '../../lib/datasets/poisoning/public-bases/exclude.ts';
import { extractGoTools, goConstants, goStructs } from '../../lib/datasets/poisoning/public-bases/go-tools.ts';
import { extractTsTools } from '../../lib/datasets/poisoning/public-bases/ts-tools.ts';
import { asBase, loadPublicBases } from '../../lib/datasets/poisoning/public-bases.ts';

describe('public bases pool', () => {
  const pool = loadPublicBases();

  it('loads at least 150 bases', () => {
    expect(pool.length).toBeGreaterThanOrEqual(150);
  });

  it('has no duplicate tool or description', () => {
    const ids = pool.map((b) => `${b.repo}/${b.server}/${b.tool}`);
    expect(new Set(ids).size).toBe(ids.length);
    const texts = pool.map((b) => b.description.replace(/\s+/g, ' ').trim());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('gives every base a JSON object schema and provenance', () => {
    for (const b of pool) {
      const schema = JSON.parse(b.schema) as unknown;
      expect(typeof schema, b.tool).toBe('object');
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

  it('treats equal, containing and contained texts as overlaps', () => {
    const texts = new Set(['Read a file from disk.']);
    expect(overlaps('Read a file  from disk.', texts)).toBe(true);
    expect(overlaps('Read a file from disk. Then more.', texts)).toBe(true);
    expect(overlaps('a file', texts)).toBe(true);
    expect(overlaps('Write a file to disk.', texts)).toBe(false);
  });
});
