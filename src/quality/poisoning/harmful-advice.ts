// Advice that weakens the user's own security, relayed through the model: "advise the user to
// turn off two-factor sign-in", "recommend that they disable the antivirus before installing",
// "suggest the customer share the verification code with support", "have them give the
// technician remote access". Read as concept classes, not sentences: advice to the user (an
// advising verb or noun, "the user should", or a protection called theirs, "turn off your
// firewall") whose content is an act of weakening (switch off, bypass, ignore, uninstall…) on a
// protection (two-factor sign-in, antivirus, firewall, encryption, screen lock, security alerts,
// backups, verification, permission prompts…), or the user's secret handed to anyone, or
// someone else given control of their device or account. In English, German, Spanish, French.
// Honest advice passes: a negation or a condition between the advice and the act ("remind them
// never to share their code", "ask the user before turning it off", "advise against…"), a
// protection called weak or old ("disable legacy encryption"), and a warning said of the act
// ("tell them that turning off the firewall exposes the computer").
// Would wrongly hold: advice to weaken on a tool whose job it is, when the reviewed text does
// not say so as often (an admin tool's "suggest disabling MFA for the service account").
// Would miss: the act only implied ("tell them the antivirus is what slows the install"), a
// protection or a secret no class names, and the languages not listed.

interface Lang {
  /** Advice to the user begins here (global: every start is read); what follows it to the clause's end is its content. */
  advice: RegExp;
  /** An act of weakening, a protection, a share of a secret, a grant of control. */
  weaken: RegExp;
  protection: RegExp;
  share: RegExp;
  secret: RegExp;
  /** Handing over that needs someone to take it ("give the code to the agent"): given to the service, it is sign-in. */
  handOver?: RegExp;
  party?: RegExp;
  control: RegExp;
  /** A negation or condition before the act: the advice is against it, or about it. */
  holds: RegExp;
}

const USER = String.raw`(?:(?:the|a|any|each|every|your|our)\s+)?(?:users?|customers?|callers?|clients?|buyers?|owners?|members?|visitors?|patients?|travell?ers?|employees?|staff|people|person|account\s+holders?)|them|him|her|everyone`;

/** The protections of a user's device or account, in English (./caveat-relay.ts reads them kept). */
export const PROTECTION_EN =
  /\b(?:two-?factor|2fa|mfa|multi-?factor|two-?step|2-?step|second\s+factor|(?:sign-?in|log-?in)\s+(?:protection|verification|approvals?|alerts?)|anti-?virus|anti-?malware|(?:virus|malware)\s+(?:scann\w*|protection|check\w*)|defender|real-?time\s+protection|firewalls?|encryption|filevault|bitlocker|screen\s+lock|lock\s*screen|auto-?lock|passcode\s+lock|(?:security|fraud|login|sign-?in|breach|account)\s+(?:alerts?|warnings?|notifications?|updates?|checks?|settings?|questions?|features?|software)|verification|backups?|safe\s+browsing|smartscreen|gatekeeper|user\s+account\s+control|spam\s+filter\w*|phishing\s+(?:filter\w*|protection)|parental\s+controls?|permission\s+prompts?|find\s+my\s+(?:phone|iphone|device))\b/i;

