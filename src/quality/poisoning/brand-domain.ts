// A link to the site of a service the reviewed text already names: "Powered by Giphy" and
// https://giphy.com, "as seen by Cloudflare" and https://radar.cloudflare.com. The domain's
// own name (the label before .com, .org, .net, .gov or .edu) must be a word of the reviewed
// text, its schema or the server's other tool names — never of the candidate, which the
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

/** The words a reviewed text and the sibling tool names spell: whole words and camelCase parts. */
export function namedWords(reviewed: string, siblings: readonly string[] = []): Set<string> {
  const out = new Set<string>();
  for (const w of `${reviewed} ${siblings.join(' ')}`.match(/[\p{L}\p{N}]+/gu) ?? []) {
    out.add(w.toLowerCase());
    for (const part of w.split(/(?<=\p{Ll})(?=\p{Lu})/u)) out.add(part.toLowerCase());
  }
  return out;
}

/** True when a link's host is the named service's own domain and the link carries no query. */
export function brandSite(url: string, host: string, named: Set<string>): boolean {
  if (url.includes('?')) return false;
  const label = brandLabel(host);
  return !!label && named.has(label);
}
