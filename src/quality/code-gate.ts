// The code gate: when the tool's source was read (src/consistency/), what its code does
// bounds what a candidate may say. Three families, each decided from the effect classes the
// reader found, never from a server's words:
//  - code-contradicts-claim: a safety property the code contradicts ("read-only", "does
//    not modify", "non-destructive", "no network" while the bundle writes, deletes or calls
//    out). Held even when the current text claims it too: the optimizer must not keep a
//    claim the code disproves (a person fixes the current text; the tool page shows why).
//  - drops-code-disclosure: the current text discloses an effect class the code has
//    (consistency/disclose.ts) and the candidate no longer does.
//  - claims-missing-capability: a capability the bundle shows no sign of (deletes or
//    writes with no effect at all, fetches a URL with no network call, runs a command
//    with no process call). New claims only, and only these general word families: a
//    static reading can miss a dynamic call, so this errs toward passing.
// Quoted text ("Typical requests: …") is a user's words, not the tool's claim: left out.
import { withoutQuotes } from '../consistency/quotes.ts';
import { disclosesEffect } from '../consistency/disclose.ts';
import type { CodeEvidence, EffectClass } from '../consistency/types.ts';
import { safetyClaims, type ToolAnnotations } from './disclosure.ts';
import { describe, type Finding, type GateFinding, quote } from './injection.ts';
import { normalizeText } from './normalize.ts';

/** What the gate reads of a tool's stored code facts. */
export interface CodeFactsForGate {
  effects: { class: EffectClass; evidence: CodeEvidence[] }[];
}

const WRITES: EffectClass[] = ['fs_write', 'fs_delete', 'db_write'];
/** Which effect classes contradict each safety claim (disclosure.ts names the claims). */
const CONTRADICTED_BY: Record<string, EffectClass[]> = {
  'read-only': WRITES,
  'no side effects': WRITES,
  'does not modify anything': WRITES,
  'non-destructive': ['fs_delete'],
  'no network': ['network'],
};
/** "No network" in its general forms; the disclosure gate's private/local family is broader. */
const NO_NETWORK =
  /\b(?:no|without(?:\s+any)?)\s+(?:network|internet)(?:\s+(?:access|calls?|requests?|connections?))?\b|\b(?:works?|runs?)\s+(?:entirely\s+|fully\s+|completely\s+)?(?:offline|locally)\b|\blocal(?:ly)?\s+only\b|\b(?:never|does\s+not|doesn'?t|will\s+not|won'?t)\s+(?:\w+\s+)?(?:connect|call\s+out|send\s+(?:any\s+)?data|contact\s+(?:any|external))\b|\bno\s+data\s+(?:is\s+)?(?:sent|leaves)\b/i;

const ANY: EffectClass[] = ['fs_write', 'fs_delete', 'network', 'process', 'db_write', 'state'];
/** Capabilities a candidate may claim only if the bundle has one of these classes. */
const CAPABILITIES: { claim: string; re: RegExp; needs: EffectClass[] }[] = [
  {
    claim: 'deletes',
    re: /\b(?:delet(?:e|es|ing)|eras(?:e|es|ing)|purg(?:e|es|ing)|permanently\s+remov(?:e|es|ing))\b/gi,
    needs: ANY,
  },
  {
    claim: 'writes',
    re: /\b(?:writ(?:e|es|ing)|sav(?:e|es|ing)|overwrit(?:e|es|ing)|modif(?:y|ies|ying)|updat(?:e|es|ing))\s+(?:\w+\s+){0,2}?(?:files?|director(?:y|ies)|folders?|disk|records?|rows?|database|tables?)\b/gi,
    needs: ANY,
  },
  {
    claim: 'calls the network',
    re: /\b(?:fetch(?:es|ing)?|download(?:s|ing)?)\s+(?:\w+\s+){0,2}?(?:urls?|web\s*pages?|websites?|pages?\s+from\s+the\s+web)\b|\bsend(?:s|ing)?\s+(?:an?\s+|the\s+)?(?:e-?mails?|http\s+requests?|sms|webhooks?)\b|\bcall(?:s|ing)?\s+(?:an?\s+|the\s+)?(?:external|remote|web|rest|http)\s+(?:\w+\s+)?(?:apis?|services?|endpoints?)\b/gi,
    needs: ['network', 'process'],
  },
  {
    claim: 'runs commands',
    re: /\b(?:run(?:s|ning)?|execut(?:e|es|ing)|spawn(?:s|ing)?)\s+(?:an?\s+|the\s+|any\s+)?(?:shell\s+|system\s+|terminal\s+)?(?:commands?|scripts?|programs?|processes|subprocess(?:es)?)\b/gi,
    needs: ['process'],
  },
];

export interface CodeGateInput {
  candidate: string;
  current: string;
  annotations?: ToolAnnotations | undefined;
  facts: CodeFactsForGate;
}

export function checkCodeFacts(i: CodeGateInput): GateFinding {
  const cand = unquoted(i.candidate);
  const cur = unquoted(i.current);
  const has = new Map(i.facts.effects.map((e) => [e.class, e]));
  const findings: Finding[] = [
    ...contradictedClaims(cand, has),
    ...droppedDisclosures(cand, cur, i.annotations ?? {}, has),
    ...missingCapabilities(cand, cur, has),
  ];
  if (findings.length) return { passed: false, reason: describe(findings), findings };
  const classes = [...has.keys()];
  return {
    passed: true,
    reason: classes.length
      ? `consistent with what the code does (${classes.join(', ')})`
      : 'consistent with the code, which shows no side effect',
  };
}

type Effects = Map<EffectClass, CodeFactsForGate['effects'][number]>;

function contradictedClaims(cand: string, has: Effects): Finding[] {
  const claims = safetyClaims(cand);
  if (NO_NETWORK.test(cand)) claims.add('no network');
  const out: Finding[] = [];
  for (const claim of claims) {
    const against = (CONTRADICTED_BY[claim] ?? []).filter((c) => has.has(c));
    if (against.length)
      out.push({
        family: 'code-contradicts-claim',
        detail: `claims "${claim}", but the code has ${against.map((c) => seen(has.get(c)!)).join(', ')}`,
      });
  }
  return out;
}

function droppedDisclosures(cand: string, cur: string, a: ToolAnnotations, has: Effects): Finding[] {
  const out: Finding[] = [];
  for (const [cls, e] of has)
    if (disclosesEffect(cur, cls, a) && !disclosesEffect(cand, cls, a))
      out.push({
        family: 'drops-code-disclosure',
        detail: `no longer discloses ${seen(e)}, which the current text does`,
      });
  return out;
}

function missingCapabilities(cand: string, cur: string, has: Effects): Finding[] {
  const out: Finding[] = [];
  for (const c of CAPABILITIES) {
    const inCand = cand.match(c.re) ?? [];
    if (inCand.length <= (cur.match(c.re)?.length ?? 0) || c.needs.some((n) => has.has(n))) continue;
    out.push({
      family: 'claims-missing-capability',
      detail: `claims it ${c.claim} (${quote(inCand.at(-1)!)}), but the code has no ${c.needs.length === ANY.length ? 'side effect' : c.needs.join(' or ')} call`,
    });
  }
  return out;
}

/** An effect class with where the code shows it, for a reason a reviewer can check. */
function seen(e: CodeFactsForGate['effects'][number]): string {
  const at = e.evidence[0];
  return at ? `${e.class} (${at.call} at ${at.file}:${at.line})` : e.class;
}

/** The text normalized as the other gates read it, without quoted requests. */
function unquoted(text: string): string {
  return withoutQuotes(normalizeText(text).text).trim();
}
