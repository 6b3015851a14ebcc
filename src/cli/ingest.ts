import type { Command } from 'commander';
import type { Kafka } from 'kafkajs';
import type { Config } from '../config.ts';
import type { Db } from '../store/db.ts';
import { isWhetstoneError, messageOf, WhetstoneError } from '../errors.ts';
import { DEAD_REASONS } from '../intake/core/dead-reasons.ts';
import type { DeadLetterView } from '../intake/core/dlq.ts';
import type { FileIngestSummary } from '../intake/doors/file.ts';
import type { TraceIngestor } from '../intake/core/ingest.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { EXIT_ERROR, EXIT_RETRY, oneLine, printJson, printTable, say } from './output.ts';

const g = (cmd: Command) => cmd.optsWithGlobals<GlobalOptions>();

// Implementations are imported when a command runs: registering commands loads no package.

/** A command's ingestor: the daemon's wiring (intake/setup.ts), with its own metrics registry. */
async function createIngestor(db: Db, config: Config, actor: string): Promise<TraceIngestor> {
  const [{ Registry }, { ingestorFrom }, { createIngestMetrics }] = await Promise.all([
    import('prom-client'),
    import('../intake/setup.ts'),
    import('../intake/core/metrics.ts'),
  ]);
  return ingestorFrom(config, { db, actor, metrics: createIngestMetrics(new Registry()) });
}

export function registerIngestCommands(program: Command): void {
  registerIngest(program);
  const dlq = program.command('dlq').description('dead letters: messages ingest could not store, with the reason');
  // Two places hold dead letters: the Kafka DLQ topic (messages the Kafka doors refused)
  // and the dead_letters table (file ingest, and OTel traces the assembler could not store,
  // whichever door their spans came through). Both are shown and replayed unless --from
  // names one: with KAFKA_BROKERS set, the table still fills.
  registerDlqList(dlq);
  registerDlqReplay(dlq);
}

const fromOption = '--from <where>';
const fromHelp =
  'kafka (the DLQ topic) or table (dead_letters); default: both when KAFKA_BROKERS is set, else the table';

function registerIngest(program: Command): void {
  program
    .command('ingest')
    .description(
      'ingest traces (JSON lines, trace format v1) from a file or stdin ("-") through the same path as Kafka',
    )
    .argument('<file>', 'a .jsonl file, or - for stdin')
    .option('--json', 'print the summary as JSON')
    .option('--no-progress', 'no progress line, even on a terminal')
    .option(
      '--format <format>',
      'v1: JSON lines of trace v1; otlp: OpenTelemetry trace export requests (protobuf, JSON, or JSON lines; see docs/traces.md)',
      'v1',
    )
    .action(async (file: string, opts: { json?: boolean; progress?: boolean; format: string }, cmd: Command) => {
      if (opts.format !== 'v1' && opts.format !== 'otlp')
        throw new WhetstoneError('input_invalid', `--format ${opts.format}: use v1 or otlp`);
      if (opts.format === 'otlp') {
        const { describeOtlpSummary, ingestOtlpFileFrom } = await import('../intake/doors/otlp-file.ts');
        const s = await withContext(g(cmd), async ({ db, config }) =>
          ingestOtlpFileFrom(file, db, config, await createIngestor(db, config, config.actor)),
        );
        if (opts.json) return printJson(s);
        for (const line of describeOtlpSummary(file, s)) say(line);
        return;
      }
      const tty = process.stderr.isTTY === true && opts.progress !== false;
      const { ingestFile } = await import('../intake/doors/file.ts');
      const summary = await withContext(g(cmd), async ({ db, config }) => {
        const ingestor = await createIngestor(db, config, config.actor);
        try {
          return await ingestFile({
            path: file,
            ingestor,
            chunkSize: config.ingestChunkSize,
            onProgress: tty
              ? (s, read, total) => process.stderr.write(`\r${progressLine(s, read, total)}\u001b[K`)
              : undefined,
          });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT')
            throw new WhetstoneError('input_invalid', `cannot read ${file}: ENOENT`);
          throw err;
        }
      });
      if (tty) process.stderr.write('\n');
      if (opts.json) return printJson(summary);
      printSummary(file, summary);
    });
}

