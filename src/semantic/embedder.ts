// Sentence embeddings from a local ONNX model (transformers.js on onnxruntime-node),
// loaded from a folder that deploy/local/models.sh fills; nothing is fetched at run time.
// Loading is lazy (first embed), so a daemon that never optimizes never pays for it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WhetstoneError } from '../errors.ts';

export interface Embedder {
  /** Names the vectors (cache key): two models' vectors never mix. */
  readonly model: string;
  /** One L2-normalised vector per text, in order. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** CLS pooling for the BGE family, mean pooling otherwise (how each was trained). */
export function poolingFor(model: string): 'cls' | 'mean' {
  return /bge/i.test(model) ? 'cls' : 'mean';
}

export function modelMissingMessage(dir: string, model: string): string {
  return (
    `embedding model "${model}" not found in ${dir} (expected ${model}/onnx/model_quantized.onnx and tokenizer.json): ` +
    'run deploy/local/models.sh to fetch it, or set WHETSTONE_EMBEDDINGS_MODEL_DIR to the folder that holds it ' +
    '(WHETSTONE_EMBEDDINGS_MODEL=none turns the semantic selector off)'
  );
}

export function localEmbedder(dir: string, model: string, o: { batchSize?: number } = {}): Embedder {
  const batch = o.batchSize ?? 16;
  type Extractor = (
    texts: string[],
    opts: { pooling: 'cls' | 'mean'; normalize: boolean },
  ) => Promise<{ data: Float32Array; dims: number[] }>;
  let loading: Promise<Extractor> | undefined;
  const load = (): Promise<Extractor> => {
    loading ??= (async () => {
      if (
        !existsSync(join(dir, model, 'onnx', 'model_quantized.onnx')) ||
        !existsSync(join(dir, model, 'tokenizer.json'))
      ) {
        throw new WhetstoneError('config_invalid', modelMissingMessage(dir, model));
      }
      const t = await import('@huggingface/transformers');
      t.env.allowRemoteModels = false;
      t.env.localModelPath = dir.endsWith('/') ? dir : `${dir}/`;
      return (await t.pipeline('feature-extraction', model, { dtype: 'q8' })) as unknown as Extractor;
    })();
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const pooling = poolingFor(model);
  return {
    model,
    async embed(texts) {
      if (texts.length === 0) return [];
      const fe = await load();
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += batch) {
        const t = await fe(texts.slice(i, i + batch), { pooling, normalize: true });
        const d = t.dims[1]!;
        for (let j = 0; j * d < t.data.length; j++) out.push(Float32Array.from(t.data.subarray(j * d, (j + 1) * d)));
      }
      return out;
    },
  };
}
