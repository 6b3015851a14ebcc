// Whether the injection gate's LLM reader read a proposal, said where a reviewer decides.
// A human text is read only when the advisory gates pass it, an optimizer candidate only
// when every gate does (optimize/reader.ts); when the reader is off, refused by the budget,
// failed, or its answer was cut or malformed, the proposal's injection gate carries
// "not read by the LLM reader: <why>" (stored with the version's gates, so `propose`, the
// API and the review page all show it).
import { unreadReasonOfTally } from '../quality/check.ts';
import type { IntentResult } from '../quality/injection.ts';
import { emptyTally, type MeaningReader, type ReaderInput } from '../quality/poisoning/llm-reader.ts';

export const NOT_READ = 'not read by the LLM reader';

/** The reader's findings on `input`, or why it did not read it. */
export async function readHuman(
  reader: MeaningReader | undefined,
  off: string | undefined,
  input: ReaderInput,
  gatesPass: boolean,
): Promise<{ read?: IntentResult; note?: string }> {
  if (!reader) return off ? { note: `${NOT_READ}: ${off}` } : {};
  if (!gatesPass) return { note: `${NOT_READ}: another advisory gate flags the text already (a call saved)` };
  const tally = emptyTally();
  const [verdict] = await reader.score([input], undefined, tally);
  if (!verdict) return { note: `${NOT_READ} (${reader.model}): ${unreadReasonOfTally(tally)}` };
  return { read: { model: verdict.model, findings: verdict.findings } };
}

/** The gates with the note on the injection gate (the one the reader reads for). */
export function withReaderNote<G extends { gate: string }>(gates: G[], note: string | undefined): G[] {
  if (!note) return gates;
  return gates.map((g) => (g.gate === 'injection' ? { ...g, readerNote: note } : g));
}
