// The selection replay of a proposal that carries none (a human's): the recorded served
// queries re-run against the published catalogue with the proposal's base text and then
// its text in the tool's place — what `whetstone check` runs (quality/check.ts), so the
// page and the CLI tell a reviewer the same. Run when the page asks; stored nowhere.
import { Bm25Index } from '../quality/bm25.ts';
import { replaySelection, type ReplayResult } from '../quality/replay.ts';
import { replayVerdict } from '../quality/replay-gate.ts';
import type { Queryable } from '../store/db.ts';
import { selectServedQueries } from '../store/sql/optimizer.ts';
import { selectPublishedSet } from '../store/sql/state.ts';

/** Recorded queries a review replays when the caller names no number (the optimizer's default). */
export const DEFAULT_REPLAY_QUERIES = 5000;

export interface ReviewReplay extends ReplayResult {
  /** Marks a replay run for the page (not one stored with the proposal). */
  computed: 'on_view';
  passed: boolean;
  reason: string;
}

export async function replayForReview(
  q: Queryable,
  o: { tool: string; base: string; candidate: string; limit: number },
): Promise<ReviewReplay | null> {
  if (o.limit <= 0) return null;
  const [catalogue, served] = await Promise.all([selectPublishedSet(q), selectServedQueries(q, o.limit)]);
  const index = new Bm25Index(catalogue.map((p) => [`${p.server}/${p.name}`, p.text]));
  // Against the text the proposal was written to replace (the pointer may have moved since).
  index.set(o.tool, o.base);
  const queries = served.map((r) => ({ query: r.query, servedBy: r.served_by }));
  const r = replaySelection(index, o.tool, o.base, o.candidate, queries);
  // A human's candidate need not gain, only not get worse (check.ts: replayMustGain false).
  const v = replayVerdict([{ selector: 'bm25', ...r }], 1, queries.length, false);
  return { ...r, computed: 'on_view', passed: v.passed, reason: v.reason };
}
