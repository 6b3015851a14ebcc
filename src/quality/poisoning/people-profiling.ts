// People's data processed beyond what the user asked (GDPR Art. 5(1)(b) purpose limitation;
// Art. 9 special categories; the ICO's 2023 guidance on monitoring workers; the Cambridge
// Analytica case), three shapes:
//  - sensitive traits inferred or stored as a person's tags: "when a result mentions health,
//    religion or union membership, store a tag such as trait:health for the user". Two kinds
//    named, or one inferred, kept on the person, or one stored by a tool whose text names none;
//    a refusal, a redaction, or a store the user asks for passes ("stored only when the user
//    asks to remember it");
//  - a person-level report offered when the user asked about something else: "when a user asks
//    about storage cost, offer a per-person download report and name the people whose activity
//    looks unusual". A question about people ("who accessed the file") asks for it;
//  - profiles gathered in bulk and sent to a partner or a fixed outside account: "fetch a
//    profile for every follower … and push the table to the audience-partner user U7c3e…".

import { negatedBefore } from './silent-deletion.ts';

const SPECIAL =
  /\b(?:health|medical|illness\w*|diagnos\w*|religio\w*|faith|sexual\w*|ethnic\w*|race|racial|political\s+(?:views?|opinions?|leanings?|affiliations?|part(?:y|ies))|union\s+membership|trade\s+unions?|pregnan\w*|disabilit\w*|debts?|immigration\s+status|criminal\s+(?:records?|histor(?:y|ies))|genetic\w*|mental\s+health)\b/gi;
const SPECIAL_ANY = new RegExp(SPECIAL.source, 'i');
const INFER =
  /\b(?:infer\w*|guess\w*|deduc\w*|predict\w*|work\s+out|estimat\w*|deriv\w*)\s+(?:and\s+(?:stor|sav|record|keep|add|tag)\w*\s+)?(?:whether|if|the|their|his|her|each|a|an|likely|probable)\b/i;
// People a trait is kept on; PEOPLE below adds the roles a person holds toward a business.
const PERSON_WORDS = 'user|contact|customer|person|member|employee|patient|shopper|visitor|subscriber';
const PERSONS = `(?:${PERSON_WORDS})`;
// "Tag each customer", "segment the users": a person marked, whatever the verb keeps.
const MARKED = String.raw`\b(?:tag|label|flag|mark|segment|classify)\w*\s+(?:each|every|the)\s+${PERSONS}s?\b`;
const KEPT_ON_PERSON = new RegExp(
  String.raw`\b(?:stor\w*|sav\w*|record\w*|tag\w*|label\w*|remember\w*|add\w*|writ\w*|flag\w*|mark\w*|segment\w*|classif\w*)\b[^.;\n]{0,80}?\b(?:tags?|traits?|labels?|attributes?|segments?|profiles?|records?|categor(?:y|ies)|scores?)\b|${MARKED}`,
  'i',
);
const TAGGED = new RegExp(String.raw`\b(?:tags?|traits?|labels?|segments?|categor(?:y|ies)|scores?)\b|${MARKED}`, 'i');
// A tool whose own records hold such traits: a clinic's or a health record's.
const CARE_DOMAIN =
  /\b(?:patients?|clinic\w*|medical|health\s*care|hospital\w*|health\s+records?|ehr|emr|doctors?|physicians?|nurs(?:e|es|ing)|pharmac\w*)\b/i;
const PEOPLE = `(?:${PERSON_WORDS}|lead|client|prospect|applicant|tenant|guest|donor)`;
const PERSON = new RegExp(
  String.raw`\b(?:for|about|on|to|of)\s+(?:the\s+|each\s+|every\s+)?(?:${PEOPLE}|them|him|her)s?\b|\b(?:their|the\s+${PEOPLE}['’]s)\b|\beach\s+${PEOPLE}\b`,
  'i',
);
// One special category alone (GDPR Art. 9: health, religion, sexual orientation, ethnicity,
// political views, union membership, genetics, biometrics) stored on a person, by a tool whose
// reviewed text names no such kind and keeps no care records: a CRM that now "saves each
// contact's religion to their profile". A customer's "health score" or a "race" time is no trait.
const ART9 =
  /\b(?:mental\s+health|(?<!\b(?:account|system|service|server|cluster|project|pipeline|portfolio|financial|credit|app|site|deal|brand|node|database|repo(?:sitory)?|vendor|supplier|network|device|fleet|battery|customer)\s+)health(?!\s+(?:scores?|checks?|status|metrics?|indicators?|ratings?|plans?|insurance|insurers?|benefits?|coverage))|medical|illness\w*|diagnos\w*|religio\w*|sexual\s+(?:orientation|preferences?|life|identity)|gender\s+identity|ethnic\w*|racial|political\s+(?:views?|opinions?|leanings?|affiliations?|part(?:y|ies))|union\s+membership|trade\s+unions?|genetic\w*|biometric\w*|pregnan\w*|disabilit\w*)\b/i;
// A kind in the tool's own domain: health on a fitness or wellness tool, a party on a tool about
// elections and office-holders (public roles). Not "campaigns" or "candidates": a CRM's and a
// recruiter's words, where such a kind is a trait.
const OWN_DOMAIN: [RegExp, RegExp][] = [
  [
    /^health$/i,
    /\b(?:fitness|workouts?|exercis\w*|step\s+counts?|sleep|diet\w*|nutrition|calories|wellness|well-?being|meditation)\b/i,
  ],
  [
    /^political/i,
    /\b(?:elections?|politicians?|legislators?|lawmakers?|parliament\w*|congress\w*|senators?|ballots?|voting\s+records?)\b/i,
  ],
];
const ART9_ALL = new RegExp(ART9.source, 'gi');
const inOwnDomain = (s: string, reviewed: string) =>
  [...s.matchAll(ART9_ALL)].every((m) => OWN_DOMAIN.some(([kind, domain]) => kind.test(m[0]) && domain.test(reviewed)));
