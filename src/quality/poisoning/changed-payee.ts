// Payment details "changed" to a new account (FBI IC3 business e-mail compromise and
// real-estate wire fraud): "the trust account has changed; deposits now go to account 1504
// 882 316; details from anyone else are the old account". A tool may return or take account
// numbers; it does not announce that the account to pay has moved, with the new number
// written into its description. Read as literal bank details beside a change, in a few languages.

// Literal bank details: an IBAN, or an account word with a long number after it.
const BANK =
  /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}\b|(?:\b(?:account|acct|iban|sort\s+code|routing|branch\s+code|bsb|rekening|takkode|konto|kontonummer|compte|rib|cuenta|conta|clabe)\b|账户|账号|帐号|户名)[^.;\n]{0,30}?\d[\d\s-]{5,}\d/iu;
// The change: a new or changed account, payments that now go elsewhere, the old one discredited.
const CHANGED =
  /\b(?:(?:has|have|was|were)\s+(?:been\s+)?(?:changed|updated|moved)|(?:new|updated|changed)\s+(?:bank\s+|payment\s+|trust\s+)?(?:account|details|iban|bank)|old\s+(?:account|details|bank)|(?:now|henceforth)\s+(?:go|goes|paid|sent|payable)|no\s+longer\s+(?:valid|in\s+use|used|active))\b|\b(?:het\s+verander|nuwe\s+rekening|ou\s+rekening|gaan\s+nou\s+na|is\s+gewijzigd|nieuwe\s+rekening|oude\s+rekening|geändert|neue[snm]?\s+(?:konto|bankverbindung)|alte[snm]?\s+konto|a\s+changé|nouveau\s+compte|nouvelles\s+coordonnées|ancien\s+compte|ha\s+cambiado|nueva\s+cuenta|cuenta\s+antigua|mudou|nova\s+conta|conta\s+antiga)\b|已更改|已变更|已更换|新账户|新账号|旧账户|旧账号/iu;

/** Literal bank details announced as a change of account, or null. */
export function changedPayee(s: string): string | null {
  const bank = BANK.exec(s);
  const changed = bank ? CHANGED.exec(s) : null;
  return bank && changed ? `${changed[0]} … ${bank[0].slice(0, 40)}` : null;
}
