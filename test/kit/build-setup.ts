// Vitest global setup: CLI tests run bin/whetstone.js, which runs dist/ when it is as new as
// src/. Building a stale dist/ here first (incremental tsc, only when a source is newer than
// its stamp) makes those runs fast and tests the compiled code that ships; the bin's own
// freshness check still sends any run after a later edit to the sources.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BUILD = fileURLToPath(new URL('../../bin/build.js', import.meta.url));

export function setup(): void {
  execFileSync(process.execPath, [BUILD, '--if-stale'], { stdio: ['ignore', 'inherit', 'inherit'] });
}
