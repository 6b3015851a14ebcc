// Terms set where nobody reads them (the FTC's ".com Disclosures": clear and conspicuous;
// dark-pattern reports on fine print): fees, renewal, cancellation or liability terms put in
// tiny or faint type. Type that small on fees is concealment whatever the reason given; a pale
// colour is when the sentence says it is there to go unnoticed ("so the page reads cleanly").
// Read on a cost or terms word in the same sentence or pair; small type on a caption is not this.

const TERMS =
  /\b(?:fees?|charges?|prices?|costs?|surcharges?|interest\s+rates?|apr|renewals?|auto-?renew\w*|cancell?ations?|refunds?|liabilit(?:y|ies)|penalt(?:y|ies)|terms|conditions|disclaimers?|risks?|side\s+effects?|opt-?outs?)\b/i;
// Type too small or too faint to read: a font size up to 7 (points or pixels), 7-point type,
// tiny print, text set to blend with its background (not 4px of padding).
const FAINT =
  /\b(?:font[_\s-]?size\s*(?:of\s+|=\s*|:\s*)?[1-7](?:\.\d)?(?!\d)|[1-7](?:\.\d)?\s*-?(?:pt|point)\s+(?:type|text|font|print|letters)|(?:tiny|smallest)\s+(?:type|print|text|font|letters)|barely\s+(?:visible|legible|readable)|low[- ]contrast|same\s+colou?r\s+as\s+the\s+background|white\s+(?:text\s+)?on\s+(?:a\s+)?white)/i;
// A pale colour is a style, unless the sentence says it is there to go unnoticed.
const PALE =
  /\b(?:(?:light|pale|faint)\s+gr[ae]y|opacity\s*(?:of\s+|=\s*|:\s*)?0?\.[0-2]\d*)|["'#](?:[c-f][0-9a-f]){3}\b/i;
const UNNOTICED =
  /\b(?:distract\w*|stand\s+out|noticed?|unobtrusive\w*|discreet\w*|blend\w*|less\s+visible|reads?\s+cleanly|out\s+of\s+the\s+way)\b/i;

/** The faint type and the terms it is used on, or null. */
export function faintTerms(s: string): string | null {
  const terms = TERMS.exec(s);
  if (!terms) return null;
  const faint = FAINT.exec(s) ?? (UNNOTICED.test(s) ? PALE.exec(s) : null);
  return faint ? `${terms[0]} … ${faint[0]}` : null;
}
