import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = fileURLToPath(new URL('../../bin/whetstone.js', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A child process's exit code and output, once it closes. */
export function collect(child: ChildProcess): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** Runs the real `whetstone` binary as a user would, in a child process. */
export function runCli(args: string[], env: Record<string, string>, input?: string): Promise<CliResult> {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', WHETSTONE_ACTOR: 'test-user', DATABASE_URL: '', KAFKA_BROKERS: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const done = collect(child);
  child.stdin.end(input ?? '');
  return done;
}

export async function runJson<T = unknown>(args: string[], env: Record<string, string>): Promise<T> {
  const r = await runCli([...args, '--json'], env);
  if (r.code !== 0) throw new Error(`whetstone ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}
