// `whetstone lint` through the real CLI: a real MCP server from npm over stdio, files,
// registered tools; SARIF checked against the official SARIF 2.1.0 schema.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AjvModule from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { runCli, ROOT } from '../kit/cli.ts';
import { freshPglite, withStore } from '../kit/db.ts';
import { rubricReply } from '../kit/mock-ai.ts';
import { startOpenAIServer } from '../kit/openai-server.ts';
import { SHARED_DATA } from '../kit/shared-data.ts';

const EVERYTHING = `node ${join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')} stdio`;
const require = createRequire(import.meta.url);
const sarifSchema = JSON.parse(
  readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'),
);

function validateSarif(doc: unknown): string[] {
  // unicodeRegExp off: one pattern of the official schema (language tags) is not valid with the u flag.
  const Ajv = (AjvModule as unknown as { default: typeof AjvModule }).default ?? AjvModule;
  const ajv = new (Ajv as unknown as new (o: object) => import('ajv').default)({
    allErrors: true,
    strict: false,
    unicodeRegExp: false,
  });
  // Formats (uri, date-time, …) are checked too, not skipped.
  const formats = addFormatsModule as unknown as { default?: (a: unknown) => unknown } & ((a: unknown) => unknown);
  (formats.default ?? formats)(ajv);
  const validate = ajv.compile(sarifSchema);
  return validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

describe('whetstone lint', () => {
  it('lints a real MCP server over stdio and writes SARIF that the SARIF 2.1.0 schema accepts', async () => {
    const r = await runCli(['lint', '--stdio', EVERYTHING, '--server', 'everything', '--format', 'sarif'], {});
    expect(r.code, r.stderr).toBe(0);
    const sarif = JSON.parse(r.stdout) as {
      runs: {
        tool: { driver: { rules: { id: string }[] } };
        results: { ruleId: string; message: { text: string } }[];
      }[];
    };
    expect(validateSarif(sarif)).toEqual([]);
    expect(sarif.runs[0]!.tool.driver.rules.map((x) => x.id)).toEqual([
      'WS001',
      'WS002',
      'WS003',
      'WS004',
      'WS005',
      'WS006',
      'WS101',
      'WS102',
      'WS103',
      'WS104',
      'WS111',
      'WS112',
      'WS113',
      'WS114',
      'WS121',
      'WS122',
    ]);
    expect(sarif.runs[0]!.results.length).toBeGreaterThan(0);
    expect(sarif.runs[0]!.results.some((x) => /^everything\/echo: /.test(x.message.text))).toBe(true);
  });

  it('reports interface lints in SARIF, with their rule, a fix and the file location', async () => {
    const r = await runCli(['lint', 'examples/tools.json', '--format', 'sarif'], {});
    const sarif = JSON.parse(r.stdout) as {
      runs: {
        tool: { driver: { rules: { id: string }[] } };
        results: {
          ruleId: string;
          ruleIndex: number;
          message: { text: string };
          locations: { physicalLocation?: { artifactLocation: { uri: string } } }[];
        }[];
      }[];
    };
    expect(validateSarif(sarif)).toEqual([]);
    const run = sarif.runs[0]!;
    // search_notes: "limit" is an integer without bounds, and neither parameter is described.
    const bounds = run.results.find((x) => x.ruleId === 'WS112')!;
    expect(bounds.message.text).toMatch(/^notes\/search_notes: limit: no minimum or maximum\. Fix: /);
    expect(run.tool.driver.rules[bounds.ruleIndex]!.id).toBe('WS112');
    expect(bounds.locations[0]!.physicalLocation!.artifactLocation.uri).toBe('examples/tools.json');
    expect(run.results.some((x) => x.ruleId === 'WS114' && /search_notes: query, limit/.test(x.message.text))).toBe(
      true,
    );
  });

  it('prints the prevalence table of a real catalogue, as text and JSON', async () => {
    const catalog = join(SHARED_DATA, 'livemcpbench/catalog.json');
    const text = await runCli(['lint', catalog, '--summary'], {});
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^527 tools on 70 server\(s\)/);
    expect(text.stdout).toMatch(/most frequent smell-free component combinations/);
    const json = await runCli(['lint', catalog, '--summary', '--format', 'json'], {});
    const s = JSON.parse(json.stdout) as {
      tools: number;
      smellFree: number;
      components: { component: string; tools: number; rate: number }[];
      smellFreeCombinations: { components: string[]; tools: number }[];
      interface: { rule: string; tools: number; checked: number }[];
    };
    expect(s.tools).toBe(527);
    // The summary agrees with the per-tool JSON it summarises.
    const perTool = JSON.parse((await runCli(['lint', catalog, '--format', 'json'], {})).stdout) as {
      scores: Record<string, number>;
      label: string;
      interface: { rule: string }[];
    }[];
    for (const c of s.components)
      expect(c.tools, c.component).toBe(perTool.filter((t) => t.scores[c.component]! < 3).length);
    expect(s.smellFree).toBe(perTool.filter((t) => t.label === 'Good').length);
    for (const r of s.interface)
      expect(r.tools, r.rule).toBe(perTool.filter((t) => t.interface.some((f) => f.rule === r.rule)).length);
    const combos = s.smellFreeCombinations.map((c) => c.tools);
    expect(combos).toEqual([...combos].sort((a, b) => b - a));
    expect(combos.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(527);
    expect(s.interface.find((r) => r.rule === 'WS121')!.tools).toBe(527); // the catalogue declares no output schema
  });

  it('the schema check itself rejects a broken SARIF document', () => {
    expect(validateSarif({ version: '2.1.0', runs: [{ tool: {} }] }).length).toBeGreaterThan(0);
  });

  it('gives SARIF results a file location and line for tools/list files', async () => {
    const r = await runCli(['lint', 'examples/tools.json', '--format', 'sarif'], {});
    const sarif = JSON.parse(r.stdout) as {
      runs: {
        results: {
          locations: { physicalLocation?: { artifactLocation: { uri: string }; region?: { startLine: number } } }[];
        }[];
      }[];
    };
    expect(validateSarif(sarif)).toEqual([]);
    const loc = sarif.runs[0]!.results[0]!.locations[0]!.physicalLocation!;
    expect(loc.artifactLocation.uri).toBe('examples/tools.json');
    expect(loc.region!.startLine).toBe(5); // "name": "search_notes"
  });

  it('exits by --fail-on: 0 when nothing named is found, 2 when it is, 1 for a bad list', async () => {
    const opaque = await runCli(['lint', 'examples/tools.json', '--fail-on', 'Opaque Parameters'], {});
    expect(opaque.code).toBe(2); // search_notes documents no parameter
    const reportOnly = await runCli(['lint', 'examples/tools.json', '--fail-on', 'none'], {});
    expect(reportOnly.code).toBe(0);
    const any = await runCli(['lint', 'examples/tools.json', '--fail-on', 'any', '--format', 'json'], {});
    expect(any.code).toBe(2);
    expect((JSON.parse(any.stdout) as { label: string }[]).map((t) => t.label)).toEqual(['Bad', 'Bad', 'Bad']);
    // Interface rules by id or key: search_notes's "limit" has no bounds; no tool lists choices in prose.
    expect((await runCli(['lint', 'examples/tools.json', '--fail-on', 'WS112'], {})).code).toBe(2);
    expect((await runCli(['lint', 'examples/tools.json', '--fail-on', 'schema-enum'], {})).code).toBe(0);
    const bad = await runCli(['lint', 'examples/tools.json', '--fail-on', 'Smelly Socks'], {});
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/unknown smell "smelly socks"/);
  });

  it('says --jury is skipped in offline mode instead of pretending', async () => {
    const r = await runCli(['lint', 'examples/tools.json', '--jury'], {});
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/--jury skipped: no LLM configured .* offline mode/);
  });
});

