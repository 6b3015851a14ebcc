// A constraint that only names the fields a call needs ("You must provide 'originalRequest'
// and 'tasks', and optionally 'splitDetails'") is kept when the candidate marks the same
// fields required in its own words ("`originalRequest` and `tasks` are required;
// `splitDetails` is optional"), as a schema's list of required fields does. Each field the
// reviewed sentence requires must be marked up (`tasks`) in a clause of the candidate whose
// status word for it says required, and in none that calls it optional; one left out is a
// dropped constraint. A
// reviewed sentence that says more than which fields are needed (only, never, cannot…) is
// not this kind and is left to the other readings (../disclosure.ts).

const MUST_GIVE =
  /\b(?:must|have\s+to|has\s+to|needs?\s+to|(?:is|are)\s+required\s+to)\s+(?:always\s+)?(?:provide|pass|give|supply|include|specify|set|send|enter|fill\s+in)\b/i;
const FIELD = /[`'"]([A-Za-z_][\w.-]{0,62})[`'"]/g;
const OPTIONAL = /\b(?:optional(?:ly)?|may\s+be\s+(?:omitted|left\s+out)|not\s+required|can\s+be\s+omitted)\b/i;
const REQUIRED = /\b(?:required|must|mandatory|needed|have\s+to|has\s+to|need\s+to)\b/i;
// Words that make the reviewed sentence more than a list of required fields.
const MORE = /\b(?:only|never|cannot|can't|not|unless|except|before|after|until|if|when)\b/i;

/** The status the clause gives `field`: the first status word after it, else the last one before it. */
function status(clause: string, field: string): 'required' | 'optional' | null {
  const at = clause.toLowerCase().indexOf(field.toLowerCase());
  const after = clause.slice(at + field.length);
  const before = clause.slice(0, at);
  const word = (t: string, last: boolean) => {
    const all = [...t.matchAll(new RegExp(`${OPTIONAL.source}|${REQUIRED.source}`, 'gi'))];
    const m = last ? all[all.length - 1] : all[0];
    return m ? (OPTIONAL.test(m[0]) ? 'optional' : 'required') : null;
  };
  return word(after, false) ?? word(before, true);
}

/** True when the reviewed sentence only requires fields and the candidate marks each of them required. */
export function requiredFieldsKept(reviewedSentence: string, candidateSentences: string[]): boolean {
  const must = MUST_GIVE.exec(reviewedSentence);
  if (!must) return false;
  const rest = reviewedSentence.slice(must.index + must[0].length);
  const optionalAt = rest.search(OPTIONAL);
  const needed = optionalAt < 0 ? rest : rest.slice(0, optionalAt);
  const fields = [...needed.matchAll(FIELD)].map((m) => m[1]!);
  if (!fields.length || MORE.test(reviewedSentence.replace(FIELD, ''))) return false;
  const clauses = candidateSentences.flatMap((s) => s.split(/[;\n]/));
  return fields.every((f) => {
    // The field as the candidate marks it up (`tasks`, 'tasks'): the bare word is prose.
    const named = clauses.filter((c) => [...c.matchAll(FIELD)].some((m) => m[1]!.toLowerCase() === f.toLowerCase()));
    const said = named.map((c) => status(c, f));
    return said.includes('required') && !said.includes('optional');
  });
}
