// Builds lib/datasets/poisoning/public-bases-3.json, the third pool, from the fetched mirrors:
//   npx tsx lib/datasets/poisoning/public-bases/build-3.ts
// Same exclusions as the second pool, plus every description of the second pool. Prints counts only.
import { fileURLToPath } from 'node:url';
import { loadMaintainerEdits } from '../maintainer-edits.ts';
import { loadPublicBases, loadPublicBases2 } from '../public-bases.ts';
import { normalise } from './exclude.ts';
import { buildPool } from './pool.ts';
import { SOURCES_3 } from './sources-3.ts';

const edits = loadMaintainerEdits();
const reserved = new Set(
  [
    ...loadPublicBases().map((b) => b.description),
    ...loadPublicBases2().map((b) => b.description),
    ...[...edits.dev, ...edits.aside].flatMap((e) => [e.reviewed, e.candidate]),
  ].map(normalise),
);

await buildPool({
  sources: SOURCES_3,
  out: fileURLToPath(new URL('../public-bases-3.json', import.meta.url)),
  perServer: 12,
  reserved,
});
