// "Directories are not deleted; use `remove_dir` for them" on a tool that deletes files
// denies the effect of something else, not the effect the reviewed text states. A denial
// counts against the reviewed side effect only when what it is about is what the reviewed
// text does it to, or is left unnamed ("nothing", "it", "the data"): a clause whose subject
// (passive) or object (active) is another thing, named, is set aside before counting, and
// only when the text says where that thing is handled instead ("use `remove_dir`", a tool
// of the same server) or the reviewed text names it too: else "Documents are never deleted"
// on a tool that deletes files would deny, in a synonym, the very effect, and a made-up
// tool to point at would excuse it.
import { callerRestraintsOut } from './caller-restraint.ts';
import { sentences } from './sentences.ts';

// Words that name no particular thing: a denial about them denies the effect itself.
const VAGUE = new Set(
  'it its they them this that these those there here anything nothing everything something any all none one ones data content contents item items record records entry entries information stuff thing things tool call calls request operation action function server result results file files'.split(
    ' ',
  ),
);
const FILLER = new Set(
  'the a an of in on at from for to with by and or other another such some each every its their'.split(' '),
);

// The other thing sent elsewhere: a tool named to use for it instead (a sibling, checked below).
const ELSEWHERE = /\b(?:use|call|see|try)\s+(?:the\s+)?(?:`([^`\n]+)`|\b([a-z]+_[a-z_]+)\b)/gi;

/** Whether the sentence points at a sibling tool to use instead. */
function pointsToSibling(sentence: string, siblings: ReadonlySet<string>): boolean {
  return [...sentence.matchAll(ELSEWHERE)].some((m) => siblings.has((m[1] ?? m[2] ?? '').trim().toLowerCase()));
}

const singular = (w: string) => w.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '');
const nouns = (phrase: string) =>
  (phrase.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).filter((w) => !FILLER.has(w) && !w.endsWith('ly')).map(singular);

/**
 * The candidate with each clause blanked that denies a stated effect (`keys`: stems such as
 * "delet") of a thing the reviewed text does not do it to: its named subject or object
 * shares no word with the reviewed sentences stating the effect, and none is vague.
 * `siblings`: the other tools of the server, the only ones a pointer may name.
 */
export function withoutOtherObjects(
  candidate: string,
  reviewed: string,
  keys: string[],
  siblings: readonly string[] = [],
): string {
  // An order to hold the act back where the user asked for less is no denial (./caller-restraint.ts).
  const known = new Set(siblings.map((s) => s.toLowerCase()));
  const stated = new RegExp(`\\b(?:${keys.join('|')})`, 'i');
  const objects = new Set(
    sentences(reviewed)
      .filter((s) => stated.test(s))
      .flatMap(nouns),
  );
  const verb = `(?:${keys.join('|')})\\w*`;
  const passive = new RegExp(
    String.raw`^(.*?)\s+(?:is|are|was|were|will\s+be|gets?|get)\s+(?:\w+\s+)?(?:not|never)\s+(?:\w+\s+)?${verb}\b`,
    'i',
  );
  const active = new RegExp(String.raw`\b(?:not|never|n't)\s+(?:\w+\s+)?${verb}\s+(.{1,60})$`, 'i');
  const other = (clause: string) => {
    const m = passive.exec(clause) ?? active.exec(clause);
    if (!m) return false;
    const named = nouns(m[1]!.replace(/\*+|`/g, ''));
    if (!named.length || !named.every((w) => !VAGUE.has(w) && !VAGUE.has(`${w}s`) && !objects.has(w))) return false;
    return named.every((w) => elsewhere.has(w));
  };
  // Per sentence: a pointer elsewhere covers what its sentence names; the reviewed text, all.
  const reviewedWords = new Set(nouns(reviewed));
  let elsewhere = reviewedWords;
  return callerRestraintsOut(candidate)
    .split(/(?<=[.!?\n])/)
    .map((sentence) => {
      elsewhere = pointsToSibling(sentence, known) ? new Set([...reviewedWords, ...nouns(sentence)]) : reviewedWords;
      return sentence
        .split(/([.;!?\n]|,\s|\s[-–—]\s)/)
        .map((clause) => (stated.test(clause) && other(clause.trim()) ? ' ' : clause))
        .join('');
    })
    .join('');
}
