// A worker that dies between judging traces by signals and selecting from them leaves
// them 'signaled'. A later round of any worker finishes them, even when no new trace of
// their tools arrives.
import { expect, it } from 'vitest';
import { simpleTrace } from '../../lib/datasets/traces.ts';
import { resolveConfig } from '../../src/config.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLogger } from '../../src/log.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { freshPostgres, withMigratedStore } from '../kit/db.ts';

const kit = withMigratedStore(freshPostgres, { perTest: true });

it('a later round finishes traces a dead worker left signaled', async () => {
  const ingestor = new TraceIngestor({
    format: v1Format,
    db: kit.db,
    redactor: createRedactor(),
    maxTraceBytes: 1 << 20,
    actor: 'test',
  });
  const traces = Array.from({ length: 4 }, (_, i) => simpleTrace(`s${i}`, { user_query: `question ${i}` }));
  await ingestor.store(
    ingestor.decode(traces.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' }))).rows,
  );
  const worker = judgeWorkerFrom(resolveConfig({ env: {} }), {
    db: kit.db,
    llm: { mode: 'offline', reason: 'test' },
    log: createLogger('silent'),
  });
  await worker.runOnce();
  const states = async () =>
    (
      await kit.db.query<{ judge_state: string; n: number }>(
        'SELECT judge_state, count(*)::int AS n FROM traces GROUP BY 1',
      )
    ).rows;
  expect(await states()).toEqual([{ judge_state: 'done', n: 4 }]);

  // As a worker killed after its signal transaction leaves them, stored two minutes ago.
  await kit.db.query(`UPDATE traces SET judge_state = 'signaled', ingested_at = now() - interval '2 minutes'`);
  const r = await worker.runOnce();
  expect(r.signaled).toBe(0); // nothing new to judge by signals...
  expect(await states()).toEqual([{ judge_state: 'done', n: 4 }]); // ...but the stranded ones are finished

  // A batch a live worker signaled a moment ago is left to that worker.
  await kit.db.query(`UPDATE traces SET judge_state = 'signaled', ingested_at = now()`);
  await worker.runOnce();
  expect(await states()).toEqual([{ judge_state: 'signaled', n: 4 }]);
});
