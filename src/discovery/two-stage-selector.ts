// The two-stage selector for replay: the semantic selector's catalogue (ids "server/name",
// the texts the replay gate uses), but a tool wins a query by discovery's two-stage score
// (score.ts: from the server summary's similarity, less routing's hubness penalty at its
// defaults, and the tool's), so a proposal is
// judged the way discovery will route it. Server summaries are the offline ones, held
// fixed while a candidate is replayed (a one-sentence change to one tool moves its
// server's summary little, and the proxy re-derives it only on publication). A drop-in for
// SemanticCatalogue: every score it hands out (top1, top2, toolScore, scoreVector, which
// takes the tool a candidate vector stands for) is the two-stage one, never a cosine, so
// a caller written for the semantic selector cannot compare the two scales. Tool cosines come from the base class's per-query cache; server
// similarities are cached per query, so a replay costs what the semantic one does.
import { dot, emptyTop2, offerTop2, SemanticCatalogue, type Top2 } from '../semantic/selector.ts';
import { hubPenalty } from './hubness.ts';
import { DEFAULT_ROUTING } from './router.ts';
import { twoStageScore } from './score.ts';
import { offlineSummary } from './summary.ts';

const serverOf = (id: string) => {
  const i = id.indexOf('/');
  return i === -1 ? '' : id.slice(0, i);
};

export class TwoStageCatalogue extends SemanticCatalogue {
  readonly #serverVecs = new Map<string, Float32Array>();
  /** Per server: the hubness penalty discovery's routing takes off its similarity (router.ts). */
  readonly #serverHub = new Map<string, number>();
  /** Per query: server → similarity of the query to the server's summary. */
  readonly #serverSims: Map<string, number>[] = [];

  override async sync(docs: [id: string, text: string][]): Promise<void> {
    await super.sync(docs);
    const byServer = new Map<string, { name: string; description: string }[]>();
    for (const [id, text] of docs) {
      const s = serverOf(id);
      byServer.set(s, [...(byServer.get(s) ?? []), { name: id.slice(s.length + 1), description: text }]);
    }
    const servers = [...byServer];
    const summaries = await this.embedder.embed(servers.map(([server, tools]) => offlineSummary({ server, tools })));
    this.#serverVecs.clear();
    this.#serverHub.clear();
    this.#serverSims.length = 0;
    for (const [i, [server]] of servers.entries()) this.#serverVecs.set(server, summaries[i]!);
    const penalty = await hubPenalty(summaries, DEFAULT_ROUTING.serverHubWeight, DEFAULT_ROUTING.hubK);
    for (const [i, [server]] of servers.entries()) this.#serverHub.set(server, penalty[i]!);
  }

  /** The query's similarity to a server's summary less the server's hubness penalty, as routing scores it. */
  #serverSimOf(v: Float32Array, server: string): number {
    const sv = this.#serverVecs.get(server);
    return sv ? dot(v, sv) - (this.#serverHub.get(server) ?? 0) : 0;
  }

  #serverSim(q: number, server: string): number {
    let sims = this.#serverSims[q];
    if (!sims) {
      sims = new Map();
      this.#serverSims[q] = sims;
    }
    let s = sims.get(server);
    if (s === undefined) {
      s = this.#serverSimOf(this.queryVector(q), server);
      sims.set(server, s);
    }
    return s;
  }

  #score(q: number, id: string, toolSim: number): number {
    return twoStageScore(this.#serverSim(q, serverOf(id)), toolSim);
  }

  #best(q: number, replace?: { id: string; vec: Float32Array }) {
    let id: string | undefined;
    let score = -Infinity;
    for (const t of this.ids()) {
      const sim = replace && t === replace.id ? dot(this.queryVector(q), replace.vec) : this.similarity(q, t)!;
      const s = this.#score(q, t, sim);
      if (s > score || (s === score && id !== undefined && t < id)) [id, score] = [t, s];
    }
    return { id, score };
  }

  override top1(q: number, replace?: { id: string; vec: Float32Array }): string | undefined {
    return this.#best(q, replace).id;
  }

  // The base class's bestExcept and the token budget's semantic selector read the best two
  // from here: ranked by the flat cosine they would disagree with top1.
  override top2(q: number): Top2 {
    const t = emptyTop2();
    for (const id of this.ids()) offerTop2(t, id, this.#score(q, id, this.similarity(q, id)!));
    return t;
  }

  override toolScore(q: number, id: string): number | undefined {
    const sim = this.similarity(q, id);
    return sim === undefined ? undefined : this.#score(q, id, sim);
  }

  // A tool's text is part of its server's summary.
  override get scoresShareTexts(): boolean {
    return true;
  }

  override scoreVector(q: number, v: Float32Array, tool: string): number {
    return this.#score(q, tool, dot(this.queryVector(q), v));
  }

  override rankVector(v: Float32Array): string | undefined {
    // A raw vector has no stored query to cache server similarities under.
    const serverSims = new Map([...this.#serverVecs.keys()].map((s) => [s, this.#serverSimOf(v, s)]));
    let best: string | undefined;
    let bestScore = -Infinity;
    for (const t of this.ids()) {
      const s = twoStageScore(serverSims.get(serverOf(t)) ?? 0, dot(v, this.vector(t)!));
      if (s > bestScore || (s === bestScore && best !== undefined && t < best)) [best, bestScore] = [t, s];
    }
    return best;
  }
}
