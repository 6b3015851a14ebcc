// A worker thread of the pool (pool.ts): runs the jobs modules register (`workerJobs`,
// loaded on first use), a format's decode of packed messages among them, so a slow or
// hostile message never holds the daemon's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { createRedactor } from '../../privacy/redact.ts';
import type { WorkerContext, WorkerJob, WorkerMessage, WorkerReply, WorkerSetup } from './worker-job.ts';

const setup = workerData as WorkerSetup;
const ctx: WorkerContext = {
  decode: {
    maxBytes: setup.maxBytes,
    maxDepth: setup.maxDepth,
    redactor: createRedactor(setup.redactPatterns),
    timeBudgetMs: setup.timeBudgetMs,
  },
};

const modules = new Map<string, Promise<Record<string, WorkerJob>>>();

function load(url: string): Promise<Record<string, WorkerJob>> {
  let m = modules.get(url);
  if (!m) {
    m = import(url).then((mod: { workerJobs?: Record<string, WorkerJob> }) => mod.workerJobs ?? {});
    modules.set(url, m);
  }
  return m;
}

// A job that is not registered, or throws, crashes the worker: the pool replaces it and
// rejects (or, for a decode job, retries) the job.
function answer(jobs: Record<string, WorkerJob>, m: WorkerMessage): void {
  const run = jobs[m.name];
  if (!run) throw new Error(`no worker job named ${m.name}`);
  const reply: WorkerReply = { id: m.id, reply: run(m.payload as never, ctx) };
  parentPort!.postMessage(reply);
}

parentPort!.on('message', (m: WorkerMessage) => {
  void load(m.module).then((jobs) => answer(jobs, m));
});
