// The LLM reader: when an LLM is configured, it reads the sentences a candidate adds
// (./sentences.ts) beside the tool's reviewed text and names, for each, a class from a
// closed list (signatures/poisoning-reader.sig). Rules and an English embedding model miss
// attacks in plain words and other languages; a general model reads their meaning.
//
// It can only add findings. Its input is untrusted (a poisoned candidate may talk it into
// "describes-the-tool"), so what it says is never obeyed or published: only the class is
// read, and an answer that does not name a class for every sentence leaves the candidate
// unread (not approved by the reader; counted, with a warning), unless a sentence it did
// class blocks. An answer cut at its token cap is read so too, on its complete lines (a
// cut answer that blocks, or classes every sentence, is read; the cut is still counted).
// Losing the reader's block is all an injected reader can do; the rules' and the scorer's
// findings are merged in untouched (./merge.ts). Secrets are redacted before prompting.
import { ax } from '@ax-llm/ax';
import { Counter, type Registry } from 'prom-client';
import { READER_TOKENS_PER_SENTENCE } from '../../config/models.ts';
import { messageOf } from '../../errors.ts';
import { budgetErrorIn, type LlmRun } from '../../llm/meter.ts';
import type { OnlineLlm } from '../../llm/provider.ts';
import { loadSignature } from '../../llm/signatures.ts';
import type { Logger } from '../../log.ts';
import type { Redactor } from '../../privacy/redact.ts';
import { type Finding, quote } from '../injection.ts';
import { type IntentInput, type IntentVerdict, plain } from './intent-scorer.ts';
import { addedSentences } from './sentences.ts';

const READER_CLASSES = [
  'describes-the-tool',
  'instructs-the-model',
  'moves-user-data',
  'skips-confirmation-or-limit',
  'claims-authority-or-consent',
  'redirects-to-other-tool',
  'new-destination',
  'misreports-results',
  'promotes-or-other-harm',
] as const;
type ReaderClass = (typeof READER_CLASSES)[number];
/** The one class that is no finding. */
const HARMLESS: ReaderClass = 'describes-the-tool';

/** Sentences (or parts) one call reads; a candidate adding more is far past the length gate anyway. */
const MAX_SENTENCES = 40;
/**
 * The most one answer may take, in tokens: a line per sentence (number, class, a reason of
 * twelve words; WHETSTONE_POISONING_LLM_TOKENS_PER_SENTENCE each) and the field's name. It
 * bounds the call's cost, so the meter can skip a call that would pass the run's limit
 * (llm/meter.ts).
 */
const answerTokens = (o: LlmReaderOptions, sentences: number) =>
  16 + (o.tokensPerSentence ?? READER_TOKENS_PER_SENTENCE) * sentences;
/**
 * Characters of one numbered item, and of the reviewed text, put in the prompt. A longer
 * sentence is read as several items, never cut: its tail is where a request would hide.
 */
const MAX_SENTENCE_CHARS = 600;
const MAX_REVIEWED_CHARS = 6000;
const MAX_SIBLINGS = 50;

/**
 * Why a candidate went unread: the budget refused the call (the daily budget, whether used
 * up or too short for this call's estimate), the call was skipped because its estimate
 * would pass the run's token limit, the call failed, the answer was cut at its token cap
 * before every sentence had a class and none blocks (capped: a cap too tight, not a model
 * off its format), or the answer did not class every sentence and none blocks (malformed).
 */
export type ReaderUnread = 'refused' | 'skipped_budget' | 'failed' | 'capped' | 'malformed';

/** What became of one candidate given to the reader. */
export type ReaderOutcome = 'read' | ReaderUnread;

/** Candidates given to the reader, by what became of them (an optimizer run records it). */
export type ReaderTally = Record<ReaderOutcome, number>;

export function emptyTally(): ReaderTally {
  return { read: 0, refused: 0, skipped_budget: 0, failed: 0, capped: 0, malformed: 0 };
}

/** A candidate to read: IntentScorer's input, and the server's other tools when known. */
export interface ReaderInput extends IntentInput {
  /** Names of the same server's other tools: scoped advice naming one describes the tool. */
  siblings?: readonly string[] | undefined;
}

