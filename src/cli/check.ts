import type { Command } from 'commander';
import type { CheckReader } from '../quality/check.ts';
import { readerOff, reviewReader } from './review-reader.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { printJson, readInputFile, say } from './output.ts';

/** Exit code when a gate blocks (1 stays "an error to fix"), as for `lint --fail-on`. */
export const EXIT_GATE_BLOCKED = 2;

export function registerCheckCommand(program: Command): void {
  program
    .command('check')
    .description(
      'run every gate (lint, disclosure, injection, length, replay) on a candidate description against the ' +
        "tool's published version, as the optimizer would (with the injection gate's LLM reader when an LLM is " +
        "configured and WHETSTONE_POISONING_LLM is on; it says when it is off); prints each gate's verdict and exits " +
        `${EXIT_GATE_BLOCKED} when any gate blocks, 0 when all pass (for CI and for humans before \`propose\`)`,
    )
    .argument('<tool>', 'server/tool (must have a published version)')
    .requiredOption('--file <path>', 'file holding the candidate description ("-" for stdin)')
    .option('--json', 'print {tool, version, passed, gates, replay, reader} as JSON')
    .action(async (ref: string, opts: { file: string; json?: boolean }, cmd: Command) => {
      const text = readInputFile(opts.file);
      const { checkCandidate } = await import('../quality/check.ts');
      const { r, off } = await withContext(cmd.optsWithGlobals<GlobalOptions>(), async ({ db, config }) => {
        // The injection gate's LLM reader, as for a proposal; its finding blocks here as any gate's does.
        const reader = await reviewReader(config, db);
        const r = await checkCandidate(db, {
          ref,
          text,
          maxTokens: config.optimizeMaxTokens,
          maxGrowth: config.optimizeMaxGrowth,
          maxDescriptionBytes: config.maxDescriptionBytes,
          replayQueries: config.optimizeReplayQueries,
          reader,
        });
        return { r, off: readerOff(config) };
      });
      if (opts.json)
        printJson({
          tool: r.tool,
          version: r.version,
          passed: r.report.passed,
          gates: r.report.gates,
          replay: r.report.replay ?? null,
          reader: r.reader.state === 'off' ? { state: 'off', why: off } : r.reader,
        });
      else {
        say(`${r.tool}: candidate against published v${r.version}`);
        for (const g of r.report.gates) say(`  ${g.passed ? 'pass ' : 'BLOCK'}  ${g.gate.padEnd(10)} ${g.reason}`);
        say(`  LLM reader: ${describeReader(r.reader, off)}`);
        const blocked = r.report.gates.filter((g) => !g.passed).map((g) => g.gate);
        say(blocked.length ? `blocked by ${blocked.join(', ')}` : 'all gates pass');
      }
      if (!r.report.passed) process.exitCode = EXIT_GATE_BLOCKED;
    });
}

function describeReader(x: CheckReader, off: string | undefined): string {
  switch (x.state) {
    case 'off':
      return `off — ${off ?? 'none'}`;
    case 'not_asked':
      return `not asked (${x.model}): another gate blocks`;
    case 'unread':
      return `${x.model} did not read it: ${x.why}; the verdict is the other gates' alone`;
    case 'read':
      return `read by ${x.model} (its findings are in the injection gate)`;
  }
}
