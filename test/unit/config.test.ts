import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envNames, resolveConfig } from '../../src/config.ts';
import { CONFIG_DOCS_PATH, renderConfigDocs } from '../../src/write-config-docs.ts';

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
    const c = resolveConfig({
      env: { WHETSTONE_ACTOR: 'env-actor' },
      configFile: f,
      overrides: { dataDir: '/from/flag' },
    });
    expect(c).toMatchObject({ dataDir: '/from/flag', actor: 'env-actor', logLevel: 'info' });
  });

  it('names the variable, its value and the fix when a value is invalid', () => {
    expect(() => resolveConfig({ env: { WHETSTONE_LOG_LEVEL: 'loud' } })).toThrow(
      /^config: WHETSTONE_LOG_LEVEL="loud" is invalid: .*Fix or unset WHETSTONE_LOG_LEVEL\.$/,
    );
    expect(() => resolveConfig({ env: { DATABASE_URL: 'mysql://x' } })).toThrow(
      /DATABASE_URL="mysql:\/\/x" is invalid: must be a postgres:\/\//,
    );
    expect(() => resolveConfig({ env: { WHETSTONE_EMBEDDINGS_THREADS: '-1' } })).toThrow(
      /WHETSTONE_EMBEDDINGS_THREADS="-1" is invalid/,
    );
    expect(resolveConfig({ env: {} }).embeddingsThreads).toBe(1);
    expect(resolveConfig({ env: { WHETSTONE_EMBEDDINGS_THREADS: '0' } }).embeddingsThreads).toBe(0);
  });

  it('reads the rollout warm-up in clusters, a whole number of at least 2, and says how to fix it', () => {
    expect(resolveConfig({ env: {} }).rolloutWarmupClusters).toBe(10);
    expect(resolveConfig({ env: { WHETSTONE_ROLLOUT_WARMUP_CLUSTERS: '2' } }).rolloutWarmupClusters).toBe(2);
    expect(resolveConfig({ env: { WHETSTONE_ROLLOUT_WARMUP_CLUSTERS: '40' } }).rolloutWarmupClusters).toBe(40);
    expect(() => resolveConfig({ env: { WHETSTONE_ROLLOUT_WARMUP_CLUSTERS: '1' } })).toThrow(
      /^config: WHETSTONE_ROLLOUT_WARMUP_CLUSTERS="1" is invalid: must be at least 2: .*Fix or unset WHETSTONE_ROLLOUT_WARMUP_CLUSTERS\.$/,
    );
    expect(() => resolveConfig({ env: { WHETSTONE_ROLLOUT_WARMUP_CLUSTERS: '2.5' } })).toThrow(
      /WHETSTONE_ROLLOUT_WARMUP_CLUSTERS="2.5" is invalid: must be a whole number/,
    );
    expect(() => resolveConfig({ env: { WHETSTONE_ROLLOUT_WARMUP_CLUSTERS: 'many' } })).toThrow(
      /WHETSTONE_ROLLOUT_WARMUP_CLUSTERS="many" is invalid/,
    );
  });

  it('refuses the word-based length limit by name, pointing at the token-based one', () => {
    expect(() => resolveConfig({ env: { WHETSTONE_OPTIMIZE_MAX_WORDS: '150' } })).toThrow(
      /^config: WHETSTONE_OPTIMIZE_MAX_WORDS is no longer read: .*tokens.*; set WHETSTONE_OPTIMIZE_MAX_TOKENS \(or "optimizeMaxTokens"\) instead$/,
    );
    const f = join(dir, 'old.json');
    writeFileSync(f, JSON.stringify({ optimizeMaxWords: 150 }));
    expect(() => resolveConfig({ env: {}, configFile: f })).toThrow(
      /"optimizeMaxWords" in the config file is no longer read/,
    );
    expect(resolveConfig({ env: { WHETSTONE_OPTIMIZE_MAX_TOKENS: '300' } }).optimizeMaxTokens).toBe(300);
  });

  it('checks redaction patterns as RE2 (loaded only when a pattern is set)', () => {
    expect(resolveConfig({ env: { WHETSTONE_REDACT_PATTERNS: '["acct-[0-9]+"]' } }).redactPatterns).toEqual([
      'acct-[0-9]+',
    ]);
    expect(() => resolveConfig({ env: { WHETSTONE_REDACT_PATTERNS: '["(?=lookahead)"]' } })).toThrow(
      /WHETSTONE_REDACT_PATTERNS=.* is invalid: each pattern must be a valid RE2/,
    );
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

describe('docs/configuration.md', () => {
  it('is what `npm run docs:config` writes from the schema and the docs table (run it after changing a setting)', () => {
    expect(readFileSync(CONFIG_DOCS_PATH, 'utf8')).toBe(renderConfigDocs());
  });

  it('documents every setting with its environment name and default', () => {
    const doc = renderConfigDocs();
    for (const [key, env] of Object.entries(envNames)) expect(doc).toContain(`| \`${key}\` | \`${env}\``);
    expect(doc).toContain('| `retainTracesDays` | `WHETSTONE_RETAIN_TRACES_DAYS` | `90` |');
  });
});

describe('list settings', () => {
  it('are split once, in the schema', () => {
    const c = resolveConfig({ env: { KAFKA_BROKERS: 'a:1,b:2', WHETSTONE_AUTO_APPROVE_SERVERS: 'fs,web' } });
    expect(c.kafkaBrokers).toEqual(['a:1', 'b:2']);
    expect(c.autoApproveServers).toEqual(['fs', 'web']);
  });

  it('a price table must be JSON with input and output prices', () => {
    expect(resolveConfig({ env: { WHETSTONE_LLM_PRICES: '{"m": {"input": 1, "output": 2}}' } }).llmPrices).toEqual({
      m: { input: 1, output: 2 },
    });
    expect(() => resolveConfig({ env: { WHETSTONE_LLM_PRICES: '{"m": 3}' } })).toThrow(
      /WHETSTONE_LLM_PRICES="\{\\"m\\": 3\}" is invalid: must be a JSON object like/,
    );
  });
});

describe('replay selectors', () => {
  it('default to bm25 and semantic; two-stage is added by name, each once', () => {
    expect(resolveConfig({ env: {} }).replaySelectors).toEqual(['bm25', 'semantic']);
    expect(resolveConfig({ env: { WHETSTONE_REPLAY_SELECTORS: 'bm25,two-stage,two-stage' } }).replaySelectors).toEqual([
      'bm25',
      'two-stage',
    ]);
  });

  it('refuse an unknown selector or a list without bm25, saying what to write', () => {
    expect(() => resolveConfig({ env: { WHETSTONE_REPLAY_SELECTORS: 'bm25,twostage' } })).toThrow(
      /WHETSTONE_REPLAY_SELECTORS="bm25,twostage" is invalid: must be a comma-separated list of bm25, semantic and two-stage/,
    );
    expect(() => resolveConfig({ env: { WHETSTONE_REPLAY_SELECTORS: 'two-stage' } })).toThrow(
      /must include bm25 \(the lexical replay always runs\)/,
    );
  });
});

describe('discovery settings', () => {
  it('come from a config file as a boolean and an array, or the environment as text', () => {
    const f = join(dir, 'discovery.json');
    writeFileSync(
      f,
      JSON.stringify({ proxyDiscovery: true, proxyPins: ['fs/read_file', 'maps/*'], proxyDiscoveryK: 8 }),
    );
    expect(resolveConfig({ env: {}, configFile: f })).toMatchObject({
      proxyDiscovery: true,
      proxyPins: ['fs/read_file', 'maps/*'],
      proxyDiscoveryK: 8,
    });
    expect(
      resolveConfig({ env: { WHETSTONE_PROXY_DISCOVERY: 'false', WHETSTONE_PROXY_PINS: 'web/*' }, configFile: f }),
    ).toMatchObject({ proxyDiscovery: false, proxyPins: ['web/*'], proxyDiscoveryK: 8 });
    expect(resolveConfig({ env: {} })).toMatchObject({ proxyDiscovery: false, proxyDiscoveryK: 5 });
  });

  it('route with MiniLM and bge-small fused by default; the environment names others, each once', () => {
    expect(resolveConfig({ env: {} }).discoveryModels).toEqual(['all-minilm-l6-v2', 'bge-small-en-v15']);
    expect(
      resolveConfig({ env: { WHETSTONE_DISCOVERY_MODELS: 'bge-small-en-v15,bge-small-en-v15' } }).discoveryModels,
    ).toEqual(['bge-small-en-v15']);
    expect(() => resolveConfig({ env: { WHETSTONE_DISCOVERY_MODELS: 'a, b' } })).toThrow(
      /WHETSTONE_DISCOVERY_MODELS="a, b" is invalid: must be model folder names/,
    );
    expect(() => resolveConfig({ env: { WHETSTONE_DISCOVERY_MODELS: 'all-minilm-l6-v2,..' } })).toThrow(
      /cannot be "\." or "\.\."/,
    );
  });

  it('name the flag a bad value came from (flags override the file)', () => {
    const flags = { proxyPins: '--pin', proxyDiscoveryK: '--discovery-k' } as const;
    expect(() => resolveConfig({ env: {}, overrides: { proxyPins: ['read_file'] }, flags })).toThrow(
      /^config: --pin=\["read_file"\] is invalid: must be server\/tool or server\/\* names.*Fix or unset --pin\.$/,
    );
    expect(() => resolveConfig({ env: {}, overrides: { proxyDiscoveryK: '50' }, flags })).toThrow(
      /--discovery-k="50" is invalid: must be 1–20/,
    );
    expect(() => resolveConfig({ env: { WHETSTONE_PROXY_DISCOVERY: 'yes' } })).toThrow(
      /WHETSTONE_PROXY_DISCOVERY="yes" is invalid: must be true or false/,
    );
    expect(resolveConfig({ env: {} }).proxyFindToolsPerMinute).toBe(120);
    expect(() => resolveConfig({ env: { WHETSTONE_PROXY_FIND_TOOLS_PER_MINUTE: '0' } })).toThrow(
      /WHETSTONE_PROXY_FIND_TOOLS_PER_MINUTE="0" is invalid: must be 1–100000 calls a minute per token/,
    );
    expect(() => resolveConfig({ env: { WHETSTONE_PROXY_FIND_TOOLS_PER_MINUTE: '2.5' } })).toThrow(
      /must be a whole number of calls a minute/,
    );
    expect(resolveConfig({ env: {} }).proxyMaxToolsPerUpstream).toBe(1000);
    expect(() => resolveConfig({ env: { WHETSTONE_PROXY_MAX_TOOLS_PER_UPSTREAM: '0' } })).toThrow(
      /WHETSTONE_PROXY_MAX_TOOLS_PER_UPSTREAM="0" is invalid: must be 1–100000 tools/,
    );
  });
});
