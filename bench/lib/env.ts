// What every bench needs: a real Kafka broker (started by the project's own script when
// KAFKA_BROKERS is unset) and a throwaway PostgreSQL database.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export function kafkaBrokers(): string {
  if (process.env.KAFKA_BROKERS) return process.env.KAFKA_BROKERS;
  execFileSync(fileURLToPath(new URL('../../deploy/local/kafka.sh', import.meta.url)), ['start'], {
    stdio: ['ignore', 2, 2],
  });
  return `127.0.0.1:${process.env.KAFKA_PORT ?? '9092'}`;
}

const ADMIN_URL = process.env.WHETSTONE_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database for one bench run; dropped by the returned function. */
export async function benchDatabase(tag: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `whetstone_bench_${tag.replace(/[^a-z0-9_]/g, '_')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i !== -1 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

export function note(msg: string): void {
  process.stderr.write(`${msg}\n`);
}
