// The two-stage selector for replay: the semantic selector's catalogue (ids "server/name",
// the texts the replay gate uses), but a tool wins a query by MCP-Zero's two-stage score
// (server summary similarity × tool similarity × the larger of the two), so a proposal is
// judged the way discovery will route it. Server summaries are the offline ones, held
// fixed while a candidate is replayed. A drop-in for SemanticCatalogue: `scoreVector`
// takes the tool a candidate vector belongs to as an optional third argument (without it,
// plain cosine), which is what the replay needs to pass to score with its server.
import { dot, SemanticCatalogue } from '../semantic/selector.ts';
import { twoStageScore } from './score.ts';
import { offlineSummary } from './summary.ts';

const serverOf = (id: string) => {
  const i = id.indexOf('/');
  return i === -1 ? '' : id.slice(0, i);
};

export class TwoStageCatalogue extends SemanticCatalogue {
  readonly #vecs = new Map<string, Float32Array>();
  readonly #serverVecs = new Map<string, Float32Array>();
  readonly #queryVecs: Float32Array[] = [];

  override async sync(docs: [id: string, text: string][]): Promise<void> {
    await super.sync(docs);
    // The embedder is cached by content hash: these are the vectors super.sync just made.
    const vecs = await this.embedder.embed(docs.map(([, t]) => t));
    this.#vecs.clear();
    for (const [i, [id]] of docs.entries()) this.#vecs.set(id, vecs[i]!);
    const byServer = new Map<string, { name: string; description: string }[]>();
    for (const [id, text] of docs) {
      const s = serverOf(id);
      byServer.set(s, [...(byServer.get(s) ?? []), { name: id.slice(s.length + 1), description: text }]);
    }
    const servers = [...byServer];
    const summaries = await this.embedder.embed(servers.map(([server, tools]) => offlineSummary({ server, tools })));
    this.#serverVecs.clear();
    for (const [i, [server]] of servers.entries()) this.#serverVecs.set(server, summaries[i]!);
  }

  override async queries(texts: string[]): Promise<number[]> {
    const idx = await super.queries(texts);
    const vecs = await this.embedder.embed(texts);
    for (const [i, q] of idx.entries()) this.#queryVecs[q] = vecs[i]!;
    return idx;
  }

  #score(q: number, id: string, vec: Float32Array): number {
    const qv = this.#queryVecs[q]!;
    const sv = this.#serverVecs.get(serverOf(id));
    return twoStageScore(sv ? dot(qv, sv) : 0, dot(qv, vec));
  }

  #best(q: number, skip: (id: string) => boolean, replace?: { id: string; vec: Float32Array }) {
    let id: string | undefined;
    let score = -Infinity;
    for (const [t, v] of this.#vecs) {
      if (skip(t)) continue;
      const s = this.#score(q, t, replace && t === replace.id ? replace.vec : v);
      if (s > score || (s === score && id !== undefined && t < id)) [id, score] = [t, s];
    }
    return { id, score };
  }

  override top1(q: number, replace?: { id: string; vec: Float32Array }): string | undefined {
    return this.#best(q, () => false, replace).id;
  }

  override bestExcept(q: number, except: string) {
    const other = this.#best(q, (t) => t === except);
    return { id: this.top1(q), other: other.id, otherScore: other.score };
  }

  override scoreVector(q: number, v: Float32Array, tool?: string): number {
    return tool === undefined ? super.scoreVector(q, v) : this.#score(q, tool, v);
  }
}
