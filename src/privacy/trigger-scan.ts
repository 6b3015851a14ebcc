// Which of the redactor's triggers a string holds, in one pass over it.
//
// Each redaction rule names what every one of its matches contains (a literal such as
// "bearer" or "sk-", or a run of digits). One regex per rule, or one alternation of all,
// rescans long hostile strings; an Aho–Corasick automaton over the literals, ASCII letters
// folded to lower case, reads each character once whatever the string, and reports every
// trigger set that occurs as a bit of a mask.
//
// Folding only ASCII is enough: the rules' patterns are ASCII and case-insensitive without
// the `u` flag, under which no non-ASCII character matches an ASCII one, so a string can
// only match a rule if it holds one of its literals in ASCII.

/** A run of digits as a card number needs one: 8 digits, or 4, one space or hyphen, 4. */
export const DIGIT_RUN = Symbol('digit run');

export type TriggerSet = readonly (string | typeof DIGIT_RUN)[];

interface Literal {
  text: string;
  bit: number;
}

/** Compiles trigger sets (at most 31) into a scan returning bit k set when set k occurs. */
export function compileTriggers(sets: readonly TriggerSet[]): (s: string) => number {
  if (sets.length > 31) throw new Error(`at most 31 trigger sets, got ${sets.length}`);
  const { literals, digitBits } = literalsOf(sets);
  const { cls, classes } = classesOf(literals);
  const { delta, outs } = automaton(literals, cls, classes);
  const all = sets.reduce((m, _s, k) => m | (1 << k), 0);
  return (s: string): number => {
    let st = 0;
    let mask = 0;
    // Digits in the current run, and whether a run of 4 or more ended just before a single
    // separator that this run follows.
    let run = 0;
    let before = false;
    let sep = false;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      st = delta[st * classes + (c < 128 ? cls[c]! : 0)]!;
      mask |= outs[st]!;
      if (digitBits !== 0) {
        if (c >= 48 && c <= 57) {
          run++;
          sep = false;
          if (run >= 8 || (before && run >= 4)) mask |= digitBits;
        } else if ((c === 32 || c === 45) && !sep) {
          before = run >= 4;
          run = 0;
          sep = true;
        } else {
          run = 0;
          before = false;
          sep = false;
        }
      }
      if (mask === all) break;
    }
    return mask;
  };
}

/** The literals of every set with their set's bit, and the bits of the sets that take a digit run. */
function literalsOf(sets: readonly TriggerSet[]): { literals: Literal[]; digitBits: number } {
  const literals: Literal[] = [];
  let digitBits = 0;
  sets.forEach((set, k) => {
    for (const t of set) {
      if (t === DIGIT_RUN) digitBits |= 1 << k;
      else {
        // Checked before lowercasing, which maps some non-ASCII letters (the Kelvin sign) to ASCII.
        if (t === '' || [...t].some((ch) => ch.charCodeAt(0) >= 128))
          throw new Error(`trigger ${JSON.stringify(t)} is empty or not ASCII`);
        literals.push({ text: t.toLowerCase(), bit: 1 << k });
      }
    }
  });
  return { literals, digitBits };
}

/** Character classes: one per character the literals use (letters folded), 0 for the rest. */
function classesOf(literals: Literal[]): { cls: Uint8Array; classes: number } {
  const cls = new Uint8Array(128);
  let classes = 1;
  for (const { text } of literals) {
    for (const ch of text) {
      const c = ch.charCodeAt(0);
      if (cls[c] === 0) {
        cls[c] = classes++;
        if (c >= 97 && c <= 122) cls[c - 32] = cls[c]!;
      }
    }
  }
  return { cls, classes };
}

/** The trie, then failure links breadth first, then the full transition table. */
function automaton(literals: Literal[], cls: Uint8Array, classes: number): { delta: Int32Array; outs: Int32Array } {
  const next: Map<number, number>[] = [new Map()];
  const out: number[] = [0];
  for (const { text, bit } of literals) {
    let st = 0;
    for (const ch of text) {
      const k = cls[ch.charCodeAt(0)]!;
      let to = next[st]!.get(k);
      if (to === undefined) {
        to = next.length;
        next.push(new Map());
        out.push(0);
        next[st]!.set(k, to);
      }
      st = to;
    }
    out[st]! |= bit;
  }
  const delta = new Int32Array(next.length * classes);
  const fail = new Int32Array(next.length);
  const outs = Int32Array.from(out);
  const queue: number[] = [];
  for (let k = 0; k < classes; k++) {
    const to = next[0]!.get(k) ?? 0;
    delta[k] = to;
    if (to) queue.push(to);
  }
  for (let qi = 0; qi < queue.length; qi++) {
    const st = queue[qi]!;
    outs[st]! |= outs[fail[st]!]!;
    for (let k = 0; k < classes; k++) {
      const to = next[st]!.get(k);
      if (to === undefined) delta[st * classes + k] = delta[fail[st]! * classes + k]!;
      else {
        fail[to] = delta[fail[st]! * classes + k]!;
        delta[st * classes + k] = to;
        queue.push(to);
      }
    }
  }
  return { delta, outs };
}
