// The meaning scorer as the gate benches run it: the local model (bge-small by default,
// `--intent-model NAME`), one text per call as in the product, its vectors cached in a file
// under the OS temp folder so a re-run embeds nothing twice; `--rules-only`, or a model that cannot load, leaves the rules alone.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MODEL_DIR } from '../../src/config/serving.ts';
import { messageOf } from '../../src/errors.ts';
import { intentScorer, type IntentScorer } from '../../src/quality/poisoning/intent-scorer.ts';
import { localEmbedder } from '../../src/semantic/embedder.ts';
import { fileCachedEmbedder } from './embedding-file-cache.ts';
import { arg, note } from './env.ts';

export async function benchIntentScorer(o: { threshold?: number } = {}): Promise<IntentScorer | undefined> {
  if (process.argv.includes('--rules-only')) return undefined;
  const model = arg('intent-model', 'bge-small-en-v15');
  const dir = process.env.WHETSTONE_EMBEDDINGS_MODEL_DIR ?? DEFAULT_MODEL_DIR;
  const cache = join(tmpdir(), 'whetstone-bench-embeddings');
  try {
    const scorer = intentScorer(fileCachedEmbedder(localEmbedder(dir, model), cache), o);
    await scorer.score([{ candidate: 'Loads the model.', reviewed: '' }]);
    return scorer;
  } catch (err) {
    note(`meaning scorer unavailable (${messageOf(err)}): the rules decide alone`);
    return undefined;
  }
}
