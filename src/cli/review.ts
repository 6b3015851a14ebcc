import type { Command } from 'commander';
import { WhetstoneError } from '../errors.ts';
import type { DiffView } from '../review/queries.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { oneLine, printJson, printTable, readInputFile, say, useColor, when } from './output.ts';
import { checkId, checkShare, parseId, parsePositive, parseShare, parseVersion } from './parse.ts';
import { printAdvisories, registerProposalsCommand } from './proposals.ts';
import { readerOff, reviewReader } from './review-reader.ts';

// Implementations, imported when a command runs (registering commands loads no package).
const actions = () => import('../review/actions.ts');
const queries = () => import('../review/queries.ts');

const g = (cmd: Command) => cmd.optsWithGlobals<GlobalOptions>();

export function registerReviewCommands(program: Command): void {
  registerHistory(program);
  registerPropose(program);
  registerProposalsCommand(program);
  registerDiff(program);
  registerApprove(program);
  registerReject(program);
  registerPublish(program);
  registerRollback(program);
  registerAudit(program);
}

function registerHistory(program: Command): void {
  program
    .command('history')
    .description('every version a tool has had, who made it and why, and where the published pointer has been')
    .argument('<tool>', 'server/tool')
    .option('--json', 'print as JSON')
    .action(async (ref: string, opts: { json?: boolean }, cmd: Command) => {
      const { toolHistory } = await queries();
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
}

function registerPropose(program: Command): void {
  program
    .command('propose')
    .description('propose a new description for a tool (a human proposal); it waits for review')
    .argument('<tool>', 'server/tool')
    .requiredOption('--file <path>', 'file holding the proposed description ("-" for stdin)')
    .option('--reason <text>', 'why this change (kept in history)')
    .option(
      '--variant <name>',
      'the variant set the text is for (e.g. compact): approved, it is published for clients mapped to that set only (WHETSTONE_PROXY_VARIANTS); default full',
    )
    .option('--json', 'print the proposal as JSON')
    .action(
      async (ref: string, opts: { file: string; reason?: string; variant?: string; json?: boolean }, cmd: Command) => {
        const text = readInputFile(opts.file);
        const { propose } = await actions();
        const r = await withContext(g(cmd), async ({ db, config }) =>
          propose(db, {
            ref,
            text,
            reason: opts.reason,
            actor: config.actor,
            maxDescriptionBytes: config.maxDescriptionBytes,
            gateLimits: { maxTokens: config.optimizeMaxTokens, maxGrowth: config.optimizeMaxGrowth },
            reader: await reviewReader(config, db),
            readerOff: readerOff(config),
            ...(opts.variant === undefined ? {} : { variant: opts.variant }),
          }),
        );
        if (opts.json) return printJson(r);
        const set = r.version.variant && r.version.variant !== 'full' ? `, for the ${r.version.variant} set` : '';
        say(
          `proposal #${r.proposal.id}: ${ref} v${r.version.version} (against published v${r.proposal.base_version}${set}) — pending review`,
        );
        printAdvisories(r.version.gates);
        say(`  see it:     whetstone diff ${r.proposal.id}`);
        say(
          `  decide it:  whetstone approve ${r.proposal.id} --publish | whetstone reject ${r.proposal.id} --reason "..."`,
        );
      },
    );
}

function registerDiff(program: Command): void {
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
        const { diffProposal, diffVersions } = await queries();
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
        await printDiff(view, useColor(opts.color));
      },
    );
}

function registerApprove(program: Command): void {
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
        const canary = await checkShare(opts.canary);
        const proposalId = await checkId(id);
        const [{ approve }, { testParamsFrom }] = await Promise.all([actions(), import('../rollout/setup.ts')]);
        const r = await withContext(g(cmd), ({ db, config }) =>
          approve(db, {
            proposalId,
            actor: config.actor,
            reason: opts.reason,
            publish: opts.publish === true || canary !== undefined,
            canary,
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
}

function registerReject(program: Command): void {
  program
    .command('reject')
    .description('reject a pending proposal, with the reason')
    .argument('<proposal-id>', 'the proposal to reject', parseId)
    .requiredOption('--reason <text>', 'why it is rejected (required; kept in history)')
    .option('--json', 'print the result as JSON')
    .action(async (id: number, opts: { reason: string; json?: boolean }, cmd: Command) => {
      const proposalId = await checkId(id);
      const { reject } = await actions();
      const p = await withContext(g(cmd), ({ db, config }) =>
        reject(db, { proposalId, actor: config.actor, reason: opts.reason }),
      );
      if (opts.json) return printJson(p);
      say(`proposal #${id} rejected`);
    });
}

function registerPublish(program: Command): void {
  program
    .command('publish')
    .description(
      'publish every approved proposal now (the newest approved one per tool), then deliver what changed to the configured ' +
        'targets (WHETSTONE_PUBLISH_FILE, WHETSTONE_WEBHOOK_URL, the Kafka topic when KAFKA_BROKERS is set)',
    )
    .option('--json', 'print what was published as JSON')
    .action(async (opts: { json?: boolean }, cmd: Command) => {
      const [{ publishApproved }, { publisherFrom }, { createLogger }] = await Promise.all([
        actions(),
        import('../publish/setup.ts'),
        import('../log.ts'),
      ]);
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
}

function registerRollback(program: Command): void {
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
      // rollback.ts alone: actions.ts would load the gates and their NLP models for nothing.
      const { rollback } = await import('../review/rollback.ts');
      const r = await withContext(g(cmd), ({ db, config }) =>
        rollback(db, { ref, to: opts.to, actor: config.actor, reason: opts.reason }),
      );
      if (opts.json) return printJson(r);
      say(`${ref}: rolled back from v${r.from} to the text of v${r.restored}, published as v${r.version.version}`);
      if (r.superseded.length) say(`  superseded: ${r.superseded.map((x) => `#${x}`).join(', ')}`);
    });
}

function registerAudit(program: Command): void {
  program
    .command('audit')
    .description('the audit log, newest first: every state change with who made it')
    .option('--tool <tool>', 'only entries about server/tool and its proposals')
    .option('--limit <n>', 'at most this many', parsePositive, 100)
    .option('--json', 'print as JSON')
    .action(async (opts: { tool?: string; limit: number; json?: boolean }, cmd: Command) => {
      const { auditLog } = await queries();
      const rows = await withContext(g(cmd), ({ db }) => auditLog(db, { ref: opts.tool, limit: opts.limit }));
      if (opts.json) return printJson(rows);
      printTable(
        ['AT', 'ACTOR', 'ACTION', 'SUBJECT', 'DETAILS'],
        rows.map((a) => [when(a.at), a.actor, a.action, a.subject, oneLine(JSON.stringify(a.details), 70)]),
      );
    });
}

async function printDiff(v: DiffView, color: boolean): Promise<void> {
  const { renderDiff } = await import('../review/diff.ts');
  const head = v.proposal ? `proposal #${v.proposal.id} (${v.proposal.status}) — ` : '';
  say(
    `${head}${v.tool}: v${v.from.version} (${v.from.source}) → v${v.to.version} (${v.to.source}, by ${v.to.created_by})`,
  );
  if (v.proposal?.reason) say(`reason: ${v.proposal.reason}`);
  say(`+${v.stats.inserted} words, -${v.stats.deleted} words\n`);
  say(renderDiff(v.parts, { color }));
}
