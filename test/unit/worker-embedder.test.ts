// The worker-thread embedder on the real models (deploy/local/models.sh): the same vectors
// as the in-process embedder bit for bit (caches and thresholds stay valid), a missing model
// refused with the configuration message, a worker that dies refusing only the calls it
// held, and close ending it for good.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config.ts';
import { WhetstoneError } from '../../src/errors.ts';
import { aloneKey, localEmbedder } from '../../src/semantic/embedder.ts';
import { type WorkerEmbedder, workerEmbedder } from '../../src/semantic/worker-embedder.ts';

const dir = resolveConfig({ env: {} }).embeddingsModelDir;
const TEXTS = [
  'book a flight to Lisbon',
  'x',
  'Searches airline timetables for departures between two airports, with prices, seats left and the fare rules of each.',
];
const opened: WorkerEmbedder[] = [];
const open = (...a: Parameters<typeof workerEmbedder>) => {
  const e = workerEmbedder(...a);
  opened.push(e);
  return e;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((e) => e.close()));
});

describe('worker embedder', () => {
  for (const model of ['all-minilm-l6-v2', 'bge-small-en-v15']) {
    it(`gives ${model}'s vectors bit for bit as the in-process embedder, under its cache key`, async () => {
      const w = open(dir, model);
      const [a, b] = await Promise.all([w.embed(TEXTS), localEmbedder(dir, model).embed(TEXTS)]);
      expect(a).toHaveLength(TEXTS.length);
      for (const [i, v] of a.entries()) expect([...v]).toEqual([...b[i]!]);
      expect(w.cacheKey).toBe(aloneKey(model));
      expect(await w.embed([])).toEqual([]);
    }, 60_000);
  }

  it('answers concurrent calls each with its own texts', async () => {
    const w = open(dir, 'all-minilm-l6-v2');
    const alone = await Promise.all(TEXTS.map((t) => w.embed([t])));
    const again = await Promise.all([w.embed([TEXTS[2]!, TEXTS[0]!]), w.embed([TEXTS[1]!]), w.embed([TEXTS[0]!])]);
    expect([...again[0]![0]!]).toEqual([...alone[2]![0]!]);
    expect([...again[0]![1]!]).toEqual([...alone[0]![0]!]);
    expect([...again[1]![0]!]).toEqual([...alone[1]![0]!]);
    expect([...again[2]![0]!]).toEqual([...alone[0]![0]!]);
  }, 60_000);

  it('refuses a missing model with the configuration message, starting no worker', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'whetstone-models-'));
    const started: Worker[] = [];
    const w = open(empty, 'all-minilm-l6-v2', 1, { onWorker: (x) => started.push(x) });
    const err = await w.embed(['a']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WhetstoneError);
    expect(err).toMatchObject({ code: 'config_invalid', retriable: false });
    expect((err as Error).message).toMatch(/not found in .*models\.sh/);
    expect(started).toHaveLength(0);
  });

  it("carries the worker's own failure back as an error of ours, and loads again on the next call", async () => {
    const broken = mkdtempSync(join(tmpdir(), 'whetstone-models-'));
    mkdirSync(join(broken, 'all-minilm-l6-v2', 'onnx'), { recursive: true });
    writeFileSync(join(broken, 'all-minilm-l6-v2', 'onnx', 'model_quantized.onnx'), 'not a model');
    writeFileSync(join(broken, 'all-minilm-l6-v2', 'tokenizer.json'), '{}');
    const started: Worker[] = [];
    const w = open(broken, 'all-minilm-l6-v2', 1, { onWorker: (x) => started.push(x) });
    for (let i = 0; i < 2; i++) {
      const err = await w.embed(['a']).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(WhetstoneError);
      expect(err).toMatchObject({ code: 'upstream_failed', retriable: false });
      expect((err as Error).message).toMatch(/^embedding model "all-minilm-l6-v2" failed: /);
    }
    expect(started).toHaveLength(1);
  }, 60_000);

  it('refuses the calls a dead worker held, as retriable, and starts a fresh one for the next', async () => {
    const started: Worker[] = [];
    const w = open(dir, 'all-minilm-l6-v2', 1, { onWorker: (x) => started.push(x) });
    const [before] = await w.embed([TEXTS[0]!]);
    const held = w.embed(TEXTS).catch((e: unknown) => e);
    await started[0]!.terminate();
    expect(await held).toMatchObject({ code: 'upstream_failed', retriable: true });
    const [after] = await w.embed([TEXTS[0]!]);
    expect(started).toHaveLength(2);
    expect([...after!]).toEqual([...before!]);
  }, 60_000);

  it('closes once however often asked, refusing calls held and later', async () => {
    const w = open(dir, 'bge-small-en-v15');
    await w.embed(['warm']);
    const held = w.embed(TEXTS).catch((e: unknown) => e);
    await Promise.all([w.close(), w.close()]);
    await w.close();
    expect(await held).toMatchObject({ code: 'upstream_failed' });
    await expect(w.embed(['a'])).rejects.toThrow(/closed/);
  }, 60_000);
});
