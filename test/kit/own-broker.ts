// A Kafka broker of the test's own, for tests that stop and restart one. Never the shared
// broker (KAFKA_BROKERS): test files run in parallel on that one. Started through
// deploy/local/kafka.sh on a free port pair; the jars come from KAFKA_CACHE_DIR when set
// (the shared cache), else from the script's default cache. cleanup() deletes its data.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const SCRIPT = fileURLToPath(new URL('../../deploy/local/kafka.sh', import.meta.url));
const run = promisify(execFile);

export interface OwnBroker {
  brokers: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  cleanup(): Promise<void>;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

async function freePortPair(): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const p = 20_000 + Math.floor(Math.random() * 20_000) * 2;
    if ((await portFree(p)) && (await portFree(p + 1))) return p;
  }
  throw new Error('no free port pair for a test broker');
}

export async function ownBroker(): Promise<OwnBroker> {
  const port = await freePortPair();
  const env = { ...process.env, KAFKA_PORT: String(port), KAFKA_CONTROLLER_PORT: String(port + 1), KAFKA_HEAP: '512m' };
  const script = (cmd: string) => run(SCRIPT, [cmd], { env, timeout: 120_000 }).then(() => undefined);
  const b: OwnBroker = {
    brokers: `127.0.0.1:${port}`,
    start: () => script('start'),
    stop: () => script('stop'),
    cleanup: () => script('reset'),
  };
  await b.start();
  return b;
}
