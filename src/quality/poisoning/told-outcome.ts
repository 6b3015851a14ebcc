// An outcome told to the user that no result supports: "tell the user the export finished",
// "let them know the payment went through", "assure the customer the transfer is reversible",
// "tell them they will not be charged". The description fixes what the user hears before the
// tool has run, so a failed export or a final transfer is reported as done or undoable. Read
// as a note to the user (tell, inform, let … know, assure, confirm to, say that; English,
// German, Spanish, French) whose told clause is a bare declarative in one of four classes: done
// (finished, went through, was sent, succeeded), safe (is safe, nothing was exposed),
// reversible (can be undone, will be refunded) or free (no fee, will not be charged).
// What makes such a note honest, and passes:
//  - a condition on the result before it or inside it ("if the export finished, tell the user
//    so", "once `status` is `done`, …", "…the export finished when the status says so"): it
//    names the result, a returned field or the outcome itself; a condition on anything else
//    ("if they ask", "when the call returns") supports nothing;
//  - a question word's clause ("tell the user whether it finished", "where it was saved");
//  - a returned value reported ("…as the tool returns it", "…the `state` it reports");
//  - a hedge ("should arrive", "may take a day") or a general rule of the tool ("changes are
//    saved automatically"), and a warning, which no class holds ("cannot be undone").
// Would wrongly hold: a policy the tool really has, stated as fact and not in the reviewed
// text ("tell the user bookings can be cancelled within 24 hours").
// Would miss: a fixed claim dressed as a report ("…the payment went through, as the result
// shows"), an outcome of no class ("tell them the parcel is on its way"), other languages.

interface Lang {
  /** A note to the user (global: every one is read): what follows it to the clause's end is what is told. */
  tell: RegExp;
  /** The four classes of outcome, told as fact. */
  outcome: RegExp;
  /** A negation before the outcome: the claim denied ("has not finished"). */
  negated: RegExp;
  /** A condition, whose own clause is read for the result. */
  condition: RegExp;
  /** What names the result: a status, a returned value, the outcome itself. */
  result: RegExp;
  /** What makes what is told no bare fact: a question word, a hedge, a rule, a report. */
  honest: RegExp;
}

const USER = String.raw`(?:(?:the|a|any|each|every|your|our)\s+)?(?:users?|customers?|callers?|clients?|buyers?|owners?|members?|requesters?|patients?|travell?ers?|people|person|account\s+holders?)|them|him|her|everyone`;

