// The least a stdio proxy can be: a process between agent and server that passes the bytes
// on as they come, parsing nothing. bench:publish times a call through it beside the
// direct call and `whetstone proxy`, so the stdio latency target can be read against what
// one more process on the pipe costs on the machine at hand.
// Usage: node --import tsx bench/lib/byte-relay.ts <command> [args…]
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('usage: byte-relay.ts <command> [args…]\n');
  process.exit(2);
}
const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
process.stdin.pipe(child.stdin);
child.stdout.pipe(process.stdout);
child.on('exit', (code) => process.exit(code ?? 0));
