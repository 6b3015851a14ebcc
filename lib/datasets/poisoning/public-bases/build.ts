// Builds lib/datasets/poisoning/public-bases.json (the first pool) from the fetched mirrors:
//   npx tsx lib/datasets/poisoning/public-bases/build.ts
// Prints counts only (never a description), so running it does not reveal excluded texts.
import { fileURLToPath } from 'node:url';
import { buildPool } from './pool.ts';
import { SOURCES } from './sources.ts';

await buildPool({
  sources: SOURCES,
  out: fileURLToPath(new URL('../public-bases.json', import.meta.url)),
  perServer: 15,
});
