// A catalog under a token budget (`whetstone budget`): per tool, which components to
// serve so the catalog's description tokens fit the budget and replayed selection stays
// highest. Greedy: from every tool's full text, drop the component that costs the fewest
// right top-1 picks per token it saves (summed over the replay selectors), until the
// catalog fits. A lazy greedy: a drop's loss is measured once and re-measured only when it
// reaches the top after another drop changed the catalog, since one tool's text moves
// other tools' losses only a little. The purpose (what the tool does and returns) is never
// dropped whole: its first sentence stays, the rest ("Returns …", a second sentence) is one
// more drop priced like the others; a text without a purpose keeps its first component, so
// no tool is left without text.
//
// Cross-fitted as the optimizer is (offline folds): the recorded queries are split in two
// halves by their words (optimize/evidence.ts offlineHalf); each fold chooses on its own
// half and is scored on the other, so the figures a reviewer sees come from queries the
// choice never saw. The fold that loses less on its scoring half is the one proposed.
import {
  assembleComponents,
  COMPONENT_KEYS,
  type ComponentKey,
  type Components,
  purposeHead,
} from '../catalog/components.ts';
import { countTokens } from '../tokens.ts';
import { MinHeap } from './heap.ts';

export interface BudgetTool {
  /** "server/name": the id the selectors know the tool by. */
  id: string;
  /** The text served now (the full set's published version). */
  text: string;
  components: Components;
}

/** A selector replayed on recorded queries (indices into one list the selector was built with). */
export interface ReplaySelector {
  readonly name: string;
  /** Net right top-1 picks on `queries` with `tool`'s text replaced by `text` (the catalog otherwise as committed). */
  delta(tool: string, text: string, queries: readonly number[]): Promise<number>;
  /** Right top-1 picks on `queries` with the texts as committed. */
  right(queries: readonly number[]): Promise<number>;
  /** Makes `text` the tool's text from now on. */
  commit(tool: string, text: string): Promise<void>;
  /** Optional warm-up: the texts `delta` will be asked about (an embedder embeds them in batches). */
  prepare?(texts: string[]): Promise<void>;
}

export interface ToolChoice {
  id: string;
  kept: ComponentKey[];
  dropped: ComponentKey[];
  /** Quoted requests taken out of the kept examples. */
  trimmed: number;
  /** The purpose's sentences after its first were taken out. */
  shortened: boolean;
  /** The kept components as served (what the version stores). */
  components: Components;
  /** The text to serve: the full text when nothing was dropped, else the kept components assembled. */
  text: string;
  tokensFull: number;
  tokens: number;
}

export interface BudgetStep {
  tool: string;
  dropped: ComponentKey;
  /** Set when one quoted request of the examples went, not the component. */
  quote?: number;
  /** Set when the purpose's sentences after its first went (`dropped` is then the purpose). */
  tail?: true;
  saved: number;
  /** Right top-1 picks lost on the choosing queries (negative: gained), summed over selectors. */
  loss: number;
}

export interface BudgetChoice {
  tools: ToolChoice[];
  tokensFull: number;
  tokens: number;
  steps: BudgetStep[];
}

/** Among drops of equal loss per token, the order to drop in (the paper found dropping examples harmless). */
const DROP_ORDER: readonly ComponentKey[] = ['examples', 'parameters', 'whenNotToUse', 'whenToUse', 'purpose'];

/** The component a tool always keeps: its purpose, or its first component when it has none. */
function anchorOf(c: Components): ComponentKey | undefined {
  return c.purpose?.trim() ? 'purpose' : COMPONENT_KEYS.find((k) => c[k]?.trim());
}

function present(c: Components): ComponentKey[] {
  return COMPONENT_KEYS.filter((k) => c[k]?.trim());
}

/** The anchor as short as a budget may make it: a purpose's first sentence, any other anchor whole. */
function shortest(c: Components, anchor: ComponentKey): Components {
  const head = anchor === 'purpose' ? purposeHead(c.purpose!) : undefined;
  return head ? { ...c, purpose: head } : c;
}

/** The fewest tokens the catalog can have: every tool's anchor at its shortest (or its text, if shorter or all anchor). */
export function minimumTokens(tools: readonly BudgetTool[]): number {
  return tools.reduce((n, t) => {
    const anchor = anchorOf(t.components);
    const full = countTokens(t.text);
    if (!anchor) return n + full;
    const c = shortest(t.components, anchor);
    // A text with nothing to drop is served as it is (never re-assembled).
    const droppable = c !== t.components || present(t.components).some((k) => k !== anchor);
    return n + (droppable ? Math.min(full, countTokens(assembleComponents(c, [anchor]))) : full);
  }, 0);
}

/**
 * The examples with their i-th quoted request taken out (with the separator before it, or
 * after it for the first), or undefined when they quote fewer than two: a budget may keep
 * one quote of several, the one that still wins its requests.
 */
