// Erasure told while something is kept (GDPR Art. 17; Villaronga, Kieseberg and Li, "Humans
// forget, machines remember", 2018): "facts extracted from it are kept … tell them their
// information has been deleted". Either half is honest alone: a tool may keep derived data and
// say so, and may tell the user a deletion it did. Together the user is told a deletion that
// did not happen. Read on all the added text joined, since the two halves are often sentences
// apart (and a docstring's line breaks cut sentences). A claim that names what stays ("…and
// that backups expire in 30 days") tells the truth, and "nothing is kept" keeps nothing.

import { negatedBefore } from './silent-deletion.ts';

const KEPT =
  /\b(?:are|is|stay|stays|remain|remains|get|gets)\s+(?:\w+\s+)?(?:kept|retained|preserved|archived|left\s+in\s+place)\b|\b(?:stays?|remains?|persists?|lives?\s+on)\s+in\s+(?:the|an?|our|its|their)\b|\b(?:keeps?|retains?|preserves?)\s+(?:the\s+|all\s+|any\s+|its\s+|their\s+)?(?:[\w-]{1,40}\s+){0,2}?(?:copies|backups?|facts|entities|embeddings?|vectors?|data|records?|history|logs?|summaries|messages|derived|extracted)\b|\b(?:moves?|moved|copies|copied)\s+(?:[\w-]{1,40}\s+){0,3}?to\s+(?:an?\s+|the\s+)?(?:archive|backup|history|shadow)\b/i;
const KEPT_ALL = new RegExp(KEPT.source, 'gi');
const NOTHING_KEPT = /\b(?:nothing|none|no\s+\w+|not|never)\b[^.;\n]{0,40}$/i;
const TOLD_GONE =
  /\b(?:tell|inform|assure|reassure|confirm\s+to|let)\s+(?:them|the\s+user|the\s+customer|the\s+person|the\s+requester|users?|customers?)(?:\s+know)?\s+(?:that\s+)?(?:their|all\s+(?:of\s+)?their|the|its|it|everything|all)\b[^.;\n]{0,50}?\b(?:(?:has|have|is|are|was|were)\s+(?:been\s+)?(?:fully\s+|completely\s+|permanently\s+|now\s+)?(?:deleted|erased|removed|forgotten|gone|wiped|purged))\b/i;
// The claim qualified by what stays: "except invoices, which are kept for seven years", "and
// that backups expire in 30 days". A "while" that names nothing kept ("while thanking them")
// qualifies nothing.
const NAMES_WHAT_STAYS =
  /^[^.;\n]{0,80}?\b(?:except|but|apart\s+from|other\s+than|and\s+that|while|although|though)\b[^.;\n]{0,60}?\b(?:kept|keeps?|retained|retains?|stays?|remains?|preserved|archived|held|persists?|still|backups?|copies|logs?|expir\w*|anonymi[sz]ed|aggregated?)\b/i;

/** A deletion told to the user while the added text keeps part of what was deleted, or null. */
export function falseErasure(added: string): string | null {
  const told = TOLD_GONE.exec(added);
  if (!told || negatedBefore(added, told.index)) return null;
  if (NAMES_WHAT_STAYS.test(added.slice(told.index + told[0].length))) return null;
  // Any keeping that is not itself denied ("nothing is kept; summaries are retained").
  for (const kept of added.matchAll(KEPT_ALL)) {
    // Only the clause just before it: the denial is near ("nothing is kept"), and reading the
    // whole prefix for each keeping grows as the square of a long text.
    const lead =
      added
        .slice(Math.max(0, kept.index - 80), kept.index)
        .split(/[.;!?\n]/)
        .pop() ?? '';
    if (!NOTHING_KEPT.test(lead)) return `${kept[0]} … ${told[0]}`;
  }
  return null;
}
