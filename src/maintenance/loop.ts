// Inside `whetstone run`: retention every interval. One replica at a time (an advisory
// lock; the others skip that round), and a failed round is logged and tried again later.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { runRetention, type RetentionPolicy } from './retention.ts';

const LOCK_KEY = 0x5768_6574_6d6e_7431n; // "Whetmnt1": retention

export async function maintenanceLoop(
  db: Db,
  policy: RetentionPolicy,
  o: { intervalMs: number; log: Logger; signal: AbortSignal },
): Promise<void> {
  while (!o.signal.aborted) {
    try {
      await db.tryAdvisoryLock(LOCK_KEY, () => runRetention(db, policy, { signal: o.signal, log: o.log }));
    } catch (err) {
      o.log.error({ err: (err as Error).message }, 'retention run failed; will try again next interval');
    }
    await sleep(o.intervalMs, undefined, { signal: o.signal }).catch(() => {});
  }
}
