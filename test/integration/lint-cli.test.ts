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
    ]);
    expect(sarif.runs[0]!.results.length).toBeGreaterThan(0);
    expect(sarif.runs[0]!.results.some((x) => /^everything\/echo: /.test(x.message.text))).toBe(true);
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
});
