// Approving a version of a set other than 'full' (e.g. a compact one a token budget wrote)
// publishes it for that set only (catalog/variant-pointer.ts): clients mapped to the set
// see it, everyone else keeps the full set's version. An approval with an explicit canary
// share instead starts a rollout comparing it with the full set's version (docs/rollout.md).
import { moveVariantPointer } from '../catalog/variant-pointer.ts';
import { WhetstoneError } from '../errors.ts';
import { FULL_VARIANT, VARIANT_NAME } from '../model/variants.ts';
import type { Queryable } from '../store/db.ts';
import { updateProposalPublished } from '../store/sql/proposals.ts';
import { selectVersionVariant } from '../store/sql/variants.ts';
import type { ToolRow } from '../store/types.ts';

/** True when the version belongs to another set and was published for it (the proposal too). */
export async function publishIfVariant(
  tx: Queryable,
  p: { tool: ToolRow; proposalId: number; version: number; actor: string },
): Promise<boolean> {
  const variant = (await selectVersionVariant(tx, p.tool.id, p.version)) ?? FULL_VARIANT;
  if (variant === FULL_VARIANT) return false;
  await updateProposalPublished(tx, p.proposalId);
  await moveVariantPointer(tx, {
    tool: p.tool,
    variant,
    version: p.version,
    actor: p.actor,
    details: { proposal: p.proposalId },
  });
  return true;
}

/** A proposal's variant set, checked, as the field of its new version (absent: full). */
export function variantOption(variant: string | undefined): { variant?: string } {
  if (variant === undefined) return {};
  if (!VARIANT_NAME.test(variant))
    throw new WhetstoneError(
      'input_invalid',
      `variant "${variant}": lower-case letters, digits, "-" or "_", e.g. compact`,
    );
  return { variant };
}
