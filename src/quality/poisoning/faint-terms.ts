// Terms set where nobody reads them (the FTC's ".com Disclosures": clear and conspicuous;
// dark-pattern reports on fine print): fees, renewal, cancellation or liability terms put in
// tiny or faint type. Type that size or that pale on fees is concealment whatever the reason
// given ("so the page reads cleanly"). Read as a cost or terms word and tiny or low-contrast
// type in the same sentence or pair; small type for a footnote or a caption is not this.

const TERMS =
  /\b(?:fees?|charges?|prices?|costs?|surcharges?|interest\s+rates?|apr|renewals?|auto-?renew\w*|cancell?ations?|refunds?|liabilit(?:y|ies)|penalt(?:y|ies)|terms|conditions|disclaimers?|risks?|side\s+effects?|opt-?outs?)\b/i;
// A font size up to 7 (points or pixels), tiny type, near-white or low-contrast colour, or
// text set to blend with its background.
const FAINT =
  /\b(?:font[_\s-]?size\s*(?:of\s+|=\s*|:\s*)?[1-7](?:\.\d)?(?!\d)|[1-7](?:\.\d)?\s*-?(?:pt|px|point)\b|tiny|smallest|barely\s+(?:visible|legible|readable)|low[- ]contrast|(?:light|pale|faint)\s+gr[ae]y|same\s+colou?r\s+as\s+the\s+background|white\s+(?:text\s+)?on\s+(?:a\s+)?white|opacity\s*(?:of\s+|=\s*|:\s*)?0?\.[0-2]\d*)|["'#](?:[c-f][0-9a-f]){3}\b/i;

/** The faint type and the terms it is used on, or null. */
export function faintTerms(s: string): string | null {
  const faint = FAINT.exec(s);
  const terms = TERMS.exec(s);
  return faint && terms ? `${terms[0]} … ${faint[0]}` : null;
}
