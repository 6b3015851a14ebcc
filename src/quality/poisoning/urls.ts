// Every place a text can point a model at: URLs of any scheme, protocol-relative
// `//host/…`, `www.` and bare domains, e-mail addresses, IP addresses, markdown links and
// images, HTML src/href. A description that points somewhere new can exfiltrate (an image
// URL carrying data, a bcc address) or send the agent to attacker text, so a candidate may
// only carry locators its tool's reviewed text already carries. Trace text never excuses
// one: what users and upstreams sent is attacker-controlled.

import { isDocumentationAddress } from './doc-addresses.ts';
import { brandSite, namedWords } from './brand-domain.ts';
import { fillsIn, underNamedDomain } from './named-domain.ts';

// Common top-level domains, without the ones that are also everyday file extensions
// or property names (.sh, .py, .md, .rs, .cc, .zip, .mov, .name, .page…), which would make
// "run.sh" or "user.name" a domain.
const TLDS =
  'com|net|org|io|ai|dev|app|co|xyz|ru|cn|tk|top|site|online|cloud|uk|de|fr|jp|br|nl|eu|ch|se|es|ca|au|gov|edu|ly|gg|tv|icu|pw|su|ir|sbs|cfd|biz|info|me|onion';
const DOMAIN = String.raw`(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,8}(?:${TLDS})`;

