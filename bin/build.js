#!/usr/bin/env node
// Compiles src/ to dist/ (tsc, incremental) and then writes dist/.built, the stamp that
// bin/whetstone.js compares with the sources' times. `npm ci` runs this as `prepare`.
// Flags: --if-stale builds only when the stamp is older than a source (the test setup);
// an install without dev dependencies (no TypeScript) or without src/ skips the build,
// since such an install gets dist/ from elsewhere (deploy/Dockerfile copies it).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { distIsFresh } from './freshness.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const stamp = `${root}dist/.built`;

function typescriptCompiler() {
  try {
    return createRequire(import.meta.url).resolve('typescript/bin/tsc');
  } catch {
    return undefined;
  }
}

export function build({ ifStale = false } = {}) {
  if (!existsSync(`${root}src`) || !existsSync(`${root}tsconfig.json`)) return 'skipped: no sources';
  if (ifStale && distIsFresh(root)) return 'fresh';
  const tsc = typescriptCompiler();
  if (!tsc) return 'skipped: TypeScript is not installed (an install without dev dependencies)';
  // Sources edited while tsc runs must count as newer than the build: the stamp gets the start time.
  const started = new Date();
  rmSync(stamp, { force: true });
  const r = spawnSync(
    process.execPath,
    [tsc, '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', 'dist/tsconfig.tsbuildinfo'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`tsc failed (exit ${r.status ?? r.signal}):\n${r.stdout}${r.stderr}`);
  writeFileSync(stamp, `${started.toISOString()}\n`);
  utimesSync(stamp, started, started);
  return 'built';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const outcome = build({ ifStale: process.argv.includes('--if-stale') });
    if (outcome !== 'fresh') process.stderr.write(`whetstone build: ${outcome}\n`);
  } catch (err) {
    process.stderr.write(`whetstone build: ${err.message}\n`);
    process.exitCode = 1;
  }
}