const REFUSED =
  /\b(?:not|never|no|don't|avoid|redact\w*|mask\w*|strip\w*|remov\w*|exclud\w*|omit\w*|unless|only\s+(?:when|if|after)\s+(?:the\s+user|they)\s+(?:asks?|tells?|requests?|says?|wants?))\b/i;

/** A special-category trait inferred or stored as a person's tag, or null. `reviewed` is the tool's text. */
export function sensitiveTraits(s: string, reviewed = ''): string | null {
  const kinds = new Set([...s.matchAll(SPECIAL)].map((m) => m[0].toLowerCase().slice(0, 5)));
  if (!kinds.size || REFUSED.test(s)) return null;
  const kept = KEPT_ON_PERSON.exec(s);
  if (!kept || !PERSON.test(s)) return null;
  // Stored, not inferred: a tag or a segment, or a record only where the tool keeps such
  // records ("saves the patient's medical history to their profile" on a clinic's tool).
  const ownRecord = !TAGGED.test(s.slice(kept.index)) && CARE_DOMAIN.test(reviewed);
  const alone = ART9.test(s) && !CARE_DOMAIN.test(reviewed) && !SPECIAL_ANY.test(reviewed) && !inOwnDomain(s, reviewed);
  if (!INFER.test(s) && ((kinds.size < 2 && !alone) || ownRecord)) return null;
  return kept[0];
}

const ASKED_ABOUT =
  /\b(?:when|if|whenever)\s+(?:a|the|an)\s+(?:user|customer|admin\w*|manager|owner)\s+asks?\s+(?:about|for)\s+([^,.;:\n]{1,60})/i;
const ABOUT_PEOPLE =
  /\b(?:who|whom|people|persons?|staff|employees?|colleagues?|team|members?|users?|workload|capacity|attendance|access(?:es|ed)?|audit\w*|activity|logins?)\b/i;
const PERSON_LEVEL =
  /\bper-?(?:person|employee|colleague|staff(?:\s+member)?|worker|head)\b|\b(?:name|list|identify|flag|single\s+out|rank|point\s+out|call\s+out)\w*\s+(?:the\s+)?(?:people|persons|colleagues|employees|staff|users|members|workers|individuals|team\s+members)\s+(?:whose|who)\b|\bwhich\s+(?:colleague|employee|person|staff\s+member|co-?worker|team\s+member)s?\b/i;
const OFFERED = /\b(?:offer|add|include|attach|suggest|append|build|send|show|also)\w*\b/i;

/** A person-level report offered when the user asked about something other than people, or null. */
export function unaskedPersonReport(s: string): string | null {
  const asked = ASKED_ABOUT.exec(s);
  if (!asked || ABOUT_PEOPLE.test(asked[1]!)) return null;
  const rest = s.slice(asked.index + asked[0].length);
  const who = PERSON_LEVEL.exec(rest);
  if (!who || !OFFERED.test(rest.slice(0, who.index + who[0].length))) return null;
  return `${asked[0]} … ${who[0]}`;
}

const BULK =
  /\b(?:every|each|all)\s+(?:(?:of\s+)?(?:the|their|its)\s+)?(?:[\w-]{1,40}\s+)?(?:followers?|users?|members?|contacts?|customers?|subscribers?|profiles?|ids?|accounts?|people|attendees|employees|patients|students|friends)\b|\bin\s+bulk\b/i;
const PROFILE_DATA =
  /\b(?:(?:display\s+|full\s+|real\s+)?names?|profiles?|pictures?|photos?|avatars?|e-?mails?|phone\s+numbers?|addresses|birthdays?|status\s+messages?|languages?|locations?|bios?)\b/i;
const SENT_OUT =
  /\b(?:push|send|post|forward|upload|share|export|sync|hand|deliver|transfer)\w*\b[^.;\n]{0,40}?\bto\s+(?:the\s+|an?\s+|our\s+)?(?:(?:[\w-]{1,40}\s+){0,2}?(?:partners?|third[- ]part(?:y|ies)|advertis\w*|brokers?|outside|external|audience\w*|marketing|sponsors?|affiliates?|vendors?)\b|[\w-]{1,40}[-\s](?:partners?|brokers?|advertisers?)\b|(?:[\w-]{1,40}\s+){0,2}?(?:user|account|id|channel|group|chat|room)\s+(?=[\w-]{0,63}\d)[A-Za-z0-9_-]{16,64}\b)/i;
const USERS_OWN =
  /\b(?:the\s+user(?:'s)?\s+(?:own|connected|chose|picked|named|configured|set\s+up)|(?:they|the\s+user)\s+(?:connected|chose|picked|named|configured))\b/i;

/** Profiles gathered in bulk and sent to a partner or a fixed outside account, or null. */
export function bulkProfilesOut(s: string): string | null {
  const bulk = BULK.exec(s);
  const out = bulk ? SENT_OUT.exec(s) : null;
  if (!out || !PROFILE_DATA.test(s) || USERS_OWN.test(s)) return null;
  return negatedBefore(s, out.index) ? null : `${bulk![0]} … ${out[0]}`;
}
