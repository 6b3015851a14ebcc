// Building a JudgeWorker from the resolved config (shared by `whetstone judge` and the daemon).
import type { Config } from '../config.ts';
import type { Llm } from '../llm/provider.ts';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { metaToolRule } from '../model/meta-tools.ts';
import { createRedactor } from '../privacy/redact.ts';
import type { JudgeMetrics } from './metrics.ts';
import { JudgeWorker } from './worker.ts';

export function judgeWorkerFrom(
  c: Config,
  deps: { db: Db; llm: Llm; log: Logger; metrics?: JudgeMetrics; judgeAll?: boolean },
): JudgeWorker {
  return new JudgeWorker({
    db: deps.db,
    llm: deps.llm,
    log: deps.log,
    metrics: deps.metrics,
    redactor: createRedactor(c.redactPatterns),
    selection: { candidatesPerSide: c.judgeCandidatesPerSide, sampleRate: c.judgeSampleRate },
    batchSize: c.judgeBatchSize,
    maxAttempts: c.judgeMaxAttempts,
    outputRetries: c.judgeOutputRetries,
    retryBaseMs: c.judgeRetryBaseMs,
    judgeAll: deps.judgeAll ?? false,
    metaTools: metaToolRule(c.metaTools),
  });
}