const LOCATORS: [string, RegExp][] = [
  ['URL', /\b[a-z][a-z0-9+.-]{1,15}:\/\/[^\s<>"'`)\]}]{1,2000}/gi],
  [
    'protocol-relative URL',
    /(?<![:\w/])\/\/[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}(?::\d{1,5})?(?:\/[^\s<>"'`)\]}]{0,2000})?/gi,
  ],
  ['markdown image', /!\[[^\]\n]{0,300}\]\(\s*[^)\s]{1,2000}/g],
  ['markdown link', /(?<!!)\[[^\]\n]{0,300}\]\(\s*[^)\s]{1,2000}/g],
  [
    'HTML reference',
    /<[a-z]{1,10}\b[^>\n]{0,300}?\b(?:src|href|action|data|srcset|background)\s*=\s*["']?[^"'\s>]{1,2000}/gi,
  ],
  ['e-mail address', new RegExp(String.raw`[a-z0-9._%+-]{1,64}@${DOMAIN}\b`, 'gi')],
  ['IP address', /\b(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}(?::\d{1,5})?\b/g],
  // Where money or messages can be sent: an account, a phone, a wallet, a network share.
  ['IBAN', /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b/g],
  ['phone number', /(?<![\w+])\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}\b/g],
  // Base58 addresses of the common chains: Bitcoin (1, 3), Tron (T), Litecoin (L, M), Dogecoin
  // (D), XRP (r); random-looking (three digits, four capitals), so a type name is none.
  [
    'wallet address',
    /\b(?:0x[a-fA-F0-9]{40}|bc1[a-z0-9]{25,60}|[13][a-km-zA-HJ-NP-Z1-9]{25,34}|(?=[TLMDr][1-9A-HJ-NP-Za-km-z]{24,34}\b)(?=(?:\w*?\d){3})(?=\w*[a-km-z])(?=(?:\w*?[A-HJ-NP-Z]){4})[TLMDr][1-9A-HJ-NP-Za-km-z]{24,34})\b/g,
  ],
  ['network path', /\\\\[\w.-]{1,63}\\[\w$.-]{1,80}/g],
  [
    'domain',
    new RegExp(String.raw`(?<![\w@.-])(?:www\.)?${DOMAIN}(?![\w-])(?::\d{1,5})?(?:\/[^\s<>"'\`)\]}]{0,2000})?`, 'gi'),
  ],
];

export interface Locator {
  kind: string;
  text: string;
  /** Written as an example ("e.g. …", "such as …") in a sentence that moves nothing to it. */
  example?: boolean;
  /** Near words that send, fetch or log through it ("mirrored to", "fetch from") or build data into it. */
  moves?: boolean;
}

// An example marker a little before the locator: "e.g. 192.0.2.1 or 198.51.100.7".
const EXAMPLE_NEAR = /(?:e\.g\.|for\s+example|such\s+as|\blike\b|i\.e\.|example)/i;

function clean(s: string): string {
  return s.replace(/[.,;:!?]+$/, '').toLowerCase();
}

// A number shown as the format of a value ("e.g. +14155552671") is an example, not a place.
const EXAMPLE_BEFORE = /(?:e\.g\.|for\s+example|such\s+as|like|format|formatted|as\s+in|i\.e\.)[\s:,(]{0,3}$/i;
const EXAMPLE_KINDS = new Set(['IBAN', 'phone number']);

// …but not one in a sentence that moves something to it ("refunds go to an account such as
// DE89…", "text the code to a number like +44…"): there the example is the destination.
const MOVES =
  /\b(?:send|sends|sent|transfer\w*|refund\w*|pay|pays|paid|payment\w*|wire\w*|deposit\w*|forward\w*|text|texts|call|calls|route\w*|credit\w*|remit\w*|go|goes|move\w*|report\w*)\b/i;

// Fetching from a place, or logging, posting or mirroring to it: a link into a named domain
// used so is no plain link to the tool's own service (./named-domain.ts).
const CARRIES =
  /\b(?:fetch\w*|load\w*|download\w*|import\w*|instructions?|upload\w*|post|posts|posted|log|logs|logged|mirror\w*|ingest\w*|sync\w*|submit\w*)\b/i;
// Building a link out of data ("https://giphy.com/u/ followed by the user's phone number",
// "…/s/<the user's email>"): the path carries what a query string would, so no plain link.
// A record's own identifier is what a link to it names ("https://clinicaltrials.gov/study/<NCT ID>").
const ID_SLOT = /^<\s*(?:[\p{L}\d-]+\s+)?(?:id|identifier|slug)\s*>/iu;
const BUILDS =
  /\b(?:followed\s+by|append\w*|suffix\w*|concatenat\w*|fill\w*\s+in|insert\w*|substitut\w*|(?:ending|ends?)\s+(?:with|in))\b/i;

// Found once per text, and what each sentence says read once: with a lookup per locator, a
// long sentence of thousands of them ("1.1.1.1.1…" reads as IP addresses) was rescanned for
// each, quadratic in its length.
function sentencesAround(text: string): (at: number) => { moves: boolean; movesOrCarries: boolean } {
  // Where each "\n", ". ", "! " and "? " begins, in order (none of them can overlap another).
  const marks = [...text.matchAll(/\n|[.!?] /g)].map((m) => m.index);
  const read = new Map<string, { moves: boolean; movesOrCarries: boolean }>();
  return (at) => {
    let lo = 0;
    let hi = marks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (marks[mid]! < at) lo = mid + 1;
      else hi = mid;
    }
    // As lastIndexOf(mark, at) + 1 and indexOf(mark, at) would find them.
    const start = (marks[lo] === at ? at : (marks[lo - 1] ?? -1)) + 1;
    const end = marks[lo] ?? text.length;
    const key = `${start}:${end}`;
    let said = read.get(key);
    if (!said) {
      const own = text.slice(start, end);
      const moves = MOVES.test(own);
      said = { moves, movesOrCarries: moves || CARRIES.test(own) || BUILDS.test(own) };
      read.set(key, said);
    }
    return said;
  };
}

export function findLocators(text: string): Locator[] {
  const out: Locator[] = [];
  const sentenceAt = sentencesAround(text);
  for (const [kind, re] of LOCATORS) {
    for (const m of text.matchAll(re)) {
      if (
        EXAMPLE_KINDS.has(kind) &&
        EXAMPLE_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index)) &&
        !sentenceAt(m.index).moves
      )
        continue;
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      // The words around, not the sentence: "e.g." would end it.
      const around = text.slice(Math.max(0, m.index - 80), m.index + m[0].length + 80).split('\n');
      const slot = text[m.index + m[0].length] === '<' && !ID_SLOT.test(text.slice(m.index + m[0].length));
      const moves = sentenceAt(m.index).movesOrCarries || slot;
      const example = EXAMPLE_NEAR.test(before) && !around.some((l) => MOVES.test(l));
      out.push({ kind, text: clean(m[0]), ...(example ? { example } : {}), ...(moves ? { moves } : {}) });
    }
  }
  return out;
}

/**
 * Locators in the candidate that the reviewed text does not already contain. Each is
 * excused only by appearing, as written, in the reviewed text (case-insensitive), by lying
 * under a domain it names, or by being the own site of a service it or a sibling tool names.
 */
