// LLM spending per UTC day and purpose (the daily budget is the sum over purposes).
import type { Queryable } from '../db.ts';

export async function addLlmUsage(q: Queryable, purpose: string, tokens: number, costUsd: number): Promise<void> {
  await q.query(
    `INSERT INTO llm_usage (day, purpose, tokens, calls, cost_usd) VALUES ((now() AT TIME ZONE 'UTC')::date, $1, $2, 1, $3)
     ON CONFLICT (day, purpose) DO UPDATE SET tokens = llm_usage.tokens + $2, calls = llm_usage.calls + 1, cost_usd = llm_usage.cost_usd + $3`,
    [purpose, tokens, costUsd],
  );
}

export async function selectTokensToday(q: Queryable): Promise<number> {
  const r = await q.query<{ n: number }>(
    `SELECT coalesce(sum(tokens), 0)::int AS n FROM llm_usage WHERE day = (now() AT TIME ZONE 'UTC')::date`,
  );
  return r.rows[0]!.n;
}

export interface UsageRow {
  day: string;
  purpose: string;
  tokens: number;
  calls: number;
  cost_usd: number;
}

export async function selectUsageToday(q: Queryable): Promise<UsageRow[]> {
  return selectUsageSince(q, 0);
}

/** Per day and purpose, for the last `days` days (0: today only), newest first. */
export async function selectUsageSince(q: Queryable, days: number): Promise<UsageRow[]> {
  const r = await q.query<UsageRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, purpose, tokens::float8 AS tokens, calls, cost_usd::float8 AS cost_usd
       FROM llm_usage WHERE day >= (now() AT TIME ZONE 'UTC')::date - $1::int
      ORDER BY day DESC, purpose`,
    [days],
  );
  return r.rows;
}
