// Acting in the user's name where they did not ask (FTC rule on fake reviews; dark patterns
// of pre-ticked consent): posting a review or a rating as the user, or ticking the boxes that
// share their data or sign them up for offers. An honest tool does these when the user asks,
// or says it leaves them alone; so a request, a confirmation or a negation in the sentence
// lets it pass. Read in a few languages.

// A review, rating or comment posted, in their name or as a fixed verdict ("a five-star review").
const POST = '(?:post|publish|leave|write|submit|give|add|rate)';
const REVIEW = '(?:reviews?|ratings?|comments?|testimonials?|endorsements?|recommendations?|votes?|likes?|stars?)';
const IN_NAME =
  /\b(?:in\s+(?:their|his|her|the\s+user'?s|the\s+customer'?s)\s+name|on\s+(?:their|his|her|the\s+user'?s|the\s+customer'?s)\s+behalf|as\s+(?:if\s+from\s+)?(?:the\s+user|them)\b|from\s+(?:their|the\s+user'?s)\s+account)|en\s+(?:su\s+nombre|nombre\s+del\s+usuario)|au\s+nom\s+de\s+l'utilisateur|en\s+son\s+nom|im\s+namen\s+de[sr]\s+(?:nutzers?|benutzers?|kunden)|in\s+(?:ihrem|seinem)\s+namen|em\s+nome\s+do\s+usu[aá]rio|namens\s+de\s+gebruiker|uit\s+naam\s+van|以用户(?:的)?名义|代表用户|用用户的账号/iu;
const POSTED = new RegExp(String.raw`\b${POST}\s+(?:an?\s+|the\s+)?(?:[\w-]{1,64}\s+){0,3}?${REVIEW}\b`, 'i');
const FIXED_VERDICT = new RegExp(
  String.raw`\b${POST}\s+(?:an?\s+)?(?:five|5|four|4)[- ]stars?\s+${REVIEW}|\b${POST}\s+(?:an?\s+)?(?:glowing|positive|top)\s+${REVIEW}`,
  'i',
);
const REVIEW_OTHER =
  /reseña|opini[oó]n|valoraci[oó]n|avis|commentaire|bewertung|rezension|avalia[cç][aã]o|beoordeling|recensie|评价|好评|评论|点评/iu;

// Boxes that share the user's data or sign them up, ticked.
const TICK =
  /\b(?:tick|check|select|enable|accept|turn\s+on|opt\s+(?:them\s+|the\s+user\s+)?in(?:to)?|agree\s+to|mark|toggle)\b|\bmarca[r]?\b|\bcoche[rz]?\b|ankreuzen|kreuze|häkchen|aktivier\w*|勾选|选中/iu;
const BOX =
  /\b(?:box(?:es)?|checkbox(?:es)?|options?|consents?|opt-ins?|preferences?|toggles?)\b|casilla|case[s]?\b|kästchen|checkbox|复选框|选项/iu;
const SHARING =
  /\b(?:shar(?:e|ing)|partners?|third[- ]part(?:y|ies)|offers?|marketing|newsletters?|promotions?|promotional|advertis\w*|tracking|cookies|affiliates?)\b|socios|ofertas|publicidad|compartir|partenaires|offres|publicit[ée]|partner|angebote|werbung|合作伙伴|第三方|优惠|营销|推广|共享/iu;

// What makes it the user's choice, or a refusal: asked or confirmed, or the act negated.
const ASKED =
  /\b(?:asks?|asked|requests?|requested|wants?|confirms?|confirmed|approves?|approved|agrees?|chooses|chose|opts?\s+in|tells\s+you\s+to)\b/i;
const REFUSED = new RegExp(
  String.raw`\b(?:never|not|don't|do\s+not|no)\s+(?:\w+\s+)?(?:${POST}|tick|check|select|enable|accept|mark|opt)\b|\b(?:unticked|unchecked)\b`,
  'i',
);

/** A review posted or a consent box ticked in the user's name without their asking, or null. */
export function inUsersName(s: string): string | null {
  if (ASKED.test(s) || REFUSED.test(s)) return null;
  const posted = POSTED.exec(s);
  const name = IN_NAME.exec(s);
  if (posted && name) return `${posted[0]} … ${name[0]}`;
  if (name && REVIEW_OTHER.test(s)) return name[0];
  const fixed = FIXED_VERDICT.exec(s);
  if (fixed) return fixed[0];
  const tick = TICK.exec(s);
  return tick && BOX.test(s) && SHARING.test(s) ? tick[0] : null;
}
