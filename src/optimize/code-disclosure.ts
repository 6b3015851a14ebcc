// The offline rewriter's one sentence from code: when the tool's source was read and its
// code has a side effect the current text does not disclose (consistency/disclose.ts), say
// so in a generic sentence per effect class. The published text gets the class only ("Writes
// files on the server's disk."), never a path, a callee or anything else from the source
// tree; the calls and their file:line go to the proposal's provenance, for the reviewer.
import { withoutQuotes } from '../consistency/quotes.ts';
import { disclosesEffect, type EffectAnnotations } from '../consistency/disclose.ts';
import type { CodeEvidence, EffectClass } from '../consistency/types.ts';

/** Most harmful first: the order the clauses are stated in. */
const CLAUSES: [EffectClass, string][] = [
  ['fs_delete', "deletes files on the server's disk"],
  ['fs_write', "writes files on the server's disk"],
  ['db_write', 'writes to a database'],
  ['process', 'runs commands on the server'],
  ['network', 'calls external web services'],
  ['state', 'keeps state between calls'],
];
const BOTH_FILES = "writes and deletes files on the server's disk";

/** The sentence's words: the rewriter's own, which the privacy rule allows. */
export const DISCLOSURE_WORDS = `${CLAUSES.map(([, c]) => c).join(' ')} ${BOTH_FILES} and`;

export interface DisclosureSentence {
  kind: 'disclosure';
  text: string;
  trace_ids: string[];
  /** Where the code shows each disclosed class: the call and its file:line in the source read. */
  evidence: (CodeEvidence & { class: EffectClass })[];
}

/** At most this many calls per class go to the provenance. */
const EVIDENCE_PER_CLASS = 3;

export function disclosureSentence(
  current: string,
  effects: { class: EffectClass; evidence: CodeEvidence[] }[],
  annotations: EffectAnnotations = {},
): DisclosureSentence | undefined {
  // Quoted requests are users' words, not a disclosure (as the code gate reads them).
  const text = withoutQuotes(current);
  const has = new Map(effects.map((e) => [e.class, e]));
  const missing = CLAUSES.filter(([cls]) => has.has(cls) && !disclosesEffect(text, cls, annotations));
  if (!missing.length) return undefined;
  let clauses = missing.map(([, c]) => c);
  const classes = missing.map(([cls]) => cls);
  if (classes.includes('fs_delete') && classes.includes('fs_write'))
    clauses = [BOTH_FILES, ...clauses.filter((c) => !c.includes('files on'))];
  const joined = clauses.length === 1 ? clauses[0]! : `${clauses.slice(0, -1).join(', ')} and ${clauses.at(-1)}`;
  return {
    kind: 'disclosure',
    text: `${joined[0]!.toUpperCase()}${joined.slice(1)}.`,
    trace_ids: [],
    evidence: classes.flatMap((cls) =>
      has
        .get(cls)!
        .evidence.slice(0, EVIDENCE_PER_CLASS)
        .map((e) => ({ class: cls, file: e.file, line: e.line, call: e.call })),
    ),
  };
}
