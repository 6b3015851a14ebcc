// Where the shared data sets live (MetaTool, tau-airline, rubric-jury, ...): one resolver for
// the benches and the tests. WHETSTONE_SHARED_DATA wins; otherwise ../shared/data beside the
// checkout. A git worktree sits elsewhere, so when the checkout has no such folder the main
// checkout (named by the worktree's .git file) is tried too.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHECKOUT = fileURLToPath(new URL('../../', import.meta.url));

/** The checkout's main working tree when `root` is a git worktree, else undefined. */
function mainCheckoutOf(root: string): string | undefined {
  const dotGit = join(root, '.git');
  if (!existsSync(dotGit) || statSync(dotGit).isDirectory()) return undefined;
  const m = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, 'utf8'));
  const gitdir = m?.[1]?.trim();
  // A worktree's gitdir is <main>/.git/worktrees/<name>.
  const at = gitdir?.lastIndexOf('/.git/worktrees/') ?? -1;
  return gitdir && at > 0 ? gitdir.slice(0, at) : undefined;
}

/** The shared data directory, with a trailing slash. */
export function resolveSharedData(env: NodeJS.ProcessEnv = process.env, root = CHECKOUT): string {
  if (env.WHETSTONE_SHARED_DATA) return `${env.WHETSTONE_SHARED_DATA.replace(/\/+$/, '')}/`;
  const beside = resolve(dirname(resolve(root)), 'shared/data');
  if (existsSync(beside)) return `${beside}/`;
  const main = mainCheckoutOf(root);
  const besideMain = main && resolve(dirname(main), 'shared/data');
  return `${besideMain && existsSync(besideMain) ? besideMain : beside}/`;
}

export const SHARED_DATA = resolveSharedData();
