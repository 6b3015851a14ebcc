// Hand-labelled server sources (test/fixtures/servers/<name>/labels.json): per tool, the effect
// classes its handler has and whether its description discloses each. Scoring a report against
// them is shared by bench:consistency and the tests.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ConsistencyReport } from '../../src/consistency/types.ts';

export const LABELLED_SERVERS_DIR = fileURLToPath(new URL('../../test/fixtures/servers/', import.meta.url));

export interface ServerLabels {
  name: string;
  dir: string;
  style: string;
  /** `dev`: the rules were written looking at it; `validation`: labelled before the reader ever ran on it. */
  split: 'dev' | 'validation';
  /** tool → effect class → disclosed */
  tools: Record<string, Record<string, boolean>>;
}

export function labelledServers(root = LABELLED_SERVERS_DIR): ServerLabels[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const doc = JSON.parse(readFileSync(`${root}${d.name}/labels.json`, 'utf8')) as Omit<
        ServerLabels,
        'name' | 'dir' | 'split'
      > & { split?: 'validation' };
      return { name: d.name, dir: `${root}${d.name}`, style: doc.style, split: doc.split ?? 'dev', tools: doc.tools };
    });
}

export interface Score {
  labelled: number;
  found: number;
  /** Effect (tool, class) pairs: true positives, predicted, labelled. */
  tp: number;
  predicted: number;
  actual: number;
  /** Undisclosed effects: both, predicted undisclosed, labelled undisclosed. */
  hiddenTp: number;
  hiddenPredicted: number;
  hiddenActual: number;
}

export function scoreReport(labels: ServerLabels, report: ConsistencyReport): Score {
  const s: Score = {
    labelled: 0,
    found: 0,
    tp: 0,
    predicted: 0,
    actual: 0,
    hiddenTp: 0,
    hiddenPredicted: 0,
    hiddenActual: 0,
  };
  for (const [name, effects] of Object.entries(labels.tools)) {
    s.labelled++;
    const tool = report.tools.find((t) => t.name === name);
    const got = new Map((tool?.effects ?? []).map((e) => [e.class as string, e.disclosed]));
    if (tool) s.found++;
    s.actual += Object.keys(effects).length;
    s.hiddenActual += Object.values(effects).filter((d) => !d).length;
    s.predicted += got.size;
    s.hiddenPredicted += [...got.values()].filter((d) => !d).length;
    for (const [cls, disclosed] of Object.entries(effects)) {
      if (!got.has(cls)) continue;
      s.tp++;
      if (!disclosed && got.get(cls) === false) s.hiddenTp++;
    }
  }
  return s;
}

export function sumScores(xs: Score[]): Score {
  const out = scoreReportZero();
  for (const x of xs) for (const k of Object.keys(out) as (keyof Score)[]) out[k] += x[k];
  return out;
}

function scoreReportZero(): Score {
  return { labelled: 0, found: 0, tp: 0, predicted: 0, actual: 0, hiddenTp: 0, hiddenPredicted: 0, hiddenActual: 0 };
}

const ratio = (a: number, b: number, empty = 1) => (b === 0 ? empty : a / b);

export function figures(s: Score): { toolsFound: number; f1: number; hiddenRecall: number; hiddenPrecision: number } {
  const p = ratio(s.tp, s.predicted);
  const r = ratio(s.tp, s.actual);
  return {
    toolsFound: ratio(s.found, s.labelled),
    f1: p + r === 0 ? 0 : (2 * p * r) / (p + r),
    hiddenRecall: ratio(s.hiddenTp, s.hiddenActual),
    hiddenPrecision: ratio(s.hiddenTp, s.hiddenPredicted),
  };
}
