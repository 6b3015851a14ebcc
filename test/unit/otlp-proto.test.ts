// The field-by-field protobuf reader against two independent references: the OTLP/JSON
// reader on the same requests serialized by the SDK's JSON serializer, and protobufjs's
// reflection encoder (proto.ts) for values the SDK never writes.
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import {
  decodeOtlp as decodeFull,
  isLazy,
  skimOtlp,
  spanOf,
  type OtelSpan,
  type OtlpFormat,
} from '../../src/intake/formats/otlp/otlp.ts';
import { shortKey } from '../../src/intake/formats/otlp/otlp-proto.ts';
import { ExportTraceServiceRequest } from '../../src/intake/formats/otlp/proto.ts';
import {
  emitGenAi,
  emitOpenInference,
  provider,
  sessionSpecs,
  shuffledBatches,
} from '../../lib/datasets/otel-sessions.ts';

/**
 * decodeOtlp, checked against skimOtlp (what the doors use) on every request of this file,
 * well-formed or not: the same verdict (reason and error), the same spans dropped, and its
 * skimmed spans decoding to the same spans.
 */
function decodeOtlp(body: Uint8Array, format: OtlpFormat, maxBytes: number) {
  const full = decodeFull(body, format, maxBytes);
  const skim = skimOtlp(body, format, maxBytes);
  if (!full.ok || !skim.ok) expect(skim).toEqual(full);
  else {
    expect([skim.format, skim.dropped, skim.bytes]).toEqual([full.format, full.dropped, full.bytes]);
    expect(skim.spans.map(spanOf)).toEqual(full.spans);
    if (full.format === 'protobuf') expect(skim.spans.every(isLazy)).toBe(true);
  }
  return full;
}

function spans(body: Uint8Array, format: 'protobuf' | 'json' = 'protobuf') {
  const d = decodeOtlp(body, format, 1 << 24);
  if (!d.ok) throw new Error(d.error);
  return d;
}

const TRACE = Buffer.from('0af7651916cd43dd8448eb211c80319c', 'hex');
const SPAN = Buffer.from('b7ad6b7169203331', 'hex');
const kv = (key: string, value: unknown) => ({ key, value });
const baseSpan = {
  traceId: TRACE,
  spanId: SPAN,
  name: 's',
  kind: 1,
  startTimeUnixNano: 1_700_000_000_123_456_789n.toString(),
  endTimeUnixNano: '1700000000223456789',
};

