// Read side of rollouts: a tool's running rollout with fresh numbers, and its rollout
// history (the page's timeline, `whetstone rollout status`, the API and the MCP tool).
import { resolveTool } from '../catalog/resolve.ts';
import { formatToolRef } from '../catalog/text.ts';
import type { Queryable } from '../store/db.ts';
import { selectRolloutsOfTool, type RolloutRow } from '../store/sql/rollout.ts';
import { selectToolState } from '../store/sql/state.ts';
import { DEFAULT_TEST, evaluate, type TestParams } from './decision.ts';
import { armStats, describeClaims } from './stats.ts';

export interface RolloutStatus {
  tool: string;
  published_version: number | null;
  canary_version: number | null;
  canary_share: number;
  /** The running rollout with numbers computed now; its `test.decision` is what the next check would do. */
  /** `left_out` says, in one line, which claimed traces the arms did not count (forged or misreported versions). */
  running: (RolloutRow & { numbers: Record<string, unknown>; left_out: string }) | null;
  /** Every rollout of the tool, newest first, each with its decision and the numbers behind it. */
  rollouts: RolloutRow[];
}

export async function rolloutStatus(q: Queryable, ref: string, now = new Date()): Promise<RolloutStatus> {
  const tool = await resolveTool(q, ref);
  const state = await selectToolState(q, tool.id);
  const rollouts = await selectRolloutsOfTool(q, tool.id);
  const r = rollouts.find((x) => x.status === 'running');
  let running: RolloutStatus['running'] = null;
  if (r) {
    const arms = await armStats(q, { ...r, server: tool.server, name: tool.name });
    const test = evaluate(arms.control, arms.canary, now.getTime() - new Date(r.started_at).getTime(), {
      ...DEFAULT_TEST,
      ...(r.params as Partial<TestParams>),
    });
    running = { ...r, numbers: { ...test, arms }, left_out: describeClaims(arms.claims) };
  }
  return {
    tool: formatToolRef(tool),
    published_version: state?.published_version ?? null,
    canary_version: state?.canary_version ?? null,
    canary_share: state?.canary_share ?? 0,
    running,
    rollouts,
  };
}