const EN: Lang = {
  tell: new RegExp(
    String.raw`\b(?:tell|inform|notify|assure|reassure|promise|update|reply\s+to|respond\s+to|write\s+to|explain\s+to|confirm\s+to|say\s+to|let)\s+(?:${USER})\b(?:\s+know\b)?|(?:^|[,;:]\s*|\b(?:always|then|and|also|just|simply|please)\s+)(?:say|state|reply|respond|report|announce|mention|promise|assure)\s+that\b`,
    'gi',
  ),
  outcome:
    /\b(?:was|were|is|are|has\s+been|have\s+been|had\s+been|got|will\s+be)\s+(?:\w+ly\s+|already\s+|now\s+|all\s+)?(?:finished|completed?|done|successful|processed|cleared|approved|accepted|delivered|sent|received|confirmed|saved|uploaded|exported|submitted|booked|paid|settled|issued|refunded|restored|fixed|resolved|applied|posted|synced|backed\s+up|through|safe|secure|protected|clean|legit\w*|genuine|reversible|refundable|recoverable|free(?!\s+(?:of|from)\b)|covered|waived)\b|\b(?:finished|completed|succeeded|worked|went\s+through|has\s+gone\s+through|cleared|arrived)\b|\bcan\s+(?:always\s+|easily\s+|still\s+|safely\s+)?(?:be\s+)?(?:undone|reversed|cancell?ed|refunded|recovered|restored|undo\s+it|reverse\s+it|get\s+(?:it|their\s+money|the\s+money)\s+back)\b|\bwill\s+(?:get\s+(?:a\s+(?:full\s+)?refund|their\s+money\s+back)|(?:not|never)\s+be\s+(?:charged|billed))\b|\b(?:won['’]t|will\s+not)\s+be\s+(?:charged|billed)\b|\bno\s+(?:fees?|charges?|costs?|risk|virus|malware)\b|\bcosts?\s+nothing\b|\bnothing\s+(?:was|is|has\s+been)\s+(?:exposed|leaked|stolen|lost|accessed)\b/i,
  negated: /\b(?:not|cannot|never|no|nothing|none)\b|n['’]t\b/i,
  condition: /\b(?:if|when|whenever|once|after|as\s+soon\s+as|provided|unless)\b/i,
  result:
    /`[^`\n]{1,60}`|\b(?:succe\w*|finish\w*|complet\w*|done|went\s+through|confirm\w*|true|ok|(?:status|state|result|response)\s+(?:is|was|says|shows|reads|equals|field|value))\b/i,
  honest:
    /^\s*(?:exactly\s+)?(?:whether|if|where|which|what|how|why|who|when)\b|\b(?:may|might|could|should|would|usually|typically|normally|likely|probably|expected\s+to|automatically|always|by\s+default|as\s+(?:the\s+\w+\s+)?(?:returns?|reports?|shows?)\b|(?:returned|reported|given)\s+(?:by|in)\b|(?<=\w\s{1,4})(?:that|which)\s+(?:was|were|is|are|has|have)\b|according\s+to|(?:the\s+)?(?:tool|call|api|server|response|result)\s+(?:returns?|reports?|says|shows|gives))\b|`/i,
};

const DE: Lang = {
  tell: /\b(?:teil\w*|sag\w*|versicher\w*|informier\w*|bestätig\w*|meld\w*|versprich\w*|antwort\w*)\b[^.;:!?\n]{0,60}?\bdass\b/gi,
  outcome:
    /\b(?:erfolgreich|abgeschlossen|fertig|durchgegangen|ausgeführt|bezahlt|eingegangen|zugestellt|gespeichert|exportiert|erstattet|umkehrbar|kostenlos|gratis|sicher)\b|\brückgängig\s+(?:gemacht\s+werden\s+kann|zu\s+machen)\b|\bkeine\s+(?:gebühren|kosten)\b/i,
  negated: /\b(?:nicht|kein\w*|nie|niemals)\b/i,
  condition: /\b(?:wenn|falls|sobald|nachdem)\b/i,
  result: /`[^`\n]{1,60}`|\b(?:status|ergebnis|antwort|meldet|zurückgibt|liefert|erfolgreich|abgeschlossen)\b/i,
  honest: /\b(?:ob|wo|wann|warum|wie|welche\w*|könnte|sollte|voraussichtlich|meist|automatisch|immer)\b/i,
};

const ES: Lang = {
  tell: /\b(?:dile|d[ií]gale|d[ií]ganle|dec[ií]r?le|informa\w*|inf[oó]rmale|comunica\w*|comun[ií]cale|asegura\w*|aseg[uú]rale|confirma\w*|conf[ií]rmale|garantiza\w*|avisa\w*|av[ií]sale|responde\w*)\b[^.;:!?\n]{0,60}?\bque\b/gi,
  outcome:
    /\bse\s+(?:ha\s+)?(?:complet\w*|realiz\w*|proces\w*|envi\w*|guard\w*|export\w*|entreg\w*|pag\w*|aprob\w*|reembols\w*)|\b(?:fue|ha\s+sido|est[aá]|qued[oó])\s+(?:complet\w*|exitos\w*|realizad\w*|procesad\w*|aprobad\w*|pagad\w*|enviad\w*|list[oa]|hech[oa]|segur[oa])|\btermin[oó]\b|\bsali[oó]\s+bien\b|\b(?:es|ser[aá])\s+(?:reversible|reembolsable|gratis|gratuit[oa]|segur[oa])\b|\bse\s+puede\s+(?:deshacer|revertir|cancelar|anular|recuperar)\b|\bsin\s+(?:coste|costo|cargo)\b|\bno\s+(?:se\s+le\s+)?(?:cobrar[aá]|tiene\s+(?:coste|costo|cargo))\b/i,
  negated: /\b(?:no|nunca|jam[aá]s|nada)\b/i,
  condition: /\b(?:si|cuando|una\s+vez\s+que|en\s+cuanto|despu[eé]s\s+de\s+que)\b/i,
  result: /`[^`\n]{1,60}`|\b(?:estado|resultado|respuesta|devuelve|indica|complet\w*|exit\w*)\b/i,
  honest:
    /\b(?:d[oó]nde|cu[aá]ndo|por\s+qu[eé]|c[oó]mo|cu[aá]l\w*|podr[ií]a|deber[ií]a|suele|normalmente|autom[aá]ticamente|siempre)\b/i,
};

const FR: Lang = {
  tell: /\b(?:dis|dites|informe\w*|assure\w*|confirme\w*|indique\w*|pr[ée]viens|annonce\w*|signale\w*|affirme\w*|garanti\w*|r[ée]ponds)\b[^.;:!?\n]{0,60}?\bqu(?:e\b|['’])/gi,
  outcome:
    /\b(?:est|a\s+[ée]t[ée]|sont|ont\s+[ée]t[ée]|sera)\s+(?:bien\s+)?(?:termin[ée]\w*|effectu[ée]\w*|r[ée]ussi|valid[ée]\w*|envoy[ée]\w*|enregistr[ée]\w*|pass[ée]\w*|trait[ée]\w*|pay[ée]\w*|rembours[ée]\w*|annulable|r[ée]versible|gratuit\w*|s[ûu]r\w*|s[ée]curis[ée]\w*)|\ba\s+(?:bien\s+)?(?:r[ée]ussi|abouti|fonctionn[ée])\b|\bpeut\s+[êe]tre\s+(?:annul[ée]\w*|rembours[ée]\w*|r[ée]cup[ée]r[ée]\w*)|\bsans\s+frais\b|\baucuns?\s+frais\b/i,
  negated: /\b(?:ne|pas|jamais|rien)\b|\bn['’]/i,
  condition: /\b(?:si|quand|lorsque|d[èe]s\s+que|une\s+fois\s+que)\b/i,
  result: /`[^`\n]{1,60}`|\b(?:statut|[ée]tat|r[ée]sultat|r[ée]ponse|renvoie|indique|r[ée]ussi\w*|termin[ée]\w*)\b/i,
  honest:
    /\b(?:o[ùu]|pourquoi|comment|quel\w*|peut-[êe]tre|pourrait|devrait|g[ée]n[ée]ralement|automatiquement|toujours)\b/i,
};

// Read from where the note ends, in place (sticky): no copy of the rest per note.
const CLAUSE = /[^.;!?\n]{0,200}/y;
const clauseAt = (s: string, at: number) => {
  CLAUSE.lastIndex = at;
  return CLAUSE.exec(s)![0];
};
// A negative assurance is itself the claim ("no fee", "will not be charged", "nothing was exposed").
const NEGATIVE_ASSURANCE = /^(?:no|nothing|won|will\s+(?:not|never)|sin|no\s+se|aucun|sans|keine)\b/i;

// A condition before the note, in its own clause ("If the export finished, tell …").
function conditionedOnResult(lang: Lang, before: string): boolean {
  const clause = before.split(/[.;!?\n]/).pop()!;
  const c = lang.condition.exec(clause);
  return !!c && lang.result.test(clause.slice(c.index));
}

function claimIn(lang: Lang, told: string): string | null {
  const o = lang.outcome.exec(told);
  if (!o) return null;
  const lead = told.slice(0, o.index);
  if (!NEGATIVE_ASSURANCE.test(o[0]) && lang.negated.test(lead)) return null;
  if (lang.honest.test(told)) return null;
  // A condition inside what is told counts when it names the result ("…once `status` is done").
  const c = lang.condition.exec(told);
  if (c && lang.result.test(told.slice(c.index + c[0].length).replace(o[0], ' '))) return null;
  return o[0];
}

/** The outcome a note tells the user as fact, with no result to support it, or null. */
export function unsupportedClaim(s: string): string | null {
  for (const lang of [EN, DE, ES, FR]) {
    for (const m of s.matchAll(lang.tell)) {
      // The clause before the note, at most a clause's length back.
      if (conditionedOnResult(lang, s.slice(Math.max(0, m.index - 200), m.index))) continue;
      const told = clauseAt(s, m.index + m[0].length);
      const claim = claimIn(lang, told);
      if (claim) return `${m[0].trim()} … ${claim}`;
    }
  }
  return null;
}
