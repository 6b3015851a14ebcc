// A ./meaning.ts family that reads a sentence alone, the shape ./late-families.ts and
// ./consumer-families.ts share (./more-families.ts and ./extra-families.ts also take the
// reviewed text, siblings and schema). Its own module, so they need not import ./meaning.ts,
// which imports them (a cycle).

export interface SentenceFamily {
  family: string;
  what: string;
  /** The part of the sentence that shows it, or null. */
  test: (sentence: string, reviewed?: string) => string | null;
}
