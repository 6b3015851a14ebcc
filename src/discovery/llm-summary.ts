// Server summaries written by the LLM (when one is configured): the server-summary signature
// over the server's published tool names and descriptions, nothing from traces. A summary is
// published to every agent in discovery mode, so the output is held to the checks a
// description candidate meets: the injection gate (grounded in the descriptions: no tool,
// field, amount or URL they do not hold), the privacy rule (no identifier or capitalised name
// the descriptions do not hold, no word that users' queries hold in fewer sessions than the
// rule asks) and a length cap. A summary that passes is stored as an unpublished version
// (source 'llm'); the offline one keeps routing until a person publishes it (summary-store.ts).
import { ax, type AxAIService } from '@ax-llm/ax';
import { budgetErrorIn } from '../llm/meter.ts';
import { loadSignature } from '../llm/signatures.ts';
import { checkInjection, describe } from '../quality/injection.ts';
import type { MeaningReader } from '../quality/poisoning/llm-reader.ts';
import type { Llm } from '../llm/provider.ts';
import { allowedWords, buildVocabulary, type PrivacyVocabulary, privacyFindings } from '../quality/privacy.ts';
import type { Queryable } from '../store/db.ts';
import { selectQuerySessions } from '../store/sql/privacy.ts';
import { type CatalogServer, humanize } from './summary.ts';

/** Longer than this and a summary is not a summary (the offline one's sentences stop at 120). */
export const MAX_SUMMARY_WORDS = 120;
/** Recent queries the privacy vocabulary is built from (as for description candidates). */
const PRIVACY_SAMPLE = 50_000;

export function summaryInputs(s: CatalogServer): { serverName: string; toolDescriptions: string } {
  return {
    serverName: s.server,
    toolDescriptions: s.tools.map((t) => JSON.stringify({ tool: t.name, description: t.description })).join('\n'),
  };
}

/** Writes one summary; undefined when the model returned none. Budget refusals are thrown. */
export async function writeSummaryWithLlm(
  ai: AxAIService,
  s: CatalogServer,
  o: { maxRetries: number },
): Promise<string | undefined> {
  const gen = ax(loadSignature('server-summary'));
  const res = (await gen.forward(ai, summaryInputs(s), {
    maxRetries: o.maxRetries,
    modelConfig: { temperature: 0 },
  })) as { serverSummary?: unknown };
  const text = typeof res.serverSummary === 'string' ? res.serverSummary.trim() : '';
  return text || undefined;
}

/**
 * The checks a summary must pass before it is stored. A word the published descriptions do
 * not hold and no user query holds either came from the model, not a trace: the privacy
 * rule's "rare" finding is kept only for words some query does hold (in too few sessions).
 */
export function checkSummary(
  text: string,
  s: CatalogServer,
  vocab: PrivacyVocabulary,
): { passed: boolean; reason: string } {
  const published = publishedOf(s);
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words > MAX_SUMMARY_WORDS)
    return { passed: false, reason: `length: ${words} words (at most ${MAX_SUMMARY_WORDS})` };
  const injection = checkInjection({
    candidate: text,
    reviewed: `${s.server}\n${published}`,
    grounding: { schema: '', evidence: published },
  });
  if (!injection.passed) return { passed: false, reason: `injection: ${injection.reason}` };
  const allowed = allowedWords(s.server, humanize(s.server), published);
  const findings = privacyFindings(text, allowed, vocab).filter(
    (f) =>
      f.why !== 'rare' ||
      f.word
        .toLowerCase()
        .split(/[._@:/'’-]+/)
        .some((p) => vocab.sessions(p) > 0),
  );
  if (findings.length)
    // Counted, not quoted: a flagged word may be private.
    return {
      passed: false,
      reason: `privacy: ${findings.length} word(s) the descriptions do not hold (${[...new Set(findings.map((f) => f.why))].join(', ')})`,
    };
  return { passed: true, reason: 'grounded in the published descriptions; no private words' };
}

function publishedOf(s: CatalogServer): string {
  return s.tools.map((t) => `${t.name} ${humanize(t.name)}: ${t.description}`).join('\n');
}

export interface SummaryWriter {
  /** Writes a summary for the server (the LLM call, metered by the service). */
  write(s: CatalogServer): Promise<string | undefined>;
  /**
   * The injection gate's LLM reader on a summary the checks passed: its findings reject it
   * (block-only; its failure leaves the checks' verdict). Absent: the checks decide alone.
   */
  read?(text: string, s: CatalogServer): Promise<{ passed: boolean; reason: string }>;
  /** The privacy rule's vocabulary of users' queries (read when summaries are written). */
  vocabulary(): Promise<PrivacyVocabulary>;
}

/** An LLM writer over a metered service (the meter refuses past the daily budget). */
export function llmSummaryWriter(
  ai: AxAIService,
  vocabulary: () => Promise<PrivacyVocabulary>,
  maxRetries = 2,
  reader?: MeaningReader,
): SummaryWriter {
  return {
    write: (s) => writeSummaryWithLlm(ai, s, { maxRetries }),
    vocabulary,
    ...(reader ? { read: (text: string, s: CatalogServer) => readSummary(reader, text, s) } : {}),
  };
}

/** The reader's verdict on a summary, against the published descriptions it was written from. */
export async function readSummary(
  reader: MeaningReader,
  text: string,
  s: CatalogServer,
): Promise<{ passed: boolean; reason: string }> {
  const [v] = await reader.score([{ candidate: text, reviewed: `${s.server}\n${publishedOf(s)}` }]);
  // Unread (the call failed or was refused; logged): the checks' verdict stands, and says so.
  if (!v) return { passed: true, reason: `grounded, no private words; ${reader.model} could not read it` };
  if (v.findings.length) return { passed: false, reason: `injection: ${describe(v.findings)}` };
  return { passed: true, reason: `read by ${reader.model}: nothing but a description` };
}

/** The proxy's writer from an online LLM: metered under purpose 'summary' (the daily budget applies). */
export function summaryWriterFrom(
  llm: Extract<Llm, { mode: 'online' }>,
  db: Queryable,
  o: { privacyMinSessions: number; maxRetries: number; reader?: MeaningReader | undefined },
): SummaryWriter {
  return llmSummaryWriter(
    llm.forModel(llm.model, llm.meter.run('summary')),
    async () => buildVocabulary(await selectQuerySessions(db, PRIVACY_SAMPLE), o.privacyMinSessions),
    o.maxRetries,
    o.reader,
  );
}

/** The budget refusal inside an error, if that is what stopped a call. */
export const budgetRefusal = budgetErrorIn;
