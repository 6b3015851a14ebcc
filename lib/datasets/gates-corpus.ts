// The corpora behind `npm run bench:gates` and test/unit/poisoning-corpus.test.ts.
//  - adversarial: lib/datasets/poisoning/adversarial.ts (each labelled with its family);
//  - held-out: lib/datasets/poisoning/heldout-27.ts, 30 attacks and 30 honest rewrites written
//    from public attack write-ups by a writer who never saw the gates' code, each with its
//    tool's input schema and sibling tools, scored once after the rules were frozen; the
//    earlier held-out sets (heldout.ts, heldout-plain.ts, heldout-5.ts to heldout-26.ts) were
//    read to change the rules, and are reported apart as formerly held out;
//  - benign: real descriptions from ../shared/data (LiveMCPBench via rubric-jury,
//    MetaTool, tau-bench airline) each with mechanical honest edits (reflowed whitespace;
//    a usage sentence added; a lead-in naming the tool), plus hand-written honest rewrites
//    (lib/datasets/poisoning/benign-rewrites.ts), each against its original as the
//    reviewed text, and the honest lists of the plain-words sets and of reviews
//    (./poisoning/review-holds.ts);
//  - sentence-added (a diagnostic, not part of benign): the original minus its last
//    sentence as the reviewed text, the whole original as the candidate, i.e. a real
//    human-written sentence added. Policy blocks some of these on purpose (a new URL or a
//    new "ALWAYS use this tool" is blocked however real), so it shows what the gates
//    ask a reviewer to look at, by family;
//  - maintainer edits (a diagnostic, not part of benign): real changes of a tool's description
//    from the histories of public MCP servers (./poisoning/maintainer-edits.json), `dev` and
//    `aside` by repository; an honest edit may still drop a limit, which the gates rightly hold.
// Every case whose base is a real tool carries that tool's input schema and its server's
// other tools (./poisoning/tool-context.ts), the context the gates get in production.
import { readFileSync } from 'node:fs';
import { checkDisclosure } from '../../src/quality/disclosure.ts';
import { checkInjection, type IntentResult } from '../../src/quality/injection.ts';
import { ADVERSARIAL, type AdversarialCase } from './poisoning/adversarial.ts';
import { HONEST_REWRITES } from './poisoning/benign-rewrites.ts';
import { loadMaintainerEdits } from './poisoning/maintainer-edits.ts';
import { HELDOUT } from './poisoning/heldout.ts';
import { HELDOUT_5, HELDOUT_5_HONEST } from './poisoning/heldout-5.ts';
import { HELDOUT_6, HELDOUT_6_HONEST } from './poisoning/heldout-6.ts';
import { HELDOUT_7, HELDOUT_7_HONEST } from './poisoning/heldout-7.ts';
import { HELDOUT_8, HELDOUT_8_HONEST } from './poisoning/heldout-8.ts';
import { HELDOUT_9, HELDOUT_9_HONEST } from './poisoning/heldout-9.ts';
import { HELDOUT_10, HELDOUT_10_HONEST } from './poisoning/heldout-10.ts';
import { HELDOUT_11, HELDOUT_11_HONEST } from './poisoning/heldout-11.ts';
import { HELDOUT_12, HELDOUT_12_HONEST } from './poisoning/heldout-12.ts';
import { HELDOUT_13, HELDOUT_13_HONEST } from './poisoning/heldout-13.ts';
import { HELDOUT_14, HELDOUT_14_HONEST } from './poisoning/heldout-14.ts';
import { HELDOUT_15, HELDOUT_15_HONEST } from './poisoning/heldout-15.ts';
import { HELDOUT_16, HELDOUT_16_HONEST } from './poisoning/heldout-16.ts';
import { HELDOUT_17, HELDOUT_17_HONEST } from './poisoning/heldout-17.ts';
import { HELDOUT_18, HELDOUT_18_HONEST } from './poisoning/heldout-18.ts';
import { HELDOUT_19, HELDOUT_19_HONEST } from './poisoning/heldout-19.ts';
import { HELDOUT_20, HELDOUT_20_HONEST } from './poisoning/heldout-20.ts';
import { HELDOUT_21, HELDOUT_21_HONEST } from './poisoning/heldout-21.ts';
import { HELDOUT_22, HELDOUT_22_HONEST } from './poisoning/heldout-22.ts';
import { HELDOUT_23, HELDOUT_23_HONEST } from './poisoning/heldout-23.ts';
import { HELDOUT_24, HELDOUT_24_HONEST } from './poisoning/heldout-24.ts';
import { HELDOUT_25, HELDOUT_25_HONEST } from './poisoning/heldout-25.ts';
import { HELDOUT_26, HELDOUT_26_HONEST } from './poisoning/heldout-26.ts';
import { HELDOUT_27, HELDOUT_27_HONEST } from './poisoning/heldout-27.ts';
import { HELDOUT_HONEST, HELDOUT_PLAIN } from './poisoning/heldout-plain.ts';
import { PLAIN_HONEST_2, PLAIN_WORDS_2 } from './poisoning/plain-words-2.ts';
import { PLAIN_HONEST_3, PLAIN_WORDS_3 } from './poisoning/plain-words-3.ts';
import { PLAIN_HONEST_4, PLAIN_WORDS_4 } from './poisoning/plain-words-4.ts';
import { PLAIN_HONEST_5, PLAIN_WORDS_5 } from './poisoning/plain-words-5.ts';
import { PLAIN_HONEST_6, PLAIN_WORDS_6 } from './poisoning/plain-words-6.ts';
import { PLAIN_HONEST_7, PLAIN_WORDS_7 } from './poisoning/plain-words-7.ts';
import { PLAIN_HONEST_8, PLAIN_WORDS_8 } from './poisoning/plain-words-8.ts';
import { PLAIN_HONEST_9, PLAIN_WORDS_9 } from './poisoning/plain-words-9.ts';
import { PLAIN_HONEST_10, PLAIN_WORDS_10 } from './poisoning/plain-words-10.ts';
import { PLAIN_HONEST_11, PLAIN_WORDS_11 } from './poisoning/plain-words-11.ts';
import { PLAIN_HONEST_12, PLAIN_WORDS_12 } from './poisoning/plain-words-12.ts';
import { PLAIN_HONEST_13, PLAIN_WORDS_13 } from './poisoning/plain-words-13.ts';
import { PLAIN_HONEST, PLAIN_WORDS } from './poisoning/plain-words.ts';
import { REVIEW_HONEST } from './poisoning/review-holds.ts';
import { SHARED_DATA } from './metatool.ts';
import { sentences } from '../../src/quality/poisoning/sentences.ts';
import { withToolContext } from './poisoning/tool-context.ts';

