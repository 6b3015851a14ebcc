// Security warnings put out of the user's sight (MITRE ATT&CK T1564.008, Hide Artifacts: Email
// Hiding Rules; T1562, Impair Defenses): the tool is told to mark read, archive, mute, dismiss
// or move away what warns the user (security, fraud or sign-in alerts, breach notices, the
// channels and folders they arrive in), on its own, with a reason why the user need not see it
// ("so the sidebar stays tidy", "they see summaries elsewhere"). The honest text does that when
// the user asks or has seen them, or forbids it ("never mark security alerts read").
import { NEGATED } from './sentences.ts';

const SILENCE =
  /\b(?:mark|marks|marking)\s+(?:[#@]?[\w-]+\s+){0,6}?(?:as\s+)?(?:read|seen|resolved|done|handled|spam)\b|\b(?:archive|archives|mute|mutes|dismiss|dismisses|snooze|snoozes|silence|silences|acknowledge|acknowledges|suppress|suppresses|hide|hides|collapse|clear|clears|delete|deletes|filter|filters|unsubscribe)\b|\b(?:move|moves|go|goes|send|sends|route|routes)\s+(?:[\w-]+\s+){0,6}?(?:to|into)\s+(?:the\s+)?(?:archive|trash|bin|spam|junk|other|low[- ]priority)\b/i;
// What warns: a word of the kind, and what carries it (alerts, notices, the channel they come in).
const WARN_WORD =
  /\b(?:security|fraud|phishing|breach(?:es)?|intrusion|suspicious|sign-?in|log-?in|2fa|mfa|password\s+reset|incidents?|on-?call|pager|abuse|vulnerabilit(?:y|ies)|dependabot|alerts?)\b/i;
const CARRIER =
  /\b(?:alerts?|notices?|notifications?|warnings?|e-?mails?|messages?|threads?|channels?|folders?|labels?|tickets?|pages?|findings?|inbox|feeds?)\b/i;
// Why the user need not see it: tidiness, or a claim they learn of it elsewhere.
const UNSEEN =
  /\b(?:so\s+(?:that\s+)?(?:the\s+user'?s?\s+|the\s+|their\s+|your\s+)[\w-]+(?:\s+[\w-]+)?\s+(?:stays?|remains?|looks?|is|are|keeps?)\s+(?:tidy|clean|clear|quiet|uncluttered|empty|short|lean|focused|small)|(?:sees?|gets?|reads?|receives?)\s+(?:[\w-]+\s+){0,4}?(?:summar(?:y|ies)|digests?|reports?|copies)\b[^.;]{0,20}\belsewhere|(?:are|is)\s+(?:automated|noise|noisy|routine|just\s+bots?)|(?:without|before)\s+(?:the\s+user|them|they)\s+(?:seeing|sees?|reading|noticing)|need\s+not\s+(?:see|read|bother)|(?:no\s+need|not\s+necessary)\s+(?:for\s+the\s+user\s+)?to\s+(?:see|read|show|mention))\b/i;
const STANDING =
  /\b(?:always|every\s+time|each\s+time|as\s+soon\s+as|automatically|whenever|after\s+reading|by\s+default|routinely|as\s+(?:they|it)\s+(?:come|comes|arrive|arrives)\s+in)\b/i;
const USER_SAID =
  /\b(?:when|if|once|after|only\s+when)\s+(?:the\s+)?(?:user|they)\s+(?:has\s+|have\s+)?(?:\w+\s+)?(?:asks?|asked|requests?|wants?|says?\s+so|chooses?|confirms?|read|reviewed|seen|saw|opened)\b|\b(?:the\s+)?user\s+(?:has|have|had)\s+(?:already\s+)?(?:muted|dismissed|snoozed|archived|hidden|read|seen|resolved|acknowledged|marked)\b/i;

// Warnings dealt with already ("archive alerts once resolved", "closed incidents") are records;
// a duplicate of one still shown is no warning lost ("drops duplicate security alerts").
const DEALT_WITH =
  /\b(?:once|after|when|if)\s+(?:they\s+are\s+|it\s+is\s+|they\s+have\s+been\s+|the\s+[\w-]+\s+(?:is|are|has\s+been|have\s+been)\s+)?(?:resolved|closed|fixed|handled|reviewed|read|answered)\b|\b(?:resolved|closed|fixed|expired)\s+(?:alerts?|incidents?|notices?|warnings?|findings?)\b|\b(?:duplicate|duplicated|repeated|identical)\s+(?:[\w-]+\s+){0,2}?(?:alerts?|notices?|notifications?|warnings?|e-?mails?|messages?)\b/i;

// Left out of what the tool shows ("skip security alert emails when listing; they are noise",
// "leave phishing warnings out of the results"): the same, only with a reason given, since a
// listing's own filter ("omits alerts older than 90 days by default") is a standing rule too.
const LEFT_OUT =
  /\b(?:skip|skips|omit|omits|exclude|excludes|drop|drops|leave\s+(?:[\w-]+\s+){1,5}?out|leaves\s+(?:[\w-]+\s+){1,5}?out)\b/i;

/** An order to put what warns the user out of their sight, with a reason they need not see it. */
export function silencedAlerts(s: string): string | null {
  const left = LEFT_OUT.exec(s);
  const act = SILENCE.exec(s) ?? (left && UNSEEN.test(s) ? left : null);
  if (!act || NEGATED.test(s.slice(Math.max(0, act.index - 20), act.index)) || USER_SAID.test(s) || DEALT_WITH.test(s))
    return null;
  const kind = WARN_WORD.exec(s);
  const what = kind && CARRIER.test(s) ? kind : null;
  // Or no reason, but a standing rule: done to every warning as it comes, by the tool alone.
  const why = UNSEEN.exec(s) ?? STANDING.exec(s);
  return what && why ? `${act[0]} … ${what[0]} … ${why[0]}` : null;
}

// What the tool makes or changes placed out of the reviews that would find it (MITRE ATT&CK
// T1036 Masquerading; T1564 Hide Artifacts): "so they stay out of the regular access reviews",
// "where audits do not look". A scope a review states of itself, or a refusal, passes.
const REVIEW = String.raw`(?:(?:access|permission|security|compliance|periodic|quarterly|regular|user|account|iam|privilege)\s+reviews?|audits?|auditors|monitoring|detection|security\s+scans?|inventor(?:y|ies)|oversight|alerting)(?!\s+(?:overhead|costs?|noise|load|spam|fatigue|delays?|latency|traffic))`;
const OUT_OF_REVIEW = new RegExp(
  String.raw`\b(?:stays?|remains?|kept|keeps?|keep\s+(?:them|it)|sits?|hide|hidden)\s+(?:[\w-]+\s+){0,2}?(?:out\s+of|off|outside(?:\s+of)?|away\s+from|hidden\s+from|invisible\s+to|clear\s+of|below)\s+(?:the\s+|any\s+|their\s+)?(?:[\w-]+'s\s+)?(?:[\w-]+\s+){0,2}?${REVIEW}\b|\b(?:to\s+(?:avoid|escape|evade|bypass|dodge|slip\s+past|skip)|so\s+(?:that\s+)?[\w-]+\s+(?:never|won't|don't|do\s+not|will\s+not)\s+(?:show\s+up|appear)\s+in)\s+(?:the\s+|any\s+)?(?:[\w-]+\s+){0,2}?${REVIEW}\b`,
  'i',
);

/** Something placed out of the access reviews, audits or monitoring that would find it, or null. */
export function evadesReview(s: string): string | null {
  const m = OUT_OF_REVIEW.exec(s);
  return m && !NEGATED.test(s.slice(Math.max(0, m.index - 20), m.index)) ? m[0] : null;
}
