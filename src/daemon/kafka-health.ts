// What the daemon knows about Kafka, for /readyz, the log and /metrics: is the broker
// answering, is the consumer a member of its group, which partitions it holds.
//
// The consumer's own events cannot tell a broker outage early: kafkajs retries a failed
// fetch for tens of seconds before it reports anything. So a probe asks the broker for its
// cluster metadata every few seconds, on its own short-lived connection with no retries,
// and the group state comes from the consumer's events (join, rebalance, crash, stop).
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { Gauge, type Registry } from 'prom-client';
import type { Logger } from '../log.ts';
import type { ReadinessResult } from './http.ts';

export interface KafkaHealthOptions {
  brokers: string[];
  clientId: string;
  groupId: string;
  topic: string;
  sessionTimeoutMs: number;
  registry: Registry;
  log: Logger;
  /** How often the broker is probed; an outage shows within about twice this. */
  probeIntervalMs?: number;
}

type GroupState = 'not started' | 'joining' | 'member' | 'rebalancing' | 'crashed' | 'stopped';

export class KafkaHealth {
  readonly #o: KafkaHealthOptions;
  readonly #probeKafka: Kafka;
  readonly #up: Gauge;
  readonly #member: Gauge;
  readonly #partitions: Gauge;
  #brokerOk: boolean | undefined;
  #brokerError = 'not probed yet';
  #brokerSince = Date.now();
  #group: GroupState = 'not started';
  #groupSince = Date.now();
  #groupDetail = '';
  #assigned: number[] = [];
  #probeTimer: NodeJS.Timeout | undefined;
  #waitTimer: NodeJS.Timeout | undefined;
  #probing: Promise<void> | undefined;
  #stopped = false;