export interface GateCase {
  id: string;
  kind: string;
  reviewed: string;
  candidate: string;
  /** Adversarial cases: the family the gates must name. */
  family?: string;
  /** The tool's input schema, when its base is a real tool of ../shared/data (./poisoning/tool-context.ts). */
  schema?: unknown;
  /** The other tools of its server, likewise. */
  siblings?: readonly string[];
}

export interface Verdict {
  blocked: boolean;
  families: string[];
  reason: string;
}

/**
 * The two poisoning gates (injection, disclosure) on one candidate; `intent`: the meaning
 * scorer's part, if run; `siblings`: the other tools of its server, if any.
 */
export function poisoningVerdict(
  c: { reviewed: string; candidate: string; schema?: unknown; siblings?: readonly string[] },
  intent?: IntentResult,
  siblings?: readonly string[],
): Verdict {
  // The context production gives the gates: the tool's schema and its server's other tools.
  const known = [...(c.siblings ?? []), ...(siblings ?? [])];
  const results = [
    checkInjection({ candidate: c.candidate, reviewed: c.reviewed, intent, siblings: known, schema: c.schema }),
    checkDisclosure({ ...c, siblings: known }),
  ];
  const blocking = results.filter((r) => !r.passed);
  return {
    blocked: blocking.length > 0,
    families: [...new Set(blocking.flatMap((r) => (r.findings ?? []).map((f) => f.family)))],
    reason: blocking.map((r) => r.reason).join(' | '),
  };
}

export function adversarialCases(): GateCase[] {
  return [
    ...ADVERSARIAL,
    ...PLAIN_WORDS,
    ...PLAIN_WORDS_2,
    ...PLAIN_WORDS_3,
    ...PLAIN_WORDS_4,
    ...PLAIN_WORDS_5,
    ...PLAIN_WORDS_6,
    ...PLAIN_WORDS_7,
    ...PLAIN_WORDS_8,
    ...PLAIN_WORDS_9,
    ...PLAIN_WORDS_10,
    ...PLAIN_WORDS_11,
    ...PLAIN_WORDS_12,
    ...PLAIN_WORDS_13,
  ]
    .map((a) => ({
      id: a.id,
      kind: 'adversarial',
      reviewed: a.reviewed,
      candidate: a.candidate,
      family: a.family,
    }))
    .map(withToolContext);
}

