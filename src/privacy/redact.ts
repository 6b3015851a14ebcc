// Secrets and personal data are removed from every trace before it is stored, so neither
// the database nor any LLM prompt built from it ever holds them. Two passes:
//
// - by structure: the value of any object key that names a secret (password, api_key,
//   Authorization, Cookie, session_token, …) is replaced whole, at any depth;
// - by content: every string is scanned with the rules of SECRET_RULES below, the one
//   documented table of secret kinds (vendor key formats after the gitleaks rule set,
//   generic `name=value` assignments, PEM blocks, URL passwords, Luhn-checked cards,
//   e-mail addresses). Counts per kind are reported as metrics.
//
// Every rule runs in linear time on hostile input: quantifiers are bounded, and a rule
// that starts with a character class is anchored with a lookbehind so it is only tried at
// the start of a run, never at every position inside it. Custom patterns from
// WHETSTONE_REDACT_PATTERNS run on RE2 (re2js), which is linear by construction. A caller
// can pass a deadline: it is checked between strings and between rules, and a redaction
// that passes it throws TooSlowError (decode dead-letters the message as `too_slow`).
import { RE2JS } from 're2js';
import { isSecretKey, isSecretValue, remember } from './keys.ts';
import { R, SECRET_RULES } from './rules.ts';
import { redactEmails, redactPem, redactUrlPasswords } from './scanners.ts';
import { compileTriggers, type TriggerSet } from './trigger-scan.ts';

export { isSecretKey } from './keys.ts';
export { isCardNumber, type RedactRule, SECRET_RULES } from './rules.ts';

export class TooSlowError extends Error {
  readonly retriable = false;
  constructor(readonly budgetMs: number) {
    super(`redaction did not finish within ${budgetMs} ms (WHETSTONE_DECODE_TIMEOUT_MS)`);
  }
}

export interface RedactOptions {
  /** performance.now() value after which redaction throws TooSlowError. */
  deadline?: number | undefined;
  budgetMs?: number | undefined;
  /** Keys at the top level whose names are not checked (the trace's own fields). */
  exemptKeys?: ReadonlySet<string> | undefined;
  /** Keys at the top level whose values are kept as they are (the trace's id). */
  verbatimKeys?: ReadonlySet<string> | undefined;
}

export interface Redactor {
  /** Returns a redacted copy of any JSON value and adds what it found to `counts`. */
  redact<T>(value: T, counts: Map<string, number>, opts?: RedactOptions): T;
  redactString(s: string, counts: Map<string, number>, opts?: RedactOptions): string;
}

// Shorter strings cannot hold any of the kinds above (the shortest, "pwd=ab", is 6).
const MIN_LENGTH = 6;

// One pass per string finds which rules' triggers it holds (bit k: SECRET_RULES[k]), and
// whether it holds what the scanners below start from ("@" of an e-mail, "://" of a URL
// with a password, a PEM block's BEGIN line; the last bit). Most strings of a trace hold
// none and skip the rules. Derived from the table, so a new rule cannot be left out.
const SCANNER_TRIGGERS: TriggerSet = ['@', '://', '-----begin'];
const triggersIn = compileTriggers([...SECRET_RULES.map((r) => r.triggers), SCANNER_TRIGGERS]);

// Nesting the recursive walk handles (a trace is at most 64 deep: MAX_JSON_DEPTH); deeper
// containers are copied by #deep, which keeps its own stack.
const RECURSION_DEPTH = 256;

const CLEAN_CACHE_MAX_LENGTH = 128;
const CLEAN_CACHE_ENTRIES = 20_000;

function sum(counts: Map<string, number>): number {
  let n = 0;
  for (const v of counts.values()) n += v;
  return n;
}

function add(counts: Map<string, number>, kind: string, n: number): void {
  if (n) counts.set(kind, (counts.get(kind) ?? 0) + n);
}

function check(opts: RedactOptions | undefined): void {
  if (opts?.deadline !== undefined && performance.now() > opts.deadline) throw new TooSlowError(opts.budgetMs ?? 0);
}

/** One match replaced per call of a rule's pattern: counts what it replaced. */
function applyRule(r: (typeof SECRET_RULES)[number], s: string, counts: Map<string, number>): string {
  let n = 0;
  r.pattern.lastIndex = 0;
  const out = s.replace(r.pattern, (m: string, ...rest: unknown[]) => {
    const groups = rest.slice(0, -2).map((g) => (typeof g === 'string' ? g : undefined));
    const rep = r.replace(m, groups);
    if (rep === null) return m;
    n++;
    return rep;
  });
  add(counts, r.kind, n);
  return out;
}

export function createRedactor(extraPatterns: string[] = []): Redactor {
  const r = new SecretRedactor(extraPatterns);
  return { redact: (value, counts, opts) => r.redact(value, counts, opts), redactString: r.redactString };
}

class SecretRedactor {
  readonly #custom: { kind: string; re: RE2JS }[];
  #seen = 0;
  // Short strings that held nothing, remembered: tool and server names, schema ids and
  // enum-like values repeat in every trace (twenty tools shown is forty such strings), and
  // a lookup costs a fraction of the scan. Bounded, and emptied when full.
  readonly #clean = new Set<string>();

  constructor(extraPatterns: string[]) {
    this.#custom = extraPatterns.map((p, i) => ({ kind: `custom_${i + 1}`, re: RE2JS.compile(p) }));
  }

  redact<T>(value: T, counts: Map<string, number>, opts?: RedactOptions): T {
    return this.#value(value, counts, opts, true, 0) as T;
  }

