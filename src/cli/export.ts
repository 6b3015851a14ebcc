import type { Command } from 'commander';
import { WhetstoneError } from '../errors.ts';
import { withContext, type GlobalOptions } from './context.ts';
import { printJson, say } from './output.ts';

export function registerStoreCommands(program: Command): void {
  program
    .command('export')
    .description('the currently published descriptions as JSON (to stdout, or atomically to a file)')
    .option('--out <file>', 'write here (temp file + rename, so readers never see half a file)')
    .action(async (opts: { out?: string }, cmd: Command) => {
      const { exportPublished } = await import('../review/queries.ts');
      const doc = await withContext(cmd.optsWithGlobals<GlobalOptions>(), ({ db }) => exportPublished(db));
      const text = JSON.stringify(doc, null, 2) + '\n';
      if (!opts.out) return void process.stdout.write(text);
      await writeExport(opts.out, text);
      say(`wrote ${doc.tools.length} published descriptions to ${opts.out}`);
    });

  program
    .command('migrate')
    .description('bring the database schema up to date (every command also does this at start)')
    .option('--json', 'print the result as JSON')
    .action(async (opts: { json?: boolean }, cmd: Command) => {
      // withContext already migrates; a second call reports the state without applying.
      const { migrate } = await import('../store/migrate.ts');
      const result = await withContext(cmd.optsWithGlobals<GlobalOptions>(), async ({ db }) => {
        return { location: db.location, kind: db.kind, ...(await migrate(db)) };
      });
      if (opts.json) return printJson(result);
      say(`${result.kind} ${result.location}: schema up to date (${result.alreadyApplied} migrations applied)`);
    });
}

async function writeExport(path: string, text: string): Promise<void> {
  const { writeFileAtomic } = await import('../publish/targets/file.ts');
  try {
    writeFileAtomic(path, text);
  } catch (err) {
    throw new WhetstoneError(
      'input_invalid',
      `cannot write ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
    );
  }
}
