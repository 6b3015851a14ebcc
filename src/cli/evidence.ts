// `whetstone evidence <server/tool>`: the traces the optimizer would learn from right now
// (best successes, worst failures of the published version), with score, judge, outcome,
// the user's goal and why each was chosen. It calls the optimizer's own evidence code
// (optimize/evidence.ts), so what it shows is what a run would read.
import type { Command } from 'commander';
import { WhetstoneError } from '../errors.ts';
import type { Evidence, EvidenceItem } from '../optimize/evidence.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { oneLine, printJson, say } from './output.ts';

interface EvidenceOptions {
  json?: boolean;
  mode?: 'llm' | 'offline';
}

export function registerEvidenceCommand(program: Command): void {
  program
    .command('evidence')
    .description(
      "show the traces the optimizer would learn from for one tool: the best successes and worst failures among the judged traces that saw its published text, each with score, judge, outcome, the user's goal and why it was chosen",
    )
    .argument('<tool>', 'the tool as server/name (`whetstone tools list` shows them)')
    .option('--json', 'print the evidence as JSON')
    .option(
      '--mode <mode>',
      'llm: the k examples per side the LLM improver reads (WHETSTONE_OPTIMIZE_EVIDENCE_K); offline: the many served queries offline mining reads (WHETSTONE_OPTIMIZE_OFFLINE_EVIDENCE_K), each in half 0 or 1 (fold 0 quotes half 0 and is replayed on half 1, fold 1 the reverse). Default: llm when an LLM is configured, else offline',
    )
    .action(async (ref: string, opts: EvidenceOptions, cmd: Command) => {
      if (opts.mode && opts.mode !== 'llm' && opts.mode !== 'offline')
        throw new WhetstoneError('input_invalid', `--mode must be llm or offline, not "${opts.mode}"`);
      const [{ resolveTool }, { gatherRunEvidence, offlineHalf }, { selectPublishedSet }, { whyNoEvidence }] =
        await Promise.all([
          import('../catalog/resolve.ts'),
          import('../optimize/evidence.ts'),
          import('../store/sql/state.ts'),
          import('../optimize/no-evidence.ts'),
        ]);
      const shown = await withContext(cmd.optsWithGlobals<GlobalOptions>(), async ({ config, db }) => {
        const tool = await resolveTool(db, ref);
        const published = (await selectPublishedSet(db)).find((p) => p.server === tool.server && p.name === tool.name);
        if (!published)
          throw new WhetstoneError(
            'not_found',
            `${tool.server}/${tool.name} has no published version, so no trace saw it; publish one first (\`whetstone review approve\`)`,
          );
        const mode = opts.mode ?? (config.llmProvider ? 'llm' : 'offline');
        const evidence = await gatherRunEvidence(
          db,
          { server: tool.server, name: tool.name, publishedVersion: published.version },
          {
            mode,
            evidenceK: config.optimizeEvidenceK,
            offlineEvidenceK: config.optimizeOfflineEvidenceK,
          },
        );
        // Offline, each success is mined by the fold of its half and replays the other fold's candidates.
        const successes =
          mode === 'offline'
            ? evidence.successes.map((e) => ({ ...e, half: offlineHalf(e.query) }))
            : evidence.successes;
        const none =
          evidence.judged === 0
            ? await whyNoEvidence(db, { server: tool.server, name: tool.name, version: published.version })
            : null;
        return {
          tool: `${tool.server}/${tool.name}`,
          publishedVersion: published.version,
          mode,
          ...evidence,
          successes,
          ...(none ? { noEvidence: { reason: none.reason, message: none.message } } : {}),
        };
      });
      if (opts.json) return printJson(shown);
      say(render(shown));
    });
}

function render(
  e: Evidence & { tool: string; publishedVersion: number; mode: string; noEvidence?: { message: string } },
): string {
  const lines = [
    `${e.tool} v${e.publishedVersion}: ${e.judged} judged traces saw this version's text; ${e.mode} evidence: ${e.successes.length} successes, ${e.failures.length} failures`,
  ];
  if (e.noEvidence) lines.push(`no evidence: ${e.noEvidence.message}; the optimizer has nothing to learn from`);
  for (const why of [e.abstained?.successes, e.abstained?.failures]) if (why) lines.push(`no example: ${why}`);
  for (const [title, items] of [
    ['best successes', e.successes],
    ['worst failures', e.failures],
  ] as const) {
    if (items.length === 0) continue;
    lines.push('', `${title}:`);
    for (const x of items) lines.push(...item(x));
  }
  return lines.join('\n');
}

function item(x: EvidenceItem & { half?: number }): string[] {
  return [
    `  ${x.traceId}  score ${x.score.toFixed(2)} (${x.judge === 'llm' ? 'LLM judge' : 'signal judge'})  outcome ${x.outcome}${x.servedBy ? ` (served by ${x.servedBy})` : ''}${x.half === undefined ? '' : `  half ${x.half}`}`,
    `    goal: ${x.goal ? oneLine(x.goal, 160) : '(no judge stated one)'}`,
    `    query: ${oneLine(x.query, 160)}`,
    `    call: ${oneLine(JSON.stringify(x.arguments), 160)} → ${x.isError ? 'error: ' : ''}${oneLine(x.resultPreview, 120)}`,
    // Failed-then-fixed calls: what the rewriter's argument fixes are mined from.
    ...x.fixes.map(
      (f) =>
        `    fixed: ${oneLine(JSON.stringify(f.rejected), 70)} → error: ${oneLine(f.error, 50)}; then ${oneLine(JSON.stringify(f.accepted), 70)} worked`,
    ),
    `    why: ${x.why}`,
  ];
}