  readonly redactString = (s: string, counts: Map<string, number>, opts?: RedactOptions): string => {
    if (s.length < MIN_LENGTH) return s;
    if (s.length <= CLEAN_CACHE_MAX_LENGTH) {
      if (this.#clean.has(s)) return s;
      const before = counts.size === 0 ? 0 : sum(counts);
      const out = this.#scan(s, counts, opts);
      if (out === s && (counts.size === 0 || sum(counts) === before)) {
        remember(this.#clean, s, CLEAN_CACHE_ENTRIES);
      }
      return out;
    }
    return this.#scan(s, counts, opts);
  };

  #scan(s: string, counts: Map<string, number>, opts?: RedactOptions): string {
    const hits = triggersIn(s);
    if (hits === 0) return this.#custom.length ? this.#redactCustom(s, counts, opts) : s;
    let out = redactPem(s, counts);
    out = redactUrlPasswords(out, counts);
    for (let k = 0; k < SECRET_RULES.length; k++) {
      // Replacements ("[REDACTED…]") add nothing a later rule matches, so the original
      // string's triggers decide.
      if ((hits & (1 << k)) === 0) continue;
      check(opts);
      out = applyRule(SECRET_RULES[k]!, out, counts);
    }
    check(opts);
    out = redactEmails(out, counts);
    return this.#redactCustom(out, counts, opts);
  }

  #redactCustom(s: string, counts: Map<string, number>, opts: RedactOptions | undefined): string {
    let out = s;
    for (const c of this.#custom) {
      check(opts);
      let n = 0;
      const m = c.re.matcher(out);
      while (m.find()) n++;
      if (n) {
        out = c.re.matcher(out).replaceAll(R);
        add(counts, c.kind, n);
      }
    }
    return out;
  }

  // `top`: value is the root, where opts' exempt and verbatim keys apply. `depth`: the
  // containers around it; past RECURSION_DEPTH the rest is walked without recursion.
  #value(
    value: unknown,
    counts: Map<string, number>,
    opts: RedactOptions | undefined,
    top: boolean,
    depth: number,
  ): unknown {
    if (typeof value === 'string') {
      // The clock is read every 32 strings here (reading it costs as much as skipping a
      // clean string), and between the rules of each string that is scanned.
      if ((++this.#seen & 31) === 0) check(opts);
      return this.redactString(value, counts, opts);
    }
    if (Array.isArray(value)) {
      // A loop, not value.map(): map's array comes back packed or holey depending on
      // whether its caller runs optimized, and the code that reads the trace afterwards
      // was deoptimized for the other kind.
      if (depth >= RECURSION_DEPTH) return this.#deep(value, counts, opts);
      const out: unknown[] = [];
      for (let i = 0; i < value.length; i++) out.push(this.#value(value[i], counts, opts, false, depth + 1));
      return out;
    }
    if (value !== null && typeof value === 'object') {
      if (depth >= RECURSION_DEPTH) return this.#deep(value, counts, opts);
      return this.#object(value as Record<string, unknown>, counts, opts, top, depth);
    }
    return value;
  }

  /**
   * The same copy as #value, for a container below the top, with an explicit stack: a
   * hostile value nested thousands deep would overflow the call stack. Each container is
   * created empty where it belongs, then filled when its turn on the stack comes.
   */
  #deep(root: object, counts: Map<string, number>, opts: RedactOptions | undefined): unknown {
    const copy = (v: unknown): unknown => {
      if (typeof v === 'string') {
        if ((++this.#seen & 31) === 0) check(opts);
        return this.redactString(v, counts, opts);
      }
      if (v === null || typeof v !== 'object') return v;
      const out = Array.isArray(v) ? [] : {};
      stack.push([v, out]);
      return out;
    };
    const stack: [object, unknown[] | Record<string, unknown>][] = [];
    const top = copy(root);
    while (stack.length) {
      const [src, dst] = stack.pop()!;
      if (Array.isArray(src)) {
        for (let i = 0; i < src.length; i++) (dst as unknown[]).push(copy(src[i]));
        continue;
      }
      const o = src as Record<string, unknown>;
      const d = dst as Record<string, unknown>;
      for (const k of Object.keys(o)) {
        if (isSecretKey(k) && isSecretValue(k, o[k])) {
          d[this.#key(k, d, counts, opts)] = R;
          add(counts, 'secret_field', 1);
        } else d[this.#key(k, d, counts, opts)] = copy(o[k]);
      }
    }
    return top;
  }

  #object(
    value: Record<string, unknown>,
    counts: Map<string, number>,
    opts: RedactOptions | undefined,
    top: boolean,
    depth: number,
  ): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const exempt = top ? opts?.exemptKeys : undefined;
    const verbatim = top ? opts?.verbatimKeys : undefined;
    for (const k of Object.keys(value)) {
      const v = value[k];
      if (verbatim?.has(k)) out[k] = v;
      else if (!exempt?.has(k) && isSecretKey(k) && isSecretValue(k, v)) {
        out[this.#key(k, out, counts, opts)] = R;
        add(counts, 'secret_field', 1);
      } else out[this.#key(k, out, counts, opts)] = this.#value(v, counts, opts, false, depth + 1);
    }
    return out;
  }

  /**
   * A key as stored: scanned like any string, since a producer can put a secret in a key
   * as well as a value (a map keyed by token, an argument named by a key). Two keys that
   * redact alike are kept apart by a suffix, so neither value is lost.
   */
  #key(k: string, into: Record<string, unknown>, counts: Map<string, number>, opts: RedactOptions | undefined): string {
    const key = this.redactString(k, counts, opts);
    if (key === k || !Object.hasOwn(into, key)) return key;
    let n = 2;
    while (Object.hasOwn(into, `${key}#${n}`)) n++;
    return `${key}#${n}`;
  }
}
