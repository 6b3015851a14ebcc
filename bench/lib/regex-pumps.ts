// Pump strings for one regular expression, built from its own source. Super-linear matching
// needs a text where each of many start positions sets off a long attempt: a prefix the
// pattern almost matches, repeated ("only when the user only when the user …"), or a run of
// what one of its unbounded loops accepts. So the source is parsed into a small tree, strings
// it (nearly) matches are sampled from the tree, one branch of each alternation at a time,
// and every sample, each of its prefixes cut at a word, each literal word and each character
// its classes accept becomes a unit to repeat. Lookarounds and back-references add nothing to
// a sample; a class stands for the first few characters of CANDIDATES it accepts.

type Node =
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; alts: Node[] }
  | { t: 'chars'; reps: string[]; cls?: boolean }
  | { t: 'none' }
  | { t: 'rep'; body: Node; min: number; max: number };

/** Characters a class may stand for, in the order tried. */
const CANDIDATES = [...'aesA1 ,.-_/:;`"\'()[]{}<>*#@=|\\!?&%+~$\n\t中éя0'];

/** Units every pattern is tried on, whatever its source (split at ¦, which none holds). */
const GENERIC =
  'a¦a ¦ ¦, ¦a, ¦a,¦1¦1.¦`¦[¦(¦"¦\'¦<¦.¦a.¦- ¦\n¦a\n¦*¦#¦|¦\\¦中¦中 ¦http://a¦https://a.b/¦a.b.¦a@b.¦x_y ¦Ab1¦the ¦to the '.split(
    '¦',
  );

const MAX_SAMPLES = 48;

class Parser {
  i = 0;
  constructor(
    readonly src: string,
    readonly flags: string,
  ) {}

  parse(): Node {
    return this.alternation();
  }

  private alternation(): Node {
    const alts = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      alts.push(this.sequence());
    }
    return alts.length === 1 ? alts[0]! : { t: 'alt', alts };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const atom = this.atom();
      items.push(this.quantified(atom));
    }
    return { t: 'seq', items };
  }

  private quantified(atom: Node): Node {
    const s = this.src;
    let min: number;
    let max: number;
    const c = s[this.i];
    if (c === '*' || c === '+' || c === '?') {
      min = c === '+' ? 1 : 0;
      max = c === '?' ? 1 : Infinity;
      this.i++;
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(this.i));
      if (!m) return atom;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] ? Number(m[3]) : Infinity;
      this.i += m[0].length;
    } else return atom;
    if (s[this.i] === '?') this.i++;
    return { t: 'rep', body: atom, min, max };
  }

  private atom(): Node {
    const s = this.src;
    const c = s[this.i]!;
    if (c === '(') return this.group();
    if (c === '^' || c === '$') {
      this.i++;
      return { t: 'none' };
    }
    if (c === '[') return this.charClass();
    if (c === '\\') return this.escape();
    this.i++;
    return c === '.' ? this.reps('.') : { t: 'chars', reps: [c] };
  }

  private group(): Node {
    const s = this.src;
    this.i++;
    let look = false;
    const m = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(s.slice(this.i));
    if (m) {
      look = m[0] !== '?:' && !m[0].startsWith('?<') ? true : m[0] === '?<=' || m[0] === '?<!';
      this.i += m[0].length;
    }
    const body = this.alternation();
    this.i++; // ')'
    return look ? { t: 'none' } : body;
  }

  private charClass(): Node {
    const s = this.src;
    const start = this.i;
    this.i++;
    let depth = 1;
    while (this.i < s.length && depth > 0) {
      const c = s[this.i]!;
      if (c === '\\') this.i += 2;
      else {
        if (c === '[' && this.flags.includes('v')) depth++;
        if (c === ']') depth--;
        this.i++;
      }
    }
    return this.reps(s.slice(start, this.i));
  }

  private escape(): Node {
    const s = this.src;
    const next = s[this.i + 1] ?? '';
    if (next === 'b' || next === 'B') {
      this.i += 2;
      return { t: 'none' };
    }
    if (/[1-9]/.test(next)) {
      this.i += 2;
      while (/\d/.test(s[this.i] ?? '')) this.i++;
      return { t: 'none' };
    }
    const m = /^\\(?:[pP]\{[^}]*\}|u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|c[A-Za-z]|k<[^>]*>|.)/su.exec(
      s.slice(this.i),
    );
    const text = m ? m[0] : '\\';
    this.i += text.length;
    if (text.startsWith('\\k')) return { t: 'none' };
    return this.reps(text);
  }

  /** The candidate characters an atom accepts (at most three), found by asking the engine. */
  private reps(atom: string): Node {
    let re: RegExp;
    try {
      re = new RegExp(`^(?:${atom})$`, this.flags.replace(/[gy]/g, ''));
    } catch {
      return { t: 'none' };
    }
    // One character of each kind it accepts: a letter, a space, a sign, a digit.
    const kinds = [/\p{L}/u, /\s/, /[^\p{L}\p{N}\s]/u, /\p{N}/u];
    const reps = kinds.flatMap((k) => CANDIDATES.find((c) => k.test(c) && re.test(c)) ?? []);
    if (!reps.length) {
      // A literal outside the candidates ("é" written as \u00e9): the engine's own reading.
      const lit = /^\\u\{?([0-9a-fA-F]+)\}?$|^\\x([0-9a-fA-F]{2})$/.exec(atom);
      if (lit) return { t: 'chars', reps: [String.fromCodePoint(Number.parseInt(lit[1] ?? lit[2]!, 16))] };
      if (!atom.startsWith('\\') && !atom.startsWith('[')) return { t: 'chars', reps: [atom] };
      return { t: 'none' };
    }
    return { t: 'chars', reps, cls: true };
  }
}

