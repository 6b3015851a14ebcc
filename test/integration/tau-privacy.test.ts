// On real multi-step support sessions (../shared/data/tau-airline): `whetstone optimize
// --all` through the CLI, then every candidate it stored — proposed or rejected — and
// every proposal is searched for the private data of the conversations: user ids,
// reservation and flight numbers, and the names of people and cities. The forbidden
// strings are collected from the traces themselves (arguments, results, queries), minus
// what the published catalogue already says.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { importTools } from '../../src/catalog/import.ts';
import { fixesInTrace, fixesLine, mineArgumentFixes } from '../../src/optimize/argument-fixes.ts';
import { TraceIngestor } from '../../src/intake/core/ingest.ts';
import { v1Format } from '../../src/intake/formats/v1/format.ts';
import { createRedactor } from '../../src/privacy/redact.ts';
import { SHARED_DATA } from '../kit/shared-data.ts';
import { runCli } from '../kit/cli.ts';
import { withMigratedStore } from '../kit/db.ts';

const dir = `${SHARED_DATA}tau-airline/`;
const catalogue = JSON.parse(readFileSync(`${dir}tools.json`, 'utf8')) as {
  server: string;
  tools: { name: string; description: string; inputSchema: Record<string, unknown> }[];
};
const traces = readFileSync(`${dir}traces.jsonl`, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as TauTrace);

interface TauTrace {
  tool_calls?: { name: string; arguments?: unknown; result?: { is_error?: boolean; preview?: string } }[];
  [k: string]: unknown;
}

/** Private values of the conversations, lower-cased: what no candidate may contain. */
function privateStrings(): Set<string> {
  const published = JSON.stringify(catalogue).toLowerCase();
  const out = new Set<string>();
  const add = (v: unknown) => {
    if (typeof v !== 'string') return;
    const s = v.trim().toLowerCase();
    if (s.length >= 3 && !published.includes(s)) out.add(s);
  };
  const walk = (v: unknown, key = ''): void => {
    if (Array.isArray(v)) for (const x of v) walk(x, key);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    else if (/(^|_)(id|number|name|city|email|address1?|code)$/.test(key) || /_id$/.test(key)) add(v);
  };
  for (const t of traces) {
    for (const c of t.tool_calls ?? []) {
      walk(c.arguments);
      try {
        walk(JSON.parse(c.result?.preview ?? 'null'));
      } catch {
        // a preview cut short is not JSON; its ids also appear in arguments
      }
    }
    // Places and people as users wrote them: capitalised words inside a sentence.
    for (const m of String(t.user_query).matchAll(/(?<![.!?]\s|^)\b([A-Z][a-z]{2,}(?:\s[A-Z][a-z]+)*)/g)) add(m[1]);
  }
  return out;
}

const kit = withMigratedStore();
beforeAll(async () => {
  await importTools(kit.db, {
    server: catalogue.server,
    tools: catalogue.tools,
    actor: 'test',
    maxDescriptionBytes: 65536,
  });
  const ingestor = new TraceIngestor({
    format: v1Format,
    db: kit.db,
    redactor: createRedactor(),
    maxTraceBytes: 1 << 20,
    actor: 'test',
  });
  const { rows } = ingestor.decode(
    traces.map((t) => ({ value: Buffer.from(JSON.stringify(t)), key: null, source: 'test' })),
  );
  await ingestor.store(rows);
}, 60_000);

