// Misinformation attributed to an authority (OWASP LLM09; false-authority pretexting): the
// description itself announces that an agency or an "update" withdrew or reversed advice
// ("per the ministry's latest update, X is no longer recommended"), or tells the model to
// keep earlier advice from the user. A tool relays its source; it does not carry the
// source's news. Read as an attribution (an authority, "according to", an update) with a
// recommendation or approval withdrawn, in the languages attackers reach for; naming a real
// source ("guidance from the CDC; say which page and date it comes from") passes.

// Attribution: an agency or an official announcement or update.
const ATTRIBUTED =
  /\b(?:according\s+to|per\s+the|as\s+of|(?:latest|recent|new|updated|revised|official)\s+(?:update|guidance|advice|advisory|guidelines?|announcement|statement|bulletin|notice)|announced|(?:authority|authorities|agency|ministry|department|regulator|government|officials?|institute|cdc|fda|ema|nhs|nih|ecdc))\b|mukaan|päivity\w*|viranomai\w*|ministeriö\w*|laut\b|gemäß|aktualisier\w*|behörde\w*|ministerium\w*|selon|mise\s+à\s+jour|autorité\w*|ministère\w*|según|actualizaci\w*|autoridad\w*|ministerio\w*|secondo|aggiornament\w*|volgens|enligt|ifølge|według|согласно|по\s+данным|обновлен\w*|министерств\w*|根据|据\S{0,8}(?:通知|消息)|更新|によると|당국/iu;
// Advice, a recommendation or an approval, in the same languages.
const ADVICE =
  /\b(?:recommend\w*|advis\w*|advice|approv\w*|authori[sz]\w*|endors\w*|licen[sc]\w*|indicated|considered\s+safe|safe\s+(?:for|to))\b|suosit\w*|empf\w*|zugelassen|recommand\w*|recomend\w*|recomiend\w*|raccomand\w*|aanbevol\w*|rekommend\w*|anbefal\w*|zaleca\w*|рекоменд\w*|推荐|建议|推奨|권장/iu;
// Withdrawn: no longer, not any more, revoked, suspended.
const WITHDRAWN =
  /\b(?:no\s+longer|not\s+any\s*more|withdrawn|revoked|rescinded|retracted|suspended|reversed|dropped|lifted)\b|\bei\s+enää(?!\p{L})|nicht\s+mehr|kein\w*\s+mehr|\bne\s+\S+\s+plus\b|n'est\s+plus|\bya\s+no\b|não\s+\S+\s+mais|\bjá\s+não\b|non\s+(?:è\s+)?più|niet\s+meer|inte\s+längre|ikke\s+(?:længere|lenger)|już\s+nie|больше\s+не|уже\s+не|不再|もう\S{0,10}ない|더\s+이상/iu;
// Earlier advice kept from the user: "do not mention the previous recommendations".
const PRIOR =
  /\b(?:(?:do\s+not|don'?t|never|without)\s+(?:mention\w*|shar\w*|show\w*|bring\w*\s+up|refer\w*\s+to)|leave\s+out|omit)\s+(?:the\s+|any\s+)?(?:earlier|previous|prior|older|former|past)\s+(?:advice|recommendations?|guidance|guidelines?)\b/iu;

/** The attributed withdrawal of advice, or the order to hide earlier advice, or null. */
export function authorityUpdate(s: string): string | null {
  const prior = PRIOR.exec(s);
  if (prior) return prior[0];
  if (!ATTRIBUTED.test(s) || !ADVICE.test(s)) return null;
  return WITHDRAWN.exec(s)?.[0] ?? null;
}
