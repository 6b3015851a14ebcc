// A chart made to mislead, with the trick kept from the reader (Huff, "How to Lie with
// Statistics", 1954; Cairo, "How Charts Lie", 2019): an axis cut to start just below the
// smallest value, then left out of what is returned ("and leave the axis range out of the
// text"), or set so a gap "looks bigger". A cut axis said in the caption is an honest choice
// for small variations; an axis left out of a sparkline is not cut. Both halves are needed.

// The axis itself, not its labels, ticks or title: "truncate x-axis labels longer than 12
// characters" and "leave the axis title off" say nothing of the range.
const NOT_TEXT = String.raw`(?!\s+(?:labels?|ticks?|tick\s+labels?|titles?|names?|text|captions?|legends?)\b)`;
const AXIS = String.raw`(?:y-?axis|x-?axis|vertical\s+axis|value\s+axis|axis|axes|baseline|scale)${NOT_TEXT}`;
const LOWEST = String.raw`(?:\w+\s+){0,2}?(?:below|above|near|under|over|at)\s+(?:the\s+)?(?:smallest|lowest|minimum|min|first|least)\b`;
// Said of the axis ("the y-axis range starts just below the smallest value") or done to it
// ("begin the vertical axis just above the lowest point"), truncated, or kept off zero.
const CUT_AXIS = new RegExp(
  String.raw`\b${AXIS}\b[^.;\n]{0,40}?\b(?:start|begin|cut|trunc)\w*\s+${LOWEST}|\b(?:start|begin)\w*\s+(?:the\s+)?${AXIS}\s+${LOWEST}|\btrunc\w*\s+(?:the\s+)?(?:y-?|x-?|vertical\s+|value\s+)?ax(?:is|es)\b${NOT_TEXT}|\b${AXIS}\b[^.;\n]{0,30}?\b(?:not|never)\s+(?:start|begin)\w*\s+at\s+(?:zero|0)\b`,
  'i',
);
const UNSAID =
  /\b(?:leave|keep)\s+(?:the\s+|its\s+)?(?:axis|axes|range|scale|baseline|y-?axis|limits?|cut|truncation)\b(?!\s+(?:labels?|ticks?|titles?|names?|legends?)\b)[^.;\n]{0,20}?\b(?:out|off)\b|\b(?:omit|hide|drop|remove)\w*\s+(?:the\s+|its\s+)?(?:axis\s+range|range|scale|baseline|y-?axis\s+range|cut|truncation)\b|\b(?:do\s+not|don't|no\s+need\s+to|never|without)\s+(?:mention|say|state|note|disclos|flag|explain)\w*\s+(?:\w+\s+){0,3}?(?:axis|axes|range|scale|baseline|zero|cut|truncation)\b/i;
const EXAGGERATED =
  /\b(?:looks?|seems?|appears?)\s+(?:\w+\s+)?(?:bigger|larger|greater|stronger|steeper|wider|huge|dramatic|more\s+dramatic|more\s+impressive)\b/i;

/** An axis cut and then kept from the reader, or set to exaggerate a gap: the part, or null. */
export function misleadingChart(s: string): string | null {
  const cut = CUT_AXIS.exec(s);
  if (!cut) return null;
  const why = UNSAID.exec(s) ?? EXAGGERATED.exec(s);
  return why ? `${cut[0]} … ${why[0]}` : null;
}