describe('optimize --all on tau-airline', () => {
  it('proposes and stores nothing with a user id, reservation or flight number, or a person or city name', async () => {
    const forbidden = privateStrings();
    // The collection itself must find what the test is about, or the test proves nothing.
    expect(forbidden.has('mia_li_3668')).toBe(true);
    expect([...forbidden].some((s) => /^hat\d+$/.test(s))).toBe(true);
    expect(forbidden.has('seattle')).toBe(true);

    expect((await runCli(['judge'], kit.env)).code).toBe(0);
    const r = await runCli(['optimize', '--all', '--json'], kit.env);
    expect(r.code, r.stderr).toBe(0);
    const candidates = (
      await kit.db.query<{ text: string; reason: string }>('SELECT text, reason FROM optimizer_candidates')
    ).rows;
    const proposals = (
      await kit.db.query<{ text: string }>(
        'SELECT v.text FROM proposals p JOIN description_versions v ON v.tool_id = p.tool_id AND v.version = p.version',
      )
    ).rows;
    expect(candidates.length).toBeGreaterThan(0);
    // What `optimize --json` printed too: every candidate, blocked ones included.
    const printed = (JSON.parse(r.stdout) as { candidates: { text: string; reason: string }[] }[]).flatMap((x) =>
      x.candidates.flatMap((c) => [c.text, c.reason]),
    );
    const texts = [...candidates.flatMap((c) => [c.text, c.reason]), ...proposals.map((p) => p.text), ...printed].map(
      (t) => t.toLowerCase(),
    );
    const leaks = [...forbidden].filter((s) =>
      texts.some((t) => new RegExp(`(^|[^a-z0-9_])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9_])`).test(t)),
    );
    expect(leaks).toEqual([]);

    // A request is quoted as typical only for the tool that finished its task (made the last
    // call of those that served it): in these sessions one request drives a workflow (look
    // up, compute, change), and quoting it for a step ("Calculate …: 'I need to change my
    // flight'") would send agents to the step for the whole task.
    const quoted = (
      await kit.db.query<{ name: string; text: string }>(
        'SELECT t.name, c.text FROM optimizer_candidates c JOIN tools t ON t.id = c.tool_id',
      )
    ).rows.flatMap((c) =>
      [...(c.text.match(/^Typical requests: (.*)$/m)?.[1] ?? '').matchAll(/"([^"]+)"/g)].map((m) => ({
        name: c.name,
        quote: m[1]!,
      })),
    );
    expect(quoted.length).toBeGreaterThan(0);
    const sessions = (
      await kit.db.query<{ user_query: string; served: string[]; calls: { name: string }[] }>(
        `SELECT t.user_query, t.tool_calls AS calls,
                ARRAY(SELECT o.name FROM trace_tools o WHERE o.trace_id = t.trace_id AND o.outcome = 'served') AS served
           FROM traces t`,
      )
    ).rows.map((r) => ({ ...r, finisher: [...r.calls].reverse().find((c) => r.served.includes(c.name))?.name }));
    // The data has workflows: without the rule, a step tool would have had requests to quote.
    expect(sessions.some((r) => r.served.includes('calculate') && r.finisher !== 'calculate')).toBe(true);
    for (const q of quoted) {
      const asked = new RegExp(
        `^${q.quote
          .split('…')
          .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
        's',
      );
      const sources = sessions.filter(
        (r) => r.served.includes(q.name) && asked.test(r.user_query.replace(/"/g, "'").trim()),
      );
      expect(sources.length, `${q.name}: ${q.quote}`).toBeGreaterThan(0);
      expect(
        sources.some((r) => r.finisher === q.name),
        `${q.name}: ${q.quote}`,
      ).toBe(true);
    }
  }, 240_000);

  it('mines argument fixes from the sessions’ failed-then-fixed calls, and states none of their values', () => {
    const forbidden = privateStrings();
    const lines = catalogue.tools.flatMap((tool) => {
      const fixes = traces.flatMap((t) =>
        fixesInTrace(String(t.trace_id), t.tool_calls ?? [], (c) => c.name === tool.name),
      );
      return mineArgumentFixes(fixes, tool.inputSchema).map((f) => fixesLine([f]).toLowerCase());
    });
    // Agents here retry bookings and changes after payment errors: the miner finds what they
    // changed, also after errors that name each case's amounts (counted as one, elided).
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((l) => l.includes('…'))).toBe(true);
    // Before the privacy gate, the lines already carry no id, number, name or city of a conversation.
    for (const line of lines) {
      expect(line).not.toMatch(/\d/);
      expect([...forbidden].filter((v) => line.includes(v))).toEqual([]);
    }
  });
});
