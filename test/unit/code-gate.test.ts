// The code gate: with a tool's code facts, a candidate may not claim a safety property the
// code contradicts, drop a disclosure of an effect the code has, or claim a capability the
// code shows no sign of; without facts the gates are what they were. And the offline
// rewriter states an undisclosed effect in one generic sentence, its calls in provenance.
import { describe, expect, it } from 'vitest';
import { disclosesEffect } from '../../src/consistency/disclose.ts';
import { disclosureSentence } from '../../src/optimize/code-disclosure.ts';
import { offlineRewrite, TEMPLATE_WORDS } from '../../src/optimize/offline.ts';
import { checkCodeFacts } from '../../src/quality/code-gate.ts';
import { type GateInput, runGates } from '../../src/quality/gates.ts';
import { allowedWords, buildVocabulary, privacyFindings } from '../../src/quality/privacy.ts';
import { memoryReport, WRITE_FILE, WRITE_FILE_EFFECTS } from '../fixtures/consistency-reports.ts';

const memory = Object.fromEntries(memoryReport().tools.map((t) => [t.name, t]));
const facts = (name: string) => ({ effects: memory[name]!.effects });
const gates = (i: Partial<GateInput> & { current: string; candidate: string }) =>
  runGates({ tool: 'memory/x', evidenceText: '', maxTokens: 260, maxGrowth: 10, ...i });
const codeGate = (r: ReturnType<typeof gates>) => r.gates.find((g) => g.gate === 'code');

describe('code gate (a): safety claims the code contradicts', () => {
  it('blocks "read-only" on a tool whose code writes, even where annotations and the current text say it', () => {
    const current = 'Read the entire knowledge graph. Read-only.';
    const candidate = 'Read the entire knowledge graph, every entity and relation. Read-only.';
    const writes = {
      effects: [{ class: 'fs_write' as const, evidence: memory.create_entities!.effects[0]!.evidence }],
    };
    const r = gates({ current, candidate, annotations: { readOnlyHint: true }, codeFacts: writes });
    // The disclosure gate lets it by (the annotation states it); the code says otherwise.
    expect(r.gates.find((g) => g.gate === 'disclosure')!.passed).toBe(true);
    const g = codeGate(r)!;
    expect(g.passed).toBe(false);
    expect(g.findings!.map((f) => f.family)).toEqual(['code-contradicts-claim']);
    expect(g.reason).toContain('fs_write (fs.writeFile at src/memory/index.ts:196)');
    expect(r.passed).toBe(false);
  });

  it('blocks "no network" on a tool that calls out, and passes it on one that does not', () => {
    const net = {
      effects: [{ class: 'network' as const, evidence: [{ file: 'src/fetch.py', line: 40, call: 'client.get' }] }],
    };
    const current = 'Fetches a URL and returns its text.';
    const candidate = 'Fetches a URL and returns its text. Works offline, without network access.';
    expect(checkCodeFacts({ current, candidate, facts: net }).passed).toBe(false);
    expect(checkCodeFacts({ current, candidate, facts: { effects: [] } }).passed).toBe(true);
  });

  it('does not read a quoted request as the tool’s claim', () => {
    const current = 'Read the entire knowledge graph.';
    const candidate = 'Read the entire knowledge graph.\nTypical requests: "show the graph, read-only".';
    expect(checkCodeFacts({ current, candidate, facts: facts('create_entities') }).passed).toBe(true);
  });
});

describe('code gate (b): dropping a disclosure the code backs', () => {
  it('blocks a write_file text that no longer says it writes', () => {
    const candidate = 'Takes the given content and a path. Only works within allowed directories.';
    const r = checkCodeFacts({ current: WRITE_FILE, candidate, facts: { effects: WRITE_FILE_EFFECTS } });
    expect(r.passed).toBe(false);
    expect(r.findings!.map((f) => f.family)).toEqual(['drops-code-disclosure']);
    // Saying it in other words of the class keeps it.
    const kept = 'Saves the given content to a file at a path. Only works within allowed directories.';
    expect(
      checkCodeFacts({ current: WRITE_FILE, candidate: kept, facts: { effects: WRITE_FILE_EFFECTS } }).passed,
    ).toBe(true);
  });

  it('does not hold a text to a disclosure the code does not back', () => {
    // The current text says "create"; the code has no effect: dropping it is the lint's business.
    const r = checkCodeFacts({
      current: 'Create a view of the knowledge graph',
      candidate: 'Return a view of the knowledge graph',
      facts: { effects: [] },
    });
    expect(r.passed).toBe(true);
  });
});

