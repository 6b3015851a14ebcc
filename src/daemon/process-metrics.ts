// The metrics a Whetstone process starts its /metrics with: prom-client's process and
// Node.js defaults, under the one prefix. `whetstone serve` exports these alone (it runs
// no pipeline); the daemon adds its own to the same registry. docs/operations.md lists
// them, and test/unit/docs-metrics.test.ts reads this registry to hold the list complete.
import { collectDefaultMetrics, Registry } from 'prom-client';

export function processRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'whetstone_' });
  return registry;
}