/** Attacks never used to change the rules (lib/datasets/poisoning/heldout-27.ts), with the context they were written with. */
export function heldoutCases(): GateCase[] {
  return HELDOUT_27.map((a) => ({ ...withOwnContext(a), kind: 'heldout-27', family: a.family }));
}

/** The honest rewrites written with the held-out attacks (also counted in benign). */
export const HELDOUT_HONEST_KIND = 'honest-heldout-27';

/** A case that carries its tool's schema (JSON text) and siblings, as the writer copied them from the data. */
function withOwnContext(c: { id: string; reviewed: string; candidate: string; schema?: string; siblings?: string[] }) {
  const own = {
    id: c.id,
    reviewed: c.reviewed,
    candidate: c.candidate,
    ...(c.schema ? { schema: JSON.parse(c.schema) as unknown } : {}),
    ...(c.siblings ? { siblings: c.siblings } : {}),
  };
  return own.schema || own.siblings ? own : withToolContext(own);
}

/** Earlier held-out sets, read to change the rules since: no longer unseen, reported apart. */
export function formerHeldoutCases(): GateCase[] {
  return asCases([
    ['heldout', HELDOUT],
    ['heldout-plain', HELDOUT_PLAIN],
    ['heldout-5', HELDOUT_5],
    ['heldout-6', HELDOUT_6],
    ['heldout-7', HELDOUT_7],
  ])
    .map(withToolContext)
    .concat(
      [
        HELDOUT_8,
        HELDOUT_9,
        HELDOUT_10,
        HELDOUT_11,
        HELDOUT_12,
        HELDOUT_13,
        HELDOUT_14,
        HELDOUT_15,
        HELDOUT_16,
        HELDOUT_17,
        HELDOUT_18,
        HELDOUT_19,
        HELDOUT_20,
        HELDOUT_21,
        HELDOUT_22,
        HELDOUT_23,
        HELDOUT_24,
        HELDOUT_25,
        HELDOUT_26,
      ].flatMap((set, k) => set.map((a) => ({ ...withOwnContext(a), kind: `heldout-${8 + k}`, family: a.family }))),
    );
}

function asCases(sets: [string, AdversarialCase[]][]): GateCase[] {
  return sets.flatMap(([kind, cases]) =>
    cases.map((a) => ({ id: a.id, kind, reviewed: a.reviewed, candidate: a.candidate, family: a.family })),
  );
}

interface RealTool {
  source: 'rubric-jury' | 'metatool' | 'tau-airline';
  index: number;
  name: string;
  description: string;
}

export function realTools(): RealTool[] {
  const rj = readFileSync(`${SHARED_DATA}rubric-jury/livemcpbench-calibration.jsonl`, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, index) => {
      const r = JSON.parse(l) as { tool: string; description: string };
      return { source: 'rubric-jury' as const, index, name: r.tool, description: r.description };
    });
  const mt = (
    JSON.parse(readFileSync(`${SHARED_DATA}metatool/tools.json`, 'utf8')) as { name: string; description: string }[]
  ).map((t, index) => ({
    source: 'metatool' as const,
    index,
    name: t.name,
    description: t.description,
  }));
  const tau = (
    JSON.parse(readFileSync(`${SHARED_DATA}tau-airline/tools.json`, 'utf8')) as {
      tools: { name: string; description: string }[];
    }
  ).tools.map((t, index) => ({
    source: 'tau-airline' as const,
    index,
    name: t.name,
    description: t.description,
  }));
  return [...rj, ...mt, ...tau].filter((t) => t.description.trim() && t.description.trim() !== 'No description');
}

const humanize = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();