  constructor(o: KafkaHealthOptions) {
    this.#o = o;
    // No retries and short timeouts: a probe must answer "down" in seconds, not retry for a minute.
    this.#probeKafka = new Kafka({
      brokers: o.brokers,
      clientId: `${o.clientId}-probe`,
      logLevel: logLevel.NOTHING,
      connectionTimeout: 2_000,
      requestTimeout: 3_000,
      retry: { retries: 0 },
    });
    const registers = [o.registry];
    this.#up = new Gauge({
      name: 'whetstone_kafka_broker_up',
      help: '1 while the last broker probe (cluster metadata, every few seconds) succeeded',
      registers,
    });
    this.#member = new Gauge({
      name: 'whetstone_kafka_group_member',
      help: '1 while the consumer is a member of its group with an assignment',
      registers,
    });
    this.#partitions = new Gauge({
      name: 'whetstone_kafka_assigned_partitions',
      help: 'Partitions of the traces topic assigned to this daemon',
      registers,
    });
  }

  /** Starts probing the broker; call before the consumer starts so an outage at start shows too. */
  start(): void {
    const every = this.#o.probeIntervalMs ?? 2_000;
    const loop = () => {
      this.#probing = this.#probe().finally(() => {
        if (!this.#stopped) this.#probeTimer = setTimeout(loop, every);
      });
    };
    loop();
  }

  /** Follows the consumer's group events. */
  observe(consumer: Consumer): void {
    const { events } = consumer;
    consumer.on(events.GROUP_JOIN, (e) => {
      const assigned = e.payload.memberAssignment[this.#o.topic] ?? [];
      const waited = Date.now() - this.#groupSince;
      this.#setGroup('member', `member ${e.payload.memberId}`);
      this.#assigned = [...assigned].sort((a, b) => a - b);
      this.#partitions.set(this.#assigned.length);
      this.#o.log.info(
        { groupId: this.#o.groupId, partitions: this.#assigned, waitedMs: waited, leader: e.payload.isLeader },
        'joined the consumer group',
      );
    });
    consumer.on(events.REBALANCING, () =>
      this.#joining('rebalancing', 'the group is rebalancing (a member joined or left)'),
    );
    consumer.on(events.CRASH, (e) => {
      this.#setGroup(
        'crashed',
        `${e.payload.error.message}${e.payload.restart ? '; kafkajs restarts the consumer' : ''}`,
      );
      if (e.payload.restart) this.#joining('joining', 'rejoining after a consumer crash');
    });
    consumer.on(events.STOP, () => this.#setGroup('stopped', 'the consumer stopped'));
  }

  /** The consumer is about to join its group (kafkajs `run`). */
  joining(): void {
    this.#joining('joining', 'joining');
  }

  #joining(state: 'joining' | 'rebalancing', detail: string): void {
    this.#setGroup(state, detail);
    this.#assigned = [];
    this.#partitions.set(0);
    clearTimeout(this.#waitTimer);
    const since = this.#groupSince;
    // A join that takes more than a few seconds almost always waits for a dead member:
    // the coordinator holds the rebalance until every known member rejoins or its session
    // expires. Say so, once, instead of leaving the operator with a silent daemon.
    this.#waitTimer = setTimeout(() => {
      if (this.#stopped || this.#groupSince !== since || this.#group === 'member') return;
      this.#o.log.warn(
        { groupId: this.#o.groupId, waitingMs: Date.now() - since, sessionTimeoutMs: this.#o.sessionTimeoutMs },
        `still waiting to join consumer group ${this.#o.groupId}: the broker holds partitions until every previous member rejoins or its session expires; ` +
          `after an unclean stop (SIGKILL, crash, lost host) that is up to WHETSTONE_KAFKA_SESSION_TIMEOUT_MS=${this.#o.sessionTimeoutMs} ms; consumption starts after that`,
      );
    }, 5_000);
    this.#waitTimer.unref();
  }

  #setGroup(state: GroupState, detail: string): void {
    if (state !== this.#group) this.#groupSince = Date.now();
    this.#group = state;
    this.#groupDetail = detail;
    this.#member.set(state === 'member' ? 1 : 0);
  }

  async #probe(): Promise<void> {
    const admin = this.#probeKafka.admin();
    let error: string | undefined;
    try {
      await admin.connect();
      await admin.describeCluster();
    } catch (err) {
      error = (err as Error).message || String(err);
    } finally {
      await admin.disconnect().catch(() => {});
    }
    if (this.#stopped) return;
    const ok = error === undefined;
    if (ok !== this.#brokerOk) {
      const was = this.#brokerOk;
      const downFor = Date.now() - this.#brokerSince;
      this.#brokerOk = ok;
      this.#brokerSince = Date.now();
      if (!ok)
        this.#o.log.warn(
          { brokers: this.#o.brokers, err: error },
          'kafka broker unreachable: ingest waits; the consumer reconnects by itself when it is back',
        );
      else if (was === false)
        this.#o.log.warn({ brokers: this.#o.brokers, downMs: downFor }, 'kafka broker reachable again');
    }
    if (!ok) this.#brokerError = error!;
    this.#up.set(ok ? 1 : 0);
  }

  /** Readiness checks: broker, group membership, assignment. */
  checks(): { name: string; check: () => Promise<ReadinessResult> }[] {
    const since = (t: number) => `${Math.round((Date.now() - t) / 1000)} s`;
    return [
      {
        name: 'broker',
        check: async () =>
          this.#brokerOk === true
            ? { ok: true, detail: `answering (${this.#o.brokers.join(',')})` }
            : {
                ok: false,
                detail:
                  this.#brokerOk === undefined
                    ? 'first probe not answered yet'
                    : `unreachable for ${since(this.#brokerSince)}: ${this.#brokerError}`,
              },
      },
      {
        name: 'group',
        check: async () => {
          if (this.#group === 'member') return { ok: true, detail: `member of ${this.#o.groupId}` };
          const waiting = `${this.#group} ${this.#o.groupId} for ${since(this.#groupSince)}`;
          const hint =
            this.#group === 'joining' || this.#group === 'rebalancing'
              ? `; after an unclean stop the broker waits for the old member's session (up to ${this.#o.sessionTimeoutMs} ms)`
              : '';
          return {
            ok: false,
            detail: `${waiting}${this.#groupDetail && this.#groupDetail !== 'joining' ? ` (${this.#groupDetail})` : ''}${hint}`,
          };
        },
      },
      {
        name: 'assignment',
        check: async () =>
          this.#group === 'member'
            ? {
                ok: true,
                detail: this.#assigned.length
                  ? `partitions ${this.#assigned.join(',')} of ${this.#o.topic}`
                  : `no partitions of ${this.#o.topic} (more members than partitions): idle standby`,
              }
            : { ok: false, detail: 'no assignment until the group join completes' },
      },
    ];
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#probeTimer);
    clearTimeout(this.#waitTimer);
    await this.#probing;
  }
}
