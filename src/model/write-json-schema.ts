// Writes schemas/trace.v1.json from the zod schema (npm run schemas). A test fails when
// the committed file differs from what this would write.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { traceJsonSchema } from './trace.ts';

export const TRACE_JSON_SCHEMA_PATH = fileURLToPath(new URL('../../schemas/trace.v1.json', import.meta.url));

export function renderTraceJsonSchema(): string {
  return JSON.stringify(traceJsonSchema(), null, 2) + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(TRACE_JSON_SCHEMA_PATH, renderTraceJsonSchema());
  process.stdout.write(`wrote ${TRACE_JSON_SCHEMA_PATH}\n`);
}
