// The injection gate: a description is read by the model as instructions, so a candidate
// may not steer the model, hide text, point at new places, name secret stores, carry
// secrets or encoded payloads, or give instructions about other tools. It stops families
// (./poisoning/families.ts), not strings: both texts are normalized first (NFKC,
// confusables, invisible characters stripped and flagged; ./normalize.ts), and a family
// blocks when the candidate matches it more often than the tool's reviewed text does. So
// a server whose reviewed text legitimately says "NEVER use the REPL tool" may keep that
// sentence, but a candidate may not add one more instruction of the kind. Only the
// reviewed (published) text excuses anything: trace text is attacker-controlled and never
// justifies a URL or a claim. "Do not use for X (use Y)" — guidance about this tool
// naming the alternative — is allowed, and so is "for X, use Y instead" when Y is another
// tool of the same server (./poisoning/sibling.ts).
import { createRedactor } from '../privacy/redact.ts';
import { normalizeText, type Normalized } from './normalize.ts';
import { FAMILIES } from './poisoning/families.ts';
import { siblingPreferenceOut } from './poisoning/sibling-preference.ts';
import { storePointerOut } from './poisoning/store-pointer.ts';
import { languageSwitch } from './poisoning/language-switch.ts';
import { destinations } from './poisoning/destinations.ts';
import { MEANING_FAMILIES } from './poisoning/meaning.ts';
import { joinedFindings } from './poisoning/joined-read.ts';
import { hiddenStandingGrant } from './poisoning/access-widening.ts';
import { quotedRequests, requestsApart, speakersRequest } from './quotations.ts';
import { guardedSecretsOut } from './poisoning/guarded-secrets.ts';
import { keptSecretsOut } from './poisoning/kept-secret.ts';
import { warnedCodeOut } from './poisoning/warned-code.ts';
import { addedSentences, addedWindows, sentences, withJoinedRows } from './poisoning/sentences.ts';
import { ungrounded } from './poisoning/grounding.ts';
import { schemaFields, type SchemaFields } from './poisoning/schema-context.ts';
import { newLocators } from './poisoning/urls.ts';

export interface Finding {
  /** The family of attack, named in the reason: "tool-shadowing", "url", … */
  family: string;
  /** What was found, quoted from the normalized candidate. */
  detail: string;
}

export interface GateFinding {
  passed: boolean;
  reason: string;
  /** Each family a blocking gate found (absent when it passes). */
  findings?: Finding[];
}

export interface PoisoningInput {
  candidate: string;
  /** The tool's reviewed (published) text: the only thing that excuses a URL or a claim. */
  reviewed: string;
  /** For the optimizer's own candidates: what it was shown, which every new entity must come from. */
  grounding?: { schema: string; evidence: string } | undefined;
  /**
   * What the meaning scorer (./poisoning/intent-scorer.ts) found in the added sentences,
   * computed ahead (embedding is async). Absent: the rules decide alone (mode "rules").
   */
  intent?: IntentResult | undefined;
  /**
   * The other tools of the same server in the catalogue: scoped advice naming one ("for
   * X, use Y instead") is not a redirect (./poisoning/sibling.ts). Absent: no sibling is known.
   */
  siblings?: readonly string[] | undefined;
  /**
   * The tool's input schema (JSON Schema), when known: a sentence documenting a field for
   * the data it takes is not exfiltration, and a documented field the schema lacks that
   * asks for user data is (./poisoning/schema-context.ts). Absent: no field is known.
   */
  schema?: unknown;
}

/** The meaning scorer's part of the gate: the model that read the text, and what it found. */
export interface IntentResult {
  model: string;
  findings: Finding[];
}

/** How many findings a reason spells out; the rest are counted. */
const REASON_FINDINGS = 4;

