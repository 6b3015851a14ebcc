// Builds lib/datasets/poisoning/public-bases-2.json, the second pool, from the fetched mirrors:
//   npx tsx lib/datasets/poisoning/public-bases/build-2.ts
// Same exclusions as the first pool, plus every description of the first pool and every text
// of maintainer-edits.json. Prints counts only.
import { fileURLToPath } from 'node:url';
import { loadPublicBases } from '../public-bases.ts';
import { buildPool, reservedTexts } from './pool.ts';
import { SOURCES_2 } from './sources-2.ts';

await buildPool({
  sources: SOURCES_2,
  out: fileURLToPath(new URL('../public-bases-2.json', import.meta.url)),
  perServer: 12,
  reserved: reservedTexts([loadPublicBases()]),
});