/**
 * The meaning gate's shape (IntentScorer's): a model name and one verdict per input, or
 * undefined for an input it did not read (the call failed, was refused or skipped for the
 * token limit, or a sentence got no class and none blocks): a gate must not say the reader
 * read what it did not.
 */
export interface MeaningReader {
  readonly model: string;
  /**
   * `run` meters the calls (the caller's budget); without it, purpose 'poisoning' with
   * `maxTokens`. `tally`, when given, counts each item as read or why it was not;
   * `outcomes`, when given, gets each item's outcome, in order.
   */
  score(
    items: ReaderInput[],
    run?: LlmRun,
    tally?: ReaderTally,
    outcomes?: ReaderOutcome[],
  ): Promise<(IntentVerdict | undefined)[]>;
}

/** The reader's metrics, on the daemon's Registry (one set per Registry). */
export interface ReaderMetrics {
  /** Answers that named no known class for at least one sentence read. */
  malformed: Counter;
  /** Answers the provider cut at the reader's answer cap (counted apart from malformed ones). */
  capped: Counter;
}

export function createReaderMetrics(registry: Registry): ReaderMetrics {
  return {
    malformed: new Counter({
      name: 'whetstone_poisoning_reader_malformed_total',
      help: 'LLM reader answers that named no known class for some added sentence (the candidate is not approved by the reader)',
      registers: [registry],
    }),
    capped: new Counter({
      name: 'whetstone_poisoning_reader_capped_total',
      help: "LLM reader answers cut at the reader's answer token cap (the candidate is not approved by the reader)",
      registers: [registry],
    }),
  };
}

export interface LlmReaderOptions {
  redactor: Redactor;
  log: Logger;
  metrics?: ReaderMetrics | undefined;
  /** Per-score() token cap when the caller brings no run. */
  maxTokens?: number | undefined;
  /** ax output-correction retries (a missing field); a wrong class is never retried. */
  maxRetries?: number | undefined;
  /** The answer cap per sentence read (WHETSTONE_POISONING_LLM_TOKENS_PER_SENTENCE). */
  tokensPerSentence?: number | undefined;
}

/** A reader on the configured LLM, metered under purpose 'poisoning'. */
export function llmReader(llm: OnlineLlm, o: LlmReaderOptions): MeaningReader {
  const model = `llm-reader(${llm.model})`;
  const unread = () => undefined;
  return {
    model,
    async score(items, run, tally = emptyTally(), outcomes = []) {
      const count = (k: ReaderOutcome, n = 1) => {
        tally[k] += n;
        for (let i = 0; i < n; i++) outcomes.push(k);
      };
      // A generator per batch: the signature file is read at each use, like the others.
      let gen: ReturnType<typeof ax>;
      try {
        gen = ax(loadSignature('poisoning-reader'));
      } catch (err) {
        o.log.warn({ err: messageOf(err), model }, 'the LLM reader cannot load its signature; the gate ran without it');
        count('failed', items.length);
        return items.map(unread);
      }
      const metered = run ?? llm.meter.run('poisoning', o.maxTokens);
      const ai = llm.forModel(llm.model, metered);
      const out: (IntentVerdict | undefined)[] = [];
      for (const it of items) {
        const before = metered.capped;
        const forward = (inputs: ReturnType<typeof readerInputs>, n: number) =>
          gen.forward(ai, inputs, forwardOptions(o, n));
        // The text of an answer cut at its cap during this item's call, if any.
        const cut = () => (metered.capped > before ? (metered.cutAnswer ?? '') : undefined);
        const r = await readOne(it, forward, { ...o, model, cut });
        out.push(r.verdict);
        count(r.unread ?? 'read');
        // A budget refusal stops the batch: the rest go unread, as the rules and the scorer
        // left them. A call skipped for its size does not: a shorter one may still fit.
        if (r.budgetSpent) {
          count('refused', items.length - out.length);
          return [...out, ...items.slice(out.length).map(unread)];
        }
      }
      return out;
    },
  };
}

