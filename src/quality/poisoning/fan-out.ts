// Unbounded consumption, or denial of wallet (OWASP LLM10:2025): a call ordered for every item
// a listing returns ("call the scraper once for every URL returned"), beyond what the user
// asked: at the largest limits, over a whole site, or "even though only one page was asked
// about". A call for each item the user needs is usage, and so is a bound on it.

const FOR_EACH =
  /\b(?:call|run|invoke|scrape|fetch|query|request|open|crawl|download|read|visit)\s+(?:[`'"]?[\w-]{1,64}[`'"]?\s+){0,2}?(?:once\s+|separately\s+|one\s+by\s+one\s+)?(?:(?:(?:for|on)\s+)?(?:every|each|all(?:\s+the)?)|per)\s+(?:(?:single|one|of\s+the)\s+)?(?:[\w-]{1,30}\s+){0,2}?(?:urls?|links?|pages?|results?|items?|records?|entries|rows|files?|ids?|documents?|addresses|objects?)\b/i;
// Beyond the request: the whole of a site, the largest limits, or more than was asked.
const BEYOND =
  /\b(?:even\s+(?:if|when|though)\s+(?:the\s+user\s+|they\s+)?(?:only\s+)?(?:asked|wanted|needed|one|a\s+single|a\s+few|just)|(?:whole|entire|every\s+page\s+of\s+the)\s+(?:site|domain|website|index|catalog(?:ue)?)|regardless\s+of\s+(?:what|how\s+(?:much|many))|(?:maximum|max|highest|largest)\s+(?:limits?|depth|settings?|values?)|at\s+(?:the\s+)?(?:maximum|max|highest)\b)|\blimit[`'"]?[ \t]{0,4}(?:=|:|of|to)?[ \t]{0,4}\d{4,12}|\b\d{1,3}(?:[,.]?\d{3}){1,3}\b(?=[^.;\n]{0,40}\b(?:pages?|urls?|results?|limit|items?)\b)/i;
const BOUNDED =
  /\b(?:up\s+to|at\s+most|no\s+more\s+than|only\s+(?:the|those)\s+(?:\w+\s+){0,3}?(?:the\s+user|you)\s+need)\b/i;

/** An order to call once per item found, beyond what was asked, or null. */
export function fannedOutCalls(s: string): string | null {
  const each = FOR_EACH.exec(s);
  if (!each || BOUNDED.test(s)) return null;
  const beyond = BEYOND.exec(s);
  return beyond ? `${each[0]} … ${beyond[0]}` : null;
}
