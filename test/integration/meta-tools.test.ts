// A tool-search meta-tool in the catalog (a gateway's `route`, the discovery mode's
// find_tools) is never optimized: named, the optimizer answers meta_tool without a run;
// `optimize --all` leaves it out; its sessions are evidence for the tools they led to.
import { describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { resolveConfig } from '../../src/config.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { judgeWorkerFrom } from '../../src/judge/setup.ts';
import { createLogger } from '../../src/log.ts';
import { gatherEvidence } from '../../src/optimize/evidence.ts';
import { optimizeTool } from '../../src/optimize/run.ts';
import { optimizerOptionsFrom } from '../../src/optimize/setup.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { runCli } from '../kit/cli.ts';
import { withMigratedStore } from '../kit/db.ts';

const log = createLogger('silent');
const OFFLINE = { mode: 'offline' as const, reason: 'test' };
const env = { WHETSTONE_META_TOOLS: 'gateway_lookup', WHETSTONE_EMBEDDINGS_MODEL: 'none' };
const config = resolveConfig({ env: { ...env, WHETSTONE_JUDGE_SAMPLE_RATE: '0' } });

describe('meta-tools in the product', () => {
  const store = withMigratedStore();

  it('judges sessions on the calls a meta-tool led to and never optimizes the meta-tool', async () => {
    const { db } = store;
    const tool = (name: string, description: string) => ({ name, description, inputSchema: {} });
    await importTools(db, {
      server: 'gw',
      tools: [
        tool('route', 'Finds tools for a need.'),
        tool('gateway_lookup', 'Looks tools up.'),
        tool('forecast', 'Weather forecast for a city.'),
      ],
      actor: 'test',
      maxDescriptionBytes: 65536,
    });
    const ingestor = new TraceIngestor({
      db,
      redactor: createRedactor(),
      maxTraceBytes: 1 << 20,
      actor: 'test',
      format: v1Format,
    });
    const traces = ['a', 'b'].map((id) => ({
      schema: 'whetstone.trace/v1',
      trace_id: `meta-${id}`,
      timestamp: new Date().toISOString(),
      server: 'gw',
      user_query: 'what is the weather in Paris tomorrow',
      tool_calls: [
        { name: id === 'a' ? 'route' : 'gateway_lookup', arguments: { q: 'weather' }, result: { preview: 'forecast' } },
        { name: 'forecast', arguments: { city: 'Paris' }, result: { preview: 'sunny, 21 C' } },
      ],
      final_answer: 'Tomorrow in Paris: sunny, 21 C.',
    }));
    const { rows } = ingestor.decode(
      traces.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 't' })),
    );
    await ingestor.store(rows);
    await judgeWorkerFrom(config, { db, llm: OFFLINE, log }).runOnce();
    const K = { successes: 10, failures: 10 };
    expect((await gatherEvidence(db, { server: 'gw', name: 'forecast', publishedVersion: 1 }, K)).judged).toBe(2);
    for (const name of ['route', 'gateway_lookup'])
      expect((await gatherEvidence(db, { server: 'gw', name, publishedVersion: 1 }, K)).judged, name).toBe(0);
    const o = optimizerOptionsFrom(config, { db, llm: OFFLINE, log });
    expect(await optimizeTool(o, 'gw/route')).toMatchObject({ outcome: 'meta_tool', candidates: [] });
    expect(await optimizeTool(o, 'gw/gateway_lookup')).toMatchObject({ outcome: 'meta_tool' });
    const runs = await db.query<{ n: string }>('SELECT count(*) AS n FROM optimizer_runs');
    expect(Number(runs.rows[0]!.n)).toBe(0);
    const all = await runCli(['optimize', '--all', '--json'], { ...store.env, ...env });
    expect(all.code, all.stderr).toBe(0);
    expect((JSON.parse(all.stdout) as { tool: string }[]).map((r) => r.tool)).toEqual(['gw/forecast']);
  });
});
