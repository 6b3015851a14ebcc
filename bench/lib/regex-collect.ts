// Every regular expression some code runs, found by watching RegExp.prototype while that code
// runs, not by reading the source: a rule built at run time from a word list (`new RegExp(…)`)
// is caught as it is used. Used by bench/redos.ts.
//
// While watching, `exec` and the Symbol methods (match, matchAll, replace, search, split) are
// wrapped. Once `exec` is replaced the engine's own methods call it for each step (the
// specification's RegExpExec), so `test`, `String.prototype.replace` and the like are all seen;
// only the outermost call of a nest is recorded, with the method it came through.

export interface SeenRegex {
  /** A fresh copy of the pattern (its own lastIndex). */
  re: RegExp;
  /** How the code called it: exec, test, match, matchAll, replace, search, split. */
  methods: Set<string>;
  /** file:line of the first call outside this file, as the stack named it. */
  site: string;
  calls: number;
  /** The longest text it was run on. */
  longest: number;
  /** Milliseconds spent in its outermost calls. */
  ms: number;
}

const WATCHED = ['exec', 'test', Symbol.match, Symbol.matchAll, Symbol.replace, Symbol.search, Symbol.split] as const;

type Method = (this: RegExp, ...args: unknown[]) => unknown;

/** The first stack frame outside this file and node's internals, as path:line. */
function callSite(): string {
  const lines = (new Error().stack ?? '').split('\n').slice(1);
  const own = import.meta.url.replace(/^file:\/\//, '');
  const frame = lines.find((l) => !l.includes(own) && !l.includes('node:internal') && /\/[^/]+:\d+/.test(l));
  const m = frame ? /([^\s(]+):(\d+):\d+\)?$/.exec(frame.trim()) : null;
  return m ? `${m[1]!.replace(/^file:\/\//, '')}:${m[2]}` : '?';
}

/**
 * Runs `fn` with every RegExp method watched, and returns the patterns it ran keyed by
 * `/source/flags`. `keep` chooses by call site (e.g. only the project's own src/).
 */
export function collectRegexes(fn: () => void, keep: (site: string) => boolean): Map<string, SeenRegex> {
  const seen = new Map<string, SeenRegex>();
  const skipped = new Set<string>();
  const proto = RegExp.prototype as unknown as Record<string | symbol, Method>;
  const originals = WATCHED.map((k) => proto[k]!);
  let depth = 0;
  WATCHED.forEach((k, i) => {
    const original = originals[i]!;
    const name = typeof k === 'symbol' ? k.description!.replace('Symbol.', '') : k;
    proto[k] = function (this: RegExp, ...args: unknown[]) {
      const outermost = depth === 0;
      depth++;
      let entry: SeenRegex | undefined;
      if (outermost && this instanceof RegExp) {
        const flags = this.flags;
        const key = `/${this.source}/${flags}`;
        entry = seen.get(key);
        if (!entry && !skipped.has(key)) {
          const site = callSite();
          if (keep(site)) {
            entry = { re: new RegExp(this.source, flags), methods: new Set(), site, calls: 0, longest: 0, ms: 0 };
            seen.set(key, entry);
          } else skipped.add(key);
        }
        if (entry) {
          entry.methods.add(name);
          entry.calls++;
          entry.longest = Math.max(entry.longest, String(args[0] ?? '').length);
        }
      }
      const t0 = entry ? performance.now() : 0;
      try {
        return original.apply(this, args);
      } finally {
        depth--;
        if (entry) entry.ms += performance.now() - t0;
      }
    };
  });
  try {
    fn();
  } finally {
    WATCHED.forEach((k, i) => {
      proto[k] = originals[i]!;
    });
  }
  return seen;
}
