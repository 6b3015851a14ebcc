// Variant sets of descriptions and which MCP client gets which (docs/publishing.md): a
// version belongs to one named set ('full' unless written for another); the proxy maps a
// client (its initialize clientInfo, or the client id its token names) to a set with the
// first matching rule. Version ranges are npm semver ranges (the `semver` package); a client's
// prerelease is compared by its release numbers.
import semver from 'semver';

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
    // Strict x.y.z only (a leading v, a prerelease and build suffix dropped), not coerce's guesses.
    const v = c.version === undefined ? null : /^v?(\d+\.\d+\.\d+)(?:[-+].*)?$/.exec(c.version.trim())?.[1];
    if (!v || !semver.satisfies(v, m.clientVersion)) return false;
  }
  return true;
}

/** Whether a text is an npm semver range (the config check says so when not). */
export function isVersionRange(s: string): boolean {
  return semver.validRange(s) !== null;
}
