import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';

const dir = mkdtempSync(join(tmpdir(), 'whetstone-config-'));

describe('config', () => {
  it('has defaults that need nothing installed', () => {
    const c = resolveConfig({ env: {} });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe('.whetstone');
    expect(c.maxDescriptionBytes).toBe(65_536);
    expect(c.actor.length).toBeGreaterThan(0);
  });

  it('environment overrides the file, flags override the environment', () => {
    const f = join(dir, 'a.json');
    writeFileSync(f, JSON.stringify({ dataDir: '/from/file', actor: 'file-actor', logLevel: 'info' }));
    const c = resolveConfig({ env: { WHETSTONE_ACTOR: 'env-actor' }, configFile: f, overrides: { dataDir: '/from/flag' } });
    expect(c).toMatchObject({ dataDir: '/from/flag', actor: 'env-actor', logLevel: 'info' });
  });

  it('names the variable, its value and the fix when a value is invalid', () => {
    expect(() => resolveConfig({ env: { WHETSTONE_LOG_LEVEL: 'loud' } })).toThrow(
      /^config: WHETSTONE_LOG_LEVEL="loud" is invalid: .*Fix or unset WHETSTONE_LOG_LEVEL\.$/,
    );
    expect(() => resolveConfig({ env: { DATABASE_URL: 'mysql://x' } })).toThrow(/DATABASE_URL="mysql:\/\/x" is invalid: must be a postgres:\/\//);
  });

  it('names the file and key for a bad file', () => {
    const f = join(dir, 'b.json');
    writeFileSync(f, JSON.stringify({ maxDescriptionBytes: 5 }));
    expect(() => resolveConfig({ env: {}, configFile: f })).toThrow(/"maxDescriptionBytes" in .*b\.json=5 is invalid/);
    const g = join(dir, 'c.json');
    writeFileSync(g, JSON.stringify({ dataDri: 'x' }));
    expect(() => resolveConfig({ env: {}, configFile: g })).toThrow(/unknown setting "dataDri"/);
    expect(() => resolveConfig({ env: {}, configFile: join(dir, 'missing.json') })).toThrow(/cannot read/);
  });
});
