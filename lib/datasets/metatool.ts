// MetaTool data (../shared/data/metatool): 199 tools and user queries labelled with the
// tool that serves each one. Used to make traces shaped like real ones.
import { readFileSync } from 'node:fs';
import { SHARED_DATA } from './shared-data.ts';

export { SHARED_DATA };

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
