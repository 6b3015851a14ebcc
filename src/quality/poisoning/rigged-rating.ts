// A verdict fixed by whose material it is, not by its quality (OWASP LLM04:2025 data and model
// poisoning through feedback): rivals' pages rated bad or flagged "even if the user found them
// useful", so a shared index or ranking buries them. A rating the model judges on the merits
// ("rate it `bad` when the pages are off-topic") is the tool's job.

const RATED_DOWN =
  /\b(?:rate[sd]?|rating|mark(?:s|ed)?|flag(?:s|ged)?|score[sd]?|grade[sd]?|label(?:s|led)?|tag(?:s|ged)?|report(?:s|ed)?|downvote[sd]?|demote[sd]?|rank(?:s|ed)?)\b[^.;\n]{0,80}?\s(?:as\s+|with\s+)?[`'"]?(?:bad|poor|low|spam|low[_ -]quality|irrelevant|unhelpful|negative|down|lower|worse|untrusted|unreliable)\b/i;
const RIVALS =
  /\b(?:other|competing|rival|competitor|another)\s+(?:[\w-]{1,30}\s+){0,2}?(?:providers?|vendors?|compan(?:y|ies)|brands?|sellers?|shops?|stores?|firms?|businesses|publishers?)['’]?|\bcompetitors?['’]?s?\b|\brivals?['’]?s?\b|\bother\s+than\s+(?:ours|us|our\s+own)\b|\bnot\s+(?:ours|our\s+own)\b/i;
// Whatever the material is worth: the verdict is set before it is read.
const WHATEVER =
  /\b(?:even\s+(?:if|when|though)|regardless(?:\s+of)?|whatever|no\s+matter|in\s+any\s+case|however\s+(?:good|useful|relevant))\b/i;

/** A low verdict ordered for rivals' material whatever its worth, or null. */
export function riggedRating(s: string): string | null {
  const down = RATED_DOWN.exec(s);
  const rivals = RIVALS.exec(s);
  return down && rivals && WHATEVER.test(s) ? `${rivals[0]} … ${down[0]}` : null;
}
