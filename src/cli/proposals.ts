// `whetstone proposals`: the review queue one page at a time, the gate-blocked optimizer
// candidates (--rejected), and `proposals revive N` for a closed proposal's text.
import { Option, type Command } from 'commander';
import { proposalQueue } from '../review/queries.ts';
import type { QueueOrder, QueueRow } from '../store/sql/queue.ts';
import { selectBlockedCandidates } from '../store/sql/optimizer.ts';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../store/types.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { oneLine, printJson, printTable, say, when } from './output.ts';
import { parsePositive } from './parse.ts';

const g = (cmd: Command) => cmd.optsWithGlobals<GlobalOptions>();

export function registerProposalsCommand(program: Command): void {
  program
    .command('proposals')
    .description(
      "list proposals, one page at a time, best expected gain first (the optimizer's expected_gain, else its replay delta; human proposals last)",
    )
    .addOption(new Option('--status <status>', 'only proposals in this state').choices(PROPOSAL_STATUSES as string[]))
    .option('--tool <tool>', 'only proposals for server/tool')
    .addOption(
      new Option('--order <order>', 'gain: best expected gain first; newest: newest first')
        .choices(['gain', 'newest'])
        .default('gain'),
    )
    .option('--page <n>', 'which page', parsePositive, 1)
    .option('--rejected', 'optimizer candidates that a gate blocked, with the gate and its reason')
    .option('--limit <n>', 'proposals per page (candidates with --rejected)', parsePositive, 20)
    .option('--json', "print the page's proposals as a JSON array (with expected_gain, gain_source and total)")
    .action(
      async (
        opts: {
          status?: ProposalStatus;
          tool?: string;
          order: QueueOrder;
          page: number;
          rejected?: boolean;
          limit: number;
          json?: boolean;
        },
        cmd: Command,
      ) => {
        if (opts.rejected) {
          const blocked = await withContext(g(cmd), ({ db }) => selectBlockedCandidates(db, opts.limit));
          if (opts.json) return printJson(blocked);
          printTable(
            ['CANDIDATE', 'RUN', 'TOOL', 'GATE', 'REASON'],
            blocked.map((b) => [
              `c${b.id}`,
              `#${b.run_id}`,
              `${b.server}/${b.name}`,
              b.blocked_by,
              oneLine(b.reason, 70),
            ]),
          );
          return;
        }
        const q = await withContext(g(cmd), ({ db }) =>
          proposalQueue(db, {
            status: opts.status,
            ref: opts.tool,
            order: opts.order,
            page: opts.page,
            perPage: opts.limit,
          }),
        );
        if (opts.json) return printJson(q.items);
        printTable(
          ['ID', 'TOOL', 'VERSION', 'BASE', 'STATUS', 'GAIN', 'BY', 'CREATED', 'REASON'],
          q.items.map((p) => [
            `#${p.id}`,
            `${p.server}/${p.name}`,
            `v${p.version}`,
            `v${p.base_version}`,
            p.status,
            gainText(p),
            p.created_by,
            when(p.created_at),
            oneLine(p.decision_reason ?? p.reason, 40),
          ]),
        );
        if (q.pages > 1 || q.page > 1) {
          say(
            `page ${q.page} of ${q.pages} (${q.total} proposals)${q.page < q.pages ? `; next: whetstone proposals --page ${q.page + 1}` : ''}`,
          );
        }
      },
    );
}

/** "+3 (replay 206→209 of 641)" or "+0.05 (expected)"; "-" for a human proposal. */
function gainText(p: QueueRow): string {
  if (p.expected_gain === null) return '-';
  const sign = p.expected_gain > 0 ? '+' : '';
  if (p.gain_source === 'replay')
    return `${sign}${p.expected_gain} (replay ${p.replay_before}→${p.replay_after} of ${p.replay_queries})`;
  return `${sign}${Number(p.expected_gain.toFixed(4))} (expected)`;
}
