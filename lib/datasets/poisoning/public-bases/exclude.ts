// Texts a new base must not overlap: every reviewed/candidate text of the existing poisoning
// sets (loaded by import only, never printed) and every tool description of the shared data
// the earlier sets drew their bases from. A base is dropped when it equals, contains or is
// contained in any of them, after whitespace is collapsed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const POISONING_DIR = fileURLToPath(new URL('../', import.meta.url));
// ../shared/data beside the checkout; a worktree under /work/wt/ finds it at /work/shared/data.
const SHARED =
  process.env.PUBLIC_BASES_SHARED ??
  [fileURLToPath(new URL('../../../../../shared/data/', import.meta.url)), '/work/shared/data/'].find((d) =>
    existsSync(d),
  ) ??
  '';

export const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();

const TEXT_KEYS = new Set(['reviewed', 'candidate']);

function collect(value: unknown, out: Set<string>, seen: Set<unknown>): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const [k, v] of Object.entries(value)) {
    if (TEXT_KEYS.has(k) && typeof v === 'string') out.add(normalise(v));
    else collect(v, out, seen);
  }
}

/** Reviewed and candidate texts of every existing poisoning set module. */
export async function poisoningSetTexts(): Promise<Set<string>> {
  const out = new Set<string>();
  const seen = new Set<unknown>();
  const files = readdirSync(POISONING_DIR).filter((f) => f.endsWith('.ts'));
  for (const f of files) collect(await import(`${POISONING_DIR}${f}`), out, seen);
  return out;
}

interface CatalogTool {
  description?: unknown;
}

/** Tool descriptions of LiveMCPBench's catalog and MetaTool's published tools. */
export function sharedDataTexts(): Set<string> {
  const out = new Set<string>();
  const add = (d: unknown) => typeof d === 'string' && out.add(normalise(d));
  const catalog = JSON.parse(readFileSync(`${SHARED}livemcpbench/catalog.json`, 'utf8')) as {
    servers: { tools: CatalogTool[] }[];
  };
  for (const s of catalog.servers) for (const t of s.tools) add(t.description);
  const metatool = JSON.parse(readFileSync(`${SHARED}metatool/tools.json`, 'utf8')) as CatalogTool[];
  for (const t of metatool) add(t.description);
  return out;
}

/** Whether a description equals, contains or is contained in any of the texts. */
export function overlaps(description: string, texts: Set<string>): boolean {
  const d = normalise(description);
  if (texts.has(d)) return true;
  for (const t of texts) if (t.length > 0 && (d.includes(t) || t.includes(d))) return true;
  return false;
}