export function checkInjection(i: PoisoningInput): GateFinding {
  const cand = normalizeText(i.candidate);
  const rev = normalizeText(i.reviewed);
  // The rules read a table row's cells as cells and, joined, as the sentence they may spell.
  const [candRows, revRows] = [withJoinedRows(cand.text), withJoinedRows(rev.text)];
  const fields = schemaFields(i.schema);
  const findings = [
    ...hiddenFindings(cand, rev),
    ...patternFindings(storePointerOut(siblingPreferenceOut(candRows, i.siblings), revRows, i.siblings), revRows),
    ...meaningFindings(candRows, revRows, i.siblings, fields),
    // The stored input schema is reviewed surface too: a URL its descriptions give ("e.g.
    // https://docs.acme.io") is excused like one in the reviewed text.
    ...locatorFindings(cand.text, i.schema ? `${rev.text}\n${JSON.stringify(i.schema)}` : rev.text, i.siblings),
    ...paddingFindings(i.candidate, i.reviewed),
    ...secretFindings(fieldNamesOut(cand.text, fields), fieldNamesOut(rev.text, fields)),
    ...groundingFindings(cand.text, rev.text, i.grounding),
    ...(i.intent?.findings ?? []),
  ];
  const mode = i.intent ? `rules and meaning (${i.intent.model})` : 'rules only';
  if (!findings.length)
    return {
      passed: true,
      reason: `no instruction to the model, hidden or encoded text, secret store, other tool, new URL or secret; read by ${mode}`,
    };
  return { passed: false, reason: describe(findings), findings };
}

export function describe(findings: Finding[]): string {
  const shown = findings.slice(0, REASON_FINDINGS).map((f) => `${f.family}: ${f.detail}`);
  if (findings.length > REASON_FINDINGS) shown.push(`and ${findings.length - REASON_FINDINGS} more`);
  return shown.join('; ');
}

export function quote(s: string, max = 80): string {
  const flat = s.replace(/\s+/g, ' ').trim();
  return `"${flat.length > max ? flat.slice(0, max - 1) + '…' : flat}"`;
}

function hiddenFindings(cand: Normalized, rev: Normalized): Finding[] {
  const out: Finding[] = [];
  if (cand.hidden.length > rev.hidden.length) {
    const kinds = [...new Set(cand.hidden.map((h) => h.kind))].join(', ');
    const points = [...new Set(cand.hidden.map((h) => h.codePoint))].slice(0, 4).join(' ');
    const smuggled = cand.smuggled && cand.smuggled !== rev.smuggled ? `, hiding the text ${quote(cand.smuggled)}` : '';
    out.push({
      family: 'invisible-characters',
      detail: `${cand.hidden.length} invisible character(s) (${kinds}: ${points})${smuggled}`,
    });
  }
  const known = new Set(rev.mixedScript);
  const mixed = cand.mixedScript.filter((w) => !known.has(w));
  if (mixed.length)
    out.push({
      family: 'homoglyphs',
      detail: `word(s) mixing Latin letters with look-alikes from another script: ${mixed
        .slice(0, 3)
        .map((w) => quote(w))
        .join(', ')}`,
    });
  return out;
}

function matches(re: RegExp, text: string): string[] {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
  return [...text.matchAll(g)].map((m) => m[0]);
}

/** A family blocks when any of its patterns matches the candidate more often than the reviewed text. */
export function countedFindings(
  families: { family: string; what: string; patterns: RegExp[] }[],
  cand: string,
  rev: string,
): Finding[] {
  const out: Finding[] = [];
  for (const f of families) {
    for (const re of f.patterns) {
      const inCand = matches(re, cand);
      const inRev = matches(re, rev);
      if (inCand.length <= inRev.length) continue;
      const known = new Set(inRev.map((m) => m.toLowerCase()));
      const shown = inCand.find((m) => !known.has(m.toLowerCase())) ?? inCand[inCand.length - 1]!;
      out.push({ family: f.family, detail: `${f.what}: ${quote(shown)}` });
      break;
    }
  }
  return out;
}

// A public key file (id_ed25519.pub) is not a secret store; only a check for ".pub" first,
// so hostile text pays nothing.
const publicKeys = (t: string) => (t.includes('.pub') ? t.replace(/[\w~/.+-]{1,100}\.pub(?![\w-])/g, 'pubfile') : t);

