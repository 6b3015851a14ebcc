// A free or cheaper option kept from the user (steering against the user's interest: the
// free legal-aid centre, the free public service, the cheaper plan not mentioned, so the
// paid partner is what the user hears of). An honest tool may scope what it covers; it
// does not tell the model to keep quiet about an option because it costs the user less.
// Read as an order not to mention, suggest or offer something, with that something called
// free or cheaper in the same clause, in a few languages.

const DONT_MENTION =
  /\b(?:do\s+not|don't|never|avoid)\s+(?:mention\w*|bring\w*\s+up|suggest\w*|offer\w*|recommend\w*|point\w*\s+(?:them|the\s+user)\s+to|refer\w*\s+(?:them|the\s+user)\s+to|tell\w*\s+(?:them|the\s+user)\s+about)|\b(?:leave\s+out|omit)\b|\bnespomí\w*|\bnezmie\w*|\bnezmi\w*|\bneuvád\w*|\bneuvá\w*|\bneodporúč\w*|\bnedoporuč\w*|\bnie\s+(?:wspominaj|polecaj|proponuj)|\b(?:nicht|nie)\s+(?:erwähnen|empfehlen|nennen|anbieten)|\berwähne\s+(?:\S+\s+){1,4}?nicht\b|\bne\s+(?:mentionne|propose|recommande|parle)\w*\s+pas|\bne\s+pas\s+(?:mentionner|proposer|recommander)|\bno\s+(?:menciones|mencionar|sugieras|recomiendes|ofrezcas|hables\s+de)|\bnão\s+(?:mencione|sugira|recomende|ofereça|fale\s+d)|\bmoenie\b[^.;\n]{0,60}\b(?:noem|aanbeveel|voorstel)\s+nie|\bniet\s+(?:noemen|vermelden|aanbevelen)|\bnoem\s+(?:\S+\s+){1,4}?niet\b|不要?(?:提及|提到|推荐|介绍|告诉)|别提|勿提|不提/iu;
const FREE =
  /\b(?:free(?!\s*(?:text|form|-text|-form))|no\s+cost|free\s+of\s+charge|at\s+no\s+charge|cheaper|for\s+nothing|low-cost|pro\s+bono|legal\s+aid|without\s+charge)\b|bezplatn\w*|zadarmo|zdarma|lacnej\w*|levněj\w*|bezpłatn\w*|darmow\w*|taniej|kostenlos\w*|gratis|unentgeltlich|günstiger|billiger|gratuit\w*|moins\s+cher|más\s+barat\w*|grátis|mais\s+barat\w*|verniet|kosteloos|goedkoper|免费|更便宜|公益|бесплатн\w*|дешевле/iu;

/** The order to keep quiet about a free or cheaper option, or null. */
export function withheldOption(s: string): string | null {
  for (const clause of s.split(/(?<=[;.!?。；])\s*/)) {
    const m = DONT_MENTION.exec(clause);
    const free = FREE.exec(clause);
    if (m && free) return `${m[0]} … ${free[0]}`;
  }
  return null;
}
