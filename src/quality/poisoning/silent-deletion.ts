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

/** The destructive act a tool that destroys nothing is now said to do unasked, or null. */
export function silentDeletion(s: string, reviewed: string): string | null {
  const m = DESTROYS.exec(s);
  if (!m || !STORED.test(s) || !UNASKED_OR_FOR_GOOD.test(s)) return null;
  if (NEGATED_ACT.test(s.slice(Math.max(0, m.index - 30), m.index))) return null;
  return DESTROYS.test(reviewed) ? null : m[0];
}
