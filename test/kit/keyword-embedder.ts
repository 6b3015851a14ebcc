// An embedder with one dimension per vocabulary word (1 when the text contains it), so
// every similarity in a test is known exactly and ties can be built on purpose.
import type { Embedder } from '../../src/semantic/embedder.ts';

export function keywordEmbedder(vocab: readonly string[]): Embedder {
  return {
    model: 'keywords',
    async embed(texts) {
      return texts.map((t) => {
        const v = Float32Array.from(vocab, (w) => (t.toLowerCase().includes(w) ? 1 : 0));
        const n = Math.hypot(...v) || 1;
        return v.map((x) => x / n);
      });
    },
  };
}
