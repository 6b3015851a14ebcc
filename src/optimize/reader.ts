// The LLM reader's pass over a run's candidates (quality/poisoning/llm-reader.ts). It reads
// only candidates every gate has passed (the rules and the embedding scorer found nothing,
// and no other gate blocks): a candidate already blocked costs no call. Its calls are
// metered as purpose 'poisoning', capped by what the run's token limit has left; a refusal,
// a skip for the limit, a failure, an answer cut at its cap before it classed every
// sentence, or a malformed one, leaves the gates' verdicts as they were (unless a class it
// did give blocks), with a warning, and is counted in the run's record
// (optimizer_runs.reader). A passing candidate it did not read says why on its injection
// gate, as a human proposal does (review/reader-note.ts): the proposal made of it shows it.
import { messageOf } from '../errors.ts';
import { unreadReasonOfOutcome } from '../quality/check.ts';
import type { GateReport } from '../quality/gates.ts';
import type { IntentResult } from '../quality/injection.ts';
import { emptyTally, type ReaderOutcome, type ReaderTally } from '../quality/poisoning/llm-reader.ts';
import { NOT_READ, withReaderNote } from '../review/reader-note.ts';
import type { OptimizeResult, OptimizerOptions, ReaderRecord } from './options.ts';

export interface ReaderPass {
  /** The reader's result per candidate it read. */
  read: Map<string, IntentResult>;
  /** Why, in words, per candidate it was given and did not read. */
  unread: Map<string, string>;
  tokens: number;
  costUsd: number;
  /** What became of each candidate given to it; absent when it read none (off, or none passed). */
  tally?: ReaderTally;
}

export async function readPassing(
  o: Pick<OptimizerOptions, 'reader' | 'llm' | 'log'>,
  base: { current: string; siblings: readonly string[] },
  texts: string[],
  tokensLeft: number,
): Promise<ReaderPass> {
  if (!o.reader || o.llm.mode !== 'online' || !texts.length)
    return { read: new Map(), unread: new Map(), tokens: 0, costUsd: 0 };
  const run = o.llm.meter.run('poisoning', Math.max(0, tokensLeft));
  const tally = emptyTally();
  const outcomes: ReaderOutcome[] = [];
  try {
    const verdicts = await o.reader.score(
      texts.map((candidate) => ({ candidate, reviewed: base.current, siblings: base.siblings })),
      run,
      tally,
      outcomes,
    );
    // Only what it read: a text it could not read keeps the gates' verdict and reason.
    const read = new Map<string, IntentResult>();
    const unread = new Map<string, string>();
    texts.forEach((t, i) => {
      const v = verdicts[i];
      if (v) read.set(t, { model: v.model, findings: v.findings });
      else unread.set(t, unreadReasonOfOutcome(outcomes[i] ?? 'failed'));
    });
    return { read, unread, tokens: run.tokens, costUsd: run.costUsd, tally };
  } catch (err) {
    o.log.warn({ err: messageOf(err), model: o.reader.model }, 'the LLM reader failed; the gates stand as they were');
    return {
      read: new Map(),
      unread: new Map(texts.map((t) => [t, unreadReasonOfOutcome('failed')])),
      tokens: run.tokens,
      costUsd: run.costUsd,
      tally: { ...emptyTally(), failed: texts.length },
    };
  }
}

/**
 * A candidate every gate passed that the reader did not read: its injection gate says why
 * ("not read by the LLM reader: <why>"), whether the reader was off (offline, turned off)
 * or was given it and could not read it. Given and unread, it is marked `unread`: auto-
 * approval holds it for a reviewer.
 */
export function noteUnread<S extends { text: string; report: GateReport }>(
  o: Pick<OptimizerOptions, 'reader' | 'readerOff' | 'llm'>,
  s: S,
  pass: ReaderPass,
): S & { unread?: boolean } {
  const given = o.reader && o.llm.mode === 'online' ? o.reader.model : undefined;
  const why = given ? (pass.unread.get(s.text) ?? unreadReasonOfOutcome('failed')) : undefined;
  const note = given ? `${NOT_READ} (${given}): ${why}` : o.readerOff && `${NOT_READ}: ${o.readerOff}`;
  if (!note) return s;
  const report = { ...s.report, gates: withReaderNote(s.report.gates, note) };
  return given ? { ...s, report, unread: true } : { ...s, report };
}

/** The pass's tally added to the run's record (a run with two passes reads twice). */
export function recordPass(r: OptimizeResult, model: string, pass: ReaderPass): void {
  if (!pass.tally) return;
  const acc = r.reader ?? { model, ...emptyTally() };
  for (const k of Object.keys(pass.tally) as (keyof ReaderTally)[]) acc[k] += pass.tally[k];
  r.reader = acc;
}

/** The record in words, for `whetstone optimize`: "read 2 of 3; 1 skipped (token limit)". */
export function describeReader(x: ReaderRecord): string {
  const unread: [keyof ReaderTally, string][] = [
    ['skipped_budget', 'skipped (token limit)'],
    ['refused', 'refused (budget)'],
    ['failed', 'failed'],
    ['capped', 'answer cut at its token cap'],
    ['malformed', 'malformed answer'],
  ];
  const total = x.read + unread.reduce((n, [k]) => n + x[k], 0);
  const why = unread.filter(([k]) => x[k] > 0).map(([k, w]) => `${x[k]} ${w}`);
  return `${x.model} read ${x.read} of ${total}${why.length ? `; ${why.join(', ')}` : ''}`;
}
