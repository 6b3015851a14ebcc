// A limit reversed in plain words: the reviewed text says the tool fails or refuses on a
// condition ("If the destination exists, the operation will fail"), and the candidate keeps
// the condition but turns the refusal into the opposite act ("…it is replaced"). No "only",
// "must" or "cannot" is dropped, so the kept-disclosure check sees nothing; what changed is
// the outcome. Read as: a reviewed refusal on a condition, a candidate sentence on that
// condition (its words, or a conditional in another language) that does something instead,
// and no refusal left anywhere in the candidate. An opt-in the caller asks for ("pass
// overwrite=true to replace it") keeps the refusal as the default, so it passes.

import type { Finding } from '../injection.ts';
import { sentences } from './sentences.ts';

// A refusal or failure, in the languages the gates read elsewhere.
const REFUSES =
  /\b(?:fails?|failed|will\s+fail|errors?\s+out|(?:returns?|raises?|throws?|gives?)\s+(?:an?\s+)?(?:error|exception)|(?:is|are)\s+(?:rejected|refused|denied|blocked|aborted|not\s+(?:allowed|permitted|accepted|overwritten|replaced))|refuses?|aborts?|(?:is|are)\s+(?:left\s+)?(?:unchanged|untouched)|nothing\s+is\s+(?:changed|written|overwritten))\b|schläg\w*\s+fehl|fehlschl\w*|échou\w*|fall(?:a|an|ará)\b|falh\w*|epäonnist\w*|失败|报错|拒绝|失敗|エラー|실패|ошибк\w*|не\s+удаст\w*/iu;
// The opposite act: the clash is resolved by replacing, merging, deleting or going on.
const ACTS =
  /\b(?:replac\w*|overwrit\w*|clobber\w*|merg\w*|delet\w*|remov\w*|proceeds?|continues?|goes\s+ahead|succeeds?\s+anyway|(?:is|are)\s+(?:accepted|allowed|ignored)|never\s+(?:interrupt|stop|block|fail)\w*)\b|ersetz\w*|überschr\w*|remplac\w*|écras\w*|reemplaz\w*|sobrescrib\w*|substitu\w*|korva\w*|ylikirjoit\w*|覆盖|替换|上書き|置き換え|덮어|заменя\w*|перезапис\w*/iu;
// A condition, in English by its words; in other languages by the conditional word.
const CONDITION = /^\s*(?:if|when|whenever|unless|in\s+case)\s+([^,;:]{3,80})/i;
const OTHER_IF = /(?:^|\s)(?:wenn|falls|si|se|jos|mikäli|als|om|hvis|ha|jeśli|если|如果|若|場合|경우)(?:\s|$)/iu;
// The caller asks for it: an option, flag or argument turns the act on.
const OPT_IN =
  /\b(?:pass|set|use|give|add|with|enable)\s+[`'"]?[\w.-]*(?:overwrite|replace|force|merge|clobber)[\w.-]*[`'"]?|\b(?:only\s+)?(?:if|when)\s+(?:you|the\s+(?:user|caller))\s+(?:ask|pass|set|choose|request)/i;
const STOP = new Set(['the', 'a', 'an', 'it', 'is', 'are', 'already', 'any', 'this', 'that', 'there']);

const words = (s: string) => (s.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !STOP.has(w));

/** The reviewed sentence whose refusal the candidate turns into an act, or null. */
export function reversedLimit(candidate: string, reviewed: string): string | null {
  const refusals = sentences(reviewed).filter((s) => REFUSES.test(s) && /\b(?:if|when|whenever|unless)\b/i.test(s));
  if (!refusals.length) return null;
  const cand = sentences(candidate);
  if (cand.some((s) => REFUSES.test(s))) return null;
  for (const r of refusals) {
    const cond = words(CONDITION.exec(r)?.[1] ?? r.split(/\b(?:if|when|whenever|unless)\b/i)[1] ?? '');
    const hit = cand.find((s) => {
      if (!ACTS.test(s) || OPT_IN.test(s)) return false;
      // Two thirds of the condition's words, by their first five letters ("non-empty folders").
      const w = new Set(words(s).map((x) => x.slice(0, 5)));
      const kept = cond.filter((c) => w.has(c.slice(0, 5))).length;
      return (cond.length > 0 && kept * 3 >= cond.length * 2) || OTHER_IF.test(s);
    });
    if (hit) return r;
  }
  return null;
}

/** The disclosure gate's finding for a reversed limit (./disclosure.ts), if any. */
export function reversedLimitFindings(candidate: string, reviewed: string): Finding[] {
  const r = reversedLimit(candidate, reviewed);
  return r
    ? [
        {
          family: 'weakened-disclosure',
          detail: `turns a refusal the reviewed text states into an act: "${r.slice(0, 160)}"`,
        },
      ]
    : [];
}
