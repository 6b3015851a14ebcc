// npm run bench:cli [-- --runs 9]
//
// Start-up of the `whetstone` command as a user runs it (bin/whetstone.js, whole
// processes): `--version`, and `tools list` on the embedded database (PGlite) holding the
// three tools of examples/tools.json. Beside them, `node -e 0`: the floor every Node.js
// command pays on this machine. Runs alternate, so a busy machine slows all three alike;
// medians of --runs each. The build in dist/ is brought up to date first.
// Last line: version_ms=<median> tools_list_ms=<median> node_ms=<median>
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg, note } from './lib/env.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const BIN = join(ROOT, 'bin', 'whetstone.js');
const runs = Number(arg('runs', '9'));
const dataDir = mkdtempSync(join(tmpdir(), 'whetstone-bench-cli-'));
const env = { ...process.env, DATABASE_URL: '', WHETSTONE_DATA_DIR: dataDir };

execFileSync(process.execPath, [join(ROOT, 'bin', 'build.js'), '--if-stale'], { stdio: 'inherit' });
execFileSync(process.execPath, [BIN, 'tools', 'import', join(ROOT, 'examples', 'tools.json')], {
  env,
  stdio: 'ignore',
});

const commands: Record<string, string[]> = {
  node: ['-e', '0'],
  version: [BIN, '--version'],
  tools_list: [BIN, 'tools', 'list'],
};
const times: Record<string, number[]> = { node: [], version: [], tools_list: [] };
for (let i = 0; i < runs; i++) {
  for (const [name, args] of Object.entries(commands)) {
    const started = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}`);
    times[name]!.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
}
rmSync(dataDir, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
for (const [name, xs] of Object.entries(times))
  note(
    `${name.padEnd(10)} median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`,
  );
console.log(
  `version_ms=${median(times.version!).toFixed(0)} tools_list_ms=${median(times.tools_list!).toFixed(0)} node_ms=${median(times.node!).toFixed(0)}`,
);
