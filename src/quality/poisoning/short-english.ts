// A one-line English description ("Provides real-time earthquake notifications and news.")
// has too few of English's commonest words for readsEnglish, so a candidate rewritten in a
// language no list names passed the language-switch check on any short tool. A short text
// reads as English with one of those words and no sign of another language (a letter
// English does not use, another language's commonest word).
import { englishCount, foreignSign } from './foreign-latin.ts';

/** Whether a short text (20 words or fewer) reads as English. */
export function shortEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? [];
  return words.length >= 3 && words.length <= 20 && englishCount(words) >= 1 && !words.some(foreignSign);
}
