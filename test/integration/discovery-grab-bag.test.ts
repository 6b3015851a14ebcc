// Routing with the real discovery models over a real grab-bag server: server-everything's
// tools (an echo, a sum, images, logging toggles, resources…) listed by a real SDK client,
// beside a small office server. Its summary matches no one request, so a request for its
// sum must be carried by the tool's own match, not vetoed by the summary's similarity.
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import { FusedRouter } from '../../src/discovery/fused.ts';
import { parseRequest } from '../../src/discovery/request.ts';
import { DiscoveryRouter } from '../../src/discovery/router.ts';
import { localEmbedder } from '../../src/semantic/embedder.ts';
import { ROOT } from '../kit/cli.ts';

const OFFICE = [
  { name: 'get_forecast', description: 'Weather forecast for a city: temperature and rain, hour by hour.' },
  { name: 'send_email', description: 'Sends an email message to a recipient address.' },
  { name: 'pdf_to_text', description: 'Extracts the text of a PDF document.' },
  { name: 'stock_quote', description: 'Latest share price of a listed company by ticker symbol.' },
];

describe('discovery over a grab-bag server', () => {
  it("finds the grab-bag's sum for an addition, with each model and fused", async () => {
    const client = new Client({ name: 'lister', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js'), 'stdio'],
        stderr: 'ignore',
      }),
    );
    const { tools } = await client.listTools();
    await client.close();
    expect(tools.length).toBeGreaterThan(8);
    const config = resolveConfig({ env: process.env });
    const routers = config.discoveryModels.map(
      (m) => new DiscoveryRouter(localEmbedder(config.embeddingsModelDir, m, 1)),
    );
    const fused = new FusedRouter(routers);
    await fused.sync([
      { server: 'everything', tools: tools.map((t) => ({ name: t.name, description: t.description ?? '' })) },
      { server: 'office', tools: OFFICE },
    ]);
    for (const request of ['add two numbers', 'server: calculator\ntool: sum of two numbers']) {
      const qs = await fused.embedRequest(parseRequest(request));
      expect(fused.rank(qs, 5)[0]?.name).toBe('get-sum');
      for (const [m, r] of routers.entries()) expect(r.rank(qs[m]!, 5)[0]?.name).toBe('get-sum');
    }
  }, 120_000);
});