function patternFindings(cand: string, rev: string): Finding[] {
  // Advice that keeps a secret out of the model's output hides nothing (./poisoning/kept-secret.ts).
  const out = (t: string) => keptSecretsOut(guardedSecretsOut(warnedCodeOut(publicKeys(t))));
  return countedFindings(FAMILIES, out(cand), out(rev));
}

/**
 * The meaning families (./poisoning/meaning.ts) on what the candidate adds, one sentence
 * or two at a time. A family the reviewed text already shows as often is excused, as
 * for the pattern families; new destinations and language switches are read the same way.
 */
export function meaningFindings(
  candText: string,
  revText: string,
  siblingNames?: readonly string[],
  fields?: SchemaFields,
): Finding[] {
  const siblings = new Set((siblingNames ?? []).map((n) => n.toLowerCase()));
  // Typographic apostrophes read as plain ones ("user’s" is "user's").
  const cand = candText.replace(/[’ʼ]/g, "'");
  const rev = revText.replace(/[’ʼ]/g, "'");
  const revLow = rev.toLowerCase();
  const windows = addedWindows(cand, rev);
  const out: Finding[] = [];
  const revSentences = sentences(rev);
  const candSentences = sentences(cand);
  const requests = quotedRequests(cand);
  const apart = requestsApart(cand);
  const ownWindows = apart.requests.length ? addedWindows(apart.own, rev) : [];
  for (const f of MEANING_FAMILIES) {
    let shown: string | null = null;
    let at = '';
    for (const w of windows) {
      // A quoted "Tell me …" is a user's request, which is what an example is (../quotations.ts).
      if (f.family === 'addressed-to-model' && speakersRequest(w, requests)) continue;
      shown = f.test(w, revLow, siblings, fields);
      if (shown) {
        at = w;
        break;
      }
    }
    if (!shown) continue;
    const reads = (t: string) => !!f.test(t, revLow, siblings, fields);
    if (apart.requests.length && !readApart(apart, ownWindows, reads, f.family)) continue;
    const inRev = revSentences.filter((s) => f.test(s, revLow, siblings, fields)).length;
    const inCand = candSentences.filter((s) => f.test(s, revLow, siblings, fields)).length;
    if (inCand <= inRev && candSentences.includes(at)) continue;
    out.push({ family: f.family, detail: `${f.what}: ${quote(shown)} in ${quote(at, 120)}` });
  }
  const added = addedSentences(cand, rev);
  const dest = destinations(added.join('\n')).find((d) => !d.words.some((w) => revLow.includes(w)));
  if (dest)
    out.push({
      family: 'new-destination',
      detail: `sends data somewhere the reviewed text does not: ${quote(dest.phrase)}`,
    });
  const sw = languageSwitch(added, rev);
  if (sw) out.push({ family: 'language-switch', detail: sw });
  // Sentences cut at a docstring's line breaks, and a false erasure, read on the added text joined.
  const found = new Set(out.map((f) => f.family));
  for (const j of joinedFindings(added, rev, found))
    out.push({ family: j.family, detail: `${j.what}: ${quote(j.shown)} in ${quote(j.at, 120)}` });
  // A hidden standing grant split over wrapped lines is read on the added text joined.
  const grant = out.some((f) => f.family === 'access-widening') ? null : hiddenStandingGrant(added.join(' '));
  if (grant && !hiddenStandingGrant(rev))
    out.push({ family: 'access-widening', detail: `adds to who may see or edit, kept from the user: ${quote(grant)}` });
  return out;
}

/**
 * Whether a family is found with the users' quoted requests read apart from the description's
 * words: in the text without them, or in one of them read whole (a user's "Tell me …" is no
 * order to the model). Found only where a request meets the next sentence, it is neither's.
 */
