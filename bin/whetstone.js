#!/usr/bin/env node
// Runs the compiled build in dist/ (`npm run build`; `npm ci` runs it) when it is as new as
// the sources. A checkout whose sources changed since runs them through tsx instead, so an
// edit is never hidden behind an old build (`npm run build` makes it fast again). An install
// without tsx (no dev dependencies) runs dist/ whatever its age.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { distIsFresh } from './freshness.js';

const root = new URL('../', import.meta.url);
const compiled = new URL('dist/cli-main.js', root);

async function tsxRegister() {
  try {
    return (await import('tsx/esm/api')).register;
  } catch (err) {
    if (err?.code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw err;
  }
}

if (distIsFresh(fileURLToPath(root))) {
  await import(compiled.href);
} else {
  const register = await tsxRegister();
  if (register) {
    register();
    const { main } = await import(new URL('src/cli.ts', root).href);
    process.exitCode = await main(process.argv);
  } else if (existsSync(compiled)) {
    await import(compiled.href);
  } else {
    process.stderr.write('whetstone: no build in dist/ and no tsx to run the sources; run `npm run build`\n');
    process.exitCode = 1;
  }
}
