// The reviewed text offers a way back in its own words ("deleted projects stay in the trash
// for 30 days", "an admin can recover them"): a candidate saying it "can be restored" claims
// nothing new. Not a sentence that denies it ("cannot be restored", "permanently").
const REVERSAL =
  /\b(?:restor\w*|recover\w*|undelet\w*|undo\w*|revert\w*|roll(?:s|ed)?\s+back|bring\s+(?:it\s+|them\s+)?back|trash|recycle\s+bin|grace\s+period|soft[- ]delet\w*)\b/i;
const DENIED = /\b(?:not|never|no|cannot|can't|without)\b|\bpermanent\w*|\birreversib\w*|\bfor\s+good\b/i;
// Its numbers must be the reviewed ones: "within 30 days" is not stated by "for 7 days".
export function reversalStated(rev: string, cand: string, claim: RegExp): boolean {
  const split = (t: string) => t.split(/(?<=[.!?])\s+|\n+/);
  const ways = split(rev).filter((s) => REVERSAL.test(s) && !DENIED.test(s.replace(/,?\s*after\s+which\b.*$/i, '')));
  const stated = new Set(ways.join(' ').match(/\d+/g) ?? []);
  const said = split(cand).filter((s) => new RegExp(claim.source, 'i').test(s));
  return ways.length > 0 && said.every((s) => (s.match(/\d+/g) ?? []).every((n) => stated.has(n)));
}
