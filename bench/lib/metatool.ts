// MetaTool data (../shared/data/metatool): 199 tools and user queries labelled with the
// tool that serves each one. Used to make traces shaped like real ones.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shared data directory: ../shared/data beside the checkout, or WHETSTONE_SHARED_DATA. */
export const SHARED_DATA = process.env.WHETSTONE_SHARED_DATA
  ? `${process.env.WHETSTONE_SHARED_DATA.replace(/\/+$/, '')}/`
  : fileURLToPath(new URL('../../../shared/data/', import.meta.url));

export interface CatalogTool {
  name: string;
  description: string;
}
export interface LabelledQuery {
  query: string;
  tool: string;
}

export function loadTools(path = `${SHARED_DATA}metatool/tools.json`): CatalogTool[] {
  return JSON.parse(readFileSync(path, 'utf8')) as CatalogTool[];
}

export function loadQueries(path = `${SHARED_DATA}metatool/train.jsonl`): LabelledQuery[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as LabelledQuery);
}
