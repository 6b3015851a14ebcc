// A link into a domain the reviewed text (or its schema) already names is not a new place:
// "ClinicalTrials.gov" names clinicaltrials.gov, so https://clinicaltrials.gov/study/NCT… or
// https://catalog.data.gov/… under a named "Data.gov" points where the tool already sends the
// reader. Only the named domain and hosts under it count, so a look-alike stays new: another
// top-level domain, a hyphenated or extra label ("clinicaltrials-gov.io"), or the named name
// used as a label of another domain ("clinicaltrials.gov.evil.io"). A brand named without its
// domain ("Unsplash") excuses nothing: guessing its domain is what a look-alike relies on.

// Names under which anyone can hold a host of their own (a second level run by a registry, a
// hosting platform's shared domain): naming one names no owner, so it excuses nothing.
const SHARED_SECOND_LEVEL = /^(?:co|com|net|org|gov|edu|ac|ne|or|go|gob|nic|ltd|plc)\.[a-z]{2}$/;
const SHARED_PLATFORMS = new Set(
  'github.io gitlab.io herokuapp.com vercel.app netlify.app pages.dev workers.dev web.app firebaseapp.com appspot.com blogspot.com azurewebsites.net cloudfront.net amazonaws.com glitch.me repl.co ngrok.io ngrok-free.app trycloudflare.com onrender.com fly.dev surge.sh wordpress.com wixsite.com'.split(
    ' ',
  ),
);

/** True when `name` is a domain one owner holds (two labels or more, not a shared suffix). */
function ownedName(name: string): boolean {
  return name.split('.').length >= 2 && !SHARED_SECOND_LEVEL.test(name) && !SHARED_PLATFORMS.has(name);
}

/** True when `host` is a domain `known` names, or a host under one. */
export function underNamedDomain(host: string, known: Iterable<string>): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  for (const raw of known) {
    const n = raw.toLowerCase().replace(/^www\./, '');
    if (ownedName(n) && (h === n || h === `www.${n}` || h.endsWith(`.${n}`))) return true;
  }
  return false;
}

// A URL that fills in data ("?q={query}", "$TOKEN", or a parameter left open, "?q=" before
// "<…>", where the locator stops) can carry the conversation to the named service's search or
// logs: that is what the exfiltration families read, not a link.
const FILLED_IN = /[{}<>$]|%7b|%24|=$/i;

/** True when a URL's text carries a slot for data to be filled in. */
export function fillsIn(url: string): boolean {
  return FILLED_IN.test(url);
}
