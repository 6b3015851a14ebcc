// Builds lib/datasets/poisoning/public-bases-3.json, the third pool, from the fetched mirrors:
//   npx tsx lib/datasets/poisoning/public-bases/build-3.ts
// Same exclusions as the second pool, plus every description of the second pool. Prints counts only.
import { fileURLToPath } from 'node:url';
import { loadPublicBases, loadPublicBases2 } from '../public-bases.ts';
import { buildPool, reservedTexts } from './pool.ts';
import { SOURCES_3 } from './sources-3.ts';

await buildPool({
  sources: SOURCES_3,
  out: fileURLToPath(new URL('../public-bases-3.json', import.meta.url)),
  perServer: 12,
  reserved: reservedTexts([loadPublicBases(), loadPublicBases2()]),
});
