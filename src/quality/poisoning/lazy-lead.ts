// A clause rule of the form `(?:(?!stop)[^.;:!?\n]){0,max}?tail`: up to `max` characters of the
// clause before an anchor, then the anchor and what follows it. Run as one pattern, the lazy lead
// is tried from every position of the text and stepped up to `max` characters from each (2 s
// on 128 KB for three such rules), and when the tail has its own lazy part, that is tried at each
// of those steps. Here the tail is found first, in one pass, and the lead read back from it to
// the clause's start: the same matches, each position read a bounded number of times.

// Where a clause ends: the characters the lead cannot cross.
const ENDS = new Set([0x2e, 0x3b, 0x3a, 0x21, 0x3f, 0x0a]); // . ; : ! ? \n

export class LazyLead {
  /** The rule as one pattern, what `replace` gives the result of (for tests). */
  readonly source: string;
  private readonly tail: RegExp;
  private readonly stop: RegExp | null;
  private readonly unicode: boolean;

  /** `flags` are the rule's, `g` among them; `stop` is a lookahead the lead may not step onto. */
  constructor(
    private readonly max: number,
    tail: string,
    readonly flags: string,
    stop?: string,
  ) {
    if (!flags.includes('g')) throw new TypeError('a lazy lead is replaced throughout: it needs the g flag');
    const step = stop ? String.raw`(?:(?!${stop})[^.;:!?\n])` : String.raw`[^.;:!?\n]`;
    this.source = `${step}{0,${max}}?${tail}`;
    this.tail = new RegExp(tail, flags);
    this.stop = stop ? new RegExp(stop, `${flags.replace('g', '')}y`) : null;
    this.unicode = flags.includes('u');
  }

  /** What `text.replace(new RegExp(this.source, this.flags), fn)` gives, `fn` taking the match. */
  replace(text: string, fn: (match: string) => string): string {
    let out = '';
    let last = 0;
    let cursor = 0;
    while (cursor <= text.length) {
      this.tail.lastIndex = cursor;
      const m = this.tail.exec(text);
      if (!m) break;
      // The leftmost start is the earliest the lead reaches back from the first anchor: no
      // earlier one reaches a later anchor, as the clause's end or `max` stands between them.
      const start = this.leadStart(text, m.index, cursor);
      const end = m.index + m[0].length;
      out += text.slice(last, start) + fn(text.slice(start, end));
      last = end;
      cursor = end > start ? end : this.after(text, end);
    }
    return out + text.slice(last);
  }

  private leadStart(text: string, anchor: number, floor: number): number {
    let p = anchor;
    for (let steps = 0; p > floor && steps < this.max; steps++) {
      const b = this.before(text, p);
      if (ENDS.has(text.charCodeAt(b))) break;
      if (this.stop) {
        this.stop.lastIndex = b;
        if (this.stop.test(text)) break;
      }
      p = b;
    }
    return p;
  }

  // One character back, or forward: a surrogate pair is one character to a `u` pattern.
  private before(text: string, i: number): number {
    return this.unicode && i >= 2 && isLow(text.charCodeAt(i - 1)) && isHigh(text.charCodeAt(i - 2)) ? i - 2 : i - 1;
  }

  private after(text: string, i: number): number {
    return this.unicode && isHigh(text.charCodeAt(i)) && isLow(text.charCodeAt(i + 1)) ? i + 2 : i + 1;
  }
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;
