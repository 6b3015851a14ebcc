import { WhetstoneError } from '../errors.ts';
import { approveInput, proposalId } from '../review/contract.ts';

// Command-line text becomes a number here; the rule it must then meet is the review
// contract's (review/contract.ts), the same one the HTTP API and the MCP review server use.
export function parseId(v: string): number {
  const n = proposalId.safeParse(v.trim() === '' ? Number.NaN : Number(v.replace(/^#/, '')));
  if (!n.success)
    throw new WhetstoneError(
      'input_invalid',
      `"${v}" is not a proposal id; ids are positive whole numbers (see \`whetstone proposals\`)`,
    );
  return n.data;
}

export function parseVersion(v: string): number {
  const n = Number(v.replace(/^v/, ''));
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new WhetstoneError('input_invalid', `"${v}" is not a version; versions are 1, 2, 3 … (or v1, v2 …)`);
  return n;
}

export function parseShare(v: string): number {
  const n = approveInput.canary.safeParse(v.trim() === '' ? Number.NaN : Number(v));
  if (n.success && n.data !== undefined) return n.data;
  throw new WhetstoneError(
    'input_invalid',
    `--canary "${v}" must be a share between 0 and 1, e.g. 0.1 for 10% of sessions (0 publishes outright)`,
  );
}

export function parsePositive(v: string): number {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new WhetstoneError('input_invalid', `"${v}" is not a positive whole number`);
  return n;
}
