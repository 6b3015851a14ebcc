import { WhetstoneError } from '../errors.ts';

// Command-line text becomes a number at registration, without zod (commander's parsers are
// synchronous and registering commands loads no package). The rule the number must then meet
// is the review contract's (review/contract.ts), the same one the HTTP API and the MCP review
// server use: each action checks it with `checkId`/`checkShare` before it opens the store.
export function parseId(v: string): number {
  const n = v.trim() === '' ? Number.NaN : Number(v.replace(/^#/, ''));
  if (Number.isNaN(n)) throw notAnId(v);
  return n;
}

const notAnId = (v: unknown) =>
  new WhetstoneError(
    'input_invalid',
    `"${v}" is not a proposal id; ids are positive whole numbers (see \`whetstone proposals\`)`,
  );

export async function checkId(n: number): Promise<number> {
  const { proposalId } = await import('../review/contract.ts');
  const r = proposalId.safeParse(n);
  if (!r.success) throw notAnId(n);
  return r.data;
}

export function parseVersion(v: string): number {
  const n = Number(v.replace(/^v/, ''));
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new WhetstoneError('input_invalid', `"${v}" is not a version; versions are 1, 2, 3 … (or v1, v2 …)`);
  return n;
}

export function parseShare(v: string): number {
  const n = v.trim() === '' ? Number.NaN : Number(v);
  if (Number.isNaN(n)) throw notAShare(v);
  return n;
}

const notAShare = (v: unknown) =>
  new WhetstoneError(
    'input_invalid',
    `--canary "${v}" must be a share between 0 and 1, e.g. 0.1 for 10% of sessions (0 publishes outright)`,
  );

export async function checkShare(n: number | undefined): Promise<number | undefined> {
  if (n === undefined) return undefined;
  const { approveInput } = await import('../review/contract.ts');
  const r = approveInput.canary.safeParse(n);
  if (r.success && r.data !== undefined) return r.data;
  throw notAShare(n);
}

export function parsePositive(v: string): number {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new WhetstoneError('input_invalid', `"${v}" is not a positive whole number`);
  return n;
}
