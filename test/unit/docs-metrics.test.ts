// One list of the daemon's metrics (docs/operations.md, section Metrics): every metric the
// source registers is documented there, and every one documented there still exists. A
// metric added without its line fails here. `whetstone serve`'s /metrics is read from the
// registry it builds (prom-client's defaults, which no source line names), so they count too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { processRegistry } from '../../src/daemon/process-metrics.ts';

const ROOT = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/**
 * Metric names in the source: a `name: 'whetstone_…'` option of a prom-client metric, or
 * the name given first to a helper that builds one (`purposeGauge('whetstone_…', …)`).
 */
function metricNamesIn(text: string): string[] {
  return [...text.matchAll(/(?:\bname:\s*|\(\s*)'(whetstone_[a-z0-9_]+)'/g)].map((m) => m[1]!);
}

/** Metric names in the Metrics section of operations.md (labels and `_bucket` etc. aside). */
function documentedMetrics(markdown: string): string[] {
  const start = markdown.search(/^## Metrics$/m);
  if (start < 0) return [];
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/`(whetstone_[a-z0-9_]+)(?:\{[^}`]*\})?`/g)].map((m) => m[1]!);
}

describe('the metrics list in docs/operations.md', () => {
  const inSource = new Set(sourceFiles('src').flatMap((f) => metricNamesIn(readFileSync(join(ROOT, f), 'utf8'))));
  const documented = new Set(documentedMetrics(readFileSync(join(ROOT, 'docs', 'operations.md'), 'utf8')));
  // What `whetstone serve` exports at /metrics: the registry it builds (src/cli/serve.ts).
  const served = processRegistry()
    .getMetricsAsArray()
    .map((m) => m.name);

  it('finds the metrics on both sides', () => {
    expect(inSource.size).toBeGreaterThan(30);
    expect(inSource).toContain('whetstone_llm_tokens_today');
    expect(documented).toContain('whetstone_kafka_broker_up');
  });

  it('documents every metric the source registers', () => {
    expect([...inSource].filter((n) => !documented.has(n)).sort()).toEqual([]);
  });

  it('documents every metric `whetstone serve` registers', () => {
    expect(served).toContain('whetstone_process_cpu_seconds_total');
    expect(served).toContain('whetstone_nodejs_eventloop_lag_p99_seconds');
    expect(served.filter((n) => !documented.has(n)).sort()).toEqual([]);
  });

  it('`whetstone serve` builds its registry there and registers nothing of its own', () => {
    const serve = readFileSync(join(ROOT, 'src', 'cli', 'serve.ts'), 'utf8');
    expect(serve).toMatch(/const registry = processRegistry\(\);/);
    // Anything else registered here would be on /metrics without the check above seeing it.
    expect(serve).not.toMatch(/new Registry|registers:|collectDefaultMetrics|prom-client/);
  });

  it('`whetstone proxy --http` builds its registry there too, so it carries the same process metrics', () => {
    const proxy = readFileSync(join(ROOT, 'src', 'cli', 'proxy.ts'), 'utf8');
    expect(proxy).toMatch(
      /const metrics = \(await import\('\.\.\/daemon\/process-metrics\.ts'\)\)\.processRegistry\(\);/,
    );
    expect(proxy).not.toMatch(/new Registry|new \(await import\('prom-client'\)\)\.Registry|collectDefaultMetrics/);
  });

  it('documents no metric the source and `whetstone serve` no longer have', () => {
    expect([...documented].filter((n) => !inSource.has(n) && !served.includes(n)).sort()).toEqual([]);
  });

  it('reads names the way the source and the docs write them', () => {
    expect(
      metricNamesIn(
        "new Counter({ name: 'whetstone_a_total', help: 'x' });\nmake(\n  'whetstone_b',\n  'help');\nprefix: 'whetstone_'",
      ),
    ).toEqual(['whetstone_a_total', 'whetstone_b']);
    expect(
      documentedMetrics('## Metrics\n| `whetstone_x_total{kind}` | `whetstone_y` |\n## Next\n`whetstone_z`'),
    ).toEqual(['whetstone_x_total', 'whetstone_y']);
  });
});

// The fast half of test/integration/daemon-metrics.test.ts, which scrapes a running daemon:
// a metric name mistyped in a panel, or a panel id or place taken twice, fails here.
describe('the Grafana dashboard (deploy/grafana/whetstone.json)', () => {
  interface Panel {
    id: number;
    title: string;
    gridPos: { h: number; w: number; x: number; y: number };
    targets?: { expr: string }[];
  }
  const { panels } = JSON.parse(readFileSync(join(ROOT, 'deploy', 'grafana', 'whetstone.json'), 'utf8')) as {
    panels: Panel[];
  };
  const registered = new Set([
    ...sourceFiles('src').flatMap((f) => metricNamesIn(readFileSync(join(ROOT, f), 'utf8'))),
    ...processRegistry()
      .getMetricsAsArray()
      .map((m) => m.name),
  ]);

  it('queries only metrics the source registers', () => {
    const queried = new Set(
      panels.flatMap((p) =>
        (p.targets ?? []).flatMap((t) =>
          [...t.expr.matchAll(/whetstone_[a-z0-9_]+/g)].map((m) => m[0].replace(/_(bucket|sum|count)$/, '')),
        ),
      ),
    );
    expect(queried).toContain('whetstone_llm_cost_usd_total');
    expect([...queried].filter((n) => !registered.has(n)).sort()).toEqual([]);
  });

  it('gives every panel its own id and its own place', () => {
    const ids = panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const cells = new Map<string, string>();
    for (const p of panels) {
      const g = p.gridPos;
      for (let y = g.y; y < g.y + g.h; y++)
        for (let x = g.x; x < g.x + g.w; x++) {
          const taken = cells.get(`${x},${y}`);
          expect(taken, `"${p.title}" overlaps "${taken}"`).toBeUndefined();
          cells.set(`${x},${y}`, p.title);
        }
    }
  });
});
