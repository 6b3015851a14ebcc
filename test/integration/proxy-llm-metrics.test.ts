// `whetstone proxy --http --discovery` as built, with an LLM configured: its server-summary
// writer's calls go through the meter onto the proxy's own /metrics, so an operator sees the
// proxy's LLM spending and failures there. Real PostgreSQL, a real SDK upstream over HTTP,
// and the real openai-compatible wire to an address where nothing listens (the only model
// here is the missing one; its calls fail as a provider outage does).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, type TestStore } from '../kit/db.ts';
import { type HttpProxyCli, startHttpProxyCli } from '../kit/http-proxy-cli.ts';
import { until } from '../kit/kafka.ts';
import { startMutableUpstream } from '../kit/mcp-upstream.ts';

const TOKEN = 'proxy-token-for-the-llm-metrics-test';
const schema = { type: 'object' as const, properties: { text: { type: 'string' } } };

describe('proxy --http LLM spending', () => {
  let store: TestStore;
  let upstream: Awaited<ReturnType<typeof startMutableUpstream>>;
  let proxy: HttpProxyCli | undefined;
  let url = '';

  beforeAll(async () => {
    store = await freshPostgres();
    upstream = await startMutableUpstream([{ name: 'echo_text', description: 'Echoes text.', inputSchema: schema }]);
    proxy = await startHttpProxyCli(
      ['--discovery', '--upstream-url', `office=${upstream.url}`],
      {
        ...store.env,
        WHETSTONE_PROXY_TOKEN: TOKEN,
        WHETSTONE_DISCOVERY_MODELS: 'all-minilm-l6-v2',
        WHETSTONE_LLM_PROVIDER: 'openai-compatible',
        WHETSTONE_LLM_API_URL: 'http://127.0.0.1:9/v1',
        WHETSTONE_LLM_MODEL: 'local-model',
        WHETSTONE_LLM_DAILY_TOKEN_BUDGET: '5000',
      },
      90_000,
    );
    url = proxy.mcpUrl.replace(/\/mcp$/, '');
  }, 120_000);
  afterAll(async () => {
    await proxy?.stop();
    await upstream?.close();
    await store?.cleanup();
  });

  it('counts the summary writer’s failed calls and shows the daily budget on the proxy’s /metrics', async () => {
    const scrape = async () =>
      (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    // The writer runs after the proxy starts; its calls fail (after ax's retries).
    const body = await until(
      'a failed summary call counted',
      scrape,
      (t) => /^whetstone_llm_calls_total\{purpose="summary",outcome="failed"\} [1-9]/m.test(t),
      90_000,
      200,
    );
    expect(body).toMatch(/^whetstone_llm_daily_token_budget 5000$/m);
    // Nothing answered, so nothing was spent: the whole budget is left.
    expect(body).toMatch(/^whetstone_llm_budget_remaining_tokens 5000$/m);
    expect(body).not.toMatch(/^whetstone_llm_calls_total\{purpose="summary",outcome="ok"\}/m);
  }, 120_000);
});
