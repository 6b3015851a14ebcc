// Spans written out by hand (a framework that cannot run here, transcribed from its own
// test snapshots) as one OTLP/JSON export request, in the shape an OTLP/HTTP exporter sends:
// ids from counters, made-up times in start order, each parent ending after its children.

export type AttrValue = string | number | boolean | string[];

export interface TranscribedSpan {
  name: string;
  /** Index of the parent span in the run; none for the root. */
  parent?: number;
  /** The instrumentation scope, when not the run's. */
  scope?: string;
  attrs: Record<string, AttrValue>;
  /** A failed span: its exception event and status message. */
  error?: { type: string; message: string; status?: string };
}

export interface Transcribed {
  scope: string;
  spans: TranscribedSpan[];
}

function value(v: AttrValue): Record<string, unknown> {
  if (Array.isArray(v)) return { arrayValue: { values: v.map((x) => ({ stringValue: x })) } };
  if (typeof v === 'boolean') return { boolValue: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { intValue: v } : { doubleValue: v };
  return { stringValue: v };
}

const attributes = (attrs: Record<string, AttrValue>) =>
  Object.entries(attrs).map(([key, v]) => ({ key, value: value(v) }));

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

// 2025-10-01T00:00:00Z, one run every 10 s, one span every millisecond.
const BASE_NS = 1_759_276_800_000_000_000n;
const MS = 1_000_000n;

/** The last span index in the subtree of span i (spans come in start order, children after parents). */
function lastDescendant(spans: TranscribedSpan[], i: number): number {
  let last = i;
  for (let j = i + 1; j < spans.length; j++) {
    let p = spans[j]!.parent;
    while (p !== undefined && p !== i) p = spans[p]!.parent;
    if (p === i) last = j;
  }
  return last;
}

function depth(spans: TranscribedSpan[], i: number): number {
  let d = 0;
  for (let p = spans[i]!.parent; p !== undefined; p = spans[p]!.parent) d++;
  return d;
}

export function otlpJsonOf(service: string, prefix: number, runs: Transcribed[]): string {
  const byScope = new Map<string, Record<string, unknown>[]>();
  let spanCount = 0;
  runs.forEach((run, t) => {
    const traceId = `${hex(prefix, 8)}${hex(t + 1, 24)}`;
    const ids = run.spans.map(() => `${hex(prefix & 0xffff, 4)}${hex(++spanCount, 12)}`);
    const start = BASE_NS + BigInt(t) * 10_000n * MS;
    run.spans.forEach((s, i) => {
      const end = start + BigInt(lastDescendant(run.spans, i) + 1) * MS - BigInt(depth(run.spans, i)) * 1000n;
      const span: Record<string, unknown> = {
        traceId,
        spanId: ids[i],
        ...(s.parent === undefined ? {} : { parentSpanId: ids[s.parent] }),
        name: s.name,
        kind: 1,
        startTimeUnixNano: String(start + BigInt(i) * MS),
        endTimeUnixNano: String(end),
        attributes: attributes(s.attrs),
        events: s.error
          ? [
              {
                name: 'exception',
                timeUnixNano: String(end - 1000n),
                attributes: attributes({
                  'exception.type': s.error.type,
                  'exception.message': s.error.message,
                  'exception.escaped': 'True',
                }),
              },
            ]
          : [],
        status: s.error ? { code: 2, ...(s.error.status ? { message: s.error.status } : {}) } : { code: 0 },
      };
      const scope = s.scope ?? run.scope;
      byScope.set(scope, [...(byScope.get(scope) ?? []), span]);
    });
  });
  const body = {
    resourceSpans: [
      {
        resource: { attributes: attributes({ 'service.name': service }) },
        scopeSpans: [...byScope].map(([name, spans]) => ({ scope: { name }, spans })),
      },
    ],
  };
  return JSON.stringify(body, null, 1);
}
