import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import type { Llm } from '../../src/llm/provider.ts';
import { createLogger } from '../../src/log.ts';
import { optimizerOptionsFrom } from '../../src/optimize/setup.ts';
import type { Db } from '../../src/store/db.ts';

// Nothing here touches the database or the LLM: the options only hold them.
const deps = (mode: 'offline' | 'online') => ({
  db: {} as Db,
  llm: { mode, reason: 'test' } as unknown as Llm,
  log: createLogger('silent'),
});
const config = (env: Record<string, string> = {}) =>
  resolveConfig({ env: { WHETSTONE_EMBEDDINGS_MODEL: 'none', ...env } });

describe('optimizer options: the replay bar', () => {
  it('is 0.5 offline (a held-out half of a few requests per tool) and 0.25 with an LLM (every recorded request replayed)', () => {
    expect(optimizerOptionsFrom(config(), deps('offline')).replayMaxP).toBe(0.5);
    expect(optimizerOptionsFrom(config(), deps('online')).replayMaxP).toBe(0.25);
  });

  it('is what WHETSTONE_REPLAY_MAX_P says when it is set, in either mode', () => {
    const c = config({ WHETSTONE_REPLAY_MAX_P: '0.1' });
    expect(optimizerOptionsFrom(c, deps('offline')).replayMaxP).toBe(0.1);
    expect(optimizerOptionsFrom(c, deps('online')).replayMaxP).toBe(0.1);
    expect(() => config({ WHETSTONE_REPLAY_MAX_P: '0' })).toThrow(/WHETSTONE_REPLAY_MAX_P/);
  });
});

describe('optimizer options: the injection gate’s meaning scorer', () => {
  it('is on by default with the calibrated model, off with none, and refuses a model without a threshold', () => {
    const on = optimizerOptionsFrom(config(), deps('offline')).intent;
    expect(on?.model).toBe('bge-small-en-v15');
    expect(on?.threshold).toBeGreaterThan(0);
    expect(optimizerOptionsFrom(config({ WHETSTONE_POISONING_MODEL: 'none' }), deps('offline')).intent).toBeUndefined();
    // A real model folder name, but no threshold was calibrated for it: the config refuses
    // it and names what it accepts, rather than starting with the rules alone.
    expect(() => config({ WHETSTONE_POISONING_MODEL: 'all-minilm-l6-v2' })).toThrow(
      /WHETSTONE_POISONING_MODEL.*must be one of bge-small-en-v15, none/s,
    );
    expect(() => config({ WHETSTONE_POISONING_MODEL: '../x' })).toThrow(/WHETSTONE_POISONING_MODEL/);
  });
});
