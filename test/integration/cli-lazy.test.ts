// Registering the CLI's commands loads no third-party package but commander: each command
// imports what it runs when it runs, so `whetstone --version` or `whetstone tools list`
// does not pay for the LLM client, Kafka, the MCP SDK, HTTP servers or the NLP models.
// Checked on the compiled build (what users run), one command module per process, by a
// module loader hook that reports every module the process loads.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../kit/cli.ts';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'ws-lazy-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const HOOKS = join(work, 'hooks.mjs');
writeFileSync(
  HOOKS,
  `export function initialize(data) { globalThis.port = data.port; }
export async function load(url, context, next) {
  const r = await next(url, context);
  globalThis.port.postMessage(url);
  return r;
}
`,
);
const PROBE = join(work, 'probe.mjs');
writeFileSync(
  PROBE,
  `import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const urls = [];
port1.on('message', (u) => urls.push(u));
port1.unref();
register(${JSON.stringify(pathToFileURL(HOOKS).href)}, { data: { port: port2 }, transferList: [port2] });
const { Command } = await import(process.argv[3]);
const mod = await import(process.argv[2]);
const program = new Command('whetstone');
for (const [name, f] of Object.entries(mod)) if (name.startsWith('register')) f(program);
// The hook thread reports asynchronously: let its last messages arrive.
await new Promise((r) => setTimeout(r, 200));
const packages = new Set(urls.map((u) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(u)?.[1]).filter(Boolean));
process.stdout.write(JSON.stringify({ commands: program.commands.length, packages: [...packages].sort() }));
`,
);

const resolve = createRequire(join(ROOT, 'package.json')).resolve;
const COMMANDER = pathToFileURL(resolve('commander')).href;

// A command module that imports a package at the top, as the probe's witness.
const PLANTED = join(work, 'planted.mjs');
writeFileSync(
  PLANTED,
  `import { z } from ${JSON.stringify(pathToFileURL(resolve('zod')).href)};
export function registerPlanted(program) { program.command('planted').description(z.string().parse('eager')); }
`,
);

async function loadedBy(file: string): Promise<{ commands: number; packages: string[] }> {
  const target = pathToFileURL(
    file.startsWith('/') ? file : join(ROOT, 'dist', 'cli', file.replace(/\.ts$/, '.js')),
  ).href;
  const { stdout } = await run(process.execPath, [PROBE, target, COMMANDER], { cwd: ROOT });
  return JSON.parse(stdout) as { commands: number; packages: string[] };
}

const modules = readdirSync(join(ROOT, 'src', 'cli')).filter((f) => f.endsWith('.ts'));

describe('registering commands', () => {
  it.each(modules)('src/cli/%s loads no package but commander', async (file) => {
    const r = await loadedBy(file);
    expect(r.packages.filter((p) => p !== 'commander')).toEqual([]);
  });

  it('is seen by the probe: a module that imports a package at the top shows it', async () => {
    const r = await loadedBy(PLANTED);
    expect(r.commands).toBe(1);
    expect(r.packages).toContain('zod');
  });

  it('registers every review command without loading them', async () => {
    const r = await loadedBy('review.ts');
    expect(r.commands).toBeGreaterThan(5);
  });
});
