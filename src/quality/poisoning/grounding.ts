// Grounding for what the optimizer writes itself: a machine-written candidate may only
// name things its sources hold. A new entity — a tool or function name, a field, an
// amount, an address — that neither the reviewed text, the input schema nor the evidence
// holds came from nowhere the optimizer was shown, so it is an invention or an injection
// carried through a model, and it blocks. (URLs and e-mail addresses are stricter still:
// only the reviewed text excuses them, ./urls.ts.) Human proposals are not held to this:
// a person may know a fact the sources do not.

const ENTITIES: [string, RegExp][] = [
  ['field or name', /`([^`\n]{1,60})`/g],
  ['tool or function name', /\b([a-z][a-z0-9]*(?:[_.][a-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]{1,40})\b/g],
  [
    'amount',
    /([$€£¥]\s?\d[\d,.]{0,12}|\b\d[\d,.]{0,12}\s?(?:usd|eur|gbp|jpy|chf|cad|aud|dollars?|euros?|pounds?|yen)\b)/gi,
  ],
  ['file path', /(?<![\w/])((?:~|\.{1,2})?\/[\w.-]{1,60}(?:\/[\w.-]{1,60}){1,10})/g],
];

export interface GroundingSources {
  reviewed: string;
  schema: string;
  evidence: string;
}

const digits = (s: string) => s.toLowerCase().replace(/[\s,]/g, '');

/** Entities in the candidate that none of the sources holds, by kind. */
export function ungrounded(candidate: string, src: GroundingSources): { kind: string; text: string }[] {
  const known = `${src.reviewed}\n${src.schema}\n${src.evidence}`.toLowerCase();
  const knownDigits = digits(known);
  const out: { kind: string; text: string }[] = [];
  const seen = new Set<string>();
  for (const [kind, re] of ENTITIES) {
    for (const m of candidate.matchAll(re)) {
      const text = m[1]!;
      const low = text.toLowerCase();
      if (seen.has(low) || /^(?:e\.g|i\.e|etc)\b/.test(low)) continue;
      seen.add(low);
      const held = kind === 'amount' ? knownDigits.includes(digits(text)) : known.includes(low);
      if (!held) out.push({ kind, text });
    }
  }
  return out;
}