function registerDlqList(dlq: Command): void {
  dlq
    .command('list')
    .description(
      'list dead letters: the Kafka DLQ topic (when KAFKA_BROKERS is set) and the dead_letters table (file ingest, OTel traces that could not be stored)',
    )
    .option(fromOption, fromHelp)
    .option('--reason <reason>', `only this reason (${DEAD_REASONS.join(', ')})`)
    .option('--limit <n>', 'at most this many from each place', (v) => Number(v), 100)
    .option('--all', 'include dead letters already replayed (table only)')
    .option('--json', 'print as JSON')
    .action(
      async (opts: { from?: string; reason?: string; limit: number; all?: boolean; json?: boolean }, cmd: Command) => {
        const { listTableDeadLetters, readKafkaDlq } = await import('../intake/core/dlq.ts');
        const { rows, topicError } = await withContext(g(cmd), async ({ db, config }) => {
          const kafka = await dlqKafka(config);
          const from = dlqPlaces(opts.from, kafka !== undefined);
          const out: DeadLetterView[] = [];
          let topicError: WhetstoneError | undefined;
          if (kafka && from.kafka) {
            try {
              out.push(...(await readKafkaDlq(kafka, config.dlqTopic, opts)));
            } catch (err) {
              topicError = dlqTopicError(err, config);
              // Named alone, the topic's failure is the command's; by default the table is
              // still worth showing (a listing changes nothing), and the exit code says it is partial.
              if (opts.from === 'kafka') throw topicError;
            }
          }
          if (from.table)
            out.push(
              ...(await listTableDeadLetters(db, { limit: opts.limit, reason: opts.reason, all: opts.all === true })),
            );
          return { rows: out, topicError };
        });
        if (opts.json) printJson(rows);
        else
          printTable(
            ['WHERE', 'REASON', 'SOURCE', 'ERROR', 'VALUE'],
            rows.map((r) => [r.where, r.reason, r.source, oneLine(r.error, 60), oneLine(r.preview, 40)]),
          );
        if (topicError) {
          process.stderr.write(`whetstone: the table's dead letters only: ${topicError.message}\n`);
          process.exitCode = topicError.retriable ? EXIT_RETRY : EXIT_ERROR;
        }
      },
    );
}

function registerDlqReplay(dlq: Command): void {
  dlq
    .command('replay')
    .description(
      'send dead letters back through ingest once their cause is fixed (Kafka DLQ: to the traces topic; table: ingested directly, each row marked replayed)',
    )
    .option(fromOption, fromHelp)
    .option('--reason <reason>', 'only this reason (table only: with KAFKA_BROKERS set, add --from table)')
    .option('--dry-run', 'count what would be replayed, change nothing')
    .option('--json', 'print the result as JSON')
    .action(async (opts: { from?: string; reason?: string; dryRun?: boolean; json?: boolean }, cmd: Command) => {
      const [{ replayTableDeadLetters }, { insertAudit }] = await Promise.all([
        import('../intake/core/dlq.ts'),
        import('../store/sql/audit.ts'),
      ]);
      const result = await withContext(g(cmd), async ({ db, config }) => {
        const dryRun = opts.dryRun === true;
        const kafka = await dlqKafka(config);
        const from = dlqPlaces(opts.from, kafka !== undefined);
        if (opts.reason && from.kafka) {
          throw new WhetstoneError(
            'input_invalid',
            "--reason filters the dead_letters table only; a Kafka replay sends every dead letter not replayed yet. Add --from table to replay the table's by reason.",
          );
        }
        // Each place is audited as soon as it is replayed: a Kafka replay has sent and
        // committed before the table's begins, and a failure there must not hide it.
        const parts: Record<string, unknown>[] = [];
        const done = async (part: Record<string, unknown>) => {
          parts.push(part);
          if (!dryRun)
            await insertAudit(db, { actor: config.actor, action: 'dlq.replayed', subject: 'dlq', details: part });
        };
        if (kafka && from.kafka) {
          const n = await replayTopic(config, kafka, dryRun);
          await done({ from: config.dlqTopic, to: config.tracesTopic, replayed: n });
        }
        if (from.table)
          await done({
            from: 'dead_letters',
            ...(await replayTableDeadLetters(db, await createIngestor(db, config, config.actor), {
              reason: opts.reason,
              dryRun,
            })),
          });
        // One shape whatever is configured: the places under `parts`, the count summed; with
        // one place, its fields at the top too, as before there were two.
        return {
          ...(parts.length === 1 ? parts[0] : {}),
          replayed: parts.reduce((n, x) => n + Number(x.replayed), 0),
          parts,
          dryRun,
        };
      });
      if (opts.json) return printJson(result);
      for (const x of result.parts)
        say(`${opts.dryRun ? 'would replay' : 'replayed'} ${String(x.replayed)} dead letters from ${String(x.from)}`);
    });
}

