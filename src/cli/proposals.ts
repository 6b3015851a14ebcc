// `whetstone proposals`: the review queue one page at a time, the gate-blocked optimizer
// candidates (--rejected), and `proposals revive N` for a closed proposal's text.
import { Option, type Command } from 'commander';
import type { QueueOrder, QueueRow } from '../store/sql/queue.ts';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../store/types.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { oneLine, printJson, printTable, say, when } from './output.ts';
import { checkId, parseId, parsePositive } from './parse.ts';
import { readerOff, reviewReader } from './review-reader.ts';

const g = (cmd: Command) => cmd.optsWithGlobals<GlobalOptions>();

export function registerProposalsCommand(program: Command): void {
  const proposals = program
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
          const { selectBlockedCandidates } = await import('../store/sql/optimizer.ts');
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
        const { proposalQueue } = await import('../review/queries.ts');
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
  registerRevive(proposals);
}

function registerRevive(proposals: Command): void {
  proposals
    .command('revive')
    .description(
      "propose a superseded or rejected proposal's text again, against the version published now: a new proposal with a fresh gate run, audited on both",
    )
    .argument('<proposal-id>', 'the closed proposal whose text to propose again', parseId)
    .option('--reason <text>', 'why it deserves another look (default: the old reason, with its id)')
    .option('--json', 'print the new proposal as JSON')
    .action(async (id: number, opts: { reason?: string; json?: boolean }, cmd: Command) => {
      const proposalId = await checkId(id);
      const { revive } = await import('../review/revive.ts');
      const r = await withContext(g(cmd), async ({ db, config }) =>
        revive(db, {
          proposalId,
          actor: config.actor,
          reason: opts.reason,
          maxDescriptionBytes: config.maxDescriptionBytes,
          gateLimits: { maxTokens: config.optimizeMaxTokens, maxGrowth: config.optimizeMaxGrowth },
          reader: await reviewReader(config, db),
          readerOff: readerOff(config),
        }),
      );
      // `proposals` has its own --json, and commander gives it to the parent command.
      if (opts.json ?? cmd.optsWithGlobals<{ json?: boolean }>().json) return printJson(r);
      say(
        `proposal #${r.proposal.id}: the text of #${r.revivedFrom} as v${r.version.version} (against published v${r.proposal.base_version}) — pending review`,
      );
      printAdvisories(r.version.gates);
      say(`  see it:     whetstone diff ${r.proposal.id}`);
    });
}

/** The advisory gates a human proposal was stored with that would have blocked it. */
export function printAdvisories(gates: unknown): void {
  const flagged = Array.isArray(gates)
    ? (gates as { gate: string; passed: boolean; reason: string }[]).filter((x) => !x.passed)
    : [];
  for (const x of flagged) say(`  advisory: the ${x.gate} gate would block this: ${x.reason}`);
  // Whether the LLM reader read it (review/reader-note.ts): a pass it did not read is the rules' alone.
  const note = Array.isArray(gates)
    ? (gates as { readerNote?: string }[]).find((x) => x.readerNote)?.readerNote
    : undefined;
  if (note) say(`  advisory: ${note}`);
}

/** "+3 (replay 206→209 of 641)" or "+0.05 (expected)"; "-" for a human proposal. */
function gainText(p: QueueRow): string {
  if (p.expected_gain === null) return '-';
  const sign = p.expected_gain > 0 ? '+' : '';
  if (p.gain_source === 'replay')
    return `${sign}${p.expected_gain} (replay ${p.replay_before}→${p.replay_after} of ${p.replay_queries})`;
  return `${sign}${Number(p.expected_gain.toFixed(4))} (expected)`;
}
