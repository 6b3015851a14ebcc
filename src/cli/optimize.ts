import type { Command } from 'commander';
import { WhetstoneError } from '../errors.ts';
import type { OptimizeResult } from '../optimize/run.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { printJson, say } from './output.ts';

export function registerOptimizeCommand(program: Command): void {
  program
    .command('optimize')
    .description(
      'improve tool descriptions from their judged traces: best successes and worst failures → candidates (the LLM ' +
        'improver, or the offline rewriter when no LLM is configured) → gates (lint, disclosure, injection, length, replay) → ' +
        'a pending proposal for the best candidate that beats the current version',
    )
    .argument('[tool]', 'server/tool to optimize')
    .option('--all', 'optimize every published tool')
    .option('--candidates <n>', 'candidates per tool (default WHETSTONE_OPTIMIZE_CANDIDATES, 3)', (v) => Number(v))
    .option('--json', 'print the results as JSON')
    .action(
      async (ref: string | undefined, opts: { all?: boolean; candidates?: number; json?: boolean }, cmd: Command) => {
        if (!!ref === !!opts.all) throw new WhetstoneError('input_invalid', 'give one tool (server/tool) or --all');
        const [{ createLlm }, { createLogger }, { optimizeTool }, { optimizerOptionsFrom }, { selectPublishedSet }] =
          await Promise.all([
            import('../llm/provider.ts'),
            import('../log.ts'),
            import('../optimize/run.ts'),
            import('../optimize/setup.ts'),
            import('../store/sql/state.ts'),
          ]);
        const results = await withContext(cmd.optsWithGlobals<GlobalOptions>(), async ({ db, config }) => {
          const llm = createLlm(config, { db, log: createLogger(config.logLevel) });
          if (!opts.json)
            say(
              llm.mode === 'offline'
                ? `optimizing offline (${llm.reason}): deterministic evidence-based rewriter; the injection gate's LLM reader is off`
                : `optimizing with ${llm.describe()}; the injection gate's LLM reader is ${config.poisoningLlm ? 'on' : 'off (WHETSTONE_POISONING_LLM=false)'}`,
            );
          const o = optimizerOptionsFrom(
            opts.candidates ? { ...config, optimizeCandidates: opts.candidates } : config,
            { db, llm, log: createLogger(config.logLevel), actor: config.actor },
          );
          // --all leaves tool-search meta-tools out (never optimized); named, one answers meta_tool.
          const refs = ref
            ? [ref]
            : (await selectPublishedSet(db)).filter((p) => !o.metaTools?.(p.name)).map((p) => `${p.server}/${p.name}`);
          const out: OptimizeResult[] = [];
          for (const [i, r] of refs.entries()) {
            out.push(await optimizeTool(o, r, 'manual'));
            if (process.stderr.isTTY && !opts.json && refs.length > 1)
              process.stderr.write(`\roptimized ${i + 1}/${refs.length}\u001b[K`);
          }
          if (process.stderr.isTTY && !opts.json && refs.length > 1) process.stderr.write('\n');
          return out;
        });
        // Candidates as stored: what the privacy gate found is masked (run.ts), since a blocked
        // candidate can hold the very words it was blocked for.
        const [{ maskPrivate }, { describeReader }] = await Promise.all([
          import('../quality/privacy.ts'),
          import('../optimize/reader.ts'),
        ]);
        if (opts.json)
          return printJson(
            results.map((r) => ({
              ...r,
              candidates: r.candidates.map((c) => ({
                text: maskPrivate(c.text, c.report.privacyFindings ?? []),
                outcome: c.outcome,
                reason: c.reason,
                gates: c.report.gates,
                replay: c.report.replay,
              })),
            })),
          );
        printResults(results, describeReader);
      },
    );
}

function printResults(
  results: OptimizeResult[],
  describeReader: (x: NonNullable<OptimizeResult['reader']>) => string,
): void {
  for (const r of results) {
    const ev = r.evidence
      ? ` (evidence: ${r.evidence.successes} successes, ${r.evidence.failures} failures of ${r.evidence.judged} judged traces)`
      : '';
    const hint =
      r.outcome === 'not_published'
        ? ' — it has no published description yet (seen only in traces); register it with `whetstone tools import`'
        : r.outcome === 'locked'
          ? ' — another process is optimizing it right now'
          : r.outcome === 'meta_tool'
            ? ' — a tool-search meta-tool (WHETSTONE_META_TOOLS and the known ones): sessions through it are judged on the calls it led to; it is never optimized'
            : r.outcome === 'no_evidence'
              ? ` — ${r.noEvidence?.message ?? 'no judged traces of its published text'}`
              : '';
    const stopped = r.stoppedBy ? ` — stopped early: ${r.stoppedBy}` : '';
    say(
      `${r.tool}: ${r.outcome}${r.proposalId ? ` — proposal #${r.proposalId}, see \`whetstone diff ${r.proposalId}\`` : ''}${hint}${stopped}${ev}`,
    );
    for (const c of r.candidates) if (c.outcome === 'blocked') say(`  blocked: ${c.reason}`);
    // A candidate the reader did not read kept the other gates' verdict: say so.
    if (r.reader) say(`  LLM reader: ${describeReader(r.reader)}`);
  }
}
