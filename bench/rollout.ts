// bench:rollout — simulated sessions with known success rates (Bernoulli) through the real
// rollout path on the real store: approve --canary starts the rollout, each look writes a
// batch of judged sessions (assigned by the real assignment rule) and runs the same check
// the daemon runs (per-arm counts by SQL, the sequential test, the decision written and
// audited). Three scenarios, many repetitions each:
//   regress  0.70 → 0.60 at a 10% share: canary sessions until the rollback; share rolled back within 1,000 canary sessions (power)
//   null     0.70 → 0.70: share wrongly rolled back (false rollback)
//   improve  0.70 → 0.80: canary sessions until the promotion
// Options: --reps N (per scenario, default 100), --look N (sessions per look, default 100),
// --share S (default 0.1), --seed N, --tau T (the mixture's spread, default the product's
// 0.8 Δ), --scenarios regress,null (a subset; default all three), --pglite (the embedded
// store instead of PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importTools } from '../src/catalog/import.ts';
import { createLogger } from '../src/log.ts';
import { approve, propose } from '../src/review/actions.ts';
import { assignArm } from '../src/rollout/assignment.ts';
import { DEFAULT_TEST } from '../src/rollout/decision.ts';
import { checkRollouts } from '../src/rollout/loop.ts';
import { openDb, type Db } from '../src/store/db.ts';
import { migrate } from '../src/store/migrate.ts';
import { insertJudgedTraces, type SimulatedTrace } from '../src/store/sql/simulated.ts';
import { rng } from '../lib/datasets/traces.ts';
import { arg, benchDatabase } from './lib/env.ts';

const repsN = Number(arg('reps', '100'));
const look = Number(arg('look', '100'));
const share = Number(arg('share', '0.1'));
const seed = Number(arg('seed', '1'));
const pglite = process.argv.includes('--pglite');
const params = { ...DEFAULT_TEST, tau: Number(arg('tau', String(DEFAULT_TEST.tau))), maxDurationMs: 1e12 };
const only = arg('scenarios', 'regress,null,improve').split(',');
const unknown = only.filter((n) => !['regress', 'null', 'improve'].includes(n));
if (unknown.length) throw new Error(`--scenarios: unknown ${unknown.join(', ')}; known: regress, null, improve`);
if (!(params.tau > 0)) throw new Error(`--tau must be a number above 0 (got ${arg('tau', '')})`);
const CAP = 2000; // canary sessions before a repetition is called undecided
const log = createLogger('silent');

let db: Db;
let cleanup: () => Promise<void>;
if (pglite) {
  const dir = mkdtempSync(join(tmpdir(), 'whetstone-bench-rollout-'));
  db = await openDb({ dataDir: dir, connectTimeoutMs: 5000, lockTimeoutMs: 60_000, poolMax: 1 });
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
} else {
  const database = await benchDatabase('rollout');
  db = await openDb({
    databaseUrl: database.url,
    dataDir: '.',
    connectTimeoutMs: 5000,
    lockTimeoutMs: 10_000,
    poolMax: 4,
  });
  cleanup = database.drop;
}
await migrate(db);

interface Outcome {
  decision: string;
  canarySessions: number;
}

interface Rep {
  server: string;
  tool: string;
  n: number;
  canarySessions: number;
  outcome?: Outcome;
}

/**
 * All repetitions of a scenario run side by side, each its own tool with its own rollout:
 * one batched insert and one check pass (the daemon's checkRollouts over every running
 * rollout) per look, so the store work stays cheap while each rollout sees the same
 * look-by-look sequence it would see alone.
 */
