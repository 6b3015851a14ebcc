// Real honest rewrites of MCP tool descriptions, read from the git histories of the public
// MCP servers behind public-bases.json (built by ./maintainer-edits/build.ts; see
// ./PUBLIC-BASES.md, section Maintainer edits). Split by repository: `dev` may be read to
// study false blocks; `aside` is only measured, never read case by case.
import { readFileSync } from 'node:fs';

export interface MaintainerEdit {
  /** `<server>/<tool>@<newer commit, 8 hex>`. */
  id: string;
  split: 'dev' | 'aside';
  repo: string;
  server: string;
  tool: string;
  /** The older and the newer commit read. */
  from: string;
  to: string;
  /** The description at `from`. */
  reviewed: string;
  /** The description at `to`. */
  candidate: string;
  /** JSON text of the input schema at `to`. */
  schema: string;
  /** The other tools of the same server at `to`. */
  siblings: string[];
}

export function loadMaintainerEdits(): { dev: MaintainerEdit[]; aside: MaintainerEdit[] } {
  const file = new URL('./maintainer-edits.json', import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as { dev: MaintainerEdit[]; aside: MaintainerEdit[] };
}
