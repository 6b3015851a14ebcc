// Secrets and personal data are removed from every string of a trace before it is
// stored, so neither the database nor any LLM prompt built from it ever holds them.
// Each rule is a named pattern; counts per rule are reported as metrics.

export interface RedactRule {
  kind: string;
  pattern: RegExp;
  replace: string;
}

// Order matters: a URL password ("user:pw@host") must go before the e-mail rule sees
// "pw@host", and specific key formats before the generic "key=value" rule.
const BUILTIN: RedactRule[] = [
  { kind: 'url_password', pattern: /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+(@)/gi, replace: '$1[REDACTED]$2' },
  { kind: 'bearer_token', pattern: /\b(Bearer\s+)[A-Za-z0-9._~+/=-]{8,}/g, replace: '$1[REDACTED]' },
  { kind: 'jwt', pattern: /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g, replace: '[REDACTED:jwt]' },
  {
    kind: 'api_key',
    pattern:
      /\b(?:sk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,}|AKIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}|xox[abprs]-[A-Za-z0-9-]{10,}|AIza[0-9A-Za-z_-]{35}|glpat-[A-Za-z0-9_-]{20,}|sk_(?:live|test)_[A-Za-z0-9]{16,})\b/g,
    replace: '[REDACTED:key]',
  },
  {
    kind: 'secret_assignment',
    pattern: /\b((?:api[_-]?key|access[_-]?token|auth[_-]?token|secret|password|passwd|pwd)["']?\s*[:=]\s*["']?)[^\s"',;]{4,}/gi,
    replace: '$1[REDACTED]',
  },
  { kind: 'email', pattern: /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g, replace: '[EMAIL]' },
];

export interface Redactor {
  /** Returns a redacted copy of any JSON value and adds what it found to `counts`. */
  redact<T>(value: T, counts: Map<string, number>): T;
  redactString(s: string, counts: Map<string, number>): string;
}

export function createRedactor(extraPatterns: string[] = []): Redactor {
  const rules = [
    ...BUILTIN,
    ...extraPatterns.map((p, i) => ({ kind: `custom_${i + 1}`, pattern: new RegExp(p, 'g'), replace: '[REDACTED]' })),
  ];
  // A cheap pre-check keeps the common case (no secret in a string) at one scan.
  const mayContain = /[@:=]|Bearer|eyJ|sk[-_]|AKIA|gh[pousr]_|github_pat_|xox|AIza|glpat-/;
  const custom = rules.length > BUILTIN.length;

  function redactString(s: string, counts: Map<string, number>): string {
    if (!custom && !mayContain.test(s)) return s;
    let out = s;
    for (const r of rules) {
      r.pattern.lastIndex = 0;
      if (!r.pattern.test(out)) continue;
      let n = 0;
      r.pattern.lastIndex = 0;
      out = out.replace(r.pattern, (...args) => {
        n++;
        return r.replace.replace(/\$(\d)/g, (_m, d: string) => String(args[Number(d)] ?? ''));
      });
      counts.set(r.kind, (counts.get(r.kind) ?? 0) + n);
    }
    return out;
  }

  function redact<T>(value: T, counts: Map<string, number>): T {
    if (typeof value === 'string') return redactString(value, counts) as T;
    if (Array.isArray(value)) return value.map((v) => redact(v, counts)) as T;
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = redact(v, counts);
      return out as T;
    }
    return value;
  }

  return { redact, redactString };
}
