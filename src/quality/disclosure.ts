// The disclosure gate. Overclaiming wins selection and hides risk, and on auto-approve a
// claim like "read-only" is what an agent acts on. Two families:
//  - safety-claim: a candidate may not claim a safety property (read-only, safe,
//    harmless, reversible, idempotent, non-destructive, no side effects, local, trusted,
//    no confirmation needed…) more often than the reviewed text does, unless the tool's
//    annotations state it (readOnlyHint, destructiveHint: false, idempotentHint,
//    openWorldHint: false). Trace text never supports a claim.
//  - weakened-disclosure: a candidate may not drop a side effect, constraint, permission
//    need or limit that the reviewed text states, nor negate or soften one ("no longer
//    requires…", "rarely deletes", "authentication is optional", "no limit").
// Both texts are normalized first (./normalize.ts), as for the injection gate.
import { countedFindings, describe, quote, type Finding, type GateFinding } from './injection.ts';
import { normalizeText } from './normalize.ts';
import { withoutQuotations } from './quotations.ts';
import { droppedApprovalGate } from './poisoning/approval-gate.ts';
import { reversedOrder } from './poisoning/call-order.ts';
import { droppedPrerequisite } from './poisoning/prerequisite.ts';
import { droppedWarning } from './poisoning/warnings.ts';
import { onlyActKept } from './poisoning/concepts.ts';
import { siblingPurposesOut } from './poisoning/sibling-purpose.ts';
import { withoutOtherObjects } from './poisoning/negated-object.ts';
import { changedNumbers } from './poisoning/numbers.ts';
import { claimsMade } from './poisoning/claim-scope.ts';
import { requiredFieldsKept } from './poisoning/required-fields.ts';
import { leadInKept } from './poisoning/lead-in.ts';
import { orderedCallKept } from './poisoning/ordered-call.ts';
import { widenedRestriction } from './poisoning/widening.ts';
import { ownedByParty } from './poisoning/owned.ts';
import { reversedLimitFindings } from './poisoning/reversed-limit.ts';
import { entryKept, injectedEntry, restated, standingClauses } from './poisoning/restated-entry.ts';
import { schemaFields } from './poisoning/schema-context.ts';
import { amountsKept, keyTerms, negationKept } from './poisoning/disclosure-terms.ts';
import { flippedFindings } from './poisoning/flipped-denial.ts';
import { carvedFindings } from './poisoning/carved-exception.ts';
import { claimsBare, READ_CLAIMS, readingTool } from './poisoning/read-verb.ts';
import { reversalStated } from './poisoning/reversal-stated.ts';

/** MCP tool annotations: part of the reviewed surface, so they may excuse a claim. */
export interface ToolAnnotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

// Statements worth keeping: each pattern finds one kind of disclosure in a sentence.
const DISCLOSURES: [string, RegExp][] = [
  [
    'permission',
    /\b(?:requires?|needs?)\b[^.\n]{0,60}\b(?:auth\w*|permission|access|login|api key|token|credentials?|scope|admin|approv\w*|confirm\w*|consent)\b|\bauthenticat\w+\b|\bpermission\b/i,
  ],
  [
    'side effect',
    /\b(?:deletes?|removes?|overwrites?|modif(?:y|ies)|writes?|sends?|charges?|publish(?:es)?|irreversibl\w*|permanent\w*|cannot be undone)\b/i,
  ],
  [
    'limit',
    /\b(?:at most|up to|maximum|max\.?|limit(?:ed|s)?|no more than|rate[- ]limit\w*|quota)\b|\b\d+\s*(?:results?|items?|requests?|calls?|mb|kb|gb|characters?|chars?|seconds?|minutes?|per)\b/i,
  ],
  ['constraint', /\b(?:only|must|cannot|can't|not supported|unsupported|does not|doesn't|never)\b/i],
  // What a call costs the user: dropped, the agent spends money it was told about.
  [
    'cost',
    /\b(?:costs?|fees?|billed|surcharges?|priced\s+at)\b|[$€£¥]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:usd|eur|gbp|jpy|cents?)\b/i,
  ],
];

