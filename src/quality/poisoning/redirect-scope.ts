// What a redirect word governs. The tool-redirect family (./meaning.ts) reads "deprecated"
// or "instead" beside a new tool id as sending the model elsewhere. Two honest uses govern
// something else than the tool:
//  - the tool's data: a tool that checks whether packages are deprecated speaks of "a
//    deprecated package"; the word describes what the tool reads, and the reviewed text
//    already uses it so;
//  - a parameter's or a result's alternative: "`showFormula` returns formulas instead of
//    values" compares two values, in a sentence that names no other tool.
// Such uses are masked before the family reads the sentence; any other redirect word in it
// still counts. "This tool is deprecated", "a deprecated endpoint", "use Y instead of this
// tool" and "call Y instead of asking" are not masked.
import { sentences } from './sentences.ts';

const MASK = '▯';
// Nouns that are the tool, or a part of a tool's interface, rather than its data.
const TOOL_NOUN =
  /^(?:tools?|functions?|endpoints?|apis?|methods?|commands?|versions?|actions?|operations?|servers?|services?|integrations?|plugins?|features?|routes?|paths?|calls?|modes?|ones?|it|this|that|these|those|interfaces?|clients?|sdks?|variants?|releases?)$/i;
const RETIRED_WORD = /\b(deprecated|obsolete|legacy|retired|discontinued)\b/gi;
// "a deprecated package", "deprecated packages": the word before the noun it describes.
const ATTRIBUTIVE = /^\s+([a-z][\w-]*)/i;
const FUNCTION_WORD =
  /^(?:by|for|in|on|at|of|since|and|or|but|now|as|to|use|so|if|when|because|from|with|after|before|until|yet|already|soon|too|also)$/i;
// "packages that are deprecated", "a package is marked deprecated": the noun before.
const PREDICATIVE =
  /\b([a-z][\w-]*)[\x60'"]?\s+(?:(?:that|which)\s+)?(?:is|are|was|were|has\s+been|have\s+been|gets?|got)\s+(?:(?:marked|flagged|listed)\s+(?:as\s+)?)?$/i;
// "instead of values": a noun phrase of up to three words, no gerund (calling, using), no pronoun.
const INSTEAD_OF =
  /\binstead\s+of\s+((?:the\s+|a\s+|an\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)(?=\s*(?:[,.;:)]|$|\s+(?:and|or|but|so|when|if)\b))/gi;

/** The redirect word's noun, when it describes the tool's data (not the tool) and the reviewed text uses it. */
function retiredDataWord(sentence: string, m: RegExpMatchArray, reviewed: string): boolean {
  if (!new RegExp(`\\b${m[1]!.toLowerCase()}\\b`).test(reviewed)) return false;
  const after = ATTRIBUTIVE.exec(sentence.slice(m.index! + m[0].length))?.[1];
  if (after && !FUNCTION_WORD.test(after)) return !TOOL_NOUN.test(after);
  const before = PREDICATIVE.exec(sentence.slice(0, m.index!))?.[1];
  return !!before && !TOOL_NOUN.test(before) && !/^(?:tool|here|now)$/i.test(before);
}

function dataAlternative(np: string): boolean {
  const words = np.toLowerCase().split(/\s+/);
  return !words.some((w) => TOOL_NOUN.test(w) || /ing$/.test(w) || /[_.]/.test(w));
}

/**
 * The window with every redirect word that governs the tool's data or a value's alternative
 * masked. `newIds` gives the tool ids a sentence names that the reviewed text does not; a
 * sentence that names one keeps its "instead of" (it may send the model there).
 */
export function maskDataRedirects(window: string, reviewed: string, newIds: (s: string) => string[]): string {
  let out = window;
  for (const s of sentences(window)) {
    let masked = s.replace(RETIRED_WORD, (w, _g, at: number) =>
      retiredDataWord(s, Object.assign([w, w], { index: at }) as RegExpMatchArray, reviewed) ? MASK : w,
    );
    if (!newIds(s).length)
      masked = masked.replace(INSTEAD_OF, (all, np: string) => (dataAlternative(np) ? `${MASK} of ${np}` : all));
    if (masked !== s) out = out.replace(s, masked);
  }
  return out;
}
