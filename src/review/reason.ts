import { WhetstoneError } from '../errors.ts';

/**
 * A reason is optional for propose, approve and rollback, but one that is given must say
 * something: the history keeps it as the answer to "why", and an empty one answers nothing.
 */
export function givenReason(reason: string | undefined, flag = '--reason'): string | undefined {
  if (reason === undefined) return undefined;
  if (reason.trim() === '')
    throw new WhetstoneError('input_invalid', `${flag} is empty; say why (it is kept in history), or leave it out`);
  return reason;
}
