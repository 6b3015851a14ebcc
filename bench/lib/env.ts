// What every bench needs: a real Kafka broker (started by the project's own script when
// KAFKA_BROKERS is unset) and a throwaway PostgreSQL database.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function kafkaBrokers(): string {
  if (process.env.KAFKA_BROKERS) return process.env.KAFKA_BROKERS;
  execFileSync(fileURLToPath(new URL('../../deploy/local/kafka.sh', import.meta.url)), ['start'], {
    stdio: ['ignore', 2, 2],
  });
  return `127.0.0.1:${process.env.KAFKA_PORT ?? '9092'}`;
}

export { benchDatabase } from '../../lib/eval/scratch-database.ts';

export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i !== -1 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

export function note(msg: string): void {
  process.stderr.write(`${msg}\n`);
}