describe('code gate (c): capabilities the code lacks', () => {
  it('blocks a new claim to delete on a tool with no side effect', () => {
    const r = checkCodeFacts({
      current: 'Read the entire knowledge graph',
      candidate: 'Read the entire knowledge graph and delete stale entities.',
      facts: facts('read_graph'),
    });
    expect(r.passed).toBe(false);
    expect(r.findings!.map((f) => f.family)).toEqual(['claims-missing-capability']);
  });

  it('blocks fetching web pages without a network call, and running commands without a process', () => {
    const current = 'Create multiple new entities in the knowledge graph';
    for (const claim of ['Also fetches web pages about each entity.', 'Runs a shell command to index them.']) {
      const r = checkCodeFacts({ current, candidate: `${current}. ${claim}`, facts: facts('create_entities') });
      expect(r.passed, claim).toBe(false);
      expect(r.findings!.map((f) => f.family)).toEqual(['claims-missing-capability']);
    }
  });

  it('lets a claim through when the code has a class that can back it, or the current text made it', () => {
    const current = 'Delete multiple entities and their associated relations from the knowledge graph';
    // Deleting by rewriting the graph file: fs_write backs "delete".
    expect(
      checkCodeFacts({ current: 'Remove entities', candidate: current, facts: facts('delete_entities') }).passed,
    ).toBe(true);
    expect(checkCodeFacts({ current, candidate: `${current}.`, facts: { effects: [] } }).passed).toBe(true);
  });
});

describe('without code facts', () => {
  it('runs the same gates with the same verdicts as before', () => {
    const current = 'Read the entire knowledge graph';
    const candidate = 'Read the entire knowledge graph: every entity, relation and observation.';
    const without = gates({ current, candidate });
    expect(without.gates.map((g) => g.gate)).toEqual(['lint', 'disclosure', 'injection', 'length', 'readability']);
    const withFacts = gates({ current, candidate, codeFacts: facts('read_graph') });
    expect(withFacts.gates.filter((g) => g.gate !== 'code')).toEqual(without.gates);
    expect(codeGate(withFacts)!.passed).toBe(true);
  });
});

describe('offline rewriter: a disclosure grounded in a code fact', () => {
  it('has a sentence for every class that discloses it, and says nothing for a disclosed class', () => {
    for (const cls of ['fs_write', 'fs_delete', 'network', 'process', 'db_write', 'state'] as const) {
      const s = disclosureSentence('Does a thing.', [{ class: cls, evidence: [] }])!;
      expect(disclosesEffect(s.text, cls), `${cls}: ${s.text}`).toBe(true);
    }
    const both = disclosureSentence('Does a thing.', [
      { class: 'fs_write', evidence: [] },
      { class: 'fs_delete', evidence: [] },
      { class: 'network', evidence: [] },
    ])!;
    expect(both.text).toBe("Writes and deletes files on the server's disk and calls external web services.");
    expect(disclosureSentence(WRITE_FILE, WRITE_FILE_EFFECTS)).toBeUndefined();
  });

  it('adds it to every candidate, with the calls in the sentence’s provenance, and the gates pass it', () => {
    // The reference text says "Delete …", which names a change; a vaguer one names none.
    const current = 'Forget entities in the knowledge graph';
    const served = [{ traceId: 't1', query: 'forget everything about the old project' }];
    const vocabulary = buildVocabulary(
      Array.from({ length: 6 }, (_, k) => ({ session: `s${k}`, query: `${served[0]!.query} ${k}` })),
      5,
    );
    const privacy = { vocabulary, allowed: allowedWords(current, TEMPLATE_WORDS) };
    const out = offlineRewrite({
      current,
      served,
      wrongPicks: [],
      errors: [],
      catalogue: new Map(),
      maxTokens: 200,
      privacy,
      codeFacts: facts('delete_entities'),
    });
    expect(out.length).toBeGreaterThan(0);
    for (const c of out) {
      expect(c.text).toContain("Writes files on the server's disk.");
      // Generic words only: no path, no callee from the source.
      expect(c.text).not.toMatch(/src\/|fs\.|writeFile|index\.ts/);
      const s = c.sentences.find((x) => x.kind === 'disclosure')!;
      expect(s).toMatchObject({
        evidence: [
          { class: 'fs_write', file: 'src/memory/index.ts', line: 196, call: 'fs.writeFile' },
          { class: 'fs_write', file: 'src/memory/index.ts', line: 197, call: 'fs.rename' },
        ],
      });
      expect(privacyFindings(s.text, privacy.allowed, vocabulary)).toEqual([]);
      const r = gates({ current, candidate: c.text, codeFacts: facts('delete_entities'), privacy });
      expect(codeGate(r)!.passed, codeGate(r)!.reason).toBe(true);
      expect(r.gates.find((g) => g.gate === 'disclosure')!.passed).toBe(true);
    }
    // Without facts, no such sentence.
    const plain = offlineRewrite({
      current,
      served,
      wrongPicks: [],
      errors: [],
      catalogue: new Map(),
      maxTokens: 200,
      privacy,
    });
    for (const c of plain) expect(c.text).not.toContain("on the server's disk");
  });
});
