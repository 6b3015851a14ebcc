// The local embedder (embedder.ts) in a worker thread: ONNX Runtime's run holds the thread
// that calls it for the whole inference, so in process every find_tools held the proxy's
// event loop, and every other session's traffic with it, for as long as its models took.
// One worker per model loads the model and embeds there; requests are matched by id.
// The worker's body is plain JavaScript passed as a string (`eval`), so the same code runs
// under the TypeScript sources (tests) and the compiled dist/ (the CLI), with no file to ship.
// It does what localEmbedder does, step for step: the vectors are bit-identical (tested).
import { Worker } from 'node:worker_threads';
import { WhetstoneError, type ErrorCode } from '../errors.ts';
import { aloneKey, type Embedder, localModelPresent, modelMissingMessage, poolingFor } from './embedder.ts';

export interface WorkerEmbedder extends Embedder {
  /** Ends the worker; calls under way and later are refused. Idempotent. */
  close(): Promise<void>;
}

interface Reply {
  id: number;
  vectors?: Float32Array[];
  error?: { message: string; code?: string; retriable?: boolean };
}

// Each text alone, one pipeline call per text, as localEmbedder (why: embedder.ts).
// Messages are handled as they come, so a short request interleaves with a long catalogue
// embedding text by text instead of waiting for all of it.
// No require: the body is read as CommonJS or as a module (a parent run with
// --input-type=module passes it on), so it imports alone, which works in both.
const BODY = `(async () => {
const { parentPort, workerData } = await import('node:worker_threads');
const { transformers, dir, model, threads, pooling } = workerData;
let loading;
function load() {
  loading ??= (async () => {
    const t = await import(transformers);
    t.env.allowRemoteModels = false;
    t.env.localModelPath = dir.endsWith('/') ? dir : dir + '/';
    const session_options = threads > 0 ? { intraOpNumThreads: threads, interOpNumThreads: 1 } : undefined;
    return await t.pipeline('feature-extraction', model, { dtype: 'q8', session_options });
  })();
  loading.catch(() => { loading = undefined; });
  return loading;
}
parentPort.on('message', async ({ id, texts }) => {
  try {
    const fe = await load();
    const vectors = [];
    for (const text of texts) {
      const t = await fe([text], { pooling, normalize: true });
      vectors.push(Float32Array.from(t.data.subarray(0, t.dims[1])));
    }
    parentPort.postMessage({ id, vectors }, vectors.map((v) => v.buffer));
  } catch (err) {
    parentPort.postMessage({ id, error: { message: String(err && err.message || err), code: err && err.code } });
  }
});
})();
`;

const CODES = new Set<string>(['config_invalid', 'input_invalid', 'upstream_failed']);

/** A worker's error as the caller sees it: its own code when it is one of ours. */
function carried(model: string, e: NonNullable<Reply['error']>): WhetstoneError {
  const code = (e.code && CODES.has(e.code) ? e.code : 'upstream_failed') as ErrorCode;
  return new WhetstoneError(code, `embedding model "${model}" failed: ${e.message}`, {
    retriable: e.retriable ?? false,
  });
}

type Pending = Map<number, { resolve: (v: Float32Array[]) => void; reject: (e: Error) => void }>;

/**
 * `threads` as localEmbedder's (ONNX Runtime's intra-op threads in the worker; 0: its
 * default). `onWorker` sees each worker started (tests: to end one mid-call).
 */
export function workerEmbedder(
  dir: string,
  model: string,
  threads = 1,
  o: { onWorker?: (w: Worker) => void } = {},
): WorkerEmbedder {
  const pending: Pending = new Map();
  let worker: Worker | undefined;
  let nextId = 0;
  let closed: Promise<void> | undefined;
  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  const start = (): Worker => {
    const w = spawn(dir, model, threads, pending, (crash) => {
      if (worker !== w) return;
      worker = undefined;
      // The next call starts a fresh worker; the calls it held are refused, as retriable.
      if (!closed) failAll(crash);
    });
    o.onWorker?.(w);
    return w;
  };
  return {
    model,
    cacheKey: aloneKey(model),
    async embed(texts) {
      if (closed) throw new WhetstoneError('upstream_failed', `the embedder of "${model}" is closed`);
      if (texts.length === 0) return [];
      if (!worker) {
        if (!localModelPresent(dir, model)) throw new WhetstoneError('config_invalid', modelMissingMessage(dir, model));
        worker = start();
      }
      const w = worker;
      const id = nextId++;
      return new Promise<Float32Array[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        if (pending.size === 1) w.ref();
        w.postMessage({ id, texts });
      });
    },
    close() {
      closed ??= (async () => {
        const w = worker;
        worker = undefined;
        failAll(new WhetstoneError('upstream_failed', `the embedder of "${model}" is closed`));
        await w?.terminate();
      })();
      return closed;
    },
  };
}

/** A worker for one model, answering `pending` by id; `exited` gets the error its calls fail with. */
function spawn(dir: string, model: string, threads: number, pending: Pending, exited: (err: Error) => void): Worker {
  const transformers = import.meta.resolve('@huggingface/transformers');
  const w = new Worker(BODY, {
    eval: true,
    workerData: { transformers, dir, model, threads, pooling: poolingFor(model) },
  });
  // Held open only while a call waits on it: an idle embedder never keeps the process alive.
  w.unref();
  let crash: Error | undefined;
  w.on('message', (r: Reply) => {
    const p = pending.get(r.id);
    if (!p) return;
    pending.delete(r.id);
    if (pending.size === 0) w.unref();
    if (r.error) p.reject(carried(model, r.error));
    else p.resolve(r.vectors!);
  });
  w.on('error', (err) => (crash = err));
  w.on('exit', (code) =>
    exited(
      new WhetstoneError(
        'upstream_failed',
        `the embedding worker of "${model}" stopped (${crash?.message ?? `exit code ${code}`}); the next call starts a new one`,
        { retriable: true },
      ),
    ),
  );
  return w;
}
