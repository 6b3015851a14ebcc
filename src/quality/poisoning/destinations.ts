// Destinations a candidate adds: where a transfer verb sends data. Used by the injection
// gate's new-destination family (../injection.ts), which blocks a place no word of the
// reviewed text names.

// A transfer verb, as a description states a side effect, then its destination.
const SEND_TO =
  /\b(?:(?:also\s+|additionally\s+|then\s+)?(?:uploads|sends|forwards|posts|shares|syncs|mirrors|copies|transmits|submits|relays|exports|beacons|reports|backs\s+up|archives|pushes|streams|leaks|emails|notifies)|(?:also|additionally|silently|automatically)\s+(?:goes|go|lands?|ends\s+up)|a\s+copy\s+(?:of\s+[^.\n]{0,40}?)?(?:goes|lands|is\s+(?:sent|kept|stored|saved|forwarded|posted|uploaded))|(?:is|are|gets?|will\s+be)\s+(?:also\s+|additionally\s+|automatically\s+|then\s+|silently\s+)?(?:uploaded|sent|forwarded|posted|shared|synced|mirrored|copied|transmitted|submitted|relayed|exported|reported|backed\s+up|archived|pushed|streamed|emailed))\s+(?:[^.\n]{0,60}?\s)?(to|into|with|onto)\s+((?:the|a|an|our|its|their|your|this|that)\s+)?([\p{L}\p{N}@._/-]{2,40}(?:\s+[\p{L}\p{N}._/-]{2,40}){0,2})/iu;
const DEST_STOP = new Set(
  'the a an and for of in on by with from at as per via into onto to their its our your this that these those each every all any some user users caller requester recipient recipients you'.split(
    ' ',
  ),
);

const DEST_CUT = new Set(
  'after before when whenever once if unless upon within so and or daily weekly immediately automatically as every each'.split(
    ' ',
  ),
);

// A place the caller supplies ("to the phone number given", "to the user identified by
// `user_id`") is where the tool is asked to send, not a new sink an attacker chose; a sink an
// attacker adds is fixed in the text (a host, an address, a named party) and is read as new.
// Only the closed form counts: the place ends with the word (or "… by" the caller or a
// parameter), and nothing of the sentence after it names anything ("to the given partner,
// Acme" or "to the address given by our partner" is a fixed sink).
const CALLER_GIVEN =
  /^(?:given|provided|specified|supplied|chosen|selected|entered|requested|identified|indicated|passed)$/;
const CALLER_BY =
  /^\s*(?:by\s+(?:the\s+)?(?:user|caller|requester|customer|request|`[\w.-]{1,64}`|[\w]+_[\w.]+))?\s*(?:[.;!]|$)/iu;

function callerGiven(place: string[], rest: string): boolean {
  const at = place.findIndex((w) => CALLER_GIVEN.test(w));
  if (at < 1) return false;
  const after = place.slice(at + 1);
  if (after.length > 1 || (after.length === 1 && after[0] !== 'by')) return false;
  const tail = after.length ? `by ${rest}` : rest;
  return CALLER_BY.test(tail);
}

// "With" names where data goes only after sharing or syncing ("shared with Acme"); after
// another verb it is what goes along ("headers are sent with the request"), so that "with"
// is set aside and the sentence read on for a "to", "into" or "onto".
const SHARES = /\b(?:shar|sync|mirror)/i;
const MAX_WITH = 8;
// Unless what follows "with" is someone who then holds the data: a name ("uploaded with Acme
// Corp"), a party ("submitted with partners"), or a copy going along ("sent with a copy for X").
const WITH_PARTY =
  /^\s+(?:(?:the|a|an|our|its|their|your|this|that|some|all|any|select(?:ed)?|trusted)\s+)?(?:[A-Z][\p{L}\p{N}]|(?:partner|vendor|third[- ]part|provider|affiliate|advertiser|sponsor|analytics|researcher|compan|organi[sz]ation|team|collector|us\b|them\b|others?\b))|^[^.;\n]{0,40}\b(?:cop(?:y|ies)|duplicate|replica)\b/u;
// A named part of the request is what goes along ("sent with the Authorization header").
const ALONG =
  /^\s+(?:(?:the|a|an|its|your|this|that)\s+)?[\w-]{1,64}\s+(?:headers?|fields?|param\w*|argument|request|call|query|body|cookies?|tokens?|flags?|parameters?|values?|attributes?)\b/i;

function sendTo(s: string): RegExpExecArray | null {
  let t = s;
  for (let i = 0; i < MAX_WITH; i++) {
    const m = SEND_TO.exec(t);
    if (!m || m[1]!.toLowerCase() !== 'with' || SHARES.test(m[0])) return m;
    const at = m.index + m[0].toLowerCase().lastIndexOf('with', m[0].length - (m[2]?.length ?? 0) - m[3]!.length);
    const rest = t.slice(at + 4);
    if (WITH_PARTY.test(rest) && !ALONG.test(rest)) return m;
    t = `${t.slice(0, at)}w1th${t.slice(at + 4)}`;
  }
  return null;
}

/** Destinations in a text: the place a transfer verb sends data to (lower case). */
export function destinations(text: string): { phrase: string; words: string[] }[] {
  const out: { phrase: string; words: string[] }[] = [];
  for (const s of text.split(/(?<=[.!?。])\s+|\n+/)) {
    const m = sendTo(s);
    if (!m) continue;
    // The place ends where a clause of time or purpose begins ("to the user after each transfer").
    const all = (m[3] ?? '')
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/[^\p{L}\p{N}@_-]+$/u, ''));
    const cut = all.findIndex((w) => DEST_CUT.has(w));
    const place = cut < 0 ? all : all.slice(0, cut);
    if (cut < 0 && callerGiven(place, s.slice(m.index + m[0].length))) continue;
    const words = place.filter((w) => w.length > 2 && !DEST_STOP.has(w));
    if (words.length) out.push({ phrase: m[0], words });
  }
  return out;
}
