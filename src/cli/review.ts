import { Option, type Command } from 'commander';
import { WhetstoneError } from '../errors.ts';
import { approveInput, proposalId } from '../review/contract.ts';
import { approve, propose, publishApproved, reject, rollback } from '../review/actions.ts';
import { renderDiff } from '../review/diff.ts';
import { auditLog, diffProposal, diffVersions, proposalQueue, toolHistory, type DiffView } from '../review/queries.ts';
import type { QueueOrder, QueueRow } from '../store/sql/queue.ts';
import { selectBlockedCandidates } from '../store/sql/optimizer.ts';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../store/types.ts';
import { createLogger } from '../log.ts';
import { publisherFrom } from '../publish/setup.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { testParamsFrom } from '../rollout/setup.ts';
import { oneLine, printJson, printTable, readInputFile, say, useColor, when } from './output.ts';

const g = (cmd: Command) => cmd.optsWithGlobals<GlobalOptions>();

export function registerReviewCommands(program: Command): void {
  program
    .command('history')
    .description('every version a tool has had, who made it and why, and where the published pointer has been')
    .argument('<tool>', 'server/tool')
    .option('--json', 'print as JSON')
    .action(async (ref: string, opts: { json?: boolean }, cmd: Command) => {
      const h = await withContext(g(cmd), ({ db }) => toolHistory(db, ref));
      if (opts.json) return printJson(h);
      say(`${h.tool} — published v${h.publishedVersion ?? '-'}`);
      printTable(
        ['', 'VERSION', 'SOURCE', 'CREATED', 'BY', 'WHY'],
        h.versions.map((v) => [
          v.version === h.publishedVersion ? '*' : '',
          `v${v.version}`,
          v.source === 'rollback' ? `rollback→v${v.parent_version}` : v.source,
          when(v.created_at),
          v.created_by,
          oneLine(v.reason),
        ]),
      );
      say('\npublished pointer:');
      printTable(
        ['AT', 'VERSION', 'FROM', 'CAUSE', 'BY'],
        h.publishLog.map((e) => [
          when(e.at),
          `v${e.version}`,
          e.previous_version ? `v${e.previous_version}` : '-',
          e.cause,
          e.actor,
        ]),
      );
    });

  program
    .command('propose')
    .description('propose a new description for a tool (a human proposal); it waits for review')
    .argument('<tool>', 'server/tool')
    .requiredOption('--file <path>', 'file holding the proposed description ("-" for stdin)')
    .option('--reason <text>', 'why this change (kept in history)')
    .option('--json', 'print the proposal as JSON')
    .action(async (ref: string, opts: { file: string; reason?: string; json?: boolean }, cmd: Command) => {
      const text = readInputFile(opts.file);
      const r = await withContext(g(cmd), ({ db, config }) =>
        propose(db, {
          ref,
          text,
          reason: opts.reason,
          actor: config.actor,
          maxDescriptionBytes: config.maxDescriptionBytes,
          gateLimits: { maxWords: config.optimizeMaxWords, maxGrowth: config.optimizeMaxGrowth },
        }),
      );
      if (opts.json) return printJson(r);
      say(
        `proposal #${r.proposal.id}: ${ref} v${r.version.version} (against published v${r.proposal.base_version}) — pending review`,
      );
      const flagged = Array.isArray(r.version.gates)
        ? (r.version.gates as { gate: string; passed: boolean; reason: string }[]).filter((g) => !g.passed)
        : [];
      for (const g of flagged) say(`  advisory: the ${g.gate} gate would block this: ${g.reason}`);
      say(`  see it:     whetstone diff ${r.proposal.id}`);
      say(
        `  decide it:  whetstone approve ${r.proposal.id} --publish | whetstone reject ${r.proposal.id} --reason "..."`,
      );
    });

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

  program
    .command('diff')
    .description('word diff of a proposal against the version it was written for, or between two versions of a tool')
    .argument('<proposal-or-tool>', 'a proposal id, or server/tool followed by two version numbers')
    .argument('[from]', 'first version (with server/tool)')
    .argument('[to]', 'second version (with server/tool)')
    .option('--json', 'print the diff as JSON parts {op, text}')
    .option('--no-color', 'plain output even on a terminal ([-removed-] {+added+})')
    .action(
      async (
        target: string,
        from: string | undefined,
        to: string | undefined,
        opts: { json?: boolean; color?: boolean },
        cmd: Command,
      ) => {
        const view = await withContext(g(cmd), ({ db }) => {
          if (/^#?\d+$/.test(target) && from === undefined) return diffProposal(db, Number(target.replace('#', '')));
          if (from === undefined || to === undefined) {
            throw new WhetstoneError(
              'input_invalid',
              'give a proposal id (`whetstone diff 12`) or a tool and two versions (`whetstone diff fetch/fetch 1 3`)',
            );
          }
          return diffVersions(db, target, parseVersion(from), parseVersion(to));
        });
        if (opts.json) return printJson(view);
        printDiff(view, useColor(opts.color));
      },
    );

  program
    .command('approve')
    .description('approve a pending proposal; with --publish it becomes the published version at once')
    .argument('<proposal-id>', 'the proposal to approve', parseId)
    .option('--publish', 'publish now instead of waiting for the publisher')
    .option('--reason <text>', 'why it is approved (kept in the audit log)')
    .option(
      '--canary <share>',
      'roll out to this share of sessions (e.g. 0.1) and let the test promote or roll back (docs/rollout.md); 0 publishes outright despite a server default',
      parseShare,
    )
    .option('--json', 'print the result as JSON')
    .action(
      async (
        id: number,
        opts: { publish?: boolean; reason?: string; canary?: number; json?: boolean },
        cmd: Command,
      ) => {
        const r = await withContext(g(cmd), ({ db, config }) =>
          approve(db, {
            proposalId: id,
            actor: config.actor,
            reason: opts.reason,
            publish: opts.publish === true || opts.canary !== undefined,
            canary: opts.canary,
            rolloutParams: testParamsFrom(config),
          }),
        );
        if (opts.json) return printJson(r);
        if (r.rollout) {
          say(
            `proposal #${id} approved; canary rollout #${r.rollout.id} of v${r.rollout.canary_version} to ${(100 * r.rollout.share).toFixed(1)}% of sessions (control v${r.rollout.control_version})`,
          );
          say(`  follow it:  whetstone rollout status ${r.tool}`);
          return;
        }
        say(
          r.published
            ? `proposal #${id} approved and published (v${r.proposal.version})`
            : `proposal #${id} approved; \`whetstone publish\` (or the daemon's publisher) makes it live`,
        );
        if (r.superseded.length) say(`  superseded: ${r.superseded.map((x) => `#${x}`).join(', ')}`);
      },
    );

  program
    .command('reject')
    .description('reject a pending proposal, with the reason')
    .argument('<proposal-id>', 'the proposal to reject', parseId)
    .requiredOption('--reason <text>', 'why it is rejected (required; kept in history)')
    .option('--json', 'print the result as JSON')
    .action(async (id: number, opts: { reason: string; json?: boolean }, cmd: Command) => {
      const p = await withContext(g(cmd), ({ db, config }) =>
        reject(db, { proposalId: id, actor: config.actor, reason: opts.reason }),
      );
      if (opts.json) return printJson(p);
      say(`proposal #${id} rejected`);
    });

  program
    .command('publish')
    .description(
      'publish every approved proposal now (the newest approved one per tool), then deliver what changed to the configured ' +
        'targets (WHETSTONE_PUBLISH_FILE, WHETSTONE_WEBHOOK_URL, the Kafka topic when KAFKA_BROKERS is set)',
    )
    .option('--json', 'print what was published as JSON')
    .action(async (opts: { json?: boolean }, cmd: Command) => {
      const out = await withContext(g(cmd), async ({ db, config }) => {
        const published = await publishApproved(db, config.actor);
        const publisher = publisherFrom(config, { db, log: createLogger(config.logLevel) });
        const tick = await publisher.tick(`manual:${config.actor}:${Date.now()}`);
        await publisher.stop();
        return { published, targets: tick.targets };
      });
      if (opts.json) return printJson(out);
      if (out.published.length === 0) say('nothing approved is waiting to be published');
      for (const d of out.published) say(`published ${d.tool} v${d.version} (proposal #${d.proposal})`);
      for (const t of out.targets)
        say(
          `target ${t.target}: ${t.result}${t.changed ? ` (${t.changed} changed)` : ''}${t.error ? ` — ${t.error}` : ''}`,
        );
    });

  program
    .command('rollback')
    .description(
      'publish an earlier published text again: by default the previous one; recorded as a new rollback version',
    )
    .argument('<tool>', 'server/tool')
    .option('--to <version>', 'the version whose text to restore (one that was published before)', parseVersion)
    .option('--reason <text>', 'why (kept in history)')
    .option('--json', 'print the result as JSON')
    .action(async (ref: string, opts: { to?: number; reason?: string; json?: boolean }, cmd: Command) => {
      const r = await withContext(g(cmd), ({ db, config }) =>
        rollback(db, { ref, to: opts.to, actor: config.actor, reason: opts.reason }),
      );
      if (opts.json) return printJson(r);
      say(`${ref}: rolled back from v${r.from} to the text of v${r.restored}, published as v${r.version.version}`);
      if (r.superseded.length) say(`  superseded: ${r.superseded.map((x) => `#${x}`).join(', ')}`);
    });

  program
    .command('audit')
    .description('the audit log, newest first: every state change with who made it')
    .option('--tool <tool>', 'only entries about server/tool and its proposals')
    .option('--limit <n>', 'at most this many', parsePositive, 100)
    .option('--json', 'print as JSON')
    .action(async (opts: { tool?: string; limit: number; json?: boolean }, cmd: Command) => {
      const rows = await withContext(g(cmd), ({ db }) => auditLog(db, { ref: opts.tool, limit: opts.limit }));
      if (opts.json) return printJson(rows);
      printTable(
        ['AT', 'ACTOR', 'ACTION', 'SUBJECT', 'DETAILS'],
        rows.map((a) => [when(a.at), a.actor, a.action, a.subject, oneLine(JSON.stringify(a.details), 70)]),
      );
    });
}

function printDiff(v: DiffView, color: boolean): void {
  const head = v.proposal ? `proposal #${v.proposal.id} (${v.proposal.status}) — ` : '';
  say(
    `${head}${v.tool}: v${v.from.version} (${v.from.source}) → v${v.to.version} (${v.to.source}, by ${v.to.created_by})`,
  );
  if (v.proposal?.reason) say(`reason: ${v.proposal.reason}`);
  say(`+${v.stats.inserted} words, -${v.stats.deleted} words\n`);
  say(renderDiff(v.parts, { color }));
}

// Command-line text becomes a number here; the rule it must then meet is the review
// contract's (review/contract.ts), the same one the HTTP API and the MCP review server use.
function parseId(v: string): number {
  const n = proposalId.safeParse(v.trim() === '' ? Number.NaN : Number(v.replace(/^#/, '')));
  if (!n.success)
    throw new WhetstoneError(
      'input_invalid',
      `"${v}" is not a proposal id; ids are positive whole numbers (see \`whetstone proposals\`)`,
    );
  return n.data;
}

function parseVersion(v: string): number {
  const n = Number(v.replace(/^v/, ''));
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new WhetstoneError('input_invalid', `"${v}" is not a version; versions are 1, 2, 3 … (or v1, v2 …)`);
  return n;
}

function parseShare(v: string): number {
  const n = approveInput.canary.safeParse(v.trim() === '' ? Number.NaN : Number(v));
  if (n.success && n.data !== undefined) return n.data;
  throw new WhetstoneError(
    'input_invalid',
    `--canary "${v}" must be a share between 0 and 1, e.g. 0.1 for 10% of sessions (0 publishes outright)`,
  );
}

function parsePositive(v: string): number {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new WhetstoneError('input_invalid', `"${v}" is not a positive whole number`);
  return n;
}

/** "+3 (replay 206→209 of 641)" or "+0.05 (expected)"; "-" for a human proposal. */
function gainText(p: QueueRow): string {
  if (p.expected_gain === null) return '-';
  const sign = p.expected_gain > 0 ? '+' : '';
  if (p.gain_source === 'replay')
    return `${sign}${p.expected_gain} (replay ${p.replay_before}→${p.replay_after} of ${p.replay_queries})`;
  return `${sign}${Number(p.expected_gain.toFixed(4))} (expected)`;
}
