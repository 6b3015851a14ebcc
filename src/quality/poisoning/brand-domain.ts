// A link to the site of a service the reviewed text already names: "Powered by Giphy" and
// https://giphy.com, "as seen by Cloudflare" and https://radar.cloudflare.com. The domain's
// own name (the label before .com, .org, .net, .gov or .edu) must be a name in the reviewed
// text or its schema, or a part of the server's other tool names — never of the candidate, which the
// attacker writes. Exact label only, so a look-alike stays new: "giphy-help.com", "giphys.com",
// "giphy.com.evil.net" (its name is "evil"), "giphy.io" (another top-level domain, where
// squatters register). A shared host (github.io, co.uk) names no owner. The link must also
// carry nothing: no query string (data rides there) and no words that fetch from or send to it,
// which ./urls.ts reads; markdown images and e-mail addresses are other locators, not excused.

const OWNED_TLD = /^(?:com|org|net|gov|edu)$/;
const SHARED_NAME =
  /^(?:co|com|net|org|gov|edu|ac|github|gitlab|herokuapp|vercel|netlify|blogspot|wordpress|amazonaws|cloudfront|azurewebsites|appspot|firebaseapp|glitch|ngrok|trycloudflare|onrender|wixsite)$/;
const MIN_NAME = 4;

/** The name label of a host's registrable domain under an owned TLD ("giphy" for api.giphy.com), or null. */
export function brandLabel(host: string): string | null {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length < 2 || !OWNED_TLD.test(labels.at(-1)!)) return null;
  const name = labels.at(-2)!;
  if (name.length < MIN_NAME || SHARED_NAME.test(name) || !/^[a-z0-9]+$/.test(name)) return null;
  return name;
}

// A name, not any word: "Search images" names no images.net, which anyone may hold. A name is
// capitalised where a sentence does not start ("Powered by Giphy"), written with a capital
// inside ("arXiv") or in capitals (not a quoted enum value, "OPEN"), or a part of a sibling
// tool's name ("skycastDaily") the reviewed text does not use as a plain lowercase word.
const SENTENCE_START = /(?:[.!?:;\n]\s*|\n\s*[-*•]\s*|["'“(]\s*)$/;

/** The names a reviewed text and the sibling tool names give a service by. */
export function namedWords(reviewed: string, siblings: readonly string[] = []): Set<string> {
  const out = new Set<string>();
  const plain = new Set<string>();
  for (const m of reviewed.matchAll(/[\p{L}\p{N}]+/gu)) {
    const w = m[0];
    const before = reviewed.slice(Math.max(0, m.index - 3), m.index);
    const after = reviewed[m.index + w.length] ?? '';
    const starts = m.index === 0 || SENTENCE_START.test(reviewed.slice(Math.max(0, m.index - 6), m.index));
    if (/^\p{Lu}/u.test(w) && !starts) out.add(w.toLowerCase());
    else if (/^\p{Ll}{0,2}\p{Lu}/u.test(w) && /\p{Ll}/u.test(w) && /\p{Lu}/u.test(w.slice(1))) out.add(w.toLowerCase());
    else if (/^\p{Lu}{4,}$/u.test(w) && !(before.endsWith('"') && after === '"')) out.add(w.toLowerCase());
    if (w === w.toLowerCase() && !/[/_.@-]$/.test(before) && !/^[/_@-]/.test(after)) plain.add(w);
  }
  for (const id of siblings)
    for (const w of id.match(/[\p{L}\p{N}]+/gu) ?? [])
      for (const part of [w, ...w.split(/(?<=\p{Ll})(?=\p{Lu})/u)])
        if (!plain.has(part.toLowerCase())) out.add(part.toLowerCase());
  return out;
}

/** True when a link's host is the named service's own domain and the link carries no query. */
export function brandSite(url: string, host: string, named: Set<string>): boolean {
  if (url.includes('?')) return false;
  const label = brandLabel(host);
  return !!label && named.has(label);
}
