// The floor of bench:ingest: the minimal consumer that stores every trace. kafkajs,
// JSON.parse, and a bulk COPY of the same columns as `traces` into a table shaped like it
// (a staging table, then INSERT … ON CONFLICT DO NOTHING so a redelivery is harmless),
// offsets resolved after the commit. No validation, no redaction, no dead letters: what a
// user would write to only store traces.
import type { Kafka } from 'kafkajs';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { fetchSizes } from '../../src/intake/doors/kafka-lifecycle.ts';

const COLUMNS =
  'trace_id, ts, server, session_id, user_query, tools_shown, tool_calls, final_answer, signals, extra, content_hash, redactions, source';

/** COPY text format: backslash, tab, newline and carriage return escaped; \N is NULL. */
function field(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

async function copyIn(client: pg.PoolClient, sql: string, text: string): Promise<void> {
  const stream = client.query(copyStreams.from(sql));
  await new Promise<void>((resolve, reject) => {
    stream.on('error', reject);
    stream.on('finish', resolve);
    stream.end(text);
  });
}

export interface FloorRun {
  kafka: Kafka;
  topic: string;
  groupId: string;
  databaseUrl: string;
  n: number;
  partitions: number;
  chunkSize: number;
}

/** Stores the topic's N traces into floor_traces; returns traces/s from first message to last commit. */
export async function floorConsumer(o: FloorRun): Promise<number> {
  const pool = new pg.Pool({ connectionString: o.databaseUrl, max: o.partitions + 1 });
  await pool.query('CREATE TABLE IF NOT EXISTS floor_traces (LIKE traces INCLUDING ALL)');
  // The same fetch sizes as Whetstone's consumers: a difference there is not the pipeline's.
  const consumer = o.kafka.consumer({ groupId: o.groupId, ...fetchSizes() });
  await consumer.connect();
  await consumer.subscribe({ topic: o.topic, fromBeginning: true });
  let stored = 0;
  let first = 0;
  const done = new Promise<number>((resolve, reject) => {
    void consumer
      .run({
        autoCommitInterval: 1_000,
        eachBatchAutoResolve: false,
        partitionsConsumedConcurrently: o.partitions,
        eachBatch: async (p) => {
          if (first === 0) first = Date.now();
          const msgs = p.batch.messages;
          for (let i = 0; i < msgs.length; i += o.chunkSize) {
            const chunk = msgs.slice(i, i + o.chunkSize);
            let text = '';
            for (const m of chunk) {
              const t = JSON.parse(m.value!.toString('utf8')) as Record<string, unknown>;
              text += `${[t.trace_id, t.timestamp, t.server, t.session_id, t.user_query, t.tools_shown, t.tool_calls, t.final_answer, {}, {}, '', 0, `kafka:${p.batch.partition}@${m.offset}`].map(field).join('\t')}\n`;
            }
            const client = await pool.connect();
            try {
              await client.query('BEGIN');
              await client.query(
                'CREATE TEMP TABLE IF NOT EXISTS floor_stage (LIKE floor_traces INCLUDING DEFAULTS) ON COMMIT DELETE ROWS',
              );
              await copyIn(client, `COPY floor_stage (${COLUMNS}) FROM STDIN`, text);
              const r = await client.query(
                `INSERT INTO floor_traces (${COLUMNS}) SELECT ${COLUMNS} FROM floor_stage ON CONFLICT (trace_id) DO NOTHING`,
              );
              await client.query('COMMIT');
              stored += r.rowCount ?? 0;
            } finally {
              client.release();
            }
            p.resolveOffset(chunk[chunk.length - 1]!.offset);
            await p.commitOffsetsIfNecessary();
            await p.heartbeat();
          }
          if (stored >= o.n) resolve(Date.now());
        },
      })
      .catch(reject);
  });
  const end = await done;
  await consumer.disconnect();
  const rows = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM floor_traces')).rows[0]!.n;
  await pool.end();
  if (rows !== o.n) throw new Error(`floor: expected ${o.n} stored traces, found ${rows}`);
  return o.n / ((end - first) / 1000);
}