export function withoutQuote(examples: string, i: number): string | undefined {
  const quotes = [...examples.matchAll(/"[^"\n]*"/g)];
  if (quotes.length < 2 || i < 0 || i >= quotes.length) return undefined;
  const q = quotes[i]!;
  const start = i > 0 ? quotes[i - 1]!.index! + quotes[i - 1]![0].length : q.index!;
  const end = i > 0 ? q.index! + q[0].length : quotes[1]!.index!;
  return examples.slice(0, start) + examples.slice(end);
}

interface ToolState {
  t: BudgetTool;
  /** The components as served now (the examples possibly with fewer quotes). */
  components: Components;
  kept: ComponentKey[];
  text: string;
  tokens: number;
  full: number;
  trimmed: number;
  shortened: boolean;
}

interface Drop {
  tool: string;
  key: ComponentKey;
  /** Set when one quoted request of the examples goes, not the whole component. */
  quote?: number | undefined;
  tail?: true | undefined;
  components: Components;
  text: string;
  saved: number;
  loss: number;
  /** The greedy step the loss was measured at (stale once a later drop was taken). */
  step: number;
}

const ratio = (d: Drop) => d.loss / d.saved;
const order = (a: Drop, b: Drop) =>
  ratio(a) - ratio(b) ||
  DROP_ORDER.indexOf(a.key) - DROP_ORDER.indexOf(b.key) ||
  b.saved - a.saved ||
  a.tool.localeCompare(b.tool) ||
  (a.quote ?? -1) - (b.quote ?? -1);

interface NextDrop {
  key: ComponentKey;
  quote?: number;
  tail?: true;
  components: Components;
  kept: ComponentKey[];
}

/** A tool's possible next drops: each component but its anchor, each quote of its examples, and its purpose's tail. */
function dropsFor(s: ToolState): NextDrop[] {
  const anchor = anchorOf(s.t.components);
  const out: NextDrop[] = [];
  for (const k of s.kept) {
    if (k === anchor) {
      const c = anchor === 'purpose' && !s.shortened ? shortest(s.components, anchor) : s.components;
      if (c !== s.components) out.push({ key: k, tail: true, components: c, kept: s.kept });
      continue;
    }
    out.push({ key: k, components: s.components, kept: s.kept.filter((x) => x !== k) });
    if (k !== 'examples') continue;
    const n = [...(s.components.examples ?? '').matchAll(/"[^"\n]*"/g)].length;
    for (let i = 0; n > 1 && i < n; i++) {
      const examples = withoutQuote(s.components.examples!, i);
      if (examples) out.push({ key: k, quote: i, components: { ...s.components, examples }, kept: s.kept });
    }
  }
  return out;
}

/**
 * The greedy choice under `budget` tokens, its losses measured on `choose` (indices of the
 * selectors' queries). The selectors are left with the chosen texts committed.
 */
export async function chooseBudget(
  tools: readonly BudgetTool[],
  budget: number,
  selectors: readonly ReplaySelector[],
  choose: readonly number[],
): Promise<BudgetChoice> {
  const state = new Map(
    tools.map((t): [string, ToolState] => {
      const tokens = countTokens(t.text);
      const kept = present(t.components);
      const s: ToolState = {
        t,
        components: t.components,
        kept,
        text: t.text,
        tokens,
        full: tokens,
        trimmed: 0,
        shortened: false,
      };
      return [t.id, s];
    }),
  );
  let total = [...state.values()].reduce((n, s) => n + s.tokens, 0);
  const tokensFull = total;
  let step = 0;
  const measure = async (id: string, key: ComponentKey, quote?: number, tail?: true): Promise<Drop | undefined> => {
    const s = state.get(id)!;
    const next = dropsFor(s).find((d) => d.key === key && d.quote === quote && d.tail === tail);
    if (!next) return undefined;
    const text = assembleComponents(next.components, next.kept);
    const saved = s.tokens - countTokens(text);
    if (saved <= 0) return undefined;
    let loss = 0;
    for (const sel of selectors) loss -= await sel.delta(id, text, choose);
    return { tool: id, key, quote, tail, components: next.components, text, saved, loss, step };
  };
  const dropsOf = async (id: string): Promise<Drop[]> => {
    const out: Drop[] = [];
    for (const d of dropsFor(state.get(id)!)) {
      const m = await measure(id, d.key, d.quote, d.tail);
      if (m) out.push(m);
    }
    return out;
  };
  if (total > budget) await warm(state, selectors);
  // A heap, not a sorted list; a drop of a tool that has taken one since is skipped as it
  // surfaces (its tool's drops were measured anew then).
  const queue = new MinHeap<Drop>(order);
  const taken = new Map<string, number>();
  const live = (d: Drop) => (taken.get(d.tool) ?? -1) < d.step;
  const next = () => {
    while (queue.size && !live(queue.peek()!)) queue.pop();
    return queue.pop();
  };
  if (total > budget) for (const id of state.keys()) for (const d of await dropsOf(id)) queue.push(d);
  const steps: BudgetStep[] = [];
  for (let d = total > budget ? next() : undefined; d; d = total > budget ? next() : undefined) {
    if (d.step < step) {
      const fresh = await measure(d.tool, d.key, d.quote, d.tail);
      if (!fresh) continue;
      const rival = next();
      if (rival) queue.push(rival);
      if (rival && order(fresh, rival) > 0) {
        queue.push(fresh);
        continue;
      }
      d = fresh;
    }
    steps.push(take(state.get(d.tool)!, d));
    total -= d.saved;
    for (const sel of selectors) await sel.commit(d.tool, d.text);
    taken.set(d.tool, step);
    step++;
    for (const m of await dropsOf(d.tool)) queue.push(m);
  }
  return { tools: [...state.values()].map(choiceOf), tokensFull, tokens: total, steps };
}

/** Applies a drop to its tool's state; the step it was. */
function take(s: ToolState, d: Drop): BudgetStep {
  if (d.tail) s.shortened = true;
  else if (d.quote === undefined) s.kept = s.kept.filter((k) => k !== d.key);
  else s.trimmed++;
  s.components = d.components;
  s.text = d.text;
  s.tokens -= d.saved;
  return {
    tool: d.tool,
    dropped: d.key,
    ...(d.quote === undefined ? {} : { quote: d.quote }),
    ...(d.tail ? { tail: true as const } : {}),
    saved: d.saved,
    loss: d.loss,
  };
}

function choiceOf(s: ToolState): ToolChoice {
  return {
    id: s.t.id,
    kept: s.kept,
    dropped: present(s.t.components).filter((k) => !s.kept.includes(k)),
    trimmed: s.kept.includes('examples') ? s.trimmed : 0,
    shortened: s.shortened,
    components: Object.fromEntries(s.kept.map((k) => [k, s.components[k]])) as Components,
    text: s.text,
    tokensFull: s.full,
    tokens: s.tokens,
  };
}

/** Every first-round drop's text, handed to the selectors at once (an embedder batches them). */
async function warm(state: Map<string, ToolState>, selectors: readonly ReplaySelector[]): Promise<void> {
  const texts = [...state.values()].flatMap((s) => dropsFor(s).map((d) => assembleComponents(d.components, d.kept)));
  for (const sel of selectors) await sel.prepare?.(texts);
}

export interface FoldScore {
  fold: 0 | 1;
  chooseQueries: number;
  scoreQueries: number;
  /** Right top-1 picks on the scoring half, full catalog → budgeted, per selector. */
  selectors: { name: string; full: number; budget: number }[];
}

export interface CrossFitted {
  choice: BudgetChoice;
  fold: FoldScore | undefined;
  folds: FoldScore[];
}

/**
 * Both folds (each chooses on its half, is scored on the other); the fold that loses
 * fewer right picks on its scoring half wins, then the fewer tokens. `halves[i]`: the
 * half of query i. Without queries there is one choice, by tokens alone.
 */
export async function crossFittedBudget(
  tools: readonly BudgetTool[],
  budget: number,
  selectors: readonly ReplaySelector[],
  halves: readonly (0 | 1)[],
): Promise<CrossFitted> {
  if (halves.length === 0)
    return { choice: await chooseBudget(tools, budget, selectors, []), fold: undefined, folds: [] };
  const runs: { choice: BudgetChoice; score: FoldScore }[] = [];
  for (const fold of [0, 1] as const) {
    const choose = halves.flatMap((h, i) => (h === fold ? [i] : []));
    const score = halves.flatMap((h, i) => (h === fold ? [] : [i]));
    const full = await Promise.all(selectors.map((s) => s.right(score)));
    const choice = await chooseBudget(tools, budget, selectors, choose);
    const after = await Promise.all(selectors.map((s) => s.right(score)));
    // Back to the full catalog for the next fold.
    for (const t of tools) for (const s of selectors) await s.commit(t.id, t.text);
    runs.push({
      choice,
      score: {
        fold,
        chooseQueries: choose.length,
        scoreQueries: score.length,
        selectors: selectors.map((s, i) => ({ name: s.name, full: full[i]!, budget: after[i]! })),
      },
    });
  }
  const lost = (r: (typeof runs)[number]) =>
    r.score.selectors.reduce((n, s) => n + (s.full - s.budget) / Math.max(1, r.score.scoreQueries), 0);
  runs.sort((a, b) => lost(a) - lost(b) || a.choice.tokens - b.choice.tokens);
  return {
    choice: runs[0]!.choice,
    fold: runs[0]!.score,
    folds: runs.map((r) => r.score).sort((a, b) => a.fold - b.fold),
  };
}
