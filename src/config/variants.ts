// WHETSTONE_PROXY_VARIANTS: which variant set of descriptions the proxy serves which client
// (model/variants.ts), checked here once so a bad rule stops the proxy at start, naming
// the rule and how to write it.
import { z } from 'zod';
import { isVersionRange, VARIANT_NAME, type VariantRule } from '../model/variants.ts';

const EXAMPLE = '[{"match": {"clientName": "claude-code", "clientVersion": ">=1.2 <2"}, "variant": "compact"}]';

const ruleSchema = z
  .object({
    match: z
      .object({
        clientName: z.string().min(1).optional(),
        clientVersion: z.string().min(1).optional(),
        clientId: z.string().min(1).optional(),
      })
      .strict(),
    variant: z.string(),
  })
  .strict();

/** The rules from JSON text (environment) or an array (config file); a zod issue on each fault. */
export function parseVariantRules(raw: unknown, ctx: z.RefinementCtx): VariantRule[] {
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      v = undefined;
    }
  }
  if (!Array.isArray(v)) {
    ctx.addIssue({ code: 'custom', message: `must be a JSON array of rules, first match wins, e.g. ${EXAMPLE}` });
    return z.NEVER;
  }
  const rules: VariantRule[] = [];
  v.forEach((x, i) => {
    const fault = ruleFault(x);
    if (fault) ctx.addIssue({ code: 'custom', message: `rule ${i + 1}: ${fault}; e.g. ${EXAMPLE}` });
    else rules.push(x as VariantRule);
  });
  return rules;
}

function ruleFault(x: unknown): string | undefined {
  const r = ruleSchema.safeParse(x);
  if (!r.success)
    return 'write it as {"match": {"clientName"?, "clientVersion"?, "clientId"?}, "variant": NAME} with string values and no other keys';
  const { match, variant } = r.data;
  if (Object.keys(match).length === 0)
    return 'match needs at least one of clientName, clientVersion, clientId (clientName "*" matches every client)';
  if (!VARIANT_NAME.test(variant))
    return `variant "${variant}" must be lower-case letters, digits, "-" or "_" (up to 40), e.g. "compact"`;
  if (match.clientVersion !== undefined && !isVersionRange(match.clientVersion))
    return `clientVersion "${match.clientVersion}" is not a version or semver range (e.g. "1.2.3", "^1.4", ">=1.2 <2", "1.x || 2.x")`;
  return undefined;
}
