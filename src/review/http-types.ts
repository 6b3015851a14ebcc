// The review API's shared types, apart from http.ts so that the route groups
// (http-routes.ts) and the app that mounts them do not import each other.
import type { Principal } from '../auth/auth.ts';
import type { Logger } from '../log.ts';
import type { TestParams } from '../rollout/decision.ts';
import type { Db } from '../store/db.ts';

export type Env = { Variables: { principal: Principal | undefined } };

export interface ReviewApiOptions {
  db: Db;
  log: Logger;
  writesPerMinute: number;
  /** The sequential test's parameters for rollouts started by an approval (default DEFAULT_TEST). */
  rolloutParams?: TestParams | undefined;
  /** WHETSTONE_LLM_DAILY_TOKEN_BUDGET, shown beside today's spend (0: no LLM calls at all). */
  dailyTokenBudget?: number | undefined;
  /** Recorded queries replayed for a proposal stored without a replay (a human's); default 5000. */
  replayQueries?: number | undefined;
}