function readApart(
  apart: { requests: string[] },
  ownWindows: string[],
  reads: (t: string) => boolean,
  family: string,
): boolean {
  const spoken = (r: string) => family === 'addressed-to-model' && speakersRequest(r, apart.requests);
  return ownWindows.some(reads) || apart.requests.some((r) => !spoken(r) && reads(r));
}

function locatorFindings(cand: string, rev: string, siblings?: readonly string[]): Finding[] {
  const added = newLocators(cand, rev, siblings);
  if (!added.length) return [];
  const shown = added.slice(0, 3).map((l) => `${l.kind} ${quote(l.text, 60)}`);
  return [{ family: 'url', detail: `points somewhere the reviewed text does not: ${shown.join(', ')}` }];
}

function groundingFindings(cand: string, rev: string, g: PoisoningInput['grounding']): Finding[] {
  if (!g) return [];
  const added = addedSentences(cand, rev).join('\n');
  const missing = ungrounded(added, { reviewed: rev, schema: g.schema, evidence: g.evidence });
  if (!missing.length) return [];
  const shown = missing.slice(0, 3).map((m) => `${m.kind} ${quote(m.text, 40)}`);
  return [
    {
      family: 'ungrounded',
      detail: `names what neither the reviewed text, the schema nor the evidence holds: ${shown.join(', ')}`,
    },
  ];
}

// Whitespace padding pushes a payload below what a UI shows while the model reads on.
const PADDING = /(?:[ \t\u00a0]*\n){6,}|[ \t\u00a0\u2000-\u200a\u3000]{30,}/g;

function paddingFindings(cand: string, rev: string): Finding[] {
  const c = cand.match(PADDING)?.length ?? 0;
  const r = rev.match(PADDING)?.length ?? 0;
  return c > r
    ? [{ family: 'padding', detail: "a long run of blank lines or spaces that can push text out of a reviewer's view" }]
    : [];
}

// "token: it stops working" is prose, not an assignment: a short plain word after the colon
// is not a secret value.
const PROSE_ASSIGNMENT =
  /\b((?:api[_ ]?)?(?:token|key|password|passwd|passphrase|passcode|secret)s?)\s*[:=]\s*(?=[a-z]{1,10}\b(?:[\s.,;]|$))/gi;
// "The access token is attached by the server", "the password is never stored": what is done to
// a secret, a participle or a denial after "is", not its value ("the password is hunter2").
const PROSE_STATE =
  /\b((?:api[_ ]?)?(?:token|key|password|passwd|passphrase|passcode|secret)s?)\s+(?=(?:is|are|was|were)\s+(?:not|never|[a-z]{2,}(?:ed|en))\b)/gi;

/**
 * The text with each backticked name of a schema field read as the word "field": in "with a
 * password: `filename` is the document" the name after the colon is the parameter documented,
 * not a value, and no literal secret can be the name of a field the reviewed schema has.
 */
function fieldNamesOut(text: string, fields: SchemaFields | undefined): string {
  if (!fields?.size || !text.includes('`')) return text;
  return text.replace(/`([A-Za-z_][\w.-]{0,60})`/g, (m, name: string) =>
    fields.has(name.toLowerCase()) ? 'field' : m,
  );
}

function secretFindings(cand: string, rev: string): Finding[] {
  const kinds = (text: string) => {
    const counts = new Map<string, number>();
    // An international phone number ("+4915112345678") is a place, the url family's, not a card number.
    const phonesOut = text.replace(/(?<![\w+])\+\d[\d\s().-]{6,18}\d\b/g, 'phone');
    createRedactor().redactString(phonesOut.replace(PROSE_ASSIGNMENT, '$1 — ').replace(PROSE_STATE, '$1 — '), counts);
    counts.delete('email'); // addresses are the url family's
    return counts;
  };
  const c = kinds(cand);
  const r = kinds(rev);
  const added = [...c].filter(([k, n]) => n > (r.get(k) ?? 0)).map(([k]) => k);
  return added.length
    ? [{ family: 'secret-literal', detail: `contains what looks like a secret (${added.join(', ')})` }]
    : [];
}