export function benignCases(): GateCase[] {
  const tools = realTools();
  const out: GateCase[] = [];
  for (const t of tools) {
    const id = `${t.source}:${t.index}`;
    const d = t.description;
    out.push({ id: `${id}:reflowed`, kind: 'reflowed', reviewed: d, candidate: d.replace(/\s+/g, ' ').trim() });
    out.push({
      id: `${id}:usage`,
      kind: 'usage-added',
      reviewed: d,
      candidate: `${d.trim()}\nUse it when the user asks to ${humanize(t.name)}.`,
    });
    out.push({ id: `${id}:lead`, kind: 'lead-in', reviewed: d, candidate: `${humanize(t.name)}: ${d.trim()}` });
  }
  const byKey = new Map(tools.map((t) => [`${t.source}:${t.index}`, t]));
  for (const r of HONEST_REWRITES) {
    const t = byKey.get(`${r.source}:${r.index}`);
    if (!t) throw new Error(`honest rewrite ${r.source}:${r.index} names no description in ${SHARED_DATA}`);
    out.push({
      id: `${r.source}:${r.index}:honest`,
      kind: 'honest-rewrite',
      reviewed: t.description,
      candidate: r.text,
    });
  }
  for (const h of PLAIN_HONEST) out.push({ ...h, kind: 'honest-plain' });
  for (const h of PLAIN_HONEST_2) out.push({ ...h, kind: 'honest-plain' });
  for (const h of PLAIN_HONEST_3) out.push({ ...h, kind: 'honest-plain' });
  for (const h of PLAIN_HONEST_4) out.push({ ...h, kind: 'honest-plain' });
  for (const h of PLAIN_HONEST_5) out.push({ ...h, kind: 'honest-plain' });
  for (const h of PLAIN_HONEST_6) out.push({ ...h, kind: 'honest-plain' });
  for (const h of PLAIN_HONEST_7) out.push({ ...h, kind: 'honest-plain' });
  for (const h of PLAIN_HONEST_8) out.push({ ...h, kind: 'honest-plain' });
  for (const h of PLAIN_HONEST_9) out.push({ ...h, kind: 'honest-plain' });
  for (const h of PLAIN_HONEST_10) out.push({ ...h, kind: 'honest-plain' });
  for (const h of PLAIN_HONEST_11) out.push({ ...h, kind: 'honest-plain' });
  for (const h of PLAIN_HONEST_12) out.push({ ...h, kind: 'honest-plain' });
  for (const h of PLAIN_HONEST_13) out.push({ ...h, kind: 'honest-plain' });
  for (const h of HELDOUT_HONEST) out.push({ ...h, kind: 'honest-heldout' });
  for (const h of HELDOUT_5_HONEST) out.push({ ...h, kind: 'honest-heldout-5' });
  for (const h of HELDOUT_6_HONEST) out.push({ ...h, kind: 'honest-heldout-6' });
  for (const h of HELDOUT_7_HONEST) out.push({ ...h, kind: 'honest-heldout-7' });
  return [
    ...out.map(withToolContext),
    ...HELDOUT_8_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-8' })),
    ...HELDOUT_9_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-9' })),
    ...HELDOUT_10_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-10' })),
    ...HELDOUT_11_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-11' })),
    ...HELDOUT_12_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-12' })),
    ...HELDOUT_13_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-13' })),
    ...HELDOUT_14_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-14' })),
    ...HELDOUT_15_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-15' })),
    ...HELDOUT_16_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-16' })),
    ...HELDOUT_17_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-17' })),
    ...HELDOUT_18_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-18' })),
    ...HELDOUT_19_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-19' })),
    ...HELDOUT_20_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-20' })),
    ...HELDOUT_21_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-21' })),
    ...HELDOUT_22_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-22' })),
    ...HELDOUT_23_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-23' })),
    ...HELDOUT_24_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-24' })),
    ...HELDOUT_25_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-25' })),
    ...HELDOUT_26_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-heldout-26' })),
    ...HELDOUT_27_HONEST.map((h) => ({ ...withOwnContext(h), kind: HELDOUT_HONEST_KIND })),
    ...REVIEW_HONEST.map((h) => ({ ...withOwnContext(h), kind: 'honest-plain' })),
  ];
}

/** Real maintainers' edits, each with its newer commit's schema and siblings; kind `maintainer-<split>`. */
export function maintainerEditCases(): GateCase[] {
  const { dev, aside } = loadMaintainerEdits();
  return [...dev, ...aside].map((e) => ({ ...withOwnContext(e), kind: `maintainer-${e.split}` }));
}

export function sentenceAddedCases(): GateCase[] {
  const out: GateCase[] = [];
  for (const t of realTools()) {
    const parts = t.description.trim().split(/(?<=[.!?。])\s+/);
    if (parts.length < 2) continue;
    out.push({
      id: `${t.source}:${t.index}:sentence`,
      kind: 'sentence-added',
      reviewed: parts.slice(0, -1).join(' '),
      candidate: t.description.trim(),
    });
  }
  return out.map(withToolContext);
}

/**
 * Every sentence of every multi-sentence real description, each in turn the one added to
 * the rest (sentences as the gates split them): the false-block check at scale for rules
 * that read added sentences.
 */
export function everySentenceAddedCases(): GateCase[] {
  const out: GateCase[] = [];
  for (const t of realTools()) {
    const parts = sentences(t.description);
    if (parts.length < 2) continue;
    for (let k = 0; k < parts.length; k++)
      out.push({
        id: `${t.source}:${t.index}:${k}`,
        kind: 'every-sentence-added',
        reviewed: parts.filter((_, i) => i !== k).join(' '),
        candidate: parts.join(' '),
      });
  }
  return out.map(withToolContext);
}
