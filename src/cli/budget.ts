// `whetstone budget SERVER --tokens N`: a compact variant set of a server's descriptions
// under a token budget, one proposal per shortened tool (optimize/budget.ts).
import type { Command } from 'commander';
import type { BudgetResult } from '../optimize/budget.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { printJson, printTable, say } from './output.ts';
import { parsePositive } from './parse.ts';

export function registerBudgetCommand(program: Command): void {
  program
    .command('budget')
    .description(
      "fit a server's descriptions under a token budget: per tool, the components to keep (purpose and what it returns, " +
        'when to use, when not / limits, parameters, examples; the first sentence of the purpose is always kept) so the catalog fits --tokens ' +
        "and replayed top-1 selection (BM25 and the semantic selector, on recorded queries, cross-fitted: each half's " +
        'choice is scored on the other half) stays highest. Each shortened tool becomes a pending proposal of a version ' +
        'of the variant set (default compact): approving it publishes it for that set only (clients mapped to it by ' +
        'WHETSTONE_PROXY_VARIANTS), `approve --canary` compares it with the full text. Tokens: o200k_base.',
    )
    .argument('<server>', 'the server whose published descriptions to budget')
    .requiredOption(
      '--tokens <n>',
      "the catalog's description tokens to fit (sum over the server's tools)",
      parsePositive,
    )
    .option('--variant <name>', 'the variant set to write the versions for', 'compact')
    .option('--dry-run', 'print the choice without storing anything')
    .option('--json', 'print the result as JSON')
    .action(
      async (
        server: string,
        opts: { tokens: number; variant: string; dryRun?: boolean; json?: boolean },
        cmd: Command,
      ) => {
        const [{ budgetServer }, { createLlm }, { createLogger }, { optimizerOptionsFrom }, { variantOption }] =
          await Promise.all([
            import('../optimize/budget.ts'),
            import('../llm/provider.ts'),
            import('../log.ts'),
            import('../optimize/setup.ts'),
            import('../review/variant-approve.ts'),
          ]);
        variantOption(opts.variant);
        const result = await withContext(cmd.optsWithGlobals<GlobalOptions>(), async ({ db, config }) => {
          const log = createLogger(config.logLevel);
          const o = optimizerOptionsFrom(config, { db, llm: createLlm(config, { db, log }), log });
          return budgetServer({
            db,
            server,
            tokens: opts.tokens,
            variant: opts.variant,
            actor: config.actor,
            dryRun: !!opts.dryRun,
            semantic: o.semantic,
            replayQueries: config.optimizeReplayQueries,
            maxDescriptionBytes: config.maxDescriptionBytes,
          });
        });
        if (opts.json) return printJson(result);
        printResult(result);
      },
    );
}

function printResult(r: BudgetResult): void {
  say(
    `${r.server}, variant ${r.variant}: ${r.tokens_full} → ${r.tokens} tokens (budget ${r.budget}, least possible ${r.minimum})` +
      (r.fits ? '' : ' — does not fit: every droppable component is dropped'),
  );
  if (r.fold) {
    const scores = r.fold.selectors.map((s) => `${s.name} ${s.full} → ${s.budget}`).join(', ');
    say(
      `replayed top-1 on ${r.fold.scoreQueries} recorded queries the choice did not see (chosen on ${r.fold.chooseQueries}): ${scores}`,
    );
  } else say('no recorded queries to replay: components dropped by tokens saved alone (examples first)');
  const changed = r.tools.filter((t) => t.dropped.length > 0 || t.trimmed > 0 || t.shortened);
  if (changed.length)
    printTable(
      ['TOOL', 'TOKENS', 'TAKEN OUT', 'PROPOSAL'],
      changed.map((t) => [
        t.id,
        `${t.tokensFull} → ${t.tokens}`,
        [
          ...(t.shortened ? ['purpose after its first sentence'] : []),
          ...t.dropped,
          ...(t.trimmed ? [`${t.trimmed} of the example quotes`] : []),
        ].join(', '),
        t.proposal !== undefined ? `#${t.proposal} (v${t.version})` : (t.skipped ?? '-'),
      ]),
    );
  say(`${r.tools.length - changed.length} of ${r.tools.length} tools keep their full text (no version for them)`);
  if (r.dry_run) say('dry run: nothing stored');
  else if (changed.some((t) => t.proposal !== undefined))
    say(`review with \`whetstone proposals --status pending\`; approving publishes for ${r.variant} only`);
}
