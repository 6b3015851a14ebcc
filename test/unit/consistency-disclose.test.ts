// The disclosure check shared by the reader and the gates: word families and annotations,
// and the static findings built on it, on descriptions of real servers in the fixtures.
import { describe, expect, it } from 'vitest';
import { disclosesEffect } from '../../src/consistency/disclose.ts';
import { claimsReadOnly, disclosureText, serviceNames, staticFindings } from '../../src/consistency/findings.ts';

describe('disclosesEffect', () => {
  it('reads verbs of a class in any form, in the name words too', () => {
    expect(disclosesEffect(disclosureText('write_file', 'Overwrites a file.'), 'fs_write')).toBe(true);
    expect(disclosesEffect(disclosureText('git_add', 'Adds file contents to the staging area'), 'fs_write')).toBe(true);
    expect(disclosesEffect('Fetches a URL from the internet', 'network')).toBe(true);
    expect(disclosesEffect('Get elevation data for locations on the earth', 'network')).toBe(false);
  });

  it('does not take a pull request or a feature request for a network call', () => {
    expect(disclosesEffect('Get the reviews on a pull request', 'network')).toBe(false);
  });

  it('counts annotations that state the effect', () => {
    expect(disclosesEffect('Compresses a file', 'network', { openWorldHint: true })).toBe(true);
    expect(disclosesEffect('Simulates a research task', 'state', { readOnlyHint: false })).toBe(true);
    expect(disclosesEffect('Simulates a research task', 'state')).toBe(false);
  });
});

describe('static findings', () => {
  it('turns a read-only claim that writes into an error, whatever verbs the text has', () => {
    const effects = [
      { class: 'db_write' as const, disclosed: false, evidence: [{ file: 'a.py', line: 3, call: 'c.commit' }] },
    ];
    expect(claimsReadOnly('Run a read-only SQL query', {})).toBe(true);
    const f = staticFindings('Run a read-only SQL query', {}, effects);
    expect(f.map((x) => [x.type, x.severity])).toEqual([['undeclared_read_only_violation', 'error']]);
  });

  it('flags an undisclosed network call as a data leak and leaves a disclosed write alone', () => {
    const net = { class: 'network' as const, disclosed: false, evidence: [{ file: 'i.ts', line: 9, call: 'fetch' }] };
    const write = {
      class: 'fs_write' as const,
      disclosed: true,
      evidence: [{ file: 'i.ts', line: 4, call: 'fs.writeFile' }],
    };
    expect(staticFindings('Convert an address', {}, [net, write]).map((x) => x.type)).toEqual(['undeclared_data_leak']);
  });

  it('takes proper nouns used mid-sentence as service names', () => {
    expect([...serviceNames(['Post a new message to a Slack channel', 'List channels. Slack rocks'])]).toEqual([
      'slack',
    ]);
  });
});
