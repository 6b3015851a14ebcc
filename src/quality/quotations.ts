// Quoted words a description attributes to someone else, found by structure:
//  - the items of a labelled list of quotes ("Typical requests: "…"; "…".", "Examples:"
//    followed by one quoted item a line): a user's requests, as the offline rewriter and
//    many hand-written descriptions give examples;
//  - the quoted description of a tool the same sentence points to ("For requests that
//    match X ("…"), use X instead."): that tool's words, not this one's.
// A user's "I can't find …" is not the tool's constraint, "Is it safe …?" not its safety
// claim, and another tool's "sends SMS" not its side effect, so the disclosure gate reads a
// text without them. Every other quote (a quoted error message, a quoted warning, a value)
// stays: only these two shapes say whose words they are. The injection gate reads a user's
// requests apart from the sentences beside them (requestsApart). (The rubric still reads them:
// read without, the closed loop's held-out gains were lower; docs/lint.md.)
import { QUOTED_SPAN as QUOTE, withoutQuotes } from '../consistency/quotes.ts';

const WORD = /[\p{L}\p{N}_]+/gu;
// A label is a few words ("Typical requests:", "e.g."); a sentence around a quote is not.
const LABEL_MAX_WORDS = 3;
const PAREN_QUOTE = /\(\s*(?:"[^"\n]*"|“[^”\n]*”)\s*\)/g;
// The name right before it, looked up in a bounded tail so a long run of letters costs no backtracking.
const NAME_BEFORE = /([\p{L}\p{N}_./-]{1,80})\s*$/u;
const USE_NAME = /\buse\s+([\p{L}\p{N}_./-]{1,80})(?![\p{L}\p{N}_./-])/giu;

const wordsOf = (s: string) => (s.match(WORD) ?? []).length;

// An item that states something of the tool itself ("it is sandboxed", "this cannot be
// undone") is no user's request but the tool's own claim or disclosure in quote marks, so
// it stays read; a question, or one the speaker is in ("it won't let me log in"), is a user's.
const OF_TOOL =
  /(?:^|[,.;!:]\s*)(?:it|this|these|the\s+(?:tool|server|service|api|call|command|query|action|endpoint|operation|charge|fee|transfer|message|data))(?:['’]s|\s+(?:is|are|was|will|won['’]t|cannot|can['’]t|can\s+not|never|only|does\s+not|doesn['’]t|do\s+not|has|have|stays?|runs?|costs?|requires?|needs?)\b)/i;
