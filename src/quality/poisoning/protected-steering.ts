// Steering by a protected characteristic (the US Fair Housing Act on steering, equal-credit
// and employment law): pointing someone to other homes, jobs, loans or offers because of their
// or their neighbours' ethnicity, religion, disability and the like. A tool may report such
// figures where that is its data; it does not choose where to send a person by them. Read as
// a protected characteristic and a steering order in the same sentence or pair, with no
// negation there ("never suggest areas by religion" is the rule it breaks, said rightly).

const PROTECTED = new RegExp(
  [
    String.raw`ethnic(?:ity|ities|al)?`,
    String.raw`rac(?:e|es|ial)`,
    String.raw`religio(?:n|ns|us)`,
    String.raw`faiths?`,
    String.raw`national\s+origins?`,
    String.raw`nationalit(?:y|ies)`,
    String.raw`skin\s+colou?rs?`,
    String.raw`castes?`,
    String.raw`disabilit(?:y|ies)`,
    String.raw`disabled`,
    String.raw`sexual\s+orientations?`,
    String.raw`gender\s+identit(?:y|ies)`,
    String.raw`pregnan(?:t|cy)`,
    String.raw`marital\s+status`,
    String.raw`immigrants?`,
    // Being a minority where one would live or work is said of such groups.
    String.raw`minorit(?:y|ies)`,
  ]
    .map((w) => `\\b${w}\\b`)
    .join('|'),
  'i',
);
// Sending someone elsewhere, or keeping something from them: "suggest other neighbourhoods",
// "steer them to", "screen out", "rank them lower", "advise against".
const STEER =
  /\b(?:(?:suggest|recommend|offer|propose|show|point\s+\w+\s+to)\s+(?:\w+\s+){0,3}?(?:other|another|different|alternative)\b|steer\w*|discourag\w+|screen\w*\s+(?:\w+\s+)?out|filter\w*\s+(?:\w+\s+)?out|turn\w*\s+(?:\w+\s+)?away|reject\w*|deny|denies|rank\w*\s+(?:\w+\s+)?lower|advise\w*\s+against|charge\w*\s+(?:\w+\s+)?more)/i;
const NEGATED = /\b(?:never|not|no|don't|regardless|irrespective|without\s+regard)\b/i;

/** The steering order and the protected characteristic it is read by, or null. */
export function protectedSteering(s: string): string | null {
  const trait = PROTECTED.exec(s);
  const steer = STEER.exec(s);
  if (!trait || !steer || NEGATED.test(s)) return null;
  return `${trait[0]} … ${steer[0]}`;
}
