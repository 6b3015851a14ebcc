// Secrets found by forward scans instead of a pattern: PEM private key blocks, passwords in
// URLs, e-mail addresses. Each scan is linear on hostile input.
import { R } from './rules.ts';

// PEM and OpenSSH private key blocks, found by their BEGIN line; the block runs to its END
// line, or to the end of the string when cut off (a truncated key is still a secret).
// indexOf from each BEGIN keeps the scan linear where a bounded regex would rescan.
const PEM_BEGIN = /-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
const PEM_END = /-----END[ A-Z0-9]{0,40}-----/y;

export function redactPem(s: string, counts: Map<string, number>): string {
  if (!s.includes('-----BEGIN')) return s;
  let out = '';
  let from = 0;
  let n = 0;
  PEM_BEGIN.lastIndex = 0;
  for (let m = PEM_BEGIN.exec(s); m; m = PEM_BEGIN.exec(s)) {
    let end = s.length;
    for (let e = s.indexOf('-----END', PEM_BEGIN.lastIndex); e !== -1; e = s.indexOf('-----END', e + 8)) {
      PEM_END.lastIndex = e;
      if (PEM_END.test(s)) {
        end = PEM_END.lastIndex;
        break;
      }
    }
    out += s.slice(from, m.index) + '[REDACTED:private_key]';
    from = end;
    n++;
    PEM_BEGIN.lastIndex = end;
    if (end === s.length) break;
  }
  if (n === 0) return s;
  counts.set('private_key', (counts.get('private_key') ?? 0) + n);
  return out + s.slice(from);
}

// scheme://user:password@host, where the password may hold "/" and ":". Found from each
// "://" by forward scans that stop at the next "://" (the user part cannot hold ":" or
// "/"), with the next "@" and whitespace looked up once per position, so hostile input
// costs one pass.
const USER_STOP = /[\s:/?#@"'<>\\]/y;

export function redactUrlPasswords(s: string, counts: Map<string, number>): string {
  let i = s.indexOf('://');
  if (i === -1 || !s.includes('@')) return s;
  let out = '';
  let from = 0;
  let n = 0;
  let nextAt = -2;
  let nextStop = -2;
  while (i !== -1) {
    // user part: up to the first stop character, at most 256 long
    let u = i + 3;
    const limit = Math.min(s.length, u + 256);
    while (u < limit) {
      USER_STOP.lastIndex = u;
      if (USER_STOP.test(s)) break;
      u++;
    }
    if (u < s.length && s.charCodeAt(u) === 58 /* : */ && u > i + 3) {
      if (nextAt < u) nextAt = s.indexOf('@', u);
      if (nextStop < u) nextStop = indexOfStop(s, u + 1);
      const pwEnd = nextAt;
      if (pwEnd > u + 1 && pwEnd - u <= 512 && (nextStop === -1 || nextStop > pwEnd)) {
        out += s.slice(from, u + 1) + R;
        from = pwEnd;
        n++;
        i = s.indexOf('://', pwEnd);
        continue;
      }
    }
    i = s.indexOf('://', i + 3);
  }
  if (n === 0) return s;
  counts.set('url_password', (counts.get('url_password') ?? 0) + n);
  return out + s.slice(from);
}

const PW_STOP = /[\s"'<>\\]/g;
function indexOfStop(s: string, from: number): number {
  PW_STOP.lastIndex = from;
  const m = PW_STOP.exec(s);
  return m ? m.index : -1;
}

// E-mail addresses, found from each "@": the local part is scanned backwards and the
// domain forwards, and neither scan can pass another "@", so hostile input costs one pass
// (a regex tried at every position of a long local-part run does not).
// The characters of an e-mail local part, by char code: the walk back from each '@' reads
// one character at a time, where a regex test per character allocated a string each.
const LOCAL_CHARS = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._%+-') LOCAL_CHARS[c.charCodeAt(0)] = 1;
const isLocal = (s: string, i: number): boolean => {
  const c = s.charCodeAt(i);
  return c < 128 && LOCAL_CHARS[c] === 1;
};
const DOMAIN = /[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}(?![A-Za-z0-9-])/y;

export function redactEmails(s: string, counts: Map<string, number>): string {
  let at = s.indexOf('@');
  if (at === -1) return s;
  let out = '';
  let from = 0;
  let n = 0;
  let dot = -2;
  while (at !== -1) {
    // The domain's first label runs from the "@" to a "." within 64 characters, with no
    // other "@" before it: where that "." is missing, no regex is tried (a run of "a@"
    // cost one regex call per "@").
    const nextAt = s.indexOf('@', at + 1);
    if (dot <= at) dot = s.indexOf('.', at + 1);
    if (dot === -1) break;
    if ((nextAt !== -1 && nextAt < dot) || dot - at > 64) {
      at = nextAt;
      continue;
    }
    let start = at;
    while (start > from && at - start < 256 && isLocal(s, start - 1)) start--;
    DOMAIN.lastIndex = at + 1;
    const d = start < at && (start === 0 || !isLocal(s, start - 1)) ? DOMAIN.exec(s) : null;
    if (d) {
      out += s.slice(from, start) + '[EMAIL]';
      from = at + 1 + d[0].length;
      n++;
      at = s.indexOf('@', from);
    } else at = nextAt;
  }
  if (n === 0) return s;
  counts.set('email', (counts.get('email') ?? 0) + n);
  return out + s.slice(from);
}
