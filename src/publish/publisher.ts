// The publisher: on every cron tick (node-cron, default every minute) and at once when a
// published pointer moves (NOTIFY whetstone_published, sent by approve and rollback), it
// claims the tick in the database (so N replicas publish it once), computes the published
// set, and sends each target what changed since that target's last success. Targets run
// side by side: one failing (retried with backoff, recorded with its error) never holds
// back the others, and what it missed is sent on the next tick.
import { randomUUID } from 'node:crypto';
import { retry } from '../retry.ts';
import cron, { type ScheduledTask } from 'node-cron';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { claimTick, insertPublication, selectTargetState, upsertTargetState } from '../store/sql/publish.ts';
import { selectPointerMoves } from '../store/sql/ops.ts';
import { PUBLISHED_CHANNEL, selectPublishedSet, type PublishedRow } from '../store/sql/state.ts';
import type { PublisherMetrics } from './metrics.ts';
import { deliveredKey, type PublishTarget } from './target.ts';

const PUBLISH_LOCK_KEY = 0x7075_626c_6973n;

export interface PublisherOptions {
  db: Db;
  targets: PublishTarget[];
  log: Logger;
  schedule: string;
  instance: string;
  /** Delivery attempts per target per tick, with backoff between them. */
  attempts?: number;
  backoffMs?: number;
  metrics?: PublisherMetrics;
}

export interface TickResult {
  claimed: boolean;
  targets: {
    target: string;
    changed: number;
    result: 'ok' | 'failed' | 'unchanged';
    attempts: number;
    error?: string;
  }[];
}

export class Publisher {
  readonly #o: PublisherOptions;
  #task: ScheduledTask | undefined;
  #unlisten: (() => Promise<void>) | undefined;
  #started: Promise<void> | undefined;
  #stopped: Promise<void> | undefined;
  #running: Promise<unknown> = Promise.resolve();

  constructor(o: PublisherOptions) {
    if (!cron.validate(o.schedule)) throw new Error(`invalid cron schedule "${o.schedule}" (WHETSTONE_PUBLISH_CRON)`);
    this.#o = o;
  }

  start(): Promise<void> {
    this.#started ??= (async () => {
      this.#task = cron.schedule(
        this.#o.schedule,
        () => void this.#enqueue(`cron:${new Date().toISOString().slice(0, 16)}`),
      );
      this.#unlisten = await this.#o.db.listen(PUBLISHED_CHANNEL, (payload) => void this.#enqueue(`event:${payload}`));
      await this.#enqueue(`start:${this.#o.instance}:${Date.now()}`);
    })();
    return this.#started;
  }

  stop(): Promise<void> {
    this.#stopped ??= (async () => {
      await this.#started?.catch(() => {});
      await this.#task?.stop();
      await this.#unlisten?.();
      await this.#running.catch(() => {});
      for (const t of this.#o.targets) await t.close?.();
    })();
    return this.#stopped;
  }

  /** Ticks run one after another in a process; across processes the claim and the lock decide. */
  #enqueue(tick: string): Promise<unknown> {
    const next = this.#running
      .then(() => this.tick(tick))
      .catch((err) => {
        this.#o.metrics?.ticks.inc({ result: 'failed' });
        this.#o.log.error({ tick, err: (err as Error).message }, 'publish tick failed');
      });
    this.#running = next;
    return next;
  }

  async tick(tick: string): Promise<TickResult> {
    if (!(await claimTick(this.#o.db, tick, this.#o.instance))) {
      this.#o.metrics?.ticks.inc({ result: 'claimed_elsewhere' });
      return { claimed: false, targets: [] };
    }
    const locked = await this.#o.db.tryAdvisoryLock(PUBLISH_LOCK_KEY, () => this.#publish(tick));
    this.#o.metrics?.ticks.inc({ result: locked.acquired ? 'ran' : 'locked_elsewhere' });
    // Another replica is publishing right now; it sees the same changes.
    return locked.acquired ? { claimed: true, targets: locked.value } : { claimed: true, targets: [] };
  }

  async #publish(tick: string): Promise<TickResult['targets']> {
    const all = await selectPublishedSet(this.#o.db);
    return Promise.all(this.#o.targets.map((t) => this.#deliverTo(t, tick, all)));
  }

  async #deliverTo(target: PublishTarget, tick: string, all: PublishedRow[]): Promise<TickResult['targets'][number]> {
    const last = await selectTargetState(this.#o.db, target.name);
    const changed = all.filter((r) => last.get(`${r.server}/${r.name}`) !== deliveredKey(r));
    if (changed.length === 0) return { target: target.name, changed: 0, result: 'unchanged', attempts: 0 };
    const deliveryId = randomUUID();
    const attempts = this.#o.attempts ?? 3;
    let error: string | undefined;
    let n = 0;
    await retry(
      async (attempt) => {
        n = attempt;
        await target.deliver({ deliveryId, all, changed });
      },
      { attempts, backoff: { initialMs: this.#o.backoffMs ?? 500, maxMs: 30_000, jitter: 0.2 } },
    ).then(
      () => (error = undefined),
      (err: Error) => (error = err.message),
    );
    const versions = changed.map((r) => ({
      tool: `${r.server}/${r.name}`,
      version: r.version,
      content_hash: r.content_hash,
    }));
    await this.#o.db.transaction(async (tx) => {
      if (!error)
        await upsertTargetState(
          tx,
          target.name,
          changed.map((r) => ({ ...r, content_hash: deliveredKey(r) })),
        );
      await insertPublication(tx, {
        target: target.name,
        tick,
        result: error ? 'failed' : 'ok',
        versions,
        attempts: n,
        deliveryId,
        error: error ?? null,
      });
    });
    if (error)
      this.#o.log.warn(
        { target: target.name, attempts: n, err: error },
        'publication failed; retried on the next tick',
      );
    // The metric names the target's kind ("kafka", not "kafka:<topic>"): /metrics answers
    // without a token, and topic names stay off it as they stay off /readyz.
    if (this.#o.metrics) await this.#record(this.#o.metrics, target.name.split(':')[0]!, changed, !error);
    return {
      target: target.name,
      changed: changed.length,
      result: error ? 'failed' : 'ok',
      attempts: n,
      ...(error ? { error } : {}),
    };
  }

  async #record(m: PublisherMetrics, target: string, changed: PublishedRow[], ok: boolean): Promise<void> {
    m.deliveries.inc({ target, result: ok ? 'ok' : 'failed' });
    if (!ok) return;
    // A metric must never fail a delivery that already succeeded and was recorded.
    const moves = await selectPointerMoves(
      this.#o.db,
      changed.map((r) => ({ server: r.server, name: r.name, version: r.version })),
    ).catch(() => []);
    const now = Date.now();
    for (const mv of moves)
      m.approvalToDelivery.observe({ target, cause: mv.cause }, Math.max(0, (now - new Date(mv.at).getTime()) / 1000));
  }
}
