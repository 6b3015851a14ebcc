// Writes test/fixtures/otel/<framework>.json: one OTLP/JSON export request per framework,
// recorded by the framework's own code and instrumentation (see each module), read by
// test/integration/otel-frameworks.test.ts; Pydantic AI's alone is transcribed from its
// tests' snapshots (pydantic-ai.ts), read by otel-pydantic-ai.test.ts. Regenerate with
// `npm run fixtures:otel` (or name some: `npm run fixtures:otel -- ai-sdk langchain`).
// Each framework runs in a process of its own: OpenLLMetry registers a global OTel SDK,
// and the others must not see it. Ids come from counters where the SDK takes a tracer
// provider; times are the run's. Paths in stack traces and process attributes read /repo/
// in place of this machine's checkout (scrubPaths in common.ts), and a host id reads
// host-id-scrubbed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FRAMEWORKS: Record<string, () => Promise<string>> = {
  'ai-sdk': async () => (await import('./ai-sdk.ts')).aiSdkExport(),
  'ai-sdk-7': async () => (await import('./ai-sdk-7.ts')).aiSdk7Export(),
  'ai-sdk-7-legacy': async () => (await import('./ai-sdk-7.ts')).aiSdk7Export(true),
  traceloop: async () => (await import('./traceloop.ts')).traceloopExport(),
  'openai-agents': async () => (await import('./openai-agents.ts')).openaiAgentsExport(),
  langchain: async () => (await import('./langchain.ts')).langchainExport(),
  // Not recorded: transcribed from Pydantic AI's test snapshots (Python cannot run here).
  'pydantic-ai': async () => (await import('./pydantic-ai.ts')).pydanticAiExport(),
};

const OUT = fileURLToPath(new URL('../../test/fixtures/otel/', import.meta.url));
const [mode, ...names] = process.argv.slice(2);

if (mode === '--one') {
  const run = FRAMEWORKS[names[0]!];
  if (!run) throw new Error(`unknown framework ${names[0]}`);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}${names[0]}.json`, `${await run()}\n`);
  process.exit(0);
} else {
  const chosen = mode ? [mode, ...names] : Object.keys(FRAMEWORKS);
  for (const name of chosen) {
    if (!FRAMEWORKS[name]) throw new Error(`unknown framework ${name} (one of ${Object.keys(FRAMEWORKS).join(', ')})`);
    execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--one', name], {
      stdio: 'inherit',
    });
    process.stderr.write(`wrote ${OUT}${name}.json\n`);
  }
}
