// Sentence embeddings through the configured LLM provider's embedding endpoint (ax's
// ai.embed), for a deployment that has one and would rather not run a local model. The
// service comes metered (purpose "embeddings"), so embedding calls count against the
// daily token budget like any other LLM call; the cache in front of it (cache.ts) means
// each distinct text is embedded once. Vectors are L2-normalised here, because the
// selector scores by dot product and providers do not all normalise.
import type { AxAIService } from '@ax-llm/ax';
import { WhetstoneError } from '../errors.ts';
import type { Embedder } from './embedder.ts';

export function axEmbedder(service: AxAIService, o: { provider: string; model: string; batchSize?: number }): Embedder {
  const batch = o.batchSize ?? 64;
  return {
    // Names the vectors by provider and model: never mixed with a local model's in the cache.
    model: `${o.provider}:${o.model}`,
    async embed(texts) {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += batch) {
        const part = texts.slice(i, i + batch);
        const res = await service.embed({ texts: part, embedModel: o.model });
        if (res.embeddings.length !== part.length) {
          throw new WhetstoneError(
            'upstream_failed',
            `embedding endpoint of ${o.provider} returned ${res.embeddings.length} vectors for ${part.length} texts`,
            { retriable: true },
          );
        }
        for (const e of res.embeddings) out.push(normalised(e));
      }
      return out;
    },
  };
}

function normalised(v: readonly number[]): Float32Array {
  const out = Float32Array.from(v);
  let n = 0;
  for (const x of out) n += x * x;
  n = Math.sqrt(n);
  if (n > 0) for (let i = 0; i < out.length; i++) out[i]! /= n;
  return out;
}
