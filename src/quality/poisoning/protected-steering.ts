// Steering by a protected characteristic (the US Fair Housing Act on steering, equal-credit
// and employment law): pointing someone to other homes, jobs, loans or offers because of their
// or their neighbours' ethnicity, religion, disability and the like. A tool may report such
// figures where that is its data; it does not choose where to send a person by them. Read as
// a protected characteristic and a steering order in the same sentence or pair, with no
// negation there ("never suggest areas by religion" is the rule it breaks, said rightly).

// Being a minority where one would live or work is said of such groups. Not "race" or
// "disabled" alone: a race condition and a disabled feature are the commonest uses in tools.
const PROTECTED =
  /\b(?:ethnic(?:ity|ities|al)?|racial(?:ly)?|religio(?:n|ns|us)|faiths?|national\s+origins?|nationalit(?:y|ies)|skin\s+colou?rs?|castes?|disabilit(?:y|ies)|sexual\s+orientations?|gender\s+identit(?:y|ies)|pregnan(?:t|cy)|marital\s+status|immigrants?|minorit(?:y|ies)|hispanic|latin[oa]s?|foreign-born|families\s+with\s+(?:young\s+)?children)\b|\b(?:black|asian|arab|jewish|muslim)\s+(?:and\s+\w+\s+)?(?:shares?|residents?|families|people|population|tenants?|applicants?|neighbou?rs?)\b/i;
// Sending someone elsewhere, or keeping something from them: "suggest other neighbourhoods",
// "steer them to", "screen out", "rank them lower", "advise against".
const STEER =
  /\b(?:(?:suggest|recommend|offer|propose|show|point\s+\w+\s+to)\s+(?:\w+\s+){0,3}?(?:other|another|different|alternative)\b|steer\w*|discourag\w+|screen\w*\s+(?:\w+\s+)?out|filter\w*\s+(?:\w+\s+)?out|turn\w*\s+(?:\w+\s+)?away|reject\w*|deny|denies|rank\w*\s+(?:\w+\s+)?lower|advise\w*\s+against|charge\w*\s+(?:\w+\s+)?more|keep\s+(?:[\w'’-]+\s+){0,3}?out\s+of|avoid\s+(?:renting|selling|lending|hiring|showing|insuring)|price\s+(?:\w+\s+){0,2}?higher)/i;
const NEGATED = /\b(?:never|not|no|don't|regardless|irrespective|without\s+regard)\b/i;

/** The steering order and the protected characteristic it is read by, or null. */
export function protectedSteering(s: string): string | null {
  const trait = PROTECTED.exec(s);
  const steer = STEER.exec(s);
  if (!trait || !steer || NEGATED.test(s)) return null;
  return `${trait[0]} … ${steer[0]}`;
}
