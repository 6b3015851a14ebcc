// Which variant set a client gets (model/variants.ts) and how a bad WHETSTONE_PROXY_VARIANTS
// is refused at config time, naming the rule and how to write it.
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import { isVersionRange, variantFor, type VariantRule } from '../../src/model/variants.ts';

const inRange = (range: string, version: string) =>
  variantFor([{ match: { clientVersion: range }, variant: 'x' }], { version }) === 'x';

describe('variant rules', () => {
  it('takes the first matching rule, and full when none matches', () => {
    const rules: VariantRule[] = [
      { match: { clientName: 'a', clientVersion: '<2' }, variant: 'compact' },
      { match: { clientName: 'A' }, variant: 'mid' },
      { match: { clientId: 'bot' }, variant: 'tiny' },
    ];
    expect(variantFor(rules, { name: 'a', version: '1.9.9' })).toBe('compact');
    expect(variantFor(rules, { name: 'a', version: '2.0.0' })).toBe('mid');
    expect(variantFor(rules, { name: 'a' })).toBe('mid');
    expect(variantFor(rules, { name: 'b', id: 'bot' })).toBe('tiny');
    expect(variantFor(rules, { name: 'b', id: 'other' })).toBe('full');
    expect(variantFor([{ match: { clientName: '*' }, variant: 'all' }], {})).toBe('all');
  });

  it('reads semver ranges as npm does for release versions', () => {
    const cases: [string, string, boolean][] = [
      ['1.2.3', '1.2.3', true],
      ['1.2.3', '1.2.4', false],
      ['1.2', '1.2.9', true],
      ['1.2', '1.3.0', false],
      ['^1.2.3', '1.9.0', true],
      ['^1.2.3', '2.0.0', false],
      ['^1.2.3', '1.2.2', false],
      ['^0.2.3', '0.2.9', true],
      ['^0.2.3', '0.3.0', false],
      ['^0.0.3', '0.0.4', false],
      ['~1.2.3', '1.2.9', true],
      ['~1.2.3', '1.3.0', false],
      ['>=1.2 <2', '1.5.0', true],
      ['>=1.2 <2', '2.0.0', false],
      ['>1.2', '1.2.9', false],
      ['>1.2', '1.3.0', true],
      ['<=1.2', '1.2.9', true],
      ['<=1.2', '1.3.0', false],
      ['1.x || >=3', '1.4.0', true],
      ['1.x || >=3', '2.1.0', false],
      ['1.x || >=3', '3.0.0', true],
      ['*', '0.0.1', true],
      ['^1.2.3', 'v1.4.0-beta.1', true],
      ['1.2.3', 'not-a-version', false],
    ];
    for (const [range, version, expected] of cases)
      expect([range, version, inRange(range, version)]).toEqual([range, version, expected]);
    expect(isVersionRange('>=banana')).toBe(false);
    expect(isVersionRange('>=1.2 <2 || 3.x')).toBe(true);
  });
});

describe('WHETSTONE_PROXY_VARIANTS', () => {
  it('accepts rules from the environment and a config file, and defaults to none', () => {
    expect(resolveConfig({ env: {} }).proxyVariants).toEqual([]);
    const rules = [{ match: { clientName: 'claude-code', clientVersion: '^1.2' }, variant: 'compact' }];
    expect(resolveConfig({ env: { WHETSTONE_PROXY_VARIANTS: JSON.stringify(rules) } }).proxyVariants).toEqual(rules);
  });

  it('refuses a bad rule, naming it and how to write it', () => {
    const bad = (rules: unknown) => () => resolveConfig({ env: { WHETSTONE_PROXY_VARIANTS: JSON.stringify(rules) } });
    expect(
      bad([
        { match: { clientName: 'a' }, variant: 'compact' },
        { match: { clientVersion: 'abc' }, variant: 'c' },
      ]),
    ).toThrow(
      /WHETSTONE_PROXY_VARIANTS=.* is invalid: rule 2: clientVersion "abc" is not a version or semver range \(e\.g\. .*Fix or unset WHETSTONE_PROXY_VARIANTS/,
    );
    expect(bad([{ match: {}, variant: 'compact' }])).toThrow(/rule 1: match needs at least one of clientName/);
    expect(bad([{ match: { clientName: 'a' }, variant: 'Compact!' }])).toThrow(
      /rule 1: variant "Compact!" must be lower-case/,
    );
    expect(bad([{ match: { clientNme: 'a' }, variant: 'compact' }])).toThrow(/rule 1: write it as \{"match"/);
    expect(() => resolveConfig({ env: { WHETSTONE_PROXY_VARIANTS: 'compact' } })).toThrow(
      /must be a JSON array of rules, first match wins, e\.g\./,
    );
  });
});
