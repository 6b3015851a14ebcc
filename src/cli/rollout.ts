// `whetstone rollout status|promote|abort|default|check`: canary rollouts from the shell.
import type { Command } from 'commander';
import { WhetstoneError } from '../errors.ts';
import { givenReason } from '../review/reason.ts';
import type { TestState } from '../rollout/decision.ts';
import type { ArmStats } from '../rollout/stats.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { oneLine, printJson, printTable, say, when } from './output.ts';

const g = (cmd: Command) => cmd.optsWithGlobals<GlobalOptions>();
const pct = (x: number | null | undefined) =>
  x === null || x === undefined || !Number.isFinite(x) ? '-' : `${(100 * x).toFixed(1)}%`;

export function registerRolloutCommands(program: Command): void {
  const rollout = program
    .command('rollout')
    .description(
      'canary rollouts: a new version serves a share of sessions and a sequential test promotes it or rolls it back (docs/rollout.md). ' +
        'Start one with `whetstone approve N --canary 0.1`.',
    );
  registerStatus(rollout);
  registerEnd(rollout);
  registerDefault(rollout);
  registerCheck(rollout);
}

function registerStatus(rollout: Command): void {
  rollout
    .command('status')
    .description(
      "a tool's running rollout (arms with their sessions and clusters, success with always-valid interval, what the test would decide now) and its past rollouts",
    )
    .argument('<tool>', 'server/tool')
    .option('--json', 'print as JSON')
    .action(async (ref: string, opts: { json?: boolean }, cmd: Command) => {
      const { rolloutStatus } = await import('../rollout/queries.ts');
      const s = await withContext(g(cmd), ({ db }) => rolloutStatus(db, ref));
      if (opts.json) return printJson(s);
      say(
        `${s.tool} — published v${s.published_version ?? '-'}${s.canary_version ? `, canary v${s.canary_version} at ${pct(s.canary_share)} of sessions` : ', no canary'}`,
      );
      if (s.running) {
        const n = s.running.numbers as unknown as TestState & { arms: { control: ArmStats; canary: ArmStats } };
        say(`rollout #${s.running.id} started ${when(s.running.started_at)} by ${s.running.started_by}`);
        printTable(
          ['ARM', 'VERSION', 'SESSIONS', 'CLUSTERS', 'SUCCESS', 'WRONG PICK', 'ERROR', 'ARG RETRY'],
          (['control', 'canary'] as const).map((a) => [
            a,
            `v${n.arms[a].version}`,
            n.arms[a].sessions,
            n.arms[a].clusters.count,
            pct(n[a].rate),
            pct(n.arms[a].wrongPickRate),
            pct(n.arms[a].errorRate),
            pct(n.arms[a].argRetryRate),
          ]),
        );
        say(
          `difference ${pct(n.diff)} (always-valid ${pct(1 - n.params.alpha)} interval ${pct(n.low)} … ${pct(n.high)}, from the spread between clusters: an agent token's sessions are one); test: ${n.decision}`,
        );
        say(s.running.left_out);
      }
      if (s.rollouts.length) {
        say('\nrollouts:');
        printTable(
          ['#', 'CANARY', 'CONTROL', 'SHARE', 'STARTED', 'STATUS', 'BY', 'WHY'],
          s.rollouts.map((r) => [
            r.id,
            `v${r.canary_version}`,
            `v${r.control_version}`,
            pct(r.share),
            when(r.started_at),
            r.status,
            r.decision_by ?? '',
            oneLine(r.decision_reason, 70),
          ]),
        );
      }
    });
}

function registerEnd(rollout: Command): void {
  for (const [name, status, verb] of [
    ['promote', 'promoted', 'publish the canary to every session now, ending the test'],
    ['abort', 'aborted', 'stop the canary now; every session goes back to the published version'],
  ] as const) {
    rollout
      .command(name)
      .description(verb)
      .argument('<tool>', 'server/tool')
      .option('--reason <text>', 'why (kept in the audit log)')
      .option('--json', 'print the result as JSON')
      .action(async (ref: string, opts: { reason?: string; json?: boolean }, cmd: Command) => {
        const { endRollout } = await import('../rollout/actions.ts');
        const given = givenReason(opts.reason);
        const r = await withContext(g(cmd), ({ db, config }) =>
          endRollout(db, { ref, status, actor: config.actor, reason: given ?? `${name}d by ${config.actor}` }),
        );
        if (opts.json) return printJson(r);
        say(`rollout #${r.rollout.id} of ${r.tool} ${status}; every session is shown v${r.published}`);
      });
  }
}

function registerDefault(rollout: Command): void {
  rollout
    .command('default')
    .description(
      "set a server's default canary share: approvals with --publish then start a rollout at it (`approve N --canary 0` still publishes outright)",
    )
    .argument('[server]', 'the server; omit to list the defaults')
    .argument('[share]', 'share of sessions, e.g. 0.1; "off" removes the default')
    .option('--json', 'print as JSON')
    .action(async (server: string | undefined, share: string | undefined, opts: { json?: boolean }, cmd: Command) => {
      if (server === undefined || share === undefined) {
        if (server !== undefined)
          throw new WhetstoneError('input_invalid', 'give a share too (e.g. 0.1), or "off" to remove the default');
        const { selectRolloutDefaults } = await import('../store/sql/rollout.ts');
        const rows = await withContext(g(cmd), ({ db }) => selectRolloutDefaults(db));
        if (opts.json) return printJson(rows);
        return printTable(
          ['SERVER', 'SHARE', 'SET BY', 'AT'],
          rows.map((r) => [r.server, pct(r.share), r.set_by, when(r.set_at)]),
        );
      }
      const value = share === 'off' ? null : Number(share);
      if (value !== null && (share.trim() === '' || !Number.isFinite(value)))
        throw new WhetstoneError('input_invalid', `"${share}" is not a share; give e.g. 0.1, or "off"`);
      const { setRolloutDefault } = await import('../rollout/actions.ts');
      await withContext(g(cmd), ({ db, config }) =>
        setRolloutDefault(db, { server, share: value, actor: config.actor }),
      );
      say(
        value === null
          ? `${server}: no default canary; approvals publish outright`
          : `${server}: approvals with --publish start a canary at ${pct(value)}`,
      );
    });
}

function registerCheck(rollout: Command): void {
  rollout
    .command('check')
    .description(
      'run the test on every running rollout once and act on its decisions (the daemon does this every WHETSTONE_ROLLOUT_INTERVAL_MS)',
    )
    .option('--json', 'print as JSON')
    .action(async (opts: { json?: boolean }, cmd: Command) => {
      const [{ createLogger }, { checkRollouts }, { notifierFrom }] = await Promise.all([
        import('../log.ts'),
        import('../rollout/loop.ts'),
        import('../rollout/setup.ts'),
      ]);
      const out = await withContext(g(cmd), ({ db, config }) =>
        checkRollouts(db, { log: createLogger(config.logLevel), notify: notifierFrom(config) }),
      );
      if (opts.json) return printJson(out);
      printTable(
        ['TOOL', 'ROLLOUT', 'DECISION'],
        out.map((r) => [r.tool, `#${r.rollout}`, r.decision]),
      );
    });
}
