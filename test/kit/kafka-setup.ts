// Vitest global setup: the Kafka tests need a real broker. CI starts one with
// deploy/local/kafka.sh and exports KAFKA_BROKERS; a developer who just runs `npm test`
// gets one started here (and stopped again after) by the same script.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    kafkaBrokers: string;
  }
}

const SCRIPT = fileURLToPath(new URL('../../deploy/local/kafka.sh', import.meta.url));
let startedHere = false;

export function setup(project: TestProject): void {
  if (process.env.KAFKA_BROKERS) {
    project.provide('kafkaBrokers', process.env.KAFKA_BROKERS);
    return;
  }
  const status = (() => {
    try {
      execFileSync(SCRIPT, ['status'], { stdio: 'pipe' });
      return 'running';
    } catch {
      return 'stopped';
    }
  })();
  if (status === 'stopped') {
    execFileSync(SCRIPT, ['start'], { stdio: 'inherit' });
    startedHere = true;
  }
  process.env.KAFKA_BROKERS = `127.0.0.1:${process.env.KAFKA_PORT ?? '9092'}`;
  project.provide('kafkaBrokers', process.env.KAFKA_BROKERS);
}

export function teardown(): void {
  if (startedHere) execFileSync(SCRIPT, ['stop'], { stdio: 'inherit' });
}
