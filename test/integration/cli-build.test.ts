// The compiled build: bin/whetstone.js runs dist/ only while it is as new as src/ (never a
// stale build after an edit), and the compiled CLI works on its own, decode workers
// included (they are started from dist/ as .js, with no tsx in the process).
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../kit/cli.ts';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'ws-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const T0 = new Date('2026-01-01T00:00:00Z');
const T1 = new Date('2026-01-02T00:00:00Z');
const T2 = new Date('2026-01-03T00:00:00Z');
const setTime = (path: string, t: Date) => utimesSync(path, t, t);

/** A checkout in miniature: the real bin/, a dist/ and a src/ that each say which one ran. */
function checkout(name: string, o: { tsx: boolean; dist: boolean }): string {
  const root = join(work, name);
  mkdirSync(join(root, 'bin'), { recursive: true });
  for (const f of ['whetstone.js', 'freshness.js']) copyFileSync(join(ROOT, 'bin', f), join(root, 'bin', f));
  writeFileSync(join(root, 'package.json'), '{"type": "module"}\n');
  mkdirSync(join(root, 'src', 'cli'), { recursive: true });
  writeFileSync(
    join(root, 'src', 'cli.ts'),
    "export async function main(argv: string[]): Promise<number> {\n  process.stdout.write('src ' + argv.slice(2).join(' '));\n  return 0;\n}\n",
  );
  writeFileSync(join(root, 'src', 'cli', 'tools.ts'), 'export const x: number = 1;\n');
  if (o.dist) {
    mkdirSync(join(root, 'dist'));
    writeFileSync(
      join(root, 'dist', 'cli-main.js'),
      "process.stdout.write('dist ' + process.argv.slice(2).join(' '));\n",
    );
    writeFileSync(join(root, 'dist', '.built'), '');
    setTime(join(root, 'dist', '.built'), T1);
  }
  if (o.tsx) symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  for (const p of ['src/cli/tools.ts', 'src/cli.ts', 'src/cli', 'src']) setTime(join(root, p), T0);
  return root;
}

async function whoRuns(root: string): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, [join(root, 'bin', 'whetstone.js'), 'tools', 'list']);
    return stdout;
  } catch (err) {
    return `exit ${(err as { code: number }).code}: ${(err as { stderr: string }).stderr}`;
  }
}

describe('bin/whetstone.js', () => {
  it('runs dist/ while its stamp is newer than every source, and the sources after any edit', async () => {
    const root = checkout('dev', { tsx: true, dist: true });
    expect(await whoRuns(root)).toBe('dist tools list');

    setTime(join(root, 'src', 'cli', 'tools.ts'), T2); // a source edited after the build
    expect(await whoRuns(root)).toBe('src tools list');

    setTime(join(root, 'src', 'cli', 'tools.ts'), T0);
    writeFileSync(join(root, 'src', 'cli', 'new.ts'), ''); // a file added: its directory changed
    setTime(join(root, 'src', 'cli', 'new.ts'), T0);
    setTime(join(root, 'src', 'cli'), T2);
    expect(await whoRuns(root)).toBe('src tools list');

    setTime(join(root, 'src', 'cli'), T0);
    expect(await whoRuns(root)).toBe('dist tools list');
    rmSync(join(root, 'dist', '.built')); // a build that did not finish leaves no stamp
    expect(await whoRuns(root)).toBe('src tools list');
  });

  it('runs dist/ whatever its age where tsx is not installed, and says what to do when neither is there', async () => {
    const prod = checkout('prod', { tsx: false, dist: true });
    setTime(join(prod, 'src', 'cli.ts'), T2);
    expect(await whoRuns(prod)).toBe('dist tools list');

    const bare = checkout('bare', { tsx: false, dist: false });
    expect(await whoRuns(bare)).toMatch(/^exit 1: whetstone: no build in dist\/ and no tsx .*npm run build/);
  });
});

describe('the compiled CLI (dist/cli-main.js, built by the test setup as by npm ci)', () => {
  const cli = join(ROOT, 'dist', 'cli-main.js');

  it('answers --version', async () => {
    const { stdout } = await run(process.execPath, [cli, '--version'], { cwd: ROOT });
    expect(stdout.trim()).toBe('0.1.0');
  });

  it('ingests OTLP spans with every trace decoded in a decode worker started from dist/', async () => {
    const dir = mkdtempSync(join(work, 'data-'));
    // No inline decoding: a worker that cannot start would leave every trace dead-lettered.
    const env = {
      ...process.env,
      DATABASE_URL: '',
      WHETSTONE_DATA_DIR: dir,
      WHETSTONE_OTEL_DEFAULT_SERVER: 'notes',
      WHETSTONE_DECODE_WORKERS: '2',
      WHETSTONE_DECODE_INLINE_MAX_BYTES: '0',
    };
    const { stdout } = await run(
      process.execPath,
      [cli, 'ingest', '--format', 'otlp', join(ROOT, 'examples', 'otlp-spans.jsonl'), '--json'],
      { cwd: ROOT, env },
    );
    expect(JSON.parse(stdout)).toMatchObject({ requests: 4, stored: 3, deadLettered: {}, tracesDropped: 0 });
  });
});
