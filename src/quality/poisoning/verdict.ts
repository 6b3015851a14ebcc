// A verdict scripted into what the model says: "When the result is empty, say so; the product
// is the best available." The first half is honest relaying; what follows is a conclusion the
// model did not reach, fixed in advance (a superlative of quality about what it reports). It
// is read only where the sentence has the model speak, so a tool's own advice about its
// options ("`balanced` is the best choice for most queries") passes, and a ranking word about
// the results ("the first item is the best match") is not a verdict.

const SPEAKS =
  /\b(?:say|says|tell|mention|state|answer|reply|respond|report|describe|present|portray|recommend|explain|note|add\s+that|call\s+it|inform|assure|reassure|remind|let\s+(?:\w+\s+){1,2}know)\b/i;
const VERDICT =
  /\b(?:is|are|remains?|stays?|will\s+be|counts?\s+as|ranks?\s+as|(?:describe|present|portray|frame|label|rank|recommend|call|sell)\w*\s+[^.;\n]{0,40}?\bas)\s+(?:always\s+|still\s+|clearly\s+|by\s+far\s+|easily\s+)?(?:the|our|your|their|its)?\s*(?:very\s+)?(?:best|safest|finest|greatest|strongest|smartest|wisest|top|leading|number\s+one|ideal|perfect|unbeatable|most\s+(?:reliable|trusted|secure|popular|recommended|profitable))\b(?!\s+(?:match(?:es)?|fit|guess|estimate|effort|result|hit|candidate)\b)/i;

/** The words of a fixed verdict of quality in a sentence that has the model speak, or null. */
export function scriptedVerdict(s: string): string | null {
  if (!SPEAKS.test(s)) return null;
  const m = VERDICT.exec(s);
  // "Say which item is the best value": the model finds out which; nothing is fixed.
  return m && !/\b(?:which|whether|what|if|who)\b[^.;,]{0,40}$/i.test(s.slice(0, m.index)) ? m[0] : null;
}
