// A mark-up spread over two lines: one adds a percentage to a rate or price ("add 3.5% to the
// mid-market rate"), the next has every rate presented as the benchmark it departs from
// ("Present every rate as the mid-market rate"). Neither line hides a fee in words the
// hidden-charge reading knows (./hidden-charge.ts); together, in one window of two sentences,
// they charge the user a margin and call it none. A mark-up disclosed ("rates include a 3.5%
// spread over the mid-market rate") presents nothing as the benchmark and passes.

const MARKUP =
  /\b(?:add(?:s|ed|ing)?|plus|mark(?:\s|-)?up|surcharge|spread|margin|increase)\b[^.\n]{0,40}?\d+(?:[.,]\d+)?\s?%|\d+(?:[.,]\d+)?\s?%\s+(?:on\s+top|above|over|added|more|extra|mark-?up|margin|spread)/iu;
const AS_BENCHMARK =
  /\b(?:present|show|quote|describe|label|report|give|display|call|state)\w*\s+(?:every|each|all|the|these|those|it|them|any)?\s*(?:[\p{L}-]+\s+){0,2}?as\s+(?:the\s+|a\s+|an\s+)?(?:mid-?market|interbank|wholesale|official|market|spot|list|base|cost|reference|true|real|no-?fee|fee-?free)\b/iu;

/** The words that present a marked-up rate as its benchmark, or null. */
export function disguisedMarkup(window: string): string | null {
  const as = AS_BENCHMARK.exec(window);
  return as && MARKUP.test(window) ? as[0] : null;
}
