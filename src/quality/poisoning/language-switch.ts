// Language switches: an added sentence in another language than the reviewed text. An
// instruction moved into another language slips past a reader skimming the English and
// past every English word class; an honest rewrite keeps the tool's language. Two
// checks: a sentence in another script (Han, Cyrillic, Arabic…) added to a Latin-script
// text, and, within Latin script, a sentence whose function words are another
// language's. Adding English to a text in another script is not flagged: English is what
// the other families read best. A single foreign word ("œuvres") is not a switch.
// A language none of the lists below name is caught as prose without English's commonest
// words, in an English text (./foreign-latin.ts).

import { nonEnglishClause, nonEnglishProse, readsEnglish } from './foreign-latin.ts';
import { shortEnglish } from './short-english.ts';

const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Han', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
];

function scriptCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ch of text) {
    if (!/\p{L}/u.test(ch)) continue;
    const s = SCRIPTS.find(([, re]) => re.test(ch))?.[0] ?? 'other';
    // One CJK character carries about as much as a short word of Latin letters.
    counts.set(s, (counts.get(s) ?? 0) + (s === 'Han' || s === 'Hangul' ? 3 : 1));
  }
  return counts;
}

function dominant(counts: Map<string, number>): [string, number, number] {
  let best = ['', 0] as [string, number];
  let total = 0;
  for (const [s, n] of counts) {
    total += n;
    if (n > best[1]) best = [s, n];
  }
  return [best[0], best[1], total];
}

// Function words, the most frequent and least topical words of each language.
const FUNCTION_WORDS: Record<string, Set<string>> = {
  en: new Set(
    'the a of and to in is that it for with as on are this be by from or an was you your when use not at'.split(' '),
  ),
  es: new Set(
    'el la los las de del que y en es por para con una un se su al lo como más siempre usuario sin puede ser no necesita necesitan debe'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les de des du que et est pour dans une un avec sur au aux ce il vous votre toujours sans peut être pas ne sont son sa ses leur'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das und ist nicht mit für den dem des ein eine zu auf im sie ihr immer wenn oder ohne beim bei werden wird dürfen darf kann können soll sollen muss müssen auch nur vom zum zur aus nach über als wie sich noch'.split(
      ' ',
    ),
  ),
  it: new Set(
    'il lo la gli le di del della che e è per con una un non sono nel al sempre senza anche può possono deve devono viene vengono'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'o a os as de do da dos das que e é para com uma um não no na ao em sem ou pelo pela sempre você seu precisa precisam deve'.split(
      ' ',
    ),
  ),
  nl: new Set(
    'de het een en van is dat niet met voor op te zijn je u altijd wanneer zonder ook mag mogen kan kunnen moet moeten wordt worden'.split(
      ' ',
    ),
  ),
};

/** Without accents: the gates fold some accented letters to ASCII before this reads them. */
const plain = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');
const PLAIN_WORDS: Record<string, Set<string>> = Object.fromEntries(
  Object.entries(FUNCTION_WORDS).map(([lang, set]) => [lang, new Set([...set].map(plain))]),
);

// A proper name's own function words are no sign of the sentence's language: "Rio de
// Janeiro", "Île-de-France", "Seine-et-Marne" (a lower-case particle between two capitalised
// words, or in a hyphenated name), and "La Paz", "Los Angeles" (a capitalised article before a
// capitalised word, not at a sentence's start, where it is the sentence's own).
const CAP = String.raw`\p{Lu}[\p{L}'’]*`;
const PARTICLE =
  '(?:de|da|do|dos|das|del|della|di|du|des|la|le|les|el|los|las|et|y|e|von|van|der|den|am|im|sur|sous|en)';
