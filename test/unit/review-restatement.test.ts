// Review of the restatement rules (./src/quality/poisoning/concepts.ts): an "only" restated
// as X allowed and the others denied must not let more than X through.
import { describe, expect, it } from 'vitest';
import { checkDisclosure } from '../../src/quality/disclosure.ts';

const passes = (reviewed: string, candidate: string) => checkDisclosure({ reviewed, candidate }).passed;

describe('an "only" restated as the others denied', () => {
  it('keeps the restriction when only X is allowed', () => {
    expect(
      passes(
        'Cancels an order. Only pending orders can be cancelled.',
        'Cancels an order. Pending orders can be cancelled; shipped orders cannot be cancelled.',
      ),
    ).toBe(true);
  });

  it('drops it when others are allowed beside X', () => {
    expect(
      passes(
        'Deletes a repository. Only administrators can delete repositories.',
        'Deletes a repository. Administrators and members can delete repositories; guests cannot delete them.',
      ),
    ).toBe(false);
    expect(
      passes(
        'Cancels an order. Only pending orders can be cancelled.',
        'Cancels an order. Pending orders can be cancelled, as can shipped orders; delivered orders cannot be cancelled.',
      ),
    ).toBe(false);
  });
});

describe('an obligation restated as an imperative', () => {
  const pay = 'Sends a payment. You must confirm the amount with the user before sending.';
  const login = 'Gets the profile. Must be called after login.';

  it('keeps the obligation in the same order, with the same party', () => {
    expect(
      passes('Gets the profile. You must call authenticate first.', 'Gets the profile. Call authenticate first.'),
    ).toBe(true);
    expect(passes(pay, 'Sends a payment. Confirm the amount with the user before sending it.')).toBe(true);
  });

  it('drops it turned round, without its party, or softened', () => {
    expect(passes(pay, 'Sends a payment. Confirm the amount with the user after sending.')).toBe(false);
    expect(passes(pay, 'Sends a payment. Confirm the amount before sending.')).toBe(false);
    expect(passes(login, 'Gets the profile. Call login if you like.')).toBe(false);
    expect(passes(login, 'Gets the profile. Call it any time after login or before it.')).toBe(false);
  });
});
