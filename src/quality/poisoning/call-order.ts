// Two calls in an order, swapped: "call `login` before this function" rewritten as "call this
// function before `login`" keeps every word the disclosure check looks for and reverses the
// prerequisite. Read by the disclosure gate (../disclosure.ts): a reviewed order the candidate
// states only the other way round is dropped.

const TERM = String.raw`(\x60[^\x60\n]{1,60}\x60|this\s+(?:tool|function|command|endpoint|method|operation)|(?<![\w.-])[a-z][a-z0-9]{0,40}(?:[_.-][a-z0-9]{1,40}){1,6}(?![\w-]|\.\w))`;
const PAIR = new RegExp(
  String.raw`${TERM}\s+(?:\w+\s+){0,2}?(before|after|prior\s+to)\s+(?:calling\s+|using\s+|running\s+|invoking\s+)?${TERM}`,
  'gi',
);
// Bounded, and not begun inside a longer run, so a long run of letters is read in linear time.
// The tool itself, however it is named, is one term.
const term = (t: string) => (/^this\s/i.test(t) ? 'SELF' : t.replace(/\x60/g, '').toLowerCase());

/** Each stated order as "first>second". */
function orders(text: string): string[] {
  return [...text.matchAll(PAIR)].flatMap((m) => {
    const [a, b] = [term(m[1]!), term(m[3]!)];
    if (a === b) return [];
    return [/after/i.test(m[2]!) ? `${b}>${a}` : `${a}>${b}`];
  });
}

/** The reviewed order ("a>b") the candidate states only reversed, or null. */
export function reversedOrder(candidate: string, reviewed: string): string | null {
  const kept = new Set(orders(candidate));
  for (const o of orders(reviewed)) {
    const [a, b] = o.split('>');
    if (!kept.has(o) && kept.has(`${b}>${a}`)) return o;
  }
  return null;
}