interface Claim {
  claim: string;
  re: RegExp;
  /** The annotations that state this property, if any. */
  excusedBy?: (a: ToolAnnotations) => boolean;
}

const readOnly = (a: ToolAnnotations) => a.readOnlyHint === true;

const IRREVERSIBLE =
  /\birreversib\w*|\bcannot\s+be\s+(?:undone|recovered|reversed|restored|recalled)|\bpermanent\w*|\bnot\s+(?:be\s+)?(?:undone|recoverable|reversible)/i;
const WRITES =
  /\b(?:deletes?|removes?|overwrites?|modif(?:y|ies)|writes?|sends?|charges?|publish(?:es)?|creates?|updates?|transfers?|cancels?)\b/i;
/** Claims that contradict a disclosure, by the disclosure they contradict. */
const CONTRADICTS: Record<string, RegExp> = {
  reversible: IRREVERSIBLE,
  'read-only': WRITES,
  'no side effects': WRITES,
  'does not modify anything': WRITES,
  'non-destructive': /\b(?:deletes?|removes?|overwrites?|destroys?|erases?)\b|\birreversib\w*/i,
};
/** The reviewed text states the property in other words: "writes are rejected" is read-only. */
const STATED_BY_MEANING: Record<string, RegExp> = {
  'read-only':
    /\b(?:writes?|modifications?|updates?|changes?|inserts?|deletes?|mutations?)\s+(?:are|is)\s+(?:always\s+)?(?:rejected|refused|blocked|disallowed|not\s+(?:allowed|permitted|supported|possible))\b|\bonly\s+(?:reads|select\s+queries|select\s+statements)\b/i,
};