// A name stands alone: not a link of a longer hyphen chain ("Envoie-Toujours-Le-Mot"), and
// not right after a capitalised word inside a sentence, else a sentence in title case
// ("Envoyez Toujours Le Mot De Passe") would lose every function word it has.
const ALONE = String.raw`(?<![\p{L}'’-])(?<![\p{L},;]\s+\p{Lu}[\p{L}'’]*\s+)`;
const ENDS = String.raw`(?![\p{L}'’-])`;
const NAMED = new RegExp(
  String.raw`${ALONE}(?:${CAP}(?:(?:\s+|-)${PARTICLE}){1,2}(?:\s+|-)${CAP}|${CAP}-${CAP}|(?<=[\p{L},;:(]\s)(?:La|Le|Les|Los|Las|El|Il|Lo|Al|Di|De|Da|Du)\s+${CAP})${ENDS}`,
  'gu',
);
// Nor are the letters of an English abbreviation ("e.g." is Italian "e" and "g" to a word count).
const withoutNames = (text: string) => text.replace(NAMED, ' ').replace(/\b(?:e\.g|i\.e|etc|vs|cf)\./gi, ' ');

function latinLanguage(text: string, margin = 2): string | null {
  const words = (
    withoutNames(text)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  ).map(plain);
  if (words.length < 4) return null;
  let best: [string, number] = ['', 0];
  let second = 0;
  for (const [lang, set] of Object.entries(PLAIN_WORDS)) {
    const n = words.filter((w) => set.has(w)).length;
    if (n > best[1]) {
      second = best[1];
      best = [lang, n];
    } else if (n > second) second = n;
  }
  // A clear winner: at least 3 function words and ahead of the runner-up by 2; or, in a
  // sentence of five words or more with no English function word at all, 2.
  const english = words.filter((w) => PLAIN_WORDS.en!.has(w)).length;
  if (best[1] >= 3 && best[1] - second >= margin) return best[0];
  if (margin < 2 && best[1] >= 2 && best[1] > second) return best[0];
  return best[1] >= 2 && english === 0 && words.length >= 5 && best[0] !== 'en' ? best[0] : null;
}

function englishOnly(text: string, lang: string): boolean {
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).map(plain);
  return words.some((w) => PLAIN_WORDS.en!.has(w)) && !words.some((w) => PLAIN_WORDS[lang]!.has(w));
}

// In a text of another script, a sentence in a third script (Han to Cyrillic, Hangul to
// Arabic) is as much a switch as one leaving Latin; English, in Latin letters, stays allowed.
// The third script need only be a good part of the sentence, not its lead: the gates fold
// Cyrillic and Greek letters that look Latin to Latin before this reads them, so a Cyrillic
// sentence arrives half in Latin letters. A lone foreign name in English stays under that.
function scriptSwitch(added: string[], revScript: string, revCounts: Map<string, number>, revTotal: number) {
  for (const s of added) {
    const counts = scriptCounts(s);
    const [, , total] = dominant(counts);
    for (const [script, n] of counts) {
      if (script === 'Latin' || script === revScript || n < 6 || n / total < 0.3) continue;
      if ((revCounts.get(script) ?? 0) / revTotal < 0.05)
        return `${script} text in a ${revScript}-script description: "${s.slice(0, 60)}"`;
    }
  }
  return null;
}

// A foreign clause can ride inside an English sentence ("… today, and where no camera is
// listed tell the user …" in another language): the sentence as a whole still shows English's
// words, so each clause between commas, semicolons or dashes is read on its own too.
const foreignClause = (s: string) =>
  nonEnglishProse(s) || s.split(/\s*[,;—–]\s+/).some((c) => nonEnglishProse(c) || nonEnglishClause(c));