const forwardOptions = (o: LlmReaderOptions, sentences: number) => ({
  maxRetries: o.maxRetries ?? 1,
  modelConfig: { temperature: 0, maxTokens: answerTokens(o, sentences) },
});

/** One candidate read: its verdict (none when it went unread), and whether the budget stopped it. */
async function readOne(
  it: ReaderInput,
  forward: (inputs: ReturnType<typeof readerInputs>, sentences: number) => Promise<unknown>,
  o: LlmReaderOptions & { model: string; cut: () => string | undefined },
): Promise<ReadResult> {
  const model = o.model;
  const added = readerParts(addedSentences(plain(it.candidate), plain(it.reviewed)), o.redactor);
  // Nothing added: read, and nothing to hold against it.
  if (!added.length) return { verdict: { model, findings: [], score: 0 } };
  const read = added.slice(0, MAX_SENTENCES);
  if (added.length > read.length)
    o.log.warn({ added: added.length, read: read.length }, 'the LLM reader read only the first added sentences');
  let answer: unknown;
  try {
    const res = (await forward(readerInputs(it.reviewed, read, o.redactor, it.siblings), read.length)) as {
      sentenceClasses?: unknown;
    };
    answer = res.sentenceClasses;
  } catch (err) {
    // No answer: the rules and the scorer decide alone.
    const budget = budgetErrorIn(err);
    const skipped = budget?.limit === 'run' && budget.estimate !== undefined;
    // ax refuses an answer cut at its cap; its complete lines are read all the same.
    const cut = budget ? undefined : o.cut();
    if (cut !== undefined) return readCut(o, read, parseClasses(completePart(cut), read.length));
    o.log.warn(
      { err: messageOf(budget ?? err), model },
      skipped
        ? 'the LLM reader skipped a call over the token limit; the gate ran without it'
        : 'the LLM reader failed; the gate ran without it',
    );
    if (skipped) return { unread: 'skipped_budget' };
    return budget ? { unread: 'refused', budgetSpent: true } : { unread: 'failed' };
  }
  const parsed = parseClasses(answer, read.length);
  // An answer cut short misses its last classes: the cap's doing, not the model's.
  if (parsed.malformed && o.cut() !== undefined) return readCut(o, read, parsed);
  const findings = findingsOf(read, parsed.classes, model);
  if (parsed.malformed) {
    o.metrics?.malformed.inc();
    o.log.warn(
      { model, unclassed: parsed.malformed, of: read.length },
      findings.length
        ? "the LLM reader's answer named no known class for some sentences; its findings on the others stand"
        : "the LLM reader's answer named no known class for some sentences; the gate ran without it",
    );
    // A sentence it did not class is not approved: unread, unless another one blocks.
    if (!findings.length) return { unread: 'malformed' };
  }
  return { verdict: { model, findings, score: findings.length } };
}

type ReadResult = { verdict?: IntentVerdict; unread?: ReaderUnread; budgetSpent?: boolean };

/** The findings of the classes given, each quoting its sentence as the model saw it: redacted. */
function findingsOf(read: string[], classes: (ReaderClass | undefined)[], model: string): Finding[] {
  return read.flatMap((s, i): Finding[] => {
    const c = classes[i];
    if (!c || c === HARMLESS) return [];
    return [{ family: `llm-reader:${c}`, detail: `reads as ${c} to ${model}: ${quote(s, 120)}` }];
  });
}

/**
 * An answer cut at its token cap (the capped counter, apart from a malformed one). The
 * classes on its complete lines stand: one that blocks holds the candidate (the cut cannot
 * undo what was already said), and when every sentence has a complete class line the cut
 * took only a reason, so the answer is read. Else the candidate is unread (`capped`): the
 * sentences past the cut were not classed, and such an answer never approves.
 */
