// Sentence embeddings from a local ONNX model (transformers.js on onnxruntime-node),
// loaded from a folder that deploy/local/models.sh fills; nothing is fetched at run time.
// Loading is lazy (first embed), so a daemon that never optimizes never pays for it.
// Each text is embedded alone, one per model call: the quantised models scale a batch's
// activations together, so a text's vector moved with whatever was embedded beside it,
// and a selector's pick, a gate's verdict or a bench figure with it. On CPU alone costs
// about what a padded batch does (docs/benchmarks.md, bench-selection).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WhetstoneError } from '../errors.ts';

export interface Embedder {
  /** Names the model (thresholds, reports); also the cache key unless `cacheKey` says otherwise. */
  readonly model: string;
  /**
   * Names the vectors in caches when it differs from `model`: a model whose vectors are
   * now computed another way gets another key, so vectors computed the old way are never
   * read back beside new ones.
   */
  readonly cacheKey?: string;
  /** One L2-normalised vector per text, in order. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** CLS pooling for the BGE family, mean pooling otherwise (how each was trained). */
export function poolingFor(model: string): 'cls' | 'mean' {
  return /bge/i.test(model) ? 'cls' : 'mean';
}

/**
 * The text a model is trained to see before a search query and before a searched passage:
 * the E5 family was trained with "query: " and "passage: " and reads either side worse
 * without them (its model card); the others take the text as it is. Callers that embed
 * both sides of a search (discovery's router) add them; a symmetric use may leave them.
 */
export function textPrefixes(model: string): { query: string; passage: string } {
  return /(^|[^a-z])e5([^a-z]|$)/i.test(model)
    ? { query: 'query: ', passage: 'passage: ' }
    : { query: '', passage: '' };
}

export function modelMissingMessage(dir: string, model: string): string {
  return (
    `embedding model "${model}" not found in ${dir} (expected ${model}/onnx/model_quantized.onnx and tokenizer.json): ` +
    'run deploy/local/models.sh to fetch it (`all` adds e5-small-v2), or set WHETSTONE_EMBEDDINGS_MODEL_DIR to the folder that holds it ' +
    '(WHETSTONE_EMBEDDINGS_MODEL=none turns the semantic selector off)'
  );
}

/** The cache key of a local model's vectors: embedded alone (before, batches of 16 under the bare name). */
export const aloneKey = (model: string): string => `${model}:alone`;

/** True when `dir` holds the model's files (quantised ONNX weights and tokenizer). */
export function localModelPresent(dir: string, model: string): boolean {
  return existsSync(join(dir, model, 'onnx', 'model_quantized.onnx')) && existsSync(join(dir, model, 'tokenizer.json'));
}

/**
 * `threads`: ONNX Runtime's intra-op threads for this model; 0 leaves its default (every
 * core). One text per call is a small graph: on a shared CPU the extra threads mostly wait
 * for each other, and find_tools' p95 was 2–6× lower with one (bench:discovery prints
 * both). The vectors are identical either way, so caches stay valid.
 */
export function localEmbedder(dir: string, model: string, threads = 1): Embedder {
  type Extractor = (
    texts: string[],
    opts: { pooling: 'cls' | 'mean'; normalize: boolean },
  ) => Promise<{ data: Float32Array; dims: number[] }>;
  let loading: Promise<Extractor> | undefined;
  const load = (): Promise<Extractor> => {
    loading ??= (async () => {
      if (!localModelPresent(dir, model)) throw new WhetstoneError('config_invalid', modelMissingMessage(dir, model));
      const t = await import('@huggingface/transformers');
      t.env.allowRemoteModels = false;
      t.env.localModelPath = dir.endsWith('/') ? dir : `${dir}/`;
      const session_options = threads > 0 ? { intraOpNumThreads: threads, interOpNumThreads: 1 } : undefined;
      return (await t.pipeline('feature-extraction', model, { dtype: 'q8', session_options })) as unknown as Extractor;
    })();
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const pooling = poolingFor(model);
  return {
    model,
    cacheKey: aloneKey(model),
    async embed(texts) {
      if (texts.length === 0) return [];
      const fe = await load();
      const out: Float32Array[] = [];
      for (const text of texts) {
        const t = await fe([text], { pooling, normalize: true });
        out.push(Float32Array.from(t.data.subarray(0, t.dims[1]!)));
      }
      return out;
    },
  };
}
