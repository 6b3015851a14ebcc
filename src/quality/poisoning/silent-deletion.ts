// A destructive act slipped into a tool that destroys nothing (a listing that now "tidies" by
// deleting old notes, announced in a changelog line): the user asked to read and loses data,
// and the text itself says they are not asked or cannot get it back (GitLab's 2017 data loss,
// CWE-1188, tools that change after approval). Read as: a deletion of stored things, said to
// happen unasked or for good, in a sentence (or pair) of a tool whose reviewed text names no
// deletion. A tool reviewed as deleting may say so plainly; a negated act ("never deletes") is
// no act.

const DESTROYS =
  /\b(?:delet(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|eras(?:e|es|ed|ing)|wip(?:e|es|ed|ing)|purg(?:e|es|ed|ing)|overwrit(?:e|es|ing|ten)|truncat(?:e|es|ed|ing)|destroy(?:s|ed|ing)?|discard(?:s|ed|ing)?)\b/i;
const STORED =
  /\b(?:notes?|files?|folders?|directories|records?|rows?|entries|items?|messages?|e-?mails?|documents?|data|backups?|branches|commits|events?|photos?|contacts?|tasks?|accounts?|projects?|repositories|tables?|pages?|histor(?:y|ies)|drafts?|versions?|attachments?|logs?|comments?|posts?|snapshots?|volumes?|databases?|buckets?|objects?)\b/i;
const UNASKED_OR_FOR_GOOD =
  /\bnothing\s+is\s+asked\b|\bwithout\s+(?:asking|a\s+prompt|prompting|confirmation|confirming|notice|warning|telling)\b|\b(?:cannot|can't|can\s+not)\s+be\s+(?:restored|recovered|undone|retrieved|brought\s+back)\b|\birreversibl[ey]\b|\bno\s+(?:undo|way\s+back|recovery|confirmation\s+is\s+asked)\b/i;
const NEGATED_ACT = /\b(?:not|never|no|nor)\s+(?:\w+\s+){0,2}$|n't\s+(?:\w+\s+){0,2}$/i;
// A negation or a refusal at most two words before: "never suggest", "do not treat it",
// "instead of using", "avoid falling back". The families that read an act as refused share it.
const REFUSED_BEFORE =
  /\b(?:not|never|no|nor|avoid\w*|refus\w*|instead\s+of|rather\s+than)\s+(?:\w+\s+){0,2}$|n't\s+(?:\w+\s+){0,2}$/i;

/** Whether the words just before `index` in `s` negate or refuse what starts there. */
export function negatedBefore(s: string, index: number): boolean {
  return REFUSED_BEFORE.test(s.slice(Math.max(0, index - 30), index));
}

// A retention schedule of a bin meant to be emptied ("files in the trash are deleted after 30
// days and cannot be recovered") tells the user when what they threw away goes: a disclosure,
// not an act slipped in. Only when every deletion in the sentence is such a clause.
const BIN = /\b(?:trash|bin|recycle\s+bin|deleted\s+items|spam|junk|cache|temporary\s+files?|temp\s+files?)\b/i;
const SCHEDULE = /\b(?:after|within|once|older\s+than)\s+\d+\s+(?:hours?|days?|weeks?|months?|years?)\b/i;
// The bin is what is deleted: nothing else stored named before the verb ("the trash and all
// notes are deleted" deletes the notes too).
const IN_BIN = new RegExp(
  String.raw`(?:\b[\w-]{1,64}\s+){0,2}(?:in|from)\s+(?:the\s+|your\s+)?${BIN.source}|(?:the\s+)?${BIN.source}`,
  'gi',
);
const binDeleted = (c: string) => {
  const at = c.search(DESTROYS);
  return BIN.test(c) && SCHEDULE.test(c) && !STORED.test(c.slice(0, at).replace(IN_BIN, ' '));
};
const retentionOnly = (s: string) =>
  s
    .split(/[,;:]|\band\s+(?=\w+\s+(?:is|are|gets?)\b)|\bbut\b/i)
    .filter((c) => DESTROYS.test(c))
    .every(binDeleted);

/** The destructive act a tool that destroys nothing is now said to do unasked, or null. */
export function silentDeletion(s: string, reviewed: string): string | null {
  const m = DESTROYS.exec(s);
  if (!m || !STORED.test(s) || !UNASKED_OR_FOR_GOOD.test(s)) return null;
  if (NEGATED_ACT.test(s.slice(Math.max(0, m.index - 30), m.index)) || retentionOnly(s)) return null;
  return DESTROYS.test(reviewed) ? null : m[0];
}
