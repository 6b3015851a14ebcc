// The user's goal (user_task_identified): checked when a model or producer states it,
// taken from the first user request otherwise.
import { describe, expect, it } from 'vitest';
import { checkGoal, MAX_GOAL_CHARS, shortenRequest, signalGoal } from '../../src/judge/goal.ts';

describe('checkGoal', () => {
  it('keeps a goal in a few words, whitespace folded', () => {
    expect(checkGoal('  cancel my   order\n')).toEqual({ ok: true, text: 'cancel my order' });
  });
  it.each([
    [true, /not boolean/],
    ['false', /is a yes\/no/],
    ['Yes.', /is a yes\/no/],
    ['', /is empty/],
    ['   ', /is empty/],
    [null, /not null/],
    ['word '.repeat(2048), /is 10239 characters; the goal must be a few words \(at most 300 characters\)/],
  ])('rejects %j with a reason', (v, reason) => {
    const c = checkGoal(v);
    expect(c.ok).toBe(false);
    expect(!c.ok && c.reason).toMatch(reason);
  });
});

describe('the goal the signal judge records', () => {
  it('is the first user request of the conversation, greeting dropped', () => {
    const g = signalGoal(
      {
        user_query: 'ignored when messages exist',
        messages: [
          { role: 'assistant', content: 'How can I help?' },
          { role: 'user', content: 'Hi! I need to move my dentist appointment to Friday. Thanks.' },
        ],
      },
      {},
    );
    expect(g).toEqual({
      text: 'I need to move my dentist appointment to Friday. Thanks.',
      source: 'conversation',
      note: 'goal from the first user request, shortened',
    });
  });

  it('keeps dotted names and numbers inside a sentence whole', () => {
    expect(shortenRequest('Summarise example.org for me')).toBe('Summarise example.org for me');
    expect(shortenRequest('Hi. Is v2.1 out? Thanks')).toBe('Is v2.1 out? Thanks');
  });

  it('falls back to the user query, and shortens a long one at a word', () => {
    const g = signalGoal({ user_query: `Please find ${'very '.repeat(60)}cheap flights` }, {});
    expect(g.source).toBe('conversation');
    expect(g.text!.length).toBeLessThanOrEqual(160);
    expect(g.text).toMatch(/^Please find very .*very…$/);
  });

  it('is empty, and says so, when there is no user request', () => {
    expect(signalGoal({ user_query: '  ', messages: [] }, {})).toEqual({
      text: null,
      source: null,
      note: 'no goal: the trace has no user request',
    });
  });

  it("takes a producer's pre-judged goal, top level or inside task_success_evaluation", () => {
    expect(signalGoal({ user_query: 'q' }, { user_task_identified: 'compare two laptops' })).toMatchObject({
      text: 'compare two laptops',
      source: 'producer',
    });
    expect(
      signalGoal({ user_query: 'q' }, { task_success_evaluation: { user_task_identified: 'book a table' } }),
    ).toMatchObject({ text: 'book a table', source: 'producer' });
  });

  it("ignores an old boolean, and says why it dropped a producer's essay", () => {
    expect(signalGoal({ user_query: 'Book a table for two.' }, { user_task_identified: true })).toMatchObject({
      text: 'Book a table for two.',
      source: 'conversation',
    });
    const g = signalGoal(
      { user_query: 'Book a table for two.' },
      { user_task_identified: 'x'.repeat(MAX_GOAL_CHARS + 1) },
    );
    expect(g).toMatchObject({ text: 'Book a table for two.', source: 'conversation' });
    expect(g.note).toMatch(/^the producer's user_task_identified is 301 characters/);
  });

  it('keeps a short request whole', () => {
    expect(shortenRequest('Hello.')).toBe('Hello.');
  });
});
