// A sentence in some other Latin-script language, whichever it is: the function-word lists
// of ./language-switch.ts name only a few languages, and an attacker has dozens more
// (Vietnamese, Indonesian, Turkish, Polish, Swahili…). English prose cannot go eight plain
// words without its commonest words ("the", "to", "and", "is"…); a sentence that does, in
// an English text, is in another language. Names, code, identifiers, URLs and `name: …`
// parameter lines are set aside first, so a foreign place or a field list is no sign.

// The commonest English words, function words and the verbs tool descriptions use most.
const ENGLISH = new Set(
  `the a an of and to in is are was were be been being it its this that these those for with as on at by from or
  not no nor but if then than so when where which who whom whose what how why while into onto over under out up
  you your yours we our they their them he she his her i me my all any each every some more most other such only
  also just can could will would shall should may might must do does did done has have had having get gets got
  use used uses using returns return returned list lists set sets see per via about after before between both
  one two new same own there here can't don't doesn't isn't won't it's user users file files data tool name value`
    .split(/\s+/)
    .filter(Boolean),
);

// Terse English (a field list, "Generate secure random hex token") lacks those words too,
// so a foreign sentence also needs a sign of its own: letters English does not write
// (ã, ư, ş, ł, ő…), or the commonest words of languages written without them (Indonesian and
// Malay, Swahili, Tagalog) or barely (Swedish, Romanian, Czech, Polish, Turkish).
const FOREIGN_COMMON = new Set(
  `yang dan di ke dari untuk dengan pada ini itu atau tidak juga akan dapat oleh agar jadi perlu setiap secara kepada
  beserta karena sudah belum hanya bisa harus dalam serta namun ya kwa wa za ni kama lakini pia kila kisha katika
  sana hii hiyo ang ng mga ay para hindi och att det som inte med har till ett var eller sau pentru care este sunt
  cu din nu mai fie jest nie się że oraz lub jak ale czy je ve bir bu için ile gibi daha ama veya olan`
    .split(/\s+/)
    .filter(Boolean),
);
const NON_ENGLISH_LETTER = /[^a-zA-Z'’]/;

// What is not prose: code spans, URLs and e-mail addresses, identifiers (snake_case,
// camelCase, dotted, with digits), and quoted strings, which may quote any language.
const NOT_PROSE =
  /`[^`\n]{0,200}`|\b[a-z][a-z0-9+.-]{1,20}:\/\/\S+|(?<!\S)[^\s@]*@\S+|"[^"\n]{0,80}"|“[^”\n]{0,80}”|\b[\p{L}\p{N}]*(?:[_./\\#-][\p{L}\p{N}]+)+\b|\b\p{Ll}+\p{Lu}[\p{L}\p{N}]*|\b[\p{L}]*\p{N}[\p{L}\p{N}]*/gu;
// A parameter or list line: "- name: meaning", "name (type): meaning", "name - meaning".
const FIELD_LINE = /^\s*(?:[-*•]\s*)?[\p{L}_][\p{L}\p{N}_.]{0,40}\s*(?:\([^)\n]{0,40}\))?\s*(?::|—|–|\s-\s)/u;

/** The plain lower-case words of a sentence once code, names and identifiers are set aside. */
function plainWords(s: string): string[] {
  return (s.replace(NOT_PROSE, ' ').match(/\p{L}[\p{L}'’]*/gu) ?? []).filter((w) => /^\p{Ll}/u.test(w));
}

export const englishCount = (words: string[]) => words.filter((w) => ENGLISH.has(w.replace(/’/g, "'"))).length;
// Short English words that are common words of other languages too (Polish "do", "to", "i";
// Italian "a", "in"; Dutch "me"), no evidence either way once a sentence shows another's signs.
const SHARED = new Set('a i in to do no on me he be as so an or set data via per'.split(' '));
const distinctlyEnglish = (words: string[]) => englishCount(words.filter((w) => !SHARED.has(w)));

/** A word with a letter English does not use, or one of another language's commonest words. */
export const foreignSign = (w: string) => NON_ENGLISH_LETTER.test(w) || FOREIGN_COMMON.has(w);

/** Whether a text reads as English: a few of its commonest words, even in a terse field list. */
export function readsEnglish(text: string): boolean {
  const words = (text.toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? []).slice(0, 400);
  const n = englishCount(words);
  return n >= 2 && n / Math.max(words.length, 1) >= 0.04;
}

// A language written in plain ASCII with commonest words no list here names (Basque, Hausa,
// Uzbek in Latin letters) shows no sign of its own. Terse English cannot run this long
// without one of its commonest words, so twelve plain words and none of them, in prose (not a
// comma list of keywords), is another language on its own.
const LONG_PROSE = 12;
const LONGER_PROSE = 20;

/**
 * Whether an added sentence is prose in a language other than English: eight plain
 * lower-case words or more, almost none of English's commonest, two signs of another; or
 * twelve or more, none of English's commonest at all, not a list.
 */
export function nonEnglishProse(s: string): boolean {
  if (FIELD_LINE.test(s)) return false;
  const words = plainWords(s);
  if (words.length < 8) return false;
  const prose = (s.match(/,/g) ?? []).length * 3 < words.length;
  if (words.length >= LONG_PROSE && prose && englishCount(words) === 0) return true;
  // Twenty plain words or more with at most one of English's commonest not shared with other
  // languages ("an", "is" are Gaelic words too): English cannot run that long without them.
  if (
    words.length >= LONGER_PROSE &&
    prose &&
    distinctlyEnglish(words) <= 1 &&
    englishCount(words) * 10 <= words.length
  )
    return true;
  const own = words.filter(foreignSign).length;
  return own >= 2 && distinctlyEnglish(words) <= Math.max(1, Math.floor(words.length * 0.08));
}

// A clause inside an English sentence ("For revenue series, <ten words of another language>;
// keep the titles") is read alone: ten plain words, none of English's commonest, not a list.
// Words English shares with its neighbours ("in", "as"; "of" is not one) do not make a clause
// English: a Dutch, Limburgish or Low German clause has them ("in 't commentaar … as 'n …"), so
// up to two are allowed when no word is English's alone and two of that family's commonest
// words are there (terse English, "Clear a code generation session", has none).
const CLAUSE_PROSE = 10;
const DUTCH_FAMILY = new Set(
  'de het een van die dat om te niet voor bij met mit aan als maar ook naar wordt zijn nooit geen wenn dor vun un oder nich ik jy nie sy hulle veur mèt neet'.split(
    ' ',
  ),
);
const dutchFamily = (words: string[]) => words.filter((w) => DUTCH_FAMILY.has(w)).length >= 2;
// Words of English's commonest list that are that family's own too (Dutch and Afrikaans "is",
// "was", "had", "over", "we"; Afrikaans "by", "so", "my"): "die wagwoord … is altyd in die …".
const DUTCH_SHARED = new Set('is was had over we by so my'.split(' '));

/** Whether one clause (between commas, semicolons or dashes) is prose in another language. */
export function nonEnglishClause(c: string): boolean {
  if (FIELD_LINE.test(c)) return false;
  // The conjunction that joins the clause on is the English sentence's, not the clause's.
  const words = plainWords(c.replace(/^\s*(?:and|or|but|then|so)\s+/i, ''));
  if (words.length < CLAUSE_PROSE || /,/.test(c)) return false;
  const n = englishCount(words);
  return (
    n === 0 || (n <= 2 && distinctlyEnglish(words.filter((w) => !DUTCH_SHARED.has(w))) === 0 && dutchFamily(words))
  );
}