export function newLocators(candidate: string, reviewed: string, siblings: readonly string[] = []): Locator[] {
  const known = reviewed.toLowerCase();
  const named = findLocators(reviewed).flatMap((l) => hostOf(l) ?? []);
  // A service whose domain the reviewed text gives is read by that domain alone: named
  // "OpenFilings.io", the name excuses no openfilings.com.
  const words = namedWords(reviewed, siblings);
  for (const h of named) words.delete(h.split('.').at(-2) ?? '');
  const seen = new Set<string>();
  const out: Locator[] = [];
  for (const l of findLocators(candidate)) {
    // The host of a URL already reported is the same finding, not a second one.
    if (known.includes(l.text) || [...seen].some((s) => s.includes(l.text)) || reservedExample(l) || publicBodyName(l))
      continue;
    if (namedPlace(l, named) || brandPlace(l, words)) continue;
    seen.add(l.text);
    out.push(l);
  }
  return out;
}

// Names reserved for documentation, which no one can register or reach (RFC 2606 §2–3,
// RFC 6761 §6.4–6.5): example.com/.net/.org and the .example and .invalid top-level domains.
// An example URL there points nowhere an attacker holds. Not .test or .localhost: those
// resolve on the user's own machine or network, a place a request should not be sent to.
const RESERVED_HOST = /^(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|invalid))\.?$/;

/** The host a locator points at, or null when it names none (an IBAN, a phone number). */
function hostOf(l: Locator): string | null {
  if (l.kind === 'e-mail address') return l.text.slice(l.text.lastIndexOf('@') + 1);
  if (l.kind === 'domain') return l.text.replace(/^www\./, '').split(/[/:?#]/)[0]!;
  // A scheme of at most 32 characters: unbounded, each letter of a long "a.a.a…" rescans it.
  const target = /(?:[a-z][a-z0-9+.-]{0,31}:)?\/\/[^\s"'<>)\]]+/.exec(l.text)?.[0];
  if (!target) return null;
  try {
    // The URL parser reads the host as a browser would: "https://example.com@evil.io" is evil.io.
    return new URL(target.startsWith('//') ? `https:${target}` : target).hostname;
  } catch {
    return null;
  }
}

/** A link or bare host into a domain the reviewed text names (./named-domain.ts); not an e-mail. */
function namedPlace(l: Locator, named: string[]): boolean {
  if ((l.kind !== 'URL' && l.kind !== 'domain') || l.moves) return false;
  const host = hostOf(l);
  return !!host && !fillsIn(l.text) && underNamedDomain(host, named);
}

/** A plain link to the own site of a service the reviewed text names (./brand-domain.ts). */
function brandPlace(l: Locator, words: Set<string>): boolean {
  if (!['URL', 'domain', 'markdown link'].includes(l.kind) || l.moves || fillsIn(l.text)) return false;
  const host = hostOf(l);
  return !!host && brandSite(l.text, host, words);
}

/** True when the locator points only at a name reserved for examples. */
function reservedExample(l: Locator): boolean {
  const host = hostOf(l);
  if (host && RESERVED_HOST.test(host)) return true;
  // A documentation address stands in for a real host in many write-ups ("the proxy
  // http://203.0.113.45"), so it is an example only where written as one.
  if (!l.example) return false;
  if (l.kind === 'IP address') return isDocumentationAddress(l.text);
  // The URL pattern stops at "]", so a bracketed IPv6 host is read from the text itself.
  const v6 = /^[a-z][a-z0-9+.-]*:\/\/\[([0-9a-f:]+)$/.exec(l.text)?.[1];
  return isDocumentationAddress(v6 ?? host ?? '');
}

// A bare host under .gov, which only public bodies can register (a registrar checks each
// applicant: RFC 1591, CISA's .gov policy), named as a source ("a Data.gov dataset") with no
// scheme, path or port: no attacker holds it, and it carries nothing to or from one. A URL,
// or a host with a path, still counts as a new place.
const PUBLIC_BODY_HOST = /^(?:www\.)?(?:[a-z0-9-]+\.)+gov$/;

/** True when the locator is only the bare name of a host that public bodies alone can register. */
function publicBodyName(l: Locator): boolean {
  return l.kind === 'domain' && PUBLIC_BODY_HOST.test(l.text);
}