async function scenario(name: string, control: number, canary: number, rand: () => number): Promise<Outcome[]> {
  const reps: Rep[] = [];
  for (let i = 0; i < repsN; i++) {
    const server = `${name}${i}`;
    const tool = `${server}/search`;
    await importTools(db, {
      server,
      tools: [{ name: 'search', description: 'Searches the notes.', inputSchema: {} }],
      actor: 'bench',
      maxDescriptionBytes: 65536,
    });
    const { proposal } = await propose(db, {
      ref: tool,
      text: 'Searches the notes by keyword; use it before reading a note.',
      actor: 'bench',
      maxDescriptionBytes: 65536,
    });
    // maxDuration far away: the bench measures the test, not the clock.
    await approve(db, {
      proposalId: proposal.id,
      actor: 'bench',
      publish: true,
      canary: share,
      rolloutParams: params,
    });
    reps.push({ server, tool, n: 0, canarySessions: 0 });
  }
  for (;;) {
    const live = reps.filter((r) => !r.outcome);
    if (live.length === 0) break;
    const batch: SimulatedTrace[] = [];
    for (const r of live) {
      for (let i = 0; i < look; i++, r.n++) {
        const session = `${r.server}-s${r.n}`;
        const arm = assignArm(r.tool, session, share);
        if (arm === 'canary') r.canarySessions++;
        batch.push({
          trace_id: `${session}-t`,
          server: r.server,
          session_id: session,
          tools_shown: [{ server: r.server, name: 'search', version: arm === 'canary' ? 2 : 1 }],
          passed: rand() < (arm === 'canary' ? canary : control),
        });
      }
    }
    for (let i = 0; i < batch.length; i += 5000) await insertJudgedTraces(db, batch.slice(i, i + 5000));
    const checked = new Map((await checkRollouts(db, { log })).map((c) => [c.tool, c]));
    for (const r of live) {
      const c = checked.get(r.tool);
      if (!c) throw new Error(`${r.tool}: the rollout was not checked`);
      if (c.decision !== 'continue')
        r.outcome = { decision: c.decision, canarySessions: c.state?.canary.sessions ?? r.canarySessions };
      else if (r.canarySessions >= CAP) r.outcome = { decision: 'undecided', canarySessions: r.canarySessions };
    }
  }
  return reps.map((r) => r.outcome!);
}

const median = (xs: number[]) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const scenarios = [
  { name: 'regress', control: 0.7, canary: 0.6 },
  { name: 'null', control: 0.7, canary: 0.7 },
  { name: 'improve', control: 0.7, canary: 0.8 },
] as const;
const results: Record<string, Outcome[]> = {};
const started = Date.now();
try {
  for (const [k, s] of scenarios.entries()) {
    if (!only.includes(s.name)) continue;
    const rand = rng(seed * 1000 + k + 1);
    const out = await scenario(s.name, s.control, s.canary, rand);
    results[s.name] = out;
    const by = (d: string) => out.filter((o) => o.decision === d).length;
    console.log(
      `${s.name.padEnd(8)} ${s.control.toFixed(2)} → ${s.canary.toFixed(2)} at ${share}: rollback ${by('rollback')}, promote ${by('promote')}, undecided ${by('undecided')} of ${repsN}; ` +
        `median canary sessions to a decision ${median(out.map((o) => o.canarySessions))} (${((Date.now() - started) / 1000).toFixed(0)} s so far)`,
    );
  }
} finally {
  await db.close();
  await cleanup();
}
const rolledBack = (results.regress ?? []).filter((o) => o.decision === 'rollback');
// A scenario left out by --scenarios prints NaN for its figures.
const rate = (xs: Outcome[] | undefined, d: string) => (xs ? xs.filter((o) => o.decision === d).length / repsN : NaN);
const summary = {
  regress_sessions_p50: median(rolledBack.map((o) => o.canarySessions)),
  power_1000: results.regress ? rolledBack.filter((o) => o.canarySessions <= 1000).length / repsN : NaN,
  false_rollback: rate(results.null, 'rollback'),
  promote_sessions_p50: median(
    (results.improve ?? []).filter((o) => o.decision === 'promote').map((o) => o.canarySessions),
  ),
};
console.log(
  `store ${pglite ? 'pglite' : 'postgres'}, ${repsN} repetitions per scenario, a look every ${look} sessions, test ${JSON.stringify({ alpha: params.alpha, regression: params.regression, tau: params.tau, minSessions: params.minSessions, warmupClusters: params.warmupClusters })}`,
);
console.log(
  `regress_sessions_p50=${summary.regress_sessions_p50} power_1000=${summary.power_1000.toFixed(3)} false_rollback=${summary.false_rollback.toFixed(3)} promote_sessions_p50=${summary.promote_sessions_p50}`,
);