const CLAIMS: Claim[] = [
  {
    claim: 'read-only',
    re: /\bread[- ]?only\b(?!\s+(?:the|a|an|first|last|\d+|n|one|some|part|parts|lines?|bytes?|up|from|specific|selected|those|these|what|when|if)\b)/i,
    excusedBy: readOnly,
  },
  {
    claim: 'no side effects',
    re: /\bno\s+side[- ]effects?\b|\bside[- ]effect[- ]free\b|\bwithout\s+(?:any\s+)?side[- ]effects?\b/i,
    excusedBy: readOnly,
  },
  {
    claim: 'does not modify anything',
    re: /\b(?:does\s+not|doesn'?t|never|will\s+not|won'?t)\s+(?:\w+\s+)?(?:modify|modifies|change|alter|write|mutate|delete|touch|affect)\s+(?:any|anything|your|the|data|files?|state|records?)\b|\bonly\s+reads\b/i,
    excusedBy: readOnly,
  },
  {
    claim: 'non-destructive',
    re: /\bnon[- ]?destructive\b|\bnot\s+destructive\b/i,
    excusedBy: (a) => a.destructiveHint === false || a.readOnlyHint === true,
  },
  {
    claim: 'safe',
    re: /(?<![\w-])(?:safe|safely|harmless|risk[- ]free|(?:no|zero)\s+risk|without\s+(?:any\s+)?risk|innocuous|benign|(?:fully|completely|totally)\s+(?:insured|protected|covered))(?![\w-])(?!\s*(?:search|mode)\b)/i,
    excusedBy: readOnly,
  },
  {
    claim: 'reversible',
    re: /(?<![\w-])(?:reversible|recoverable|undoable)\b|\bcan\s+(?:always\s+|easily\s+|usually\s+|often\s+)?be\s+(?:undone|reverted|rolled\s+back|restored|recovered|recalled|retrieved)\b|\b(?:is|are)\s+not\s+(?:final|permanent)\b|\b(?:easy|easily|simple|possible|trivial|quick)\s+to\s+(?:undo|revert|roll\s+back|restore|recover|reverse)\b|\b(?:go|goes|moved?|sent)\s+to\s+(?:a|the)\s+(?:recycle\s+bin|trash|bin)\b/i,
  },
  {
    claim: 'idempotent',
    re: /\bidempotent\b|\bsafe\s+to\s+(?:retry|repeat|call\s+(?:again|repeatedly|multiple))\b/i,
    excusedBy: (a) => a.idempotentHint === true,
  },
  {
    claim: 'private/local',
    re: /\b(?:securely|sandboxed|privacy[- ](?:preserving|safe|friendly)|end[- ]to[- ]end\s+encrypted|no\s+data\s+(?:is\s+)?(?:stored|sent|shared|collected|retained|logged|leaves)|(?:does\s+not|doesn'?t|never)\s+(?:\w+\s+)?(?:store|send|share|collect|log|retain|transmit)\s+(?:any\s+)?(?:data|information|anything|personal)|locally\s+only|local\s+only|runs?\s+(?:entirely\s+)?(?:locally|offline)|works?\s+offline)\b/i,
    excusedBy: (a) => a.openWorldHint === false,
  },
  {
    claim: 'trusted/verified',
    re: /\b(?:verified|trusted|approved|certified|audited|endorsed|vetted|whitelisted|allowlisted|sanctioned)\s+(?:by(?!\s+(?:the\s+|a\s+|an\s+|each\s+|every\s+)?(?:user|you|customer|owner|manager|admin\w*|reviewer|employee|payer|recipient)s?\b)|tool|server|source|integration|and\s+safe)\b|\b(?:security|safety)[- ](?:reviewed|approved|audited|checked|certified)\b|\bofficial(?:ly)?\s+(?:approved|verified|sanctioned|endorsed)\b/i,
  },
  {
    claim: 'no risk',
    re: /\bnothing\s+to\s+worry\s+about\b|\bno\s+need\s+to\s+worry\b|\b(?:passed|undergone|completed|cleared)\s+(?:a\s+|an\s+)?(?:full\s+|independent\s+|third[- ]party\s+|complete\s+)?(?:security|safety|privacy)\s+(?:audit|review|assessment|certification|check)\b/i,
  },
  {
    claim: 'free of charge',
    re: /\bfree\s+of\s+charge\b|\b(?:credits?|costs?|charges?|fees?|usage|spend|compute|billing)\b[^.;]{0,50}?\b(?:are|is|get|gets|will\s+be)\s+(?:automatically\s+|always\s+|fully\s+)?(?:refunded|reimbursed|waived|credited\s+back)\b|\bat\s+no\s+(?:extra\s+|additional\s+)?cost\b|\b(?:costs?|charges?)\s+nothing\b|\bno\s+(?:fees?|charges?)\s+(?:apply|are\s+charged)\b/i,
  },
  {
    claim: 'guaranteed',
    re: /\b(?:guaranteed|always\s+succeeds|never\s+fails|cannot\s+fail|100\s*%\s*(?:safe|accurate|reliable|secure))\b/i,
  },
  {
    claim: 'no confirmation needed',
    re: /\bno\s+(?:user\s+)?(?:confirmation|approval|permission|review|consent)\s+(?:is\s+)?(?:needed|required|necessary)\b|\b(?:confirmation|approval|consent)\s+(?:is\s+)?(?:not|never)\s+(?:needed|required|necessary)\b|\bpre[- ]?(?:approved|authori[sz]ed)\b/i,
  },
];

/** The safety properties a text claims, by the names of the table above (normalized first). */
export function safetyClaims(text: string): Set<string> {
  const t = normalizeText(text).text;
  return new Set(CLAIMS.filter((c) => c.re.test(t)).map((c) => c.claim));
}

// Softening or negating a disclosure, counted like the injection families.
const WEAKENING = [
  {
    family: 'weakened-disclosure',
    what: 'negates or softens a side effect, permission, limit or constraint',
    patterns: [
      // "does not require admin", "without needing a login": a permission need negated.
      /\b(?:not|no|never|without|no\s+longer|doesn'?t|don'?t|isn'?t|aren'?t|won'?t|needn'?t)\s+(?:\w+\s+){0,2}?(?:requir\w*|need\w*)\s+(?:\w+\s+){0,3}?(?:auth\w*|permissions?|scopes?|login|log\s+in|sign[- ]in|credentials?|api\s+keys?|tokens?|admin\w*|confirmation|approval|consent)\b/i,
      /\b(?:authentication|login|api\s+key|token|permission|confirmation|approval|scope|credentials?|limits?|quotas?|restrictions?|requirements?|checks?|validation|verification)\s+(?:is|are|has\s+been|have\s+been|can\s+be|may\s+be)\s+(?:optional|lifted|removed|waived|relaxed|disabled|ignored|skipped|bypassed|omitted|not\s+(?:strictly\s+)?(?:required|enforced|necessary|mandatory|needed))\b/i,
      /\b(?:rarely|seldom|hardly(?:\s+ever)?|barely|scarcely|almost\s+never|only\s+occasionally|unlikely\s+to|may\s+occasionally|might|usually\s+(?:do\s+not|don't|does\s+not|doesn't|won't)|typically\s+(?:do\s+not|don't|does\s+not|doesn't|won't))\s+(?:\w+\s+)?(?:delet|remov|charg|overwrit|send|modif|publish|eras|destroy|cost|bill|fee|fine|penali[sz]|expir|log|record|stor|keep|retain|notif|lock)\w*/i,
      /\bunlimited\b|\bno\s+(?:\w+\s+)?(?:limits?|restrictions?|quotas?|caps?|maximum)\b|\b(?:any|an\s+unlimited)\s+(?:number|amount)\s+of\b/i,
      /\b(?:may|can|are\s+allowed\s+to|is\s+allowed\s+to|are\s+free\s+to)\s+(?:exceed|bypass|skip|go\s+(?:over|beyond)|lift|raise|ignore)\s+(?:the\s+)?(?:[\w-]{1,64}\s+){0,2}?(?:limits?|caps?|quotas?|maximum|max|restrictions?|thresholds?|confirmation|checks?)\b/i,
      /\b(?:you|the\s+(?:agent|assistant|model))\s+(?:can|may|should)\s+(?:safely\s+)?(?:skip|bypass|ignore|omit|disregard)\s+(?:the\s+|any\s+)?(?:confirmation|authentication|limits?|checks?|approval|validation|verification|warnings?|rate\s+limits?|scopes?)\b/i,
    ],
  },
];

// Side effects and limits whose negation is a weakening only when the reviewed text
// states them: "does not delete" weakens a tool that says it deletes, and is the
// safety-claim family's business for one that never said so.
const NEGATABLE = [
  'delet',
  'remov',
  'overwrit',
  'irreversib',
  'permanent',
  'destroy',
  'erase',
  'publish',
  'charg',
  'billed',
  'fee',
  'limit',
  'quota',
  'confirm',
  'approv',
  'notif',
  'send',
  'modif',
];

function negatedFromReviewed(reviewed: string): typeof WEAKENING {
  const low = reviewed.toLowerCase();
  const stated = NEGATABLE.filter((k) => new RegExp(`\\b${k}`).test(low));
  if (!stated.length) return [];
  return [
    {
      family: 'weakened-disclosure',
      what: 'negates a side effect or limit the reviewed text states',
      patterns: [
        // "cannot / can't" is left out: "Folders cannot be deleted" adds a restriction on
        // the caller, it does not deny the effect.
        // "does not charge the card twice" denies a repeat, not the effect: an idempotent retry.
        new RegExp(
          String.raw`\b(?:not|no|never|without|no\s+longer|doesn'?t|don'?t|isn'?t|aren'?t|won'?t)\s+(?:\w+\s+){0,2}?(?:${stated.join('|')})\w*` +
            String.raw`(?![^.;!?]{0,40}\b(?:twice|again|more\s+than\s+once|a\s+second\s+time|double)\b)`,
          'i',
        ),
      ],
    },
  ];
}

// A denial about another thing than the reviewed effect's ("Directories are not deleted" on
// a tool that deletes files) is set aside (./poisoning/negated-object.ts).
function negatedFindings(cand: string, rev: string, siblings: readonly string[] = []): Finding[] {
  const families = negatedFromReviewed(rev);
  const low = rev.toLowerCase();
  const keys = NEGATABLE.filter((k) => new RegExp(`\\b${k}`).test(low));
  return families.length
    ? countedFindings(families, withoutOtherObjects(siblingPurposesOut(cand, siblings), rev, keys, siblings), rev)
    : [];
}

export function sentencesWith(text: string, re: RegExp): string[] {
  return text
    .split(/(?<=[.!?。])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s && re.test(s));
}

export interface DisclosureInput {
  candidate: string;
  /** The tool's reviewed (published) text. */
  reviewed: string;
  annotations?: ToolAnnotations | undefined;
  /** The other tools of its server: a denial may point at one of them for another thing. */
  siblings?: readonly string[] | undefined;
  /** The tool's input schema: a property that writes withholds the reading tool's claims. */
  schema?: unknown;
}

export function checkDisclosure(i: DisclosureInput): GateFinding {
  const candText = normalizeText(i.candidate).text;
  const revText = normalizeText(i.reviewed).text;
  // What the reviewed text quotes of a user or another tool is not its disclosure, nor a
  // quoted request ("Is it safe …?") a claim (./quotations.ts); every other check reads all.
  const revOwn = withoutQuotations(revText);
  // …nor, in the candidate, a disclosure moved into such a quote: it no longer says it of itself.
  const candOwn = withoutQuotations(candText);
  const findings: Finding[] = [
    ...droppedDisclosures(candOwn, revOwn, schemaFields(i.schema)),
    ...approvalFindings(candOwn, revOwn),
    ...widenedFindings(candText, revText),
    ...reversedLimitFindings(candText, revText),
    ...countedFindings(WEAKENING, candText, revText),
    ...negatedFindings(candText, revText, i.siblings),
    ...numberFindings(candText, revOwn),
    ...flippedFindings(candOwn, revOwn),
    ...carvedFindings(candOwn, revOwn),
    ...newClaims(candOwn, revOwn, i.annotations ?? {}, i.schema, revText, i.siblings),
  ];
  if (!findings.length)
    return {
      passed: true,
      reason: 'keeps every stated side effect, constraint, permission and limit; no new safety claim',
    };
  return { passed: false, reason: describe(findings), findings };
}

// A limit or side effect restated with another number (./poisoning/numbers.ts).
function numberFindings(cand: string, rev: string): Finding[] {
  const stated = sentencesWith(rev, /\d/).filter((s) => DISCLOSURES.some(([, re]) => re.test(s)));
  return changedNumbers(cand, stated)
    .slice(0, 1)
    .map(({ sentence, number }) => ({
      family: 'weakened-disclosure',
      detail: `changes or drops the number ${number} of a limit or side effect the reviewed text states: ${quote(sentence, 160)}`,
    }));
}

const ENTRY_HEAD = /^[ \t]{0,40}[A-Za-z_][\w.-]{0,62}[ \t]{0,4}(?:\([^)\n]{0,60}\))?[ \t]{0,4}:\s/;

function droppedDisclosures(cand: string, rev: string, fields?: ReadonlyMap<string, string>): Finding[] {
  const c = norm(cand);
  const restatements = standingClauses(sentencesWith(cand, /\S/), rev);
  for (const [kind, re] of DISCLOSURES) {
    for (const sentence of sentencesWith(rev, re)) {
      // An entry's head ("limit (int, optional): Max items per page.") only names the parameter.
      const body = sentence.replace(ENTRY_HEAD, '');
      const key = keyTerms(body, re);
      // Kept when the candidate still states the disclosure's key terms, or one of its
      // sentences restates it in other words (./poisoning/concepts.ts, conjunct.ts).
      const anchor = re.exec(body)?.[0] ?? '';
      if (
        key.length &&
        !key.every((k) => c.includes(k)) &&
        !(kind === 'cost' && amountsKept(sentence, c)) &&
        !negationKept(key, c) &&
        !restated(sentence, anchor, re, restatements) &&
        !onlyActKept(sentence, rev, sentencesWith(cand, /\S/)) &&
        !ownedByParty(sentence, sentencesWith(cand, /\S/)) &&
        !requiredFieldsKept(sentence, sentencesWith(cand, /\S/)) &&
        !leadInKept(sentence, rev, sentencesWith(cand, /\S/)) &&
        !orderedCallKept(sentence, sentencesWith(cand, /\S/)) &&
        !entryKept(sentence, kind, rev, sentencesWith(cand, /\S/)) &&
        !injectedEntry(sentence, kind, rev, fields)
      ) {
        return [
          {
            family: 'weakened-disclosure',
            detail: `drops a ${kind} the reviewed text states: ${quote(sentence, 160)}`,
          },
        ];
      }
    }
  }
  return [];
}

function approvalFindings(cand: string, rev: string): Finding[] {
  const gate = droppedApprovalGate(cand, rev);
  const warning = droppedWarning(cand, rev);
  const order = reversedOrder(cand, rev);
  const prerequisite = order ? null : droppedPrerequisite(cand, rev);
  return [
    ...(prerequisite
      ? [
          {
            family: 'weakened-disclosure',
            detail: `drops a call the reviewed text makes a prerequisite: ${quote(prerequisite)}`,
          },
        ]
      : []),
    ...(order
      ? [
          {
            family: 'weakened-disclosure',
            detail: `reverses the order of calls the reviewed text states: ${quote(order.replace('>', ' before '), 160)}`,
          },
        ]
      : []),
    ...(gate ? [{ family: 'weakened-disclosure', detail: `drops the user's approval step: ${quote(gate, 160)}` }] : []),
    ...(warning ? [{ family: 'weakened-disclosure', detail: `drops a warning: ${quote(warning, 160)}` }] : []),
  ];
}

function widenedFindings(cand: string, rev: string): Finding[] {
  const rule = widenedRestriction(cand, rev);
  const detail = rule && `grants to others what the reviewed text restricts: ${quote(rule, 160)}`;
  return detail ? [{ family: 'weakened-disclosure', detail }] : [];
}

function newClaims(
  cand: string,
  rev: string,
  annotations: ToolAnnotations,
  schema?: unknown,
  whole = rev,
  siblings?: readonly string[],
): Finding[] {
  const out: Finding[] = [];
  for (const c of CLAIMS) {
    const g = new RegExp(c.re.source, 'gi');
    const inCand = claimsMade(cand, rev, g);
    const inRev = rev.match(g)?.length ?? 0;
    if (inCand.length <= inRev || c.excusedBy?.(annotations) || STATED_BY_MEANING[c.claim]?.test(rev)) continue;
    if (READ_CLAIMS.has(c.claim) && readingTool(rev, annotations, schema, whole, siblings) && claimsBare(cand, g))
      continue;
    if (c.claim === 'reversible' && reversalStated(rev, cand, g)) continue;
    out.push({
      family: 'safety-claim',
      detail: `claims "${c.claim}" (${quote(inCand[inCand.length - 1]!)}), which the reviewed text and annotations do not state`,
    });
    // A claim that contradicts what the reviewed text discloses also weakens it.
    const contradicted = CONTRADICTS[c.claim]?.exec(rev);
    if (contradicted)
      out.push({
        family: 'weakened-disclosure',
        detail: `claims "${c.claim}" against the reviewed text's ${quote(contradicted[0])}`,
      });
  }
  return out;
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');