/**
 * The topic's dead letters replayed (or, dry, counted). With the brokers away it stops
 * before the table's replay begins: a replay changes things, and replaying half of what
 * was asked should be asked for (--from table). Whether they answer is asked with the
 * quick client; the replay itself sends with the daemon's retries, so a leader election
 * midway does not end it.
 */
async function replayTopic(config: Config, quick: Kafka, dryRun: boolean): Promise<number> {
  const [{ probeBrokers, replayKafkaDlq }, { createKafka }] = await Promise.all([
    import('../intake/core/dlq.ts'),
    import('../kafka.ts'),
  ]);
  const topicError = (err: unknown) => {
    throw dlqTopicError(err, config);
  };
  if (dryRun) return replayKafkaDlq(quick, config.dlqTopic, config.tracesTopic, { dryRun }).catch(topicError);
  await probeBrokers(quick).catch(topicError);
  return replayKafkaDlq(createKafka(config.kafkaBrokers!, config.kafkaClientId), config.dlqTopic, config.tracesTopic, {
    dryRun,
  });
}

/**
 * The dlq commands' Kafka client for reading: few retries, so an unreachable broker is
 * reported in seconds (the daemon's ten retries took a listing two minutes to fail).
 */
async function dlqKafka(config: Config): Promise<Kafka | undefined> {
  if (!config.kafkaBrokers) return undefined;
  const { createKafka } = await import('../kafka.ts');
  return createKafka(config.kafkaBrokers, config.kafkaClientId, DLQ_KAFKA_RETRIES);
}
const DLQ_KAFKA_RETRIES = 2;

/** A failure on the DLQ topic, saying where and what to do; retriable when the broker is away (kafkajs's errors say which). */
function dlqTopicError(err: unknown, config: Config): WhetstoneError {
  if (isWhetstoneError(err)) return err;
  const retriable =
    (err as { retriable?: boolean } | undefined)?.retriable === true ||
    /Connection|ECONNREFUSED|NumberOfRetriesExceeded|timeout/i.test(
      `${(err as Error | undefined)?.name} ${messageOf(err)}`,
    );
  return new WhetstoneError(
    'upstream_failed',
    `the DLQ topic ${config.dlqTopic} on ${config.kafkaBrokers?.join(',')} (KAFKA_BROKERS) could not be read: ${messageOf(err)}. Check the broker, or use --from table for the dead_letters table alone`,
    { retriable, cause: err },
  );
}

/** Which places a dlq command reads: --from, else both when Kafka is configured, else the table. */
function dlqPlaces(from: string | undefined, kafka: boolean): { kafka: boolean; table: boolean } {
  if (from === undefined) return { kafka, table: true };
  if (from === 'table') return { kafka: false, table: true };
  if (from === 'kafka') {
    if (!kafka)
      throw new WhetstoneError(
        'input_invalid',
        '--from kafka needs KAFKA_BROKERS (the DLQ topic is on the broker); without it, dead letters are in the table (--from table)',
      );
    return { kafka: true, table: false };
  }
  throw new WhetstoneError('input_invalid', `--from must be kafka or table, not "${from}"`);
}

function progressLine(s: FileIngestSummary, read: number, total: number | undefined): string {
  const dead = Object.values(s.deadLettered).reduce((a, b) => a + (b ?? 0), 0);
  const pct = total ? `${Math.min(100, Math.round((read / total) * 100))}% ` : '';
  const rate = s.seconds > 0 ? Math.round(s.lines / s.seconds) : 0;
  return `ingest ${pct}${s.lines} lines · ${s.stored} stored · ${s.duplicates} duplicates · ${dead} dead-lettered · ${rate} lines/s`;
}

function printSummary(file: string, s: FileIngestSummary): void {
  const dead = Object.entries(s.deadLettered);
  const deadTotal = dead.reduce((a, [, n]) => a + (n ?? 0), 0);
  say(
    `${file}: ${s.lines} lines in ${s.seconds.toFixed(1)} s — ${s.stored} stored, ${s.duplicates} duplicates, ${deadTotal} dead-lettered${s.blank ? `, ${s.blank} blank skipped` : ''}`,
  );
  for (const [reason, n] of dead) say(`  dead-lettered (${reason}): ${n}`);
  if (s.observedTools) say(`  ${s.observedTools} tools seen in traces were registered (origin observed)`);
  if (deadTotal) say('  see them with `whetstone dlq list`; fix the cause, then `whetstone dlq replay`');
}