describe('whetstone lint --registered', () => {
  const kit = withStore(freshPglite);

  it('lints the published descriptions, with their input schemas', async () => {
    expect((await runCli(['tools', 'import', 'examples/tools.json'], kit.env)).code).toBe(0);
    const r = await runCli(['lint', '--registered', '--format', 'json'], kit.env);
    expect(r.code, r.stderr).toBe(0);
    const tools = JSON.parse(r.stdout) as { name: string; scores: Record<string, number> }[];
    expect(tools.map((t) => t.name)).toEqual(['create_note', 'delete_note', 'search_notes']);
    // create_note documents its parameters in the schema; search_notes does not.
    expect(tools[0]!.scores.parameter_explanation).toBeGreaterThanOrEqual(4);
    expect(tools[2]!.scores.parameter_explanation).toBe(1);
  });

  it('asks three different models over HTTP and prints each score out of 100 and the ICC beside Spearman', async () => {
    // Each model answers by its own scale: "harsh" one point below "a", "b" like "a".
    const scores: Record<string, number> = { search_notes: 2, create_note: 4, delete_note: 3 };
    const server = await startOpenAIServer((n) => {
      const body = server.requests[n]!.body as unknown as { model: string; messages: { content: string }[] };
      const prompt = body.messages.map((m) => m.content).join('\n');
      const base = Object.entries(scores).find(([name]) => prompt.includes(name))![1];
      const s = body.model === 'harsh' ? base - 1 : base;
      return { content: rubricReply([s, s, s, s, s, s]) };
    });
    try {
      const env = {
        ...kit.env,
        WHETSTONE_LLM_PROVIDER: 'openai-compatible',
        WHETSTONE_LLM_API_URL: server.url,
        WHETSTONE_LLM_MODEL: 'a',
      };
      const none = await runCli(['lint', 'examples/tools.json', '--jury'], env);
      expect(none.stderr).toMatch(/--jury skipped: no jury configured/);
      expect(server.requests.length).toBe(0);
      const r = await runCli(['lint', 'examples/tools.json', '--jury'], { ...env, WHETSTONE_JURY_MODELS: 'a,b,harsh' });
      expect(r.code, r.stderr).toBe(0);
      expect(new Set(server.requests.map((q) => (q.body as unknown as { model: string }).model))).toEqual(
        new Set(['a', 'b', 'harsh']),
      );
      // search_notes: a and b say 2, harsh says 1: mean 1.67 on every component → 17/100.
      expect(r.stdout).toMatch(/jury notes\/search_notes: Bad 17\/100, improvement needed/);
      expect(r.stdout).toMatch(/jury notes\/create_note: Good 67\/100 /);
      expect(r.stdout).toMatch(
        /jury agreement over 3 tools \(a, b, harsh\):\n\s+purpose\s+ICC\(2,1\) 0\.\d\d\s+Spearman 1\.00/,
      );
    } finally {
      await server.close();
    }
  });

  it('does not claim a missing output schema the store cannot know', async () => {
    expect((await runCli(['tools', 'import', 'examples/tools.json'], kit.env)).code).toBe(0);
    const r = await runCli(['lint', '--registered', '--summary', '--format', 'json'], kit.env);
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout) as {
      tools: number;
      interface: { rule: string; checked: number; rate: number | null }[];
    };
    expect(s.tools).toBe(3);
    expect(s.interface.find((x) => x.rule === 'WS121')).toMatchObject({ checked: 0, rate: null });
    expect(s.interface.find((x) => x.rule === 'WS112')).toMatchObject({ checked: 3 });
  });
});