function readCut(
  o: LlmReaderOptions & { model: string },
  read: string[],
  parsed: ReturnType<typeof parseClasses>,
): ReadResult {
  o.metrics?.capped.inc();
  const findings = findingsOf(read, parsed.classes, o.model);
  const whole = parsed.malformed === 0;
  o.log.warn(
    {
      model: o.model,
      sentences: read.length,
      classed: read.length - parsed.malformed,
      maxTokens: answerTokens(o, read.length),
    },
    findings.length
      ? "the LLM reader's answer was cut at its token cap; the findings on its complete lines stand"
      : whole
        ? "the LLM reader's answer was cut at its token cap after it classed every sentence; it stands"
        : "the LLM reader's answer was cut at its token cap; the gate ran without it",
  );
  if (!findings.length && !whole) return { unread: 'capped' };
  return { verdict: { model: o.model, findings, score: findings.length } };
}

/**
 * The added sentences as the model reads them: redacted whole (a secret is never cut in
 * two), on one line, and a sentence longer than an item in consecutive parts.
 */
function readerParts(added: string[], redactor: Redactor): string[] {
  const counts = new Map<string, number>();
  return added.flatMap((s) => {
    const parts: string[] = [];
    let rest = redactor.redactString(s, counts).replace(/\s+/g, ' ').trim();
    while (rest.length > MAX_SENTENCE_CHARS) {
      const cut = rest.lastIndexOf(' ', MAX_SENTENCE_CHARS);
      const at = cut > MAX_SENTENCE_CHARS / 2 ? cut : MAX_SENTENCE_CHARS;
      parts.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    return rest ? [...parts, rest] : parts;
  });
}

/** The prompt's fields: the reviewed text normalized, redacted and capped; both fenced as data. */
function readerInputs(
  reviewed: string,
  parts: string[],
  redactor: Redactor,
  siblings: readonly string[] = [],
): { reviewedDescription: string; addedSentences: string; serverTools: string } {
  const rev = fence(redactor.redactString(plain(reviewed), new Map()).slice(0, MAX_REVIEWED_CHARS));
  // Tool names are short identifiers; anything else in the list is not passed on.
  const names = siblings.filter((n) => /^[\w.:/-]{1,64}$/.test(n)).slice(0, MAX_SIBLINGS);
  return {
    reviewedDescription: `<<<REVIEWED\n${rev}\nREVIEWED>>>`,
    addedSentences: `<<<ADDED\n${parts.map((s, i) => `[${i + 1}] ${fence(s)}`).join('\n')}\nADDED>>>`,
    serverTools: names.length ? names.join(', ') : 'none known',
  };
}

/** A text may not close its own fence and speak after it. */
function fence(s: string): string {
  return s.replace(/<<<|>>>/g, '‹‹‹');
}

const LINE = /^\s*\[?(\d{1,3})\]?\s*[|:.)-]\s*\[?([a-z-]+)\]?/;
/** A line whose class is whole: a separator follows it (a cut came later, in the reason). */
const CLASSED_LINE = new RegExp(`${LINE.source}\\s*[|:;,.]`);

/**
 * The complete part of an answer cut at its cap, as raw text from the provider: its field
 * name dropped, its whole lines, and its last line only when that line's class is whole.
 */
export function completePart(answer: string): string {
  const lines = answer.replace(/^\s*sentence\s*classes\s*:/i, '').split('\n');
  const last = lines.pop() ?? '';
  return (CLASSED_LINE.test(last.toLowerCase()) ? [...lines, last] : lines).join('\n');
}

/**
 * The class per sentence, by number; anything else in the answer is ignored. A sentence
 * without one known class is counted as malformed (no finding).
 */
export function parseClasses(answer: unknown, n: number): { classes: (ReaderClass | undefined)[]; malformed: number } {
  const classes: (ReaderClass | undefined)[] = new Array(n).fill(undefined);
  const lines = typeof answer === 'string' ? answer.split('\n') : [];
  for (const line of lines) {
    const m = LINE.exec(line.toLowerCase());
    if (!m) continue;
    const i = Number(m[1]) - 1;
    const c = m[2] as ReaderClass;
    if (i < 0 || i >= n || !READER_CLASSES.includes(c)) continue;
    // Two answers for one sentence: the more harmful stands (block-only).
    if (classes[i] === undefined || classes[i] === HARMLESS) classes[i] = c;
  }
  return { classes, malformed: classes.filter((c) => c === undefined).length };
}
