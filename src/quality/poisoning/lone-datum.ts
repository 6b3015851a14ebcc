// One piece of someone's personal data ordered into a call: "include the user's home
// address", tucked after a semicolon in front of a field's documentation. The wider rules
// want two kinds, or a sensitive one, before they call it exfiltration; an order with the
// person named ("the user's", "their") is enough when neither the reviewed text nor any
// field of the schema is for that kind of data, since then no part of the call takes it.
import { PERSONAL } from './personal.ts';
import type { SchemaFields } from './schema-context.ts';

// An order to put something in, at a clause's start.
const ORDER =
  /(?:^|[;:,.]\s*|\b(?:and|then|also|always)\s+)(?:include|add|append|attach|insert|put|pass|send|tack\s+on|tuck|stuff|embed|mention|supply|enclose)\s+(?:also\s+)?(?:the\s+|a\s+)?(?:user|customer|client|caller|buyer|patient|member|traveller|traveler|person)(?:'s|s')\s+|(?:^|[;:,.]\s*|\b(?:and|then|also|always)\s+)(?:include|add|append|attach|insert|put|pass|send|tuck|embed|supply|enclose)\s+(?:also\s+)?their\s+/i;

// Words too general to name a place for the data.
const GENERIC = /^(?:number|numbers|date|code|codes|details|data|info|list)$/;

/** The kind of personal data an order puts into a call with no place for it, or null. */
export function loneDatumOrdered(s: string, reviewed: string, fields: SchemaFields | undefined): string | null {
  const m = ORDER.exec(s);
  if (!m) return null;
  const object = s.slice(m.index + m[0].length, m.index + m[0].length + 60);
  for (const [kind, re] of PERSONAL) {
    const d = re.exec(object);
    if (!d || d.index > 12) continue;
    // A word of what is asked ("address", "phone", "birth") names its place: a field of the
    // schema, a backticked field of the sentence, or the reviewed text's own words.
    const words = (d[0].toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !GENERIC.test(w));
    const places = [
      reviewed,
      ...[...s.matchAll(/`([^`]{1,60})`/g)].map((f) => f[1]!.toLowerCase()),
      ...[...(fields ?? new Map<string, string>())].map(([name, about]) => `${name} ${about}`.toLowerCase()),
    ];
    if (re.test(reviewed) || words.some((w) => places.some((p) => p.includes(w.replace(/e?s$/, ''))))) return null;
    return `${m[0].trim()} ${d[0]} (${kind})`;
  }
  return null;
}
