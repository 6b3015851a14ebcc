// `whetstone consistency` as CI runs it: the JSON contract, SARIF the official 2.1.0 schema
// accepts, exit 2 on findings (0 with --fail-on none), and a clear error for a bad --source.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AjvModule from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { runCli, ROOT } from '../kit/cli.ts';

const require = createRequire(import.meta.url);
const sarifSchema = JSON.parse(
  readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'),
);
const FIXTURES = join(ROOT, 'test/fixtures/servers');

function validateSarif(doc: unknown): string[] {
  // unicodeRegExp off: one pattern of the official schema (language tags) is not valid with the u flag.
  const Ajv = (AjvModule as unknown as { default: typeof AjvModule }).default ?? AjvModule;
  const ajv = new (Ajv as unknown as new (o: object) => import('ajv').default)({
    allErrors: true,
    strict: false,
    unicodeRegExp: false,
  });
  const formats = addFormatsModule as unknown as { default?: (a: unknown) => unknown } & ((a: unknown) => unknown);
  (formats.default ?? formats)(ajv);
  const validate = ajv.compile(sarifSchema);
  return validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

interface JsonReport {
  source: string;
  server?: string;
  tools: {
    name: string;
    description: string;
    registered_at: { file: string; line: number };
    effects: { class: string; disclosed: boolean; evidence: { file: string; line: number; call: string }[] }[];
    findings: { type: string; severity: string }[];
  }[];
}

describe('whetstone consistency', () => {
  it('prints the JSON report and exits 2 when a tool has an undisclosed effect', async () => {
    const r = await runCli(
      ['consistency', '--source', join(FIXTURES, 'ts-puppeteer'), '--server', 'pptr', '--json'],
      {},
    );
    expect(r.code).toBe(2);
    const doc = JSON.parse(r.stdout) as JsonReport;
    expect(doc.server).toBe('pptr');
    expect(Object.keys(doc.tools[0]!).sort()).toEqual(['description', 'effects', 'findings', 'name', 'registered_at']);
    const evaluate = doc.tools.find((t) => t.name === 'puppeteer_evaluate')!;
    expect(evaluate.registered_at).toEqual({ file: 'index.ts', line: expect.any(Number) });
    expect(evaluate.effects).toEqual([
      {
        class: 'state',
        disclosed: false,
        evidence: expect.arrayContaining([expect.objectContaining({ file: 'index.ts' })]),
      },
    ]);
    expect(evaluate.findings.map((f) => f.type)).toEqual(['undeclared_state_mutation']);
  });

  it('writes SARIF that the SARIF 2.1.0 schema accepts, one result per finding at its evidence', async () => {
    const r = await runCli(['consistency', '--source', join(FIXTURES, 'py-fastmcp'), '--sarif'], {});
    const sarif = JSON.parse(r.stdout) as {
      runs: {
        results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[];
      }[];
    };
    expect(validateSarif(sarif)).toEqual([]);
    const results = sarif.runs[0]!.results;
    expect(results.map((x) => x.ruleId)).toContain('undeclared_data_leak');
    expect(results.every((x) => x.locations[0]!.physicalLocation.artifactLocation.uri === 'memory.py')).toBe(true);
    expect(validateSarif({ version: '2.1.0', runs: [{ results: [] }] })).not.toEqual([]);
  });

  it('exits 0 without findings at the --fail-on level, and explains a missing or empty source', async () => {
    const ok = await runCli(['consistency', '--source', join(FIXTURES, 'py-git'), '--fail-on', 'error'], {});
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/git_commit\s+server\.py:\d+\s+fs_write/);
    expect(ok.stdout).toMatch(/^12 tools, 0 findings$/m);
    const missing = await runCli(['consistency', '--source', join(FIXTURES, 'no-such-server')], {});
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no such directory/);
    const empty = await runCli(['consistency', '--source', mkdtempSync(join(tmpdir(), 'ws-empty-'))], {});
    expect(empty.code).toBe(1);
    expect(empty.stderr).toMatch(/no Python, TypeScript or JavaScript files/);
  });
});
