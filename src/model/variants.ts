// Variant sets of descriptions and which MCP client gets which (docs/publishing.md): a
// version belongs to one named set ('full' unless written for another); the proxy maps a
// client (its initialize clientInfo, or the client id its token names) to a set with the
// first matching rule. Version ranges are the npm semver subset clients need: comparators
// (>=, >, <=, <, =), ^ and ~, x wildcards, spaces for AND and || for OR; prereleases are
// compared by their release numbers.

export const FULL_VARIANT = 'full';
export const VARIANT_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export interface VariantRule {
  match: { clientName?: string | undefined; clientVersion?: string | undefined; clientId?: string | undefined };
  variant: string;
}

export interface ClientIdentity {
  name?: string | undefined;
  version?: string | undefined;
  /** Who the proxy authenticated (the principal's name: an agent token's name, or proxy-token). */
  id?: string | undefined;
}

type Triple = [number, number, number];
type Comparator = { op: '<' | '<=' | '>' | '>=' | '='; v: Triple };

/** The set a client is served: the first rule that matches all its given fields, else full. */
export function variantFor(rules: readonly VariantRule[], c: ClientIdentity): string {
  for (const r of rules) if (ruleMatches(r, c)) return r.variant;
  return FULL_VARIANT;
}

function ruleMatches(r: VariantRule, c: ClientIdentity): boolean {
  const m = r.match;
  if (m.clientName !== undefined && m.clientName !== '*' && m.clientName.toLowerCase() !== c.name?.toLowerCase())
    return false;
  if (m.clientId !== undefined && m.clientId !== c.id) return false;
  if (m.clientVersion !== undefined) {
    const v = c.version === undefined ? undefined : parseVersion(c.version);
    const range = parseVersionRange(m.clientVersion);
    if (!v || !range?.some((set) => set.every((cmp) => compareWith(v, cmp)))) return false;
  }
  return true;
}

/** A client's version as x.y.z (a leading v, a prerelease and build suffix ignored). */
function parseVersion(s: string): Triple | undefined {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(s.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/** A range as OR of ANDs of comparators; undefined when it is not one (config says so). */
export function parseVersionRange(s: string): Comparator[][] | undefined {
  const out: Comparator[][] = [];
  for (const alt of s.split('||')) {
    const parts = alt.trim().split(/\s+/).filter(Boolean);
    const set: Comparator[] = [];
    for (const p of parts) {
      const cmps = comparatorsOf(p);
      if (!cmps) return undefined;
      set.push(...cmps);
    }
    if (parts.length === 0 && s.trim() !== '') return undefined;
    out.push(set);
  }
  return out;
}

function comparatorsOf(p: string): Comparator[] | undefined {
  const m = /^(>=|<=|>|<|=|\^|~)?v?((?:\d+|[xX*])(?:\.(?:\d+|[xX*])){0,2})(?:[-+][0-9A-Za-z.-]+)?$/.exec(p);
  if (!m) return undefined;
  const op = m[1] ?? '=';
  const nums: number[] = [];
  for (const x of m[2]!.split('.')) {
    if (!/^\d+$/.test(x)) break;
    nums.push(Number(x));
  }
  const low = pad(nums);
  const full = nums.length === 3;
  if (op === '^') {
    const i = nums.findIndex((n) => n !== 0);
    return nums.length === 0
      ? []
      : [
          { op: '>=', v: low },
          { op: '<', v: bump(nums, i === -1 ? nums.length - 1 : i) },
        ];
  }
  if (op === '~')
    return nums.length === 0
      ? []
      : [
          { op: '>=', v: low },
          { op: '<', v: bump(nums, Math.min(1, nums.length - 1)) },
        ];
  if (full) return [{ op: op as Comparator['op'], v: low }];
  if (nums.length === 0) return op === '<' || op === '>' ? [{ op: '<', v: [0, 0, 0] }] : [];
  const high = bump(nums, nums.length - 1);
  if (op === '=')
    return [
      { op: '>=', v: low },
      { op: '<', v: high },
    ];
  if (op === '>') return [{ op: '>=', v: high }];
  if (op === '<=') return [{ op: '<', v: high }];
  return [{ op: op as '>=' | '<', v: low }];
}

function pad(nums: number[]): Triple {
  return [nums[0] ?? 0, nums[1] ?? 0, nums[2] ?? 0];
}

function bump(nums: number[], i: number): Triple {
  const t: Triple = [0, 0, 0];
  for (let k = 0; k < i; k++) t[k] = nums[k]!;
  t[i] = nums[i]! + 1;
  return t;
}

function compareWith(v: Triple, c: Comparator): boolean {
  const d = v[0] - c.v[0] || v[1] - c.v[1] || v[2] - c.v[2];
  if (c.op === '<') return d < 0;
  if (c.op === '<=') return d <= 0;
  if (c.op === '>') return d > 0;
  if (c.op === '>=') return d >= 0;
  return d === 0;
}