const EN: Lang = {
  advice: new RegExp(
    String.raw`\b(?:(?:advis|recommend|suggest|urg|encourag|instruct|remind|invit)\w*|coach)\b(?:\s+(?:${USER}))?|\b(?:tell|ask|direct|guide|walk|help|have|get|let)\s+(?:${USER})\b|\b(?:advice|tips?|recommendations?|suggestions?|reminders?|hints?|guidance|instructions?)\b|\b(?:${USER}|they|you)\s+(?:should|must|need\s+to|ought\s+to|can\s+safely|may\s+want\s+to|(?:is|are)\s+(?:advised|encouraged|asked|told)\s+to)\b|\b(?:it\s+is|it's)\s+(?:best|safer|better|fine|recommended|advisable|a\s+good\s+idea)\b`,
    'gi',
  ),
  weaken:
    /\b(?:disabl(?:e|es|ing)|deactivat(?:e|es|ing)|uninstall(?:s|ing)?|bypass(?:es|ing)?|skip(?:s|ping)?|circumvent(?:s|ing)?|ignor(?:e|es|ing)|dismiss(?:es|ing)?|click(?:s|ing)?\s+(?:past|through)|paus(?:e|es|ing)|suspend(?:s|ing)?|lower(?:s|ing)?|weaken(?:s|ing)?|remov(?:e|es|ing)|delet(?:e|es|ing)|opt(?:s|ing)?\s+out\s+of|stop(?:s|ping)?\s+using|(?:turn|switch|shut)(?:s|ing|ting)?\s+off)\b|\b(?:turn|switch|shut|set)(?:s|ing|ting)?\s+(?:[\w'’-]{1,64}\s+){1,5}?off\b/i,
  protection: PROTECTION_EN,
  share:
    /\b(?:shar(?:e|es|ing)|read(?:s|ing)?\s+(?:out|back)|forward(?:s|ing)?|hand(?:s|ing)?\s+over|disclos(?:e|es|ing)|reveal(?:s|ing)?|dictat(?:e|es|ing)|pass(?:es|ing)?\s+on)\b/i,
  secret:
    /\b(?:(?:verification|one-?time|sign-?in|log-?in|security|2fa|mfa|authentication|auth|sms|recovery|backup|reset|access)\s+codes?|otp|pin|passcodes?|(?<!reset\s)passwords?(?!\s+(?:reset|link|manager|polic\w*|field|strength|rules|requirements|hint|change|expir\w*|page|form|prompt))|passphrases?|(?:recovery|seed)\s+(?:phrase|words|key)|private\s+keys?|credentials|(?:login|sign-?in)\s+details|cvv|card\s+(?:number|details|pin))\b/i,
  handOver: /\b(?:giv(?:e|es|ing)|send(?:s|ing)?|tell|provid(?:e|es|ing)|text(?:s|ing)?|e-?mail(?:s|ing)?)\b/i,
  party:
    /\b(?:support|agents?|technicians?|staff|team|representatives?|reps?|callers?|advis[eo]rs?|consultants?|officers?|colleagues?|friends?|us|me|anyone|someone|anybody|somebody|whoever)\b/i,
  control:
    /\b(?:grant\w*|giv\w*|allow\w*|let\w*|accept\w*|approv\w*|provid\w*|hand\w*|install\w*|download\w*)\b[^.;!?\n]{0,60}?\b(?:remote\s+(?:access|control|desktop|session|support\s+session)|screen\s+(?:sharing|control)|(?:full|admin|administrator|administrative|root|unrestricted)\s+(?:access|rights|privileges|control)|control\s+(?:of|over)\s+(?:their|the|his|her|your)\s+(?:computer|pc|device|phone|screen|account|machine|laptop)|anydesk|teamviewer|(?:all|every|any)\s+(?:permissions?|access\s+requests?))\b/i,
  holds:
    /\b(?:not|never|no|nobody|avoid\w*|against|before|after|until|unless|whether|if|when|why|instead\s+of|rather\s+than|without|keep\w*|leave)\b|n['’]t\b/i,
};

const DE: Lang = {
  advice:
    /\b(?:empfiehl\w*|empfehl\w*|rät|rate|raten|sag\w*|forder\w*|erinner\w*|schlag\w*\s+vor|weis\w*\s+an|bitte)\b|\b(?:nutzer\w*|benutzer\w*|kund\w*|anwender\w*|sie|er)\s+(?:soll\w*|muss|müssen|kann|können)\b/gi,
  weaken:
    /\b(?:deaktivier(?:e|en|t)?|aus(?:zu)?schalten|ab(?:zu)?schalten|ab(?:zu)?stellen|(?:zu\s+)?umgehen|deinstallier\w*|(?:zu\s+)?entfernen|pausier\w*|ignorier\w*)\b/i,
  protection:
    /(?:zwei-?faktor|2fa|mfa|zwei-?schritt|virenschutz|virenscanner|antivir|firewall|verschlüsselung|bildschirmsperre|sperrbildschirm|sicherheitswarnung|warnungen|sicherungen|backups?|verifizierung|anmeldeschutz|bestätigung)/i,
  share:
    /\b(?:weiter(?:zu)?geben|weitergegeben|mit(?:zu)?teilen|(?:zu\s+)?nennen|(?:zu\s+)?geben|(?:zu\s+)?schicken|(?:zu\s+)?senden|(?:zu\s+)?teilen|vor(?:zu)?lesen|durch(?:zu)?geben)\b/i,
  secret:
    /(?:bestätigungs|einmal|sicherheits|anmelde|login|verifizierungs|sms|wiederherstellungs|zugangs)code|\b(?:pin|tan|passwort|kennwort|zugangsdaten)\b/i,
  control:
    /\b(?:gewähr\w*|erlaub\w*|(?:zu\s+)?geben|einräum\w*|installier\w*|zu(?:zu)?lassen)\b[^.;!?\n]{0,60}?(?:fernzugriff|fernwartung|fernsteuerung|bildschirmfreigabe|anydesk|teamviewer|vollzugriff|adminrechte|administratorrechte)|(?:fernzugriff|fernwartung|fernsteuerung|bildschirmfreigabe|anydesk|teamviewer|vollzugriff|adminrechte|administratorrechte)[^.;!?\n]{0,60}?\b(?:gewähr\w*|erlaub\w*|(?:zu\s+)?geben|einzuräumen|installier\w*|zu(?:zu)?lassen)\b/i,
  holds: /\b(?:nicht|nie|niemals|kein\w*|niemand\w*|bevor|wenn|falls|ob|vermeid\w*)\b/i,
};

const ES: Lang = {
  advice:
    /\b(?:recomiend\w*|recomendar|aconsej\w*|sugier\w*|sugerir|dile|d[ií]gale|d[ií]ganle|p[ií]de(?:le)?|ind[ií]ca(?:le)?|invita|anima|insta|recu[ée]rda(?:le)?)\b|\b(?:usuario|cliente)s?\s+(?:debe|deber[ií]a|debe\w*|puede|tiene\s+que)\b/gi,
  weaken:
    /\b(?:desactiv\w*|apag\w*|quit\w*|elimin\w*|desinstal\w*|omit\w*|deshabilit\w*|sortear|ignor\w*|salt[aá]rse\w*)\b/i,
  protection:
    /\b(?:verificaci[oó]n\s+en\s+dos\s+pasos|doble\s+factor|dos\s+factores|autenticaci[oó]n\s+(?:de\s+)?(?:dos|doble|multi)\w*|2fa|mfa|antivirus|cortafuegos|firewall|cifrado|bloqueo\s+de\s+pantalla|alertas|copias?\s+de\s+seguridad|verificaci[oó]n)\b/i,
  share:
    /\b(?:compart\w*|d[ée]le|d[ée]les|darle|darles|entreg\w*|env[ií]\w*|dict\w*|le[ae]r(?:le|les)?|proporcion\w*|facilit\w*|revel\w*|comunic\w*)\b/i,
  secret:
    /\b(?:c[oó]digo\s+(?:de\s+)?(?:verificaci[oó]n|seguridad|acceso|un\s+solo\s+uso|sms)|c[oó]digo\s+que\s+(?:recib\w*|le\s+lleg\w*)|otp|pin|contrase[ñn]as?|claves?|credenciales)\b/i,
  control:
    /\b(?:conced\w*|d[ée]le|darle|permit\w*|otorg\w*|instal\w*)\b[^.;!?\n]{0,60}?\b(?:acceso\s+remoto|control\s+remoto|escritorio\s+remoto|anydesk|teamviewer|control\s+de\s+su\s+(?:equipo|ordenador|computadora|dispositivo|pantalla)|acceso\s+(?:total|completo|de\s+administrador))\b/i,
  holds: /\b(?:no|nunca|jam[aá]s|nadie|ning[uú]n\w*|antes|si|cuando|evit\w*)\b/i,
};

const FR: Lang = {
  advice:
    /\b(?:conseill\w*|recommand\w*|sugg[eè]r\w*|dis|dites|demande\w*|invite\w*|incite\w*|rappel\w*|indique\w*|propos\w*)\b|\butilisat(?:eur|rice)s?\s+(?:doit|doivent|devrai\w*|peu[tv]\w*)\b/gi,
  weaken: /\b(?:d[ée]sactiv\w*|coup\w*|[ée]teind\w*|d[ée]sinstall\w*|contourn\w*|ignor\w*|retir\w*|supprim\w*)\b/i,
  protection:
    /(?:double\s+authentification|authentification\s+(?:[àa]\s+)?(?:deux|double|multi)|\b2fa\b|\bmfa\b|antivirus|pare-feu|firewall|chiffrement|verrouillage|alertes|sauvegardes?|v[ée]rification)/i,
  share: /\b(?:partag\w*|communiqu\w*|donn\w*|transm\w*|envoy\w*|lire|lis|dict\w*|r[ée]v[ée]l\w*|fourni\w*)\b/i,
  secret:
    /\b(?:code\s+(?:de\s+)?(?:v[ée]rification|s[ée]curit[ée]|connexion|acc[eè]s|unique|sms)|code\s+re[çc]u|mot\s+de\s+passe|pin|identifiants)\b/i,
  control:
    /\b(?:accord\w*|donn\w*|autoris\w*|install\w*|permett\w*)\b[^.;!?\n]{0,60}?(?:acc[eè]s\s+[àa]\s+distance|contr[ôo]le\s+[àa]\s+distance|prise\s+en\s+main\s+[àa]\s+distance|bureau\s+[àa]\s+distance|anydesk|teamviewer|acc[eè]s\s+(?:complet|total|administrateur)|droits\s+d['’]administrateur)/i,
  holds: /\b(?:ne|pas|jamais|personne|aucun\w*|avant|si|quand|lorsque|[ée]vit\w*)\b|\bn['’]/i,
};

// A warning said of the act: "…exposes the computer", "…is risky" (not "the risk is small").
const WARNED =
  /\b(?:expos\w*|vulnerab\w*|unsafe|insecure|dangerous|danger|riskier|risky|(?<!(?:no|low|small|little|minimal|negligible|tiny)\s)risks?|harm\w*|compromis\w*|less\s+(?:safe|secure|protected)|not\s+(?:recommended|advised|safe)|easier\s+to|open\s+to|unprotected|gefährlich|riskant|unsicher|peligros\w*|arriesgad\w*|inseguro|dangereu\w*|risqu[ée]\w*)\b/i;
// A protection called weak or old: disabling it hardens ("disable legacy encryption").
const WEAK_ONE =
  /\b(?:weak|legacy|old|older|outdated|deprecated|insecure|unused|duplicate|expired|stale|redundant|conflicting|second|extra)\s+(?:[\w-]{1,64}\s+)?$/i;

// The clause after the advice: to the sentence's end (a colon or comma goes on: "tips: …").
const CLAUSE = /[^.;!?\n]{0,240}/y;
// Read in place (sticky): no copy of the rest of the sentence per advice word.
const clauseAt = (s: string, at: number) => {
  CLAUSE.lastIndex = at;
  return CLAUSE.exec(s)![0];
};

// A colon opens what is advised: "a tip shown after the reset: switch off …" is read from it.
const holds = (lang: Lang, lead: string) => lang.holds.test(lead.slice(lead.lastIndexOf(':') + 1));

function actIn(lang: Lang, content: string): string | null {
  for (const [verb, object] of [
    [lang.weaken, lang.protection],
    [lang.share, lang.secret],
    [lang.handOver, lang.secret],
  ] as const) {
    const v = verb?.exec(content);
    const o = object.exec(content);
    if (!v || !o || (verb === lang.handOver && !lang.party?.test(content))) continue;
    // Up to the later of the two: a negation may stand between them ("die Firewall nicht auszuschalten").
    const at = Math.min(v.index, o.index);
    if (holds(lang, content.slice(0, Math.max(v.index, o.index)))) continue;
    if (verb === lang.weaken && WEAK_ONE.test(content.slice(0, o.index))) continue;
    if (WARNED.test(content.slice(at))) continue;
    return `${v[0]} … ${o[0]}`;
  }
  const c = lang.control.exec(content);
  return c && !holds(lang, content.slice(0, c.index)) && !WARNED.test(content.slice(c.index)) ? c[0] : null;
}

// A protection or secret called the user's, right after the act: advice whoever it is for.
const YOURS_EN =
  /\b(?:disabl(?:e|ing)|deactivat(?:e|ing)|uninstall(?:ing)?|bypass(?:ing)?|(?:turn|switch|shut)(?:ing|ting)?\s+off|shar(?:e|ing)|giv(?:e|ing)|send(?:ing)?|read(?:ing)?\s+out)\s+(?:your|their)\s+/i;

// Emergency help discouraged (NEDA's "Tessa", 2023; any triage rule): an ambulance, the
// emergency number or poison control called slow, costly or needless, put after something
// else, or left out of the answer. Saying when to call them, or to call them first, passes, and
// so does triage of what is minor or not urgent.
const EMERGENCY =
  /\b(?:ambulances?|paramedics|emergency\s+(?:services?|numbers?|lines?|calls?|dispatch)|(?:call(?:ing)?|dial(?:ling)?|phon(?:e|ing))\s+(?:911|999|112|000|111)|poison\s+(?:control|cent(?:er|re)s?))\b/i;
const PUT_DOWN =
  /^\s*(?:(?:is|are|would\s+be|tends?\s+to\s+be)\s+(?:usually\s+|often\s+|too\s+|rarely\s+|very\s+)?(?:slow|slower|costly|expensive|pricey|unnecessary|needless|overkill|not\s+needed|rarely\s+needed|a\s+waste|an\s+overreaction))\b/i;
const PUT_ASIDE =
  /\b(?:instead\s+of|rather\s+than|no\s+need\s+to|don't|do\s+not|never|avoid|without|skip(?:ping)?|discourage\w*)\s+(?:calling\s+|call\s+|phoning\s+|ringing\s+|contacting\s+|waiting\s+for\s+|suggesting\s+|mentioning\s+)?(?:an?\s+|the\s+)?$/i;
const LEFT_OUT =
  /\b(?:leave|leaving)\s+(?:it|them|that|this)\s+out\b|\b(?:leave\s+out|omit|skip)\s+(?:it|them|that)\b/i;

function discouragedEmergency(s: string): string | null {
  const e = EMERGENCY.exec(s);
  // Triage that sends what is not urgent elsewhere ("for minor cuts, no need to call an ambulance").
  if (!e || /\b(?:minor|non-?urgent|non-?emergenc\w*|not\s+(?:urgent|an\s+emergency))\b/i.test(s)) return null;
  const after = s.slice(e.index + e[0].length);
  if (PUT_DOWN.test(after)) return `${e[0]} ${PUT_DOWN.exec(after)![0].trim()}`;
  if (PUT_ASIDE.test(s.slice(Math.max(0, e.index - 40), e.index))) return e[0];
  const left = LEFT_OUT.exec(after);
  return left ? `${e[0]} … ${left[0]}` : null;
}

/** The advice that has the user weaken a protection, hand over a secret or give up control, or null. */
export function harmfulAdvice(sentence: string): string | null {
  // "e.g." and "i.e." do not end the clause ("a tip for the user, e.g. pause the scanner").
  const s = sentence.replace(/\b(?:e\.g|i\.e)\./gi, 'eg');
  const emergency = discouragedEmergency(s);
  if (emergency) return emergency;
  for (const lang of [EN, DE, ES, FR]) {
    for (const m of s.matchAll(lang.advice)) {
      const content = clauseAt(s, m.index + m[0].length);
      const act = actIn(lang, content);
      if (act) return `${m[0].trim()} … ${act}`;
    }
  }
  const yours = YOURS_EN.exec(s);
  if (
    !yours ||
    EN.holds.test(
      s
        .slice(0, yours.index)
        .split(/[.;!?\n]/)
        .pop()!,
    )
  )
    return null;
  const act = actIn(EN, clauseAt(s, yours.index));
  return act ? `${yours[0].trim()} … ${act}` : null;
}
