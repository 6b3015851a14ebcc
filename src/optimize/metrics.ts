// Optimizer metrics (the daemon's scheduler records them; one Registry per daemon).
import { Counter, Histogram, type Registry } from 'prom-client';

export interface OptimizerMetrics {
  runs: Counter<'outcome'>;
  proposals: Counter<'approval'>;
  blocked: Counter<'gate'>;
  runSeconds: Histogram;
}

export function createOptimizerMetrics(registry: Registry): OptimizerMetrics {
  const registers = [registry];
  return {
    runs: new Counter({
      name: 'whetstone_optimizer_runs_total',
      help: 'Optimizer runs, by outcome (proposed, no_evidence, no_improvement, all_blocked, failed, locked, not_published)',
      labelNames: ['outcome'],
      registers,
    }),
    proposals: new Counter({
      name: 'whetstone_optimizer_proposals_total',
      help: 'Proposals the optimizer made, by approval (review = waits for a reviewer, auto = auto-approve policy)',
      labelNames: ['approval'],
      registers,
    }),
    blocked: new Counter({
      name: 'whetstone_optimizer_candidates_blocked_total',
      help: 'Candidate descriptions blocked, by the first gate that failed',
      labelNames: ['gate'],
      registers,
    }),
    runSeconds: new Histogram({
      name: 'whetstone_optimizer_run_seconds',
      help: 'Duration of one optimizer run of one tool',
      buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
      registers,
    }),
  };
}
