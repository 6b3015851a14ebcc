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

// A recommendation newly made universal ("X is now recommended for all adults"): the same
// false news from the other side, an advice extended rather than withdrawn, with no source
// to check. A tool's own usage ("now recommended for all new integrations") is about calls,
// not about what the user should take, buy or do, and passes.
const NOW_FOR_ALL =
  /\bnow\s+(?:\w+\s+)?(?:recommended|advised|approved|endorsed|indicated|considered\s+safe|safe)\s+for\s+(?:all|everyone|everybody|anyone|every|any)\b(?!\s+(?:new\s+|existing\s+)?(?:integrations?|requests?|calls?|queries|clients?|projects?|endpoints?|versions?|code|apps?|applications?|deployments?|builds?|workflows?|api|sdk)\b)|(?:现在|现已|如今)\S{0,6}(?:推荐|建议)\S{0,4}(?:所有人|所有|每个人|人人)|\bahora\s+(?:se\s+)?recomienda\w*\s+(?:para\s+)?tod[oa]s|\bd[ée]sormais\s+recommand\w*\s+(?:à|pour)\s+tous|\bjetzt\s+(?:für\s+alle\s+empfohlen|allen\s+empfohlen)/iu;

/** The attributed withdrawal of advice, advice newly made universal, or the order to hide earlier advice, or null. */
export function authorityUpdate(s: string): string | null {
  const prior = PRIOR.exec(s);
  if (prior) return prior[0];
  const universal = NOW_FOR_ALL.exec(s);
  if (universal) return universal[0];
  if (!ATTRIBUTED.test(s) || !ADVICE.test(s)) return null;
  return WITHDRAWN.exec(s)?.[0] ?? null;
}
