// README.md's first command, `npm run example`, run as a user would: the proposal README
// shows must be the one the script prints, and it must lint Good (issue 57). Nothing else
// checked this: a change to the embeddings once made the example propose a leaner text that
// lints Bad while README still showed the complete one.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreDescription } from '../../src/quality/rubric.ts';
import { type CliResult, collect, ROOT } from '../kit/cli.ts';

const README = readFileSync(`${ROOT}README.md`, 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'whetstone-example-'));

function example(): Promise<CliResult> {
  const env = { ...process.env, NO_COLOR: '1', WHETSTONE_DATA_DIR: dir };
  return collect(spawn('bash', ['examples/offline-pipeline.sh'], { cwd: ROOT, env }));
}

describe('npm run example', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the proposal README shows, and that proposal lints Good', { timeout: 240_000 }, async () => {
    const shown = /The proposal it shows \(`whetstone diff 3`\)[^\n]*\n\n```\n([\s\S]*?)```/.exec(README)?.[1];
    expect(shown, 'README shows the example proposal in a ``` block').toBeDefined();
    const run = await example();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(shown!.trimEnd());
    // The proposal's text: the diff body with its insertion marks removed.
    const body = shown!
      .slice(shown!.indexOf('\n\n') + 2)
      .replace(/\{\+|\+\}/g, '')
      .trim();
    const tools = JSON.parse(readFileSync(`${ROOT}examples/tools.json`, 'utf8')) as {
      tools: { name: string; inputSchema?: Record<string, unknown> }[];
    };
    const inputSchema = tools.tools.find((t) => t.name === 'search_notes')?.inputSchema;
    expect(scoreDescription({ description: body, inputSchema }).label).toBe('Good');
  });
});
