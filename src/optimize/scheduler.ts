// Inside `whetstone run`: every interval, optimize each tool that has at least N new
// judged traces since its last optimizer run. A proposal waits for a reviewer — unless
// the operator listed its server in WHETSTONE_AUTO_APPROVE_SERVERS, in which case it is
// approved and published by the policy (audited under the actor "auto-approve-policy"),
// except a proposal the LLM reader was on for but did not read (refused, skipped for the
// token limit, failed, malformed): only the rules checked it, so a reviewer decides.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../log.ts';
import { approve } from '../review/actions.ts';
import { selectToolsWithNewEvidence } from '../store/sql/optimizer.ts';
import { optimizeTool, type OptimizeResult, type OptimizerOptions } from './run.ts';
import type { OptimizerMetrics } from './metrics.ts';

export const AUTO_APPROVE_ACTOR = 'auto-approve-policy';

export async function optimizeDueTools(
  o: OptimizerOptions,
  minNewTraces: number,
  autoApprove: Set<string>,
  log: Logger,
  metrics?: OptimizerMetrics,
): Promise<number> {
  let proposed = 0;
  for (const t of await selectToolsWithNewEvidence(o.db, minNewTraces)) {
    const end = metrics?.runSeconds.startTimer();
    const r = await optimizeTool(o, `${t.server}/${t.name}`, 'auto').catch((err: Error) => {
      log.error({ tool: `${t.server}/${t.name}`, err: err.message }, 'optimizer run failed');
      return undefined;
    });
    end?.();
    const auto = autoApprove.has(t.server) && !r?.winnerUnread;
    if (metrics) recordRun(metrics, r, auto);
    if (!r?.proposalId) continue;
    proposed++;
    log.info({ tool: r.tool, proposal: r.proposalId }, 'optimizer proposed a new description');
    if (autoApprove.has(t.server) && !auto)
      log.warn(
        { tool: r.tool, proposal: r.proposalId },
        'the LLM reader did not read this proposal: it waits for a reviewer, not the auto-approve policy',
      );
    if (auto) {
      await approve(o.db, {
        proposalId: r.proposalId,
        actor: AUTO_APPROVE_ACTOR,
        reason: `auto-approve policy for server ${t.server}`,
        publish: true,
      });
    }
  }
  return proposed;
}

function recordRun(m: OptimizerMetrics, r: OptimizeResult | undefined, auto: boolean): void {
  m.runs.inc({ outcome: r?.outcome ?? 'failed' });
  if (r?.proposalId) m.proposals.inc({ approval: auto ? 'auto' : 'review' });
  for (const c of r?.candidates ?? []) {
    const gate = c.outcome === 'blocked' ? c.report.gates.find((g) => !g.passed)?.gate : undefined;
    if (gate) m.blocked.inc({ gate });
  }
}

export async function optimizerLoop(
  o: OptimizerOptions,
  c: { minNewTraces: number; intervalMs: number; autoApproveServers?: string[] | undefined },
  log: Logger,
  signal: AbortSignal,
  metrics?: OptimizerMetrics,
): Promise<void> {
  const autoApprove = new Set(c.autoApproveServers ?? []);
  while (!signal.aborted) {
    try {
      await optimizeDueTools(o, c.minNewTraces, autoApprove, log, metrics);
    } catch (err) {
      log.error({ err: (err as Error).message }, 'optimizer round failed; retrying');
    }
    await sleep(c.intervalMs, undefined, { signal }).catch(() => {});
  }
}