describe('OTLP protobuf reader', () => {
  it('decodes SDK requests to the spans their OTLP/JSON twins decode to (GenAI, MCP, OpenInference, events, errors)', () => {
    const genai = provider('proto-agent');
    const oi = provider('proto-agent-oi');
    for (const s of sessionSpecs(8)) {
      emitGenAi(genai.tracerProvider, s);
      emitOpenInference(oi.tracerProvider, s);
    }
    const batches = shuffledBatches([...genai.exporter.getFinishedSpans(), ...oi.exporter.getFinishedSpans()], 7);
    let n = 0;
    for (const b of batches) {
      const fromProto = spans(ProtobufTraceSerializer.serializeRequest(b)!);
      const fromJson = spans(JsonTraceSerializer.serializeRequest(b)!, 'json');
      expect(fromProto.spans).toEqual(fromJson.spans);
      n += fromProto.spans.length;
    }
    expect(n).toBe(batches.flat().length);
  });

  it('reads every attribute value kind, 64-bit times past 2^53, remote parents, status and scope', () => {
    const body = ExportTraceServiceRequest.encode(
      ExportTraceServiceRequest.fromObject({
        resourceSpans: [
          {
            resource: { attributes: [kv('service.name', { stringValue: 'agent' })] },
            scopeSpans: [
              {
                scope: { name: 'sdk', version: '1' },
                spans: [
                  {
                    ...baseSpan,
                    parentSpanId: Buffer.from('00f067aa0ba902b7', 'hex'),
                    flags: 0x300,
                    attributes: [
                      kv('s', { stringValue: 'text' }),
                      kv('empty', { stringValue: '' }),
                      kv('b', { boolValue: true }),
                      kv('i', { intValue: '-42' }),
                      kv('big', { intValue: '9007199254740993' }),
                      kv('d', { doubleValue: 0.25 }),
                      kv('raw', { bytesValue: Buffer.from('hi') }),
                      kv('list', {
                        arrayValue: {
                          values: [
                            { intValue: 1 },
                            { stringValue: 'x' },
                            { kvlistValue: { values: [kv('k', { boolValue: false })] } },
                          ],
                        },
                      }),
                      kv('none', {}),
                    ],
                    events: [
                      {
                        timeUnixNano: '1700000000200000000',
                        name: 'gen_ai.client.inference.operation.details',
                        attributes: [kv('n', { intValue: 3 })],
                      },
                    ],
                    status: { code: 2, message: 'timeout' },
                  },
                ],
              },
            ],
          },
        ],
      }),
    ).finish();
    const [s] = spans(body).spans as [OtelSpan];
    expect(s).toEqual({
      traceId: TRACE.toString('hex'),
      spanId: SPAN.toString('hex'),
      parentSpanId: '00f067aa0ba902b7',
      parentRemote: true,
      name: 's',
      kind: 1,
      start: '1700000000123456789',
      end: '1700000000223456789',
      attrs: {
        s: 'text',
        empty: '',
        b: true,
        i: -42,
        big: '9007199254740993',
        d: 0.25,
        raw: 'aGk=',
        list: [1, 'x', { k: false }],
        none: null,
      },
      events: [{ name: 'gen_ai.client.inference.operation.details', time: '1700000000200000000', attrs: { n: 3 } }],
      status: { code: 2, message: 'timeout' },
      resource: { 'service.name': 'agent' },
      scope: 'sdk',
    });
  });

  it('writes every 64-bit time as BigInt would, at the 2^32, 2^53 and 2^64 edges and at random', () => {
    const times = [
      0n,
      1n,
      2n ** 32n - 1n,
      2n ** 32n,
      2n ** 53n - 1n,
      2n ** 53n,
      2n ** 53n + 1n,
      2n ** 63n,
      2n ** 64n - 1n,
      1_795_259_520_999_999_999n,
      1_000_000_000_000_000_000n,
    ];
    let x = 12345;
    const word = () => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return BigInt(x);
    };
    for (let i = 0; i < 2000; i++) {
      const v = (word() << 32n) | word();
      times.push(
        v,
        v - (v % 1_000_000n),
        v - (v % 1_000_000n) + 999_999n > 2n ** 64n - 1n ? v : v - (v % 1_000_000n) + 999_999n,
      );
    }
    const body = ExportTraceServiceRequest.encode(
      ExportTraceServiceRequest.fromObject({
        resourceSpans: [
          {
            scopeSpans: [
              {
                spans: times.map((t, i) => ({
                  ...baseSpan,
                  spanId: Buffer.from((i + 1).toString(16).padStart(16, '0'), 'hex'),
                  startTimeUnixNano: t.toString(),
                  endTimeUnixNano: t.toString(),
                })),
              },
            ],
          },
        ],
      }),
    ).finish();
    const got = spans(body).spans;
    expect(got.map((s) => s.start)).toEqual(times.map((t) => t.toString()));
    expect(got.map((s) => s.end)).toEqual(times.map((t) => t.toString()));
  });

  it('skips unknown fields and takes the resource and scope written after their spans', () => {
    const root = ExportTraceServiceRequest.root;
    const enc = (type: string, v: object) =>
      root
        .lookupType(`otlp.${type}`)
        .encode(root.lookupType(`otlp.${type}`).fromObject(v))
        .finish();
    // Span + an unknown varint field 99, then the scope after the span.
    const span = protobuf.Writer.create();
    span.uint32((2 << 3) | 2).bytes(
      Buffer.concat([
        enc('Span', baseSpan),
        protobuf.Writer.create()
          .uint32((99 << 3) | 0)
          .uint32(7)
          .finish(),
      ]),
    );
    span.uint32((1 << 3) | 2).bytes(enc('InstrumentationScope', { name: 'late-scope' }));
    const rs = protobuf.Writer.create();
    rs.uint32((2 << 3) | 2).bytes(span.finish());
    rs.uint32((1 << 3) | 2).bytes(enc('Resource', { attributes: [kv('service.name', { stringValue: 'after' })] }));
    const body = protobuf.Writer.create()
      .uint32((1 << 3) | 2)
      .bytes(rs.finish())
      .finish();
    const [s] = spans(body).spans as [OtelSpan];
    expect(s).toMatchObject({ name: 's', scope: 'late-scope', resource: { 'service.name': 'after' } });
  });

  it('keeps an attribute named __proto__ as an attribute, from protobuf and JSON, without touching the prototype', () => {
    const request = {
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                {
                  ...baseSpan,
                  attributes: [kv('__proto__', { kvlistValue: { values: [kv('polluted', { boolValue: true })] } })],
                },
              ],
            },
          ],
        },
      ],
    };
    const fromProto = spans(ExportTraceServiceRequest.encode(ExportTraceServiceRequest.fromObject(request)).finish())
      .spans[0]!;
    const json = {
      resourceSpans: [
        {
          scopeSpans: [
            {
              spans: [
                {
                  traceId: TRACE.toString('hex'),
                  spanId: SPAN.toString('hex'),
                  name: 's',
                  attributes: [
                    {
                      key: '__proto__',
                      value: { kvlistValue: { values: [{ key: 'polluted', value: { boolValue: true } }] } },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const fromJson = spans(Buffer.from(JSON.stringify(json)), 'json').spans[0]!;
    for (const s of [fromProto, fromJson]) {
      expect(Object.getPrototypeOf(s.attrs)).toBe(Object.prototype);
      expect(Object.keys(s.attrs)).toEqual(['__proto__']);
      expect((s.attrs as Record<string, unknown>).polluted).toBeUndefined();
      expect(JSON.parse(JSON.stringify(s.attrs))).toEqual(JSON.parse('{"__proto__":{"polluted":true}}'));
    }
  });

  it('decodes each short string as itself: two that share a memo key, repeated, and non-ASCII ones', () => {
    // Two distinct ASCII strings with the same key (found by search): the memo keeps the
    // first, and the second must still decode as itself, however often it comes.
    const seen = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const text = `k${i.toString(36)}`;
      const key = shortKey(Buffer.from(text), 0, text.length);
      const other = seen.get(key);
      if (other !== undefined) pair = [other, text];
      else seen.set(key, text);
    }
    const [a, b] = pair;
    const texts = [
      a,
      b,
      a,
      b,
      'gen_ai.tool.name',
      'gen_ai.tool.name',
      'café',
      'café',
      '工具',
      'x'.repeat(48),
      'x'.repeat(49),
    ];
    const attributes = texts.map((t, i) => kv(`${t}#${i}`, { stringValue: t }));
    const body = ExportTraceServiceRequest.encode(
      ExportTraceServiceRequest.fromObject({
        resourceSpans: [{ scopeSpans: [{ spans: [{ ...baseSpan, name: b, attributes }] }] }],
      }),
    ).finish();
    for (let round = 0; round < 2; round++) {
      const [s] = spans(body).spans as [OtelSpan];
      expect(s.name).toBe(b);
      expect(s.attrs).toEqual(Object.fromEntries(texts.map((t, i) => [`${t}#${i}`, t])));
    }
  });

  it('reads integers at the edges of a double exactly, and ids of zeros as OTLP\'s "invalid"', () => {
    const ints = [
      '0',
      '-1',
      '2147483647',
      '-2147483648',
      '4294967295',
      '4294967296',
      '-4294967297',
      '9007199254740991',
      '-9007199254740991',
      '9007199254740992',
      '-9007199254740993',
      '18446744073709551615',
    ];
    const attributes = ints.map((v) => kv(v, { intValue: v }));
    const body = (over: Record<string, unknown>) =>
      ExportTraceServiceRequest.encode(
        ExportTraceServiceRequest.fromObject({
          resourceSpans: [{ scopeSpans: [{ spans: [{ ...baseSpan, attributes, ...over }] }] }],
        }),
      ).finish();
    const [s] = spans(body({})).spans as [OtelSpan];
    // int64 on the wire: a value past the signed range reads back as its two's complement.
    const want = (v: string) => {
      const b = BigInt.asIntN(64, BigInt(v));
      return b <= BigInt(Number.MAX_SAFE_INTEGER) && b >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(b) : b.toString();
    };
    expect(s.attrs).toEqual(Object.fromEntries(ints.map((v) => [v, want(v)])));
    expect(s.attrs['9007199254740992']).toBe('9007199254740992');
    expect(s.attrs['18446744073709551615']).toBe(-1);
    const zeros = (n: number) => Buffer.alloc(n);
    const lastOne = (n: number) => Buffer.from([...Buffer.alloc(n - 1), 1]);
    expect(decodeOtlp(body({ traceId: zeros(16) }), 'protobuf', 1 << 20)).toMatchObject({
      ok: true,
      spans: [],
      dropped: [{ reason: 'no_trace_id', n: 1 }],
    });
    expect(decodeOtlp(body({ spanId: zeros(8) }), 'protobuf', 1 << 20)).toMatchObject({
      ok: true,
      spans: [],
      dropped: [{ reason: 'no_span_id', n: 1 }],
    });
    expect(spans(body({ parentSpanId: zeros(8) })).spans[0]!.parentSpanId).toBeNull();
    const [one] = spans(body({ traceId: lastOne(16), spanId: lastOne(8), parentSpanId: lastOne(8) })).spans as [
      OtelSpan,
    ];
    expect([one.traceId, one.spanId, one.parentSpanId]).toEqual([
      `${'0'.repeat(31)}1`,
      `${'0'.repeat(15)}1`,
      `${'0'.repeat(15)}1`,
    ]);
  });

  it('reads long strings as strict UTF-8: a U+FFFD sent is kept, invalid bytes are refused, a leading BOM stays', () => {
    const long = (t: string) => `${t}${'y'.repeat(60)}`;
    // The last two: a BOM kept on both decoders' paths (with a U+FFFD, the strict one decodes), and a short non-ASCII one.
    const texts = [
      long('caf\u00e9 \u5de5\u5177 '),
      long('\ufffd sent as is '),
      long('\ufeff'),
      long('\ufeff\ufffd'),
      '\ufeff\ufffd\u00e9',
    ];
    const attributes = texts.map((t, i) => kv(`t${i}`, { stringValue: t }));
    const body = ExportTraceServiceRequest.encode(
      ExportTraceServiceRequest.fromObject({
        resourceSpans: [{ scopeSpans: [{ spans: [{ ...baseSpan, attributes }] }] }],
      }),
    ).finish();
    expect(spans(body).spans[0]!.attrs).toEqual(Object.fromEntries(texts.map((t, i) => [`t${i}`, t])));
    // One byte of the long text made invalid (0xff never starts a UTF-8 sequence).
    const bad = Buffer.from(body);
    const at = bad.indexOf(Buffer.from(`sent as is ${'y'.repeat(10)}`));
    bad[at] = 0xff;
    expect(decodeOtlp(bad, 'protobuf', 1 << 20)).toMatchObject({ ok: false, reason: 'not_otlp' });
  });

  it('refuses malformed messages with a reason, never a throw: truncated, invalid UTF-8, nesting past 64', () => {
    const ok = ExportTraceServiceRequest.encode(
      ExportTraceServiceRequest.fromObject({ resourceSpans: [{ scopeSpans: [{ spans: [baseSpan] }] }] }),
    ).finish();
    expect(decodeOtlp(ok.subarray(0, ok.length - 3), 'protobuf', 1000)).toMatchObject({
      ok: false,
      reason: 'not_otlp',
    });
    const named = ExportTraceServiceRequest.encode(
      ExportTraceServiceRequest.fromObject({
        resourceSpans: [{ scopeSpans: [{ spans: [{ ...baseSpan, name: 'QQQQ' }] }] }],
      }),
    ).finish();
    const badName = Buffer.from(named);
    badName.fill(0xff, badName.indexOf('QQQQ'), badName.indexOf('QQQQ') + 2);
    expect(spans(named).spans[0]!.name).toBe('QQQQ');
    expect(decodeOtlp(badName, 'protobuf', 1000)).toMatchObject({ ok: false, reason: 'not_otlp' });
    // Built by hand: protobufjs's own encoder refuses to nest this deep.
    const W = () => protobuf.Writer.create();
    let value: Uint8Array = W()
      .uint32((1 << 3) | 2)
      .string('deep')
      .finish();
    for (let i = 0; i < 80; i++)
      value = W()
        .uint32((5 << 3) | 2)
        .bytes(
          W()
            .uint32((1 << 3) | 2)
            .bytes(value)
            .finish(),
        )
        .finish();
    const attr = W()
      .uint32((1 << 3) | 2)
      .string('x')
      .uint32((2 << 3) | 2)
      .bytes(value)
      .finish();
    const span = Buffer.concat([
      ExportTraceServiceRequest.root.lookupType('otlp.Span').encode(baseSpan).finish(),
      W()
        .uint32((9 << 3) | 2)
        .bytes(attr)
        .finish(),
    ]);
    const scope = W()
      .uint32((2 << 3) | 2)
      .bytes(span)
      .finish();
    const rs = W()
      .uint32((2 << 3) | 2)
      .bytes(scope)
      .finish();
    const deep = W()
      .uint32((1 << 3) | 2)
      .bytes(rs)
      .finish();
    expect(decodeOtlp(deep, 'protobuf', 1 << 20)).toMatchObject({
      ok: false,
      reason: 'not_otlp',
      error: expect.stringMatching(/nested deeper than 64/),
    });
  });

  it('refuses a field that runs past the message holding it, and a field numbered 0, as protobufjs does', () => {
    const W = () => protobuf.Writer.create();
    const varint = (n: number) => W().uint32(n).finish();
    const field = (tag: number, content: Uint8Array, declared = content.length) =>
      Buffer.concat([varint(tag), varint(declared), content]);
    const spanBytes = ExportTraceServiceRequest.root.lookupType('otlp.Span').encode(baseSpan).finish();
    const request = (span: Uint8Array, scopeDeclared?: number, after: Uint8Array = new Uint8Array()) => {
      const scope = Buffer.concat([field((2 << 3) | 2, span), after]);
      return field((1 << 3) | 2, field((2 << 3) | 2, scope, scopeDeclared ?? scope.length));
    };
    expect(spans(request(spanBytes)).spans).toHaveLength(1);
    // The scope's length says 5 bytes less than its span takes: the span runs past it.
    const short = request(spanBytes, field((2 << 3) | 2, spanBytes).length - 5);
    expect(decodeOtlp(short, 'protobuf', 1 << 20)).toMatchObject({
      ok: false,
      reason: 'not_otlp',
      error: expect.stringMatching(/runs past its message's end/),
    });
    // Field 0 (a varint) inside the span.
    const zero = request(Buffer.concat([spanBytes, Uint8Array.from([0x00, 0x01])]));
    expect(decodeOtlp(zero, 'protobuf', 1 << 20)).toMatchObject({
      ok: false,
      reason: 'not_otlp',
      error: expect.stringMatching(/numbered 0/),
    });
    // A fixed64 (the end time) with 3 of its 8 bytes inside the span, the rest in the scope's next field.
    const overrun = request(
      Buffer.concat([spanBytes, Uint8Array.from([(8 << 3) | 1, 1, 2, 3])]),
      undefined,
      field((1 << 3) | 2, Buffer.from('scope')),
    );
    expect(decodeOtlp(overrun, 'protobuf', 1 << 20)).toMatchObject({
      ok: false,
      reason: 'not_otlp',
      error: expect.stringMatching(/runs past its message's end/),
    });
  });

  it('nests attribute values as deep in OTLP/JSON as in protobuf, and no deeper', () => {
    const W = () => protobuf.Writer.create();
    const protoWith = (levels: number) => {
      let value: Uint8Array = W()
        .uint32((1 << 3) | 2)
        .string('x')
        .finish();
      for (let i = 0; i < levels; i++)
        value = W()
          .uint32((5 << 3) | 2)
          .bytes(
            W()
              .uint32((1 << 3) | 2)
              .bytes(value)
              .finish(),
          )
          .finish();
      const attr = W()
        .uint32((1 << 3) | 2)
        .string('k')
        .uint32((2 << 3) | 2)
        .bytes(value)
        .finish();
      const span = Buffer.concat([
        ExportTraceServiceRequest.root.lookupType('otlp.Span').encode(baseSpan).finish(),
        W()
          .uint32((9 << 3) | 2)
          .bytes(attr)
          .finish(),
      ]);
      return W()
        .uint32((1 << 3) | 2)
        .bytes(
          W()
            .uint32((2 << 3) | 2)
            .bytes(
              W()
                .uint32((2 << 3) | 2)
                .bytes(span)
                .finish(),
            )
            .finish(),
        )
        .finish();
    };
    const jsonWith = (levels: number) => {
      let value = '{"stringValue":"x"}';
      for (let i = 0; i < levels; i++) value = `{"arrayValue":{"values":[${value}]}}`;
      const span = `{"traceId":"${TRACE.toString('hex')}","spanId":"${SPAN.toString('hex')}","startTimeUnixNano":"1","attributes":[{"key":"k","value":${value}}]}`;
      return Buffer.from(`{"resourceSpans":[{"scopeSpans":[{"spans":[${span}]}]}]}`);
    };
    for (const levels of [63, 64, 2_250]) {
      const p = decodeOtlp(protoWith(levels), 'protobuf', 1 << 20);
      const j = decodeOtlp(jsonWith(levels), 'json', 1 << 20);
      expect([levels, p.ok, j.ok]).toEqual([levels, levels < 64, levels < 64]);
      if (!j.ok) expect(j.error).toMatch(/nested deeper than 64/);
    }
  });

  it('reads times as 64-bit integers in OTLP/JSON, refusing one past them as protobuf cannot hold it', () => {
    const withStart = (t: string | number) =>
      Buffer.from(
        JSON.stringify({
          resourceSpans: [
            {
              scopeSpans: [
                { spans: [{ traceId: TRACE.toString('hex'), spanId: SPAN.toString('hex'), startTimeUnixNano: t }] },
              ],
            },
          ],
        }),
      );
    for (const t of ['18446744073709551615', '-9223372036854775808', '-5', 1_700_000_000_000]) {
      expect(spans(withStart(t), 'json').spans[0]!.start).toBe(String(t));
    }
    for (const t of ['18446744073709551616', '-9223372036854775809', '99999999999999999999999999', 1e300]) {
      expect(decodeOtlp(withStart(t), 'json', 1 << 20)).toMatchObject({
        ok: false,
        reason: 'not_otlp',
        error: expect.stringMatching(/outside a 64-bit integer/),
      });
    }
  });

  it('detects a protobuf request that starts like JSON ("\\n{": its first resource is 123 bytes) as protobuf', () => {
    // A request to size: the span name's length makes the first ResourceSpans exactly 123 bytes.
    let body: Uint8Array | undefined;
    for (let n = 1; n < 200 && !body; n++) {
      const b = ExportTraceServiceRequest.encode(
        ExportTraceServiceRequest.fromObject({
          resourceSpans: [{ scopeSpans: [{ spans: [{ ...baseSpan, name: 'x'.repeat(n) }] }] }],
        }),
      ).finish();
      if (b[0] === 0x0a && b[1] === 0x7b) body = b;
    }
    if (!body) throw new Error('no span name gave a first resource of 123 bytes');
    const d = decodeOtlp(body, 'auto', 1 << 20);
    expect(d).toMatchObject({ ok: true, format: 'protobuf' });
    expect(d.ok && d.spans.map((x) => x.spanId)).toEqual([SPAN.toString('hex')]);
    // Named JSON, it is not JSON: refused, not guessed.
    expect(decodeOtlp(body, 'json', 1 << 20)).toMatchObject({ ok: false, reason: 'not_otlp' });
    // Real JSON that starts with a newline is still JSON.
    const json = Buffer.from(
      `\n${JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: [{ traceId: TRACE.toString('hex'), spanId: SPAN.toString('hex') }] }] }] })}`,
    );
    expect(decodeOtlp(json, 'auto', 1 << 20)).toMatchObject({ ok: true, format: 'json' });
  });
  it('skims exactly what it decodes, on requests with random bytes changed, cut or repeated', () => {
    const { tracerProvider, exporter } = provider('skim-agent');
    for (const sp of sessionSpecs(6)) emitGenAi(tracerProvider, sp);
    const bodies = shuffledBatches(exporter.getFinishedSpans(), 9).map((b) =>
      Buffer.from(ProtobufTraceSerializer.serializeRequest(b)!),
    );
    // A fixed seed (xorshift): the same mutations on every run.
    let seed = 0x2545f491;
    const rand = (n: number) => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    const verdicts = new Map<string, number>();
    for (let i = 0; i < 1_500; i++) {
      const body = Buffer.from(bodies[i % bodies.length]!);
      const kind = rand(4);
      let m: Buffer = body;
      if (kind === 0) for (let k = 1 + rand(3); k > 0; k--) body[rand(body.length)] = rand(256);
      else if (kind === 1) m = body.subarray(0, rand(body.length));
      else if (kind === 2) m = Buffer.concat([body, body.subarray(rand(body.length))]);
      else {
        const at = rand(body.length);
        body[at] = body[at]! ^ 0x80; // a high bit flipped: often a string made invalid UTF-8
      }
      const d = decodeOtlp(m, 'protobuf', 1 << 20);
      const v = d.ok ? `ok${d.dropped.length ? ' with drops' : ''}` : d.error.replace(/\d+/g, 'N').slice(0, 60);
      verdicts.set(v, (verdicts.get(v) ?? 0) + 1);
    }
    // The mutations reach both sides of the reader: accepted requests, and refusals of several kinds.
    expect(verdicts.get('ok')).toBeGreaterThan(100);
    expect([...verdicts.keys()].filter((v) => !v.startsWith('ok')).length).toBeGreaterThan(3);
  });
});