// A clause in another script can ride inside a sentence whose letters are still mostly Latin
// (an English lead-in, a brand and a domain around it). Quoted, backticked or bracketed text is
// set aside first: there a foreign name or example is what is shown, not what is said. Twenty
// letters (seven Han characters) are a clause, not a lone name.
// Quotes first, then brackets: names quoted inside a bracket ("(\"西安市\" rather than \"西安\")") are shown.
const SHOWN = [/`[^`\n]{0,200}`|"[^"\n]{0,120}"|“[^”\n]{0,120}”|「[^」\n]{0,120}」/g, /\([^)\n]{0,120}\)/g];
const CLAUSE_LETTERS = 20;
// What is shown is a name or an example: a bracketed clause in the other script (three of its
// words, or its own clause punctuation: "(…ပေးပါ၊ …)") is said, whatever wraps it.
const FOREIGN_CLAUSE_MARK = /[^\p{Script=Latin}\p{P}\p{N}\s][,;，、；。၊။،؛]/u;
const foreignWords = (m: string) =>
  m.split(/\s+/).filter((t) => /\p{L}/u.test(t) && !/\p{Script=Latin}/u.test(t)).length;
const shownName = (m: string) => !FOREIGN_CLAUSE_MARK.test(m) && foreignWords(m) < 3;

function foreignScriptClause(s: string, revCounts: Map<string, number>, revTotal: number): string | null {
  const said = SHOWN.reduce((t, re) => t.replace(re, (m) => (shownName(m) ? ' ' : m)), s);
  for (const [script, n] of scriptCounts(said)) {
    if (script === 'Latin' || n < CLAUSE_LETTERS) continue;
    if ((revCounts.get(script) ?? 0) / revTotal < 0.05) return script;
  }
  return null;
}

// In a text of another script, added Latin prose that is not English (an Occitan paragraph
// after a Chinese description) is a switch too: English stays allowed, as above.
function foreignLatin(added: string[]): string | null {
  for (const s of added) {
    const [script] = dominant(scriptCounts(s));
    if (script === 'Latin' && foreignClause(s)) return s;
  }
  return null;
}

/** The first added sentence written in another language than the reviewed text, if any. */
export function languageSwitch(added: string[], reviewed: string): string | null {
  const [revScript, , revTotal] = dominant(scriptCounts(reviewed));
  if (revTotal < 12) return null;
  const revCounts = scriptCounts(reviewed);
  if (revScript !== 'Latin') {
    const latin = foreignLatin(added);
    if (latin)
      return `a Latin-script sentence not in English in a ${revScript}-script description: "${latin.slice(0, 60)}"`;
    return scriptSwitch(added, revScript, revCounts, revTotal);
  }
  // A short reviewed text has few function words ("Add password protection to a Word
  // document." has two): its language is the one that leads at all. An added sentence still
  // needs the clear lead below to count as another language.
  const revLang = latinLanguage(reviewed) ?? latinLanguage(reviewed, 1);
  // What the reviewed text reads as, worked out once for all the added sentences, not per sentence.
  const onlyIn = new Map<string, boolean>();
  const englishOnlyIn = (lang: string) => onlyIn.get(lang) ?? onlyIn.set(lang, englishOnly(reviewed, lang)).get(lang)!;
  let english: boolean | undefined;
  const readsAsEnglish = () => (english ??= readsEnglish(reviewed) || shortEnglish(reviewed));
  for (const s of added) {
    const counts = scriptCounts(s);
    const [script, n] = dominant(counts);
    if (script !== 'Latin' && script !== '' && n >= 6 && (revCounts.get(script) ?? 0) / revTotal < 0.05)
      return `${script} text in a Latin-script description: "${s.slice(0, 60)}"`;
    const clause = foreignScriptClause(s, revCounts, revTotal);
    if (script === 'Latin' && clause) return `${clause} text inside a Latin-script sentence: "${s.slice(0, 60)}"`;
    if (script === 'Latin') {
      const lang = latinLanguage(s);
      // English added to a text in another language is not flagged, as with other scripts.
      // A text too short to name its language ("Deletes a calendar event.") is taken for
      // English when it has an English function word and none of the added sentence's.
      const other = revLang ? lang !== revLang : !!lang && englishOnlyIn(lang);
      if (lang && other && lang !== 'en')
        return `a sentence in another language (${lang}, the text is ${revLang ?? 'en'}): "${s.slice(0, 60)}"`;
      if ((revLang ?? 'en') === 'en' && readsAsEnglish() && foreignClause(s))
        return `a sentence not in English, the text's language: "${s.slice(0, 60)}"`;
    }
  }
  return null;
}