/** Up to `limit` items of `xs`, spread over the list (every k-th), so far branches are sampled too. */
function spread<T>(xs: T[], limit: number): T[] {
  if (xs.length <= limit) return xs;
  const step = xs.length / limit;
  return Array.from({ length: limit }, (_, k) => xs[Math.floor(k * step)]!);
}

/** Strings the tree (nearly) matches, one branch of each alternation at a time. */
function samples(n: Node): string[] {
  switch (n.t) {
    case 'none':
      return [''];
    case 'chars':
      return n.reps.slice(0, 1);
    case 'alt':
      return spread(
        n.alts.flatMap((a) => samples(a)),
        MAX_SAMPLES,
      );
    case 'rep': {
      const body = samples(n.body);
      const times = Math.min(Math.max(n.min, 1), 3);
      const once = body.map((b) => b.repeat(times));
      return n.min === 0 ? ['', ...once] : once;
    }
    case 'seq': {
      let acc = [''];
      for (const item of n.items) {
        const next = samples(item);
        // Every branch of the item shows up at least once, against a rotating prefix.
        const size = Math.max(acc.length, next.length);
        acc = spread(
          Array.from({ length: size }, (_, k) => acc[k % acc.length]! + next[k % next.length]!),
          MAX_SAMPLES,
        );
      }
      return acc;
    }
  }
}

/** Characters the classes of the tree accept: the fillers its loops run over. */
function classChars(n: Node, out: Set<string>): Set<string> {
  if (n.t === 'chars' && n.cls) for (const r of n.reps) out.add(r);
  if (n.t === 'seq') for (const i of n.items) classChars(i, out);
  if (n.t === 'alt') for (const a of n.alts) classChars(a, out);
  if (n.t === 'rep') classChars(n.body, out);
  return out;
}

/** Prefixes of a sample cut before each of its last few words: what almost matches. */
function prefixes(s: string): string[] {
  const cuts = [...s.matchAll(/[\s,.;:]+/g)].map((m) => m.index!).filter((k) => k > 0);
  const out = cuts.slice(-4).map((k) => s.slice(0, k + 1));
  if (s.length > 1) out.push(s.slice(0, -1));
  return out;
}

/** The units to repeat for one pattern, most specific first, without duplicates. */
export function pumpUnits(re: RegExp, limit = 64): string[] {
  let tree: Node;
  try {
    tree = new Parser(re.source, re.flags).parse();
  } catch {
    return GENERIC;
  }
  const whole = samples(tree).filter((s) => s.trim().length > 0);
  const words = [...new Set(re.source.replace(/\\[pPuxck]\{?[^}\s]*\}?|\\./g, ' ').match(/[A-Za-z]{3,}/g) ?? [])];
  const fillers = [...classChars(tree, new Set())];
  const units = [
    ...spread(whole, 12).flatMap((s) => [...prefixes(s), s, `${s} `]),
    ...spread(words, 6).map((w) => `${w} `),
    ...fillers.flatMap((f) => [f, `${f} `]),
    ...GENERIC,
  ];
  return [...new Set(units.filter((u) => u.length > 0 && u.length < 400))].slice(0, limit);
}