const SPEAKER = /\b(?:i|me|my|we|us|our)\b|\?\s*["”]?$/i;
const ofTool = (q: string) => OF_TOOL.test(q) && !SPEAKER.test(q);

/** Whether a line is a quoted list's label with its quotes (`bare` is the line without them). */
function labelled(line: string, bare: string): boolean {
  const n = wordsOf(bare);
  return bare !== line && n >= 1 && n <= LABEL_MAX_WORDS;
}

/** A line holding only a list marker and one or more quotes ('- "…"'). */
const onlyQuotes = (line: string, bare: string) => bare !== line && wordsOf(bare) === 0;

/** The line with the description quoted for a tool it points to ("X ("…"), use X instead") blanked. */
function pointedQuotesOut(line: string): string {
  if (!line.includes('(')) return line;
  const pointed = new Set([...line.matchAll(USE_NAME)].map((m) => m[1]!.replace(/[./-]+$/, '').toLowerCase()));
  return line.replace(PAREN_QUOTE, (whole: string, at: number) => {
    const name = NAME_BEFORE.exec(line.slice(Math.max(0, at - 82), at))?.[1];
    return name && pointed.has(name.toLowerCase()) ? '( )' : whole;
  });
}

/** Each line, with whether its quotes are a labelled list's items. */
function listLines(text: string): { line: string; bare: string; quoted: boolean }[] {
  let inList = false;
  return text.split('\n').map((line) => {
    const bare = withoutQuotes(line);
    if (labelled(line, bare) || (inList && onlyQuotes(line, bare))) {
      inList = true;
      return { line, bare, quoted: true };
    }
    // A label on a line of its own ("Examples:") opens a list of quoted lines below it.
    const n = wordsOf(line);
    inList = bare === line && /:\s*$/.test(line) && n >= 1 && n <= LABEL_MAX_WORDS;
    return { line, bare, quoted: false };
  });
}

/**
 * The text with the quotations described above blanked (each replaced by a space), lines
 * and everything else as written.
 */
export function withoutQuotations(text: string): string {
  return listLines(text)
    .map((l) =>
      l.quoted ? l.line.replace(QUOTE, (q) => (ofTool(q.slice(1, -1)) ? q : ' ')) : pointedQuotesOut(l.line),
    )
    .join('\n');
}

/** The quoted requests of a text's labelled lists, as written (without their quote marks). */
export function quotedRequests(text: string): string[] {
  return listLines(text)
    .filter((l) => l.quoted)
    .flatMap((l) => (l.line.match(QUOTE) ?? []).map((q) => q.slice(1, -1)));
}

// What a user asks the assistant for themselves ("Tell me …", "Can you show us …"): the
// shape every example request has. A standing word makes it a rule for the model instead.
const FOR_SPEAKER =
  /^(?:please\s+)?(?:(?:can|could|would|will) you\s+)?(?:tell|show|give|find|get|fetch|list|remind)\s+(?:me|us)\b/i;
const STANDING = /\b(?:always|never|from now on|every time|whenever|each time|all (?:future|later))\b/i;

/**
 * Whether a sentence is a user's request for themselves inside a labelled list of quoted
 * requests (`requests`, from quotedRequests): the injection gate does not read it as the
 * description speaking to the model; every other family still reads it.
 */
export function speakersRequest(sentence: string, requests: readonly string[]): boolean {
  // The trailing run is matched from its first character only: `[…]+$` tried at every
  // character of a long run of quotes or semicolons rescans the run, quadratic in it.
  const s = sentence
    .trim()
    .replace(/^["“]+/, '')
    .replace(/(?<!["”.;,\s])["”.;,\s]+$/, '');
  return s.length > 0 && FOR_SPEAKER.test(s) && !STANDING.test(s) && requests.some((r) => r.includes(s));
}

const CONTINUED = /^\s*\p{Ll}/u;
// A next line whose order's object points back ("Send it in the notes field.", "Copy these
// into `memo`", "Put such requests in `memo`"): its "it" is the quote's words, so the two are
// read whole too.
const POINTS_BACK =
  /^\s*(?:(?:please|also|then|just|always|now)\s+)*(?:send|put|add|include|pass|copy|forward|write|store|save|attach|append|insert|place|enter|fill|post|upload|share|log|record|paste|email|mail)\s+(?:it|them|this|that|these|those|the\s+(?:above|same)|each\s+(?:one|of\s+(?:it|them|these|those))|all\s+of\s+(?:it|them|this)|(?:the|such|these|those|their|the\s+user['’]s|the\s+customer['’]s)\s+(?:\w+\s+)?(?:requests?|quer(?:y|ies)|questions?|words|text|messages?|details|prompts?|examples?|wording))\b/i;
// …or a next line that names a place and says what goes there is the quote's words: "The notes
// field gets the request above, word for word".
const REFERS_BACK = /\b(?:above|verbatim|word\s+for\s+word|as\s+(?:written|typed|quoted|given))\b/i;
const CARRIED = /`[^`\n]{1,40}`|\b(?:field|argument|parameter|param|notes?|memo|comment|metadata)\b/i;
const pointsBack = (line: string) => POINTS_BACK.test(line) || (REFERS_BACK.test(line) && CARRIED.test(line));
const CLOSED = /[.!?:;)\]"”'`*]\s*$/u;

/**
 * The text with its users' quoted requests blanked (`own`: the description's words), and
 * those requests (`requests`), so a reading takes each apart: a request's words joined to the
 * next sentence ("…use copywriter instead. Typical requests: "… my mom's birthday …"") are
 * neither's. An item that states something of the tool stays in the text, as above.
 */
export function requestsApart(text: string): { own: string; requests: string[] } {
  const requests: string[] = [];
  const lines = listLines(text);
  // A line before it left open ("Always put\nTypical requests: "…""), or a next line in lower
  // case ("… and phone"\ninto the notes field."), goes on through the quote: read whole.
  const continued = lines.map(() => false);
  for (let i = lines.length - 2, next = ''; i >= 0; i--) {
    if (lines[i + 1]!.line.trim()) next = lines[i + 1]!.line;
    continued[i] = CONTINUED.test(next) || pointsBack(next);
  }
  for (let i = 1, before = ''; i < lines.length; i++) {
    if (lines[i - 1]!.line.trim()) before = lines[i - 1]!.line;
    continued[i] ||= before !== '' && !CLOSED.test(before);
  }
  const own = lines
    .map((l, i) =>
      l.quoted && !continued[i]
        ? l.line.replace(QUOTE, (q) => {
            if (ofTool(q.slice(1, -1))) return q;
            requests.push(q.slice(1, -1));
            return ' ';
          })
        : l.line,
    )
    .join('\n');
  return { own, requests };
}
