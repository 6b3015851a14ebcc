// A restriction on who may act ("Only the account owner can cancel.") kept word for word
// while another sentence lets someone else do the same ("Admins and support staff may
// cancel too."): the disclosure's terms are all there, and it no longer holds. Read per
// sentence of the candidate, so a widening needs no "too" and no shared sentence.
import { sentences } from './sentences.ts';

const MODAL = String.raw`(?:can|may|(?:is|are)\s+(?:also\s+)?(?:allowed|permitted|able)\s+to)`;
// "Only <who> can <act>": who (up to four words) and the act.
const ONLY_WHO = new RegExp(
  String.raw`\bonly\s+(?:the\s+|an?\s+|its\s+|their\s+)?((?:[\w'-]+,?\s+){0,5}?[\w'-]+)\s+${MODAL}\s+(?:also\s+)?(?:be\s+)?([a-z]{3,})`,
  'gi',
);
// Denied or limited, the act is not granted: "cannot", "may not", "never", "only".
const DENIED = /\b(?:not|never|no|cannot|only|unless|except)\b|n't\b/i;
const PRONOUN = /^\s*(?:you|they|we|he|she|i)\s*$/i;
const FILLER = new Set(['the', 'a', 'an', 'its', 'their', 'and', 'or', 'of']);

const head = (w: string) => w.toLowerCase().slice(0, 5);
const content = (s: string) =>
  (s.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).filter((w) => !FILLER.has(w)).map((w) => w.replace(/s$/, ''));

/**
 * Whether a subject names who the rule names: its head noun ("the owner" for "the account
 * owner"), with no other word before it ("shipped orders" is not "pending orders").
 */
function sameSubject(named: string, subject: string[]): boolean {
  // "The employee and their manager": either one is who the rule names.
  return named.split(/,|\b(?:and|or)\b/).some((part) => {
    const who = content(part);
    const noun = who[who.length - 1];
    const at = noun ? subject.lastIndexOf(noun) : -1;
    return at >= 0 && (at === 0 || who.includes(subject[at - 1]!));
  });
}

/** "The owner and admins" for "the owner": every word of it, and others joined to it. */
function othersBeside(who: string[], named: string): boolean {
  const words = content(named);
  return (
    /\b(?:and|or|plus)\b|,/.test(named) && who.every((w) => words.includes(w)) && words.some((w) => !who.includes(w))
  );
}

/**
 * The sentence with a negation of who the rule names ("if you are not the owner", "who aren't
 * admins") read as the others it names: that "not" denies the subject, not the act, so
 * "If you are not the owner, you can cancel too" grants the act to others.
 */
function othersNamed(s: string, who: string[]): string {
  const noun = who[who.length - 1];
  if (!noun) return s;
  const negated = new RegExp(
    String.raw`(?:\bnot|n't)\s+(?:(?:the|an?|its|their)\s+)?(?:[\w'-]{1,64}\s+){0,2}?${noun}\w*`,
    'gi',
  );
  return s.replace(negated, 'others');
}

/**
 * The reviewed "only …" rule a candidate sentence widens: one that grants the same act to a
 * subject that is not who the rule names ("Admins can cancel it for them"), or names
 * others beside it ("Only the owner and admins can cancel"). The rule, or null.
 */
export function widenedRestriction(candidate: string, reviewed: string): string | null {
  const known = new Set(sentences(reviewed).map((s) => s.toLowerCase()));
  for (const rule of sentences(reviewed)) {
    for (const m of rule.matchAll(ONLY_WHO)) {
      const who = content(m[1]!);
      const act = new RegExp(
        String.raw`\b${MODAL}\s+(?:also\s+|too\s+|still\s+|even\s+|likewise\s+)?(?:be\s+)?${head(m[2]!)}[a-z]*`,
        'i',
      );
      for (const s of sentences(candidate)) {
        if (known.has(s.toLowerCase())) continue;
        const grant = act.exec(s);
        if (!grant) continue;
        const before = s.slice(0, grant.index);
        let subject = before.split(/[,;:]\s+/).pop() ?? '';
        // "If you are the account owner, you can cancel": a pronoun is who the sentence's
        // condition names.
        if (PRONOUN.test(subject)) subject = before;
        const only = new RegExp(ONLY_WHO.source, 'i').exec(s);
        const widened = only
          ? only.index <= grant.index && othersBeside(who, only[1]!)
          : !DENIED.test(othersNamed(s, who)) && !sameSubject(m[1]!, content(othersNamed(subject, who)));
        if (widened) return rule;
      }
    }
  }
  return null;
}
