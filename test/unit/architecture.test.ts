// The import boundaries of src/: layers point down and no files import each other in a
// circle. Each check runs on the real tree and, to show it can fail, on planted files.
import { describe, expect, it } from 'vitest';
import { checkImports, type ImportRule, importCycles, readSources, type SourceFile } from '../kit/source-rules.ts';

const BASE = [
  'src/config.ts',
  'src/config/',
  'src/errors.ts',
  'src/log.ts',
  'src/retry.ts',
  'src/http-body.ts',
  'src/model/',
];
/** Everything above intake: a door, a format or the core must never reach into these. */
const ABOVE_INTAKE = [
  'src/catalog/',
  'src/cli/',
  'src/consistency/',
  'src/daemon/',
  'src/judge/',
  'src/llm/',
  'src/maintenance/',
  'src/mcp/',
  'src/optimize/',
  'src/publish/',
  'src/quality/',
  'src/review/',
  'src/rollout/',
  'src/semantic/',
];
/** Folders that may wire the intake (start its doors); no other part imports it. */
const WIRES_INTAKE = ['src/intake/', 'src/daemon/', 'src/cli/'];

const RULES: ImportRule[] = [
  { name: 'the base imports only the base', from: 'src/errors.ts', only: BASE },
  { name: 'the base imports only the base', from: 'src/log.ts', only: BASE },
  { name: 'the base imports only the base', from: 'src/retry.ts', only: BASE },
  { name: 'the base imports only the base', from: 'src/config.ts', only: BASE },
  { name: 'the base imports only the base', from: 'src/config/', only: BASE },
  { name: 'the model imports only the base', from: 'src/model/', only: BASE },
  { name: 'the store imports nothing above it', from: 'src/store/', only: [...BASE, 'src/store/'] },
  { name: 'privacy imports only the base', from: 'src/privacy/', only: [...BASE, 'src/privacy/'] },
  { name: 'auth imports only the store and the base', from: 'src/auth/', only: [...BASE, 'src/store/', 'src/auth/'] },
  {
    name: 'the intake core imports no format or door',
    from: 'src/intake/core/',
    only: [...BASE, 'src/store/', 'src/privacy/', 'src/intake/core/'],
  },
  { name: 'a format imports no door', from: 'src/intake/formats/', never: ['src/intake/doors/'] },
  { name: 'the intake imports nothing above it', from: 'src/intake/', never: ABOVE_INTAKE },
  ...ABOVE_INTAKE.filter((f) => !WIRES_INTAKE.includes(f)).map((from) => ({
    name: 'only the daemon and the CLI wire the intake',
    from,
    never: ['src/intake/'],
  })),
];

const sources = readSources(new URL('../..', import.meta.url).pathname);

describe('import boundaries', () => {
  it('reads the whole tree', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.some((f) => f.path.startsWith('src/intake/core/'))).toBe(true);
  });

  it('src/ follows the layering rules', () => {
    expect(checkImports(sources, RULES)).toEqual([]);
  });

  it('src/ has no import cycles', () => {
    expect(importCycles(sources)).toEqual([]);
  });

  it('reports planted violations: the store importing upward, the core a format, a door the review', () => {
    const planted: SourceFile[] = [
      { path: 'src/store/sql/x.ts', text: "import type { Surface } from '../../catalog/surface.ts';" },
      { path: 'src/intake/core/y.ts', text: "export { decodeOtlp } from '../formats/otlp/otlp.ts';" },
      { path: 'src/intake/core/v.ts', text: "import { v1Format } from '../formats/v1/format.ts';" },
      { path: 'src/intake/formats/v1/u.ts', text: "import { readTraceFile } from '../../doors/file.ts';" },
      { path: 'src/intake/doors/z.ts', text: "const m = await import('../../review/http.ts');" },
      { path: 'src/publish/w.ts', text: "import { kafkaFrom } from '../intake/doors/kafka.js';" },
      {
        path: 'src/store/ok.ts',
        text: "import { WhetstoneError } from '../errors.ts';\nimport type { TraceV1 } from '../model/trace.ts';",
      },
    ];
    const found = checkImports(planted, RULES).map((v) => `${v.from} -> ${v.to}: ${v.rule}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'src/store/sql/x.ts -> src/catalog/surface.ts: the store imports nothing above it',
        'src/intake/core/y.ts -> src/intake/formats/otlp/otlp.ts: the intake core imports no format or door',
        'src/intake/core/v.ts -> src/intake/formats/v1/format.ts: the intake core imports no format or door',
        'src/intake/formats/v1/u.ts -> src/intake/doors/file.ts: a format imports no door',
        'src/intake/doors/z.ts -> src/review/http.ts: the intake imports nothing above it',
        'src/publish/w.ts -> src/intake/doors/kafka.ts: only the daemon and the CLI wire the intake',
      ]),
    );
    expect(found.filter((f) => f.startsWith('src/store/ok.ts'))).toEqual([]);
  });

  it('reports a planted cycle, type-only imports included', () => {
    const planted: SourceFile[] = [
      { path: 'src/a.ts', text: "import { b } from './b.ts';" },
      { path: 'src/b.ts', text: "import type { C } from './c/c.ts';" },
      { path: 'src/c/c.ts', text: "export * from '../a.ts';" },
      { path: 'src/d.ts', text: "import { a } from './a.ts';" },
      { path: 'src/e.ts', text: "import { e } from './e.ts';" },
    ];
    expect(importCycles(planted)).toEqual([['src/a.ts', 'src/b.ts', 'src/c/c.ts'], ['src/e.ts']]);
  });
});

// Tests, benches and the data sets they share: the benches never depend on the tests, the
// tests never on the benches, and lib/ (shared by both) on neither.
const SIDE_RULES: ImportRule[] = [
  { name: 'tests never import the benches', from: 'test/', never: ['bench/'] },
  { name: 'benches never import the tests', from: 'bench/', never: ['test/'] },
  { name: 'lib/ imports neither tests nor benches', from: 'lib/', never: ['test/', 'bench/'] },
];

describe('test, bench and lib boundaries', () => {
  const root = new URL('../..', import.meta.url).pathname;
  const sides = ['test', 'bench', 'lib'].flatMap((dir) => readSources(root, dir));

  it('reads the tests, the benches and lib/', () => {
    for (const dir of ['test/kit/', 'test/unit/', 'bench/', 'lib/datasets/'])
      expect(sides.some((f) => f.path.startsWith(dir))).toBe(true);
  });

  it('no test imports bench/, no bench imports test/, lib/ imports neither', () => {
    expect(checkImports(sides, SIDE_RULES)).toEqual([]);
  });

  it('reports planted violations on each side', () => {
    const planted: SourceFile[] = [
      { path: 'test/integration/x.test.ts', text: "import { simpleTrace } from '../../bench/lib/traces.ts';" },
      { path: 'bench/x.ts', text: "export { runCli } from '../test/kit/cli.ts';" },
      { path: 'lib/datasets/x.ts', text: "const m = await import('../../bench/lib/env.ts');" },
      { path: 'test/kit/ok.ts', text: "import { simpleTrace } from '../../lib/datasets/traces.ts';" },
    ];
    expect(checkImports(planted, SIDE_RULES).map((v) => `${v.from} -> ${v.to}`)).toEqual([
      'test/integration/x.test.ts -> bench/lib/traces.ts',
      'bench/x.ts -> test/kit/cli.ts',
      'lib/datasets/x.ts -> bench/lib/env.ts',
    ]);
  });
});
