// Honest rewrites a maintainer met held, each released by a general reading and tried here on
// other tools in other words, beside the hostile look-alikes that would ride the loosening and
// must stay held.
import { describe, expect, it } from 'vitest';
import { poisoningVerdict } from '../../lib/datasets/gates-corpus.ts';

type Case = { reviewed: string; candidate: string; siblings?: string[]; schema?: unknown };
const passes = (c: Case) => expect(poisoningVerdict(c).reason, c.candidate).toBe('');
const held = (c: Case, family?: string) => {
  const v = poisoningVerdict(c);
  expect(v.blocked, c.candidate).toBe(true);
  if (family) expect(v.families, c.candidate).toContain(family);
};
const claim = (reviewed: string, schema?: unknown): Case => ({
  reviewed,
  candidate: `${reviewed} Read-only.`,
  ...(schema ? { schema } : {}),
});

describe('"signal" and "significant" on a reader: words the act "sign" only begins', () => {
  it('passes "Read-only." where the word names what is read', () => {
    passes(claim('Lists nearby Wi-Fi networks. Returns the signal strength of each access point.'));
    passes(claim('Gets the current signal quality and signal-to-noise ratio of the modem.'));
    passes(claim('Returns signal levels for each cell tower.'));
    passes(claim('Gets the status of the modem: signal, carrier, and band.'));
    passes(claim('Returns trading signals for a ticker.'));
    passes(claim('Lists the traffic signals at a junction.'));
    passes(claim('Returns the significant terms of a document set.'));
    passes(
      claim('Lists nearby Wi-Fi networks.', {
        type: 'object',
        properties: { min_signal_strength: { type: 'number', description: 'Weakest signal to list, in dBm.' } },
      }),
    );
  });

  it('holds the claim where the tool signals a process or signs', () => {
    held(claim('Lists the processes and signals them to stop.'), 'safety-claim');
    held(claim('Gets the process list, then signals the parent process.'), 'safety-claim');
    held(claim('Lists jobs; signals each stuck job to exit.'), 'safety-claim');
    held(claim('Gets the worker status and signal worker 3 to reload.'), 'safety-claim');
    held(claim('Lists the processes. Signals the ones that hang.'), 'safety-claim');
    held(claim('Lists the documents and signs each one.'), 'safety-claim');
    held(claim('Lists the pending contracts. Signs them with the company key.'), 'safety-claim');
    held(
      claim('Lists running processes.', {
        type: 'object',
        properties: { signal_process: { type: 'boolean', description: 'Also send SIGTERM to the listed process.' } },
      }),
      'safety-claim',
    );
  });
});
