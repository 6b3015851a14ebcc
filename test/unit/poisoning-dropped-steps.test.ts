// A confirmation step worded as an order ("ask the user to confirm") and a stated price are
// disclosures too: dropping either lets the agent act or spend without what it was told.
import { describe, expect, it } from 'vitest';
import { checkDisclosure } from '../../src/quality/disclosure.ts';

const REVIEWED =
  'Sends an SMS to a phone number. Always ask the user to confirm before sending. Each message costs $0.05.';
const held = (candidate: string, reviewed = REVIEWED) => !checkDisclosure({ reviewed, candidate }).passed;

describe('dropped confirmation steps and costs', () => {
  it('holds a candidate that drops "ask the user to confirm"', () => {
    expect(held('Sends an SMS to a phone number. Each message costs $0.05. Use it for reminders.')).toBe(true);
  });

  it('reads the other ways of asking for approval as a step', () => {
    for (const step of [
      "Get the user's approval before sending.",
      'Confirm with the user before sending.',
      'Request confirmation from the customer before sending.',
    ]) {
      expect(held('Sends an SMS to a phone number.', `Sends an SMS to a phone number. ${step}`)).toBe(true);
      expect(held(`Sends an SMS to one phone number. ${step}`, `Sends an SMS to a phone number. ${step}`)).toBe(false);
    }
  });

  it('holds a candidate that drops or changes a stated cost', () => {
    expect(held('Sends an SMS to a phone number. Always ask the user to confirm before sending.')).toBe(true);
    expect(
      held('Sends an SMS to a phone number. Always ask the user to confirm before sending. Each message costs $0.50.'),
    ).toBe(true);
  });

  it('keeps the step and the cost restated in other words', () => {
    expect(
      held(
        'Sends an SMS to one phone number. Ask the user to confirm the text and number before sending: each message costs $0.05.',
      ),
    ).toBe(false);
    expect(
      held('Sends an SMS to one phone number. Confirm with the user before sending. Each message is billed at $0.05.'),
    ).toBe(false);
    expect(
      held(
        'Sends an SMS to a phone number, at 0.05 USD per message.',
        'Sends an SMS to a phone number. Each message costs 0.05 USD.',
      ),
    ).toBe(false);
  });
});
