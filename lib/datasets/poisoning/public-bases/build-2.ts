// Builds lib/datasets/poisoning/public-bases-2.json, the second pool, from the fetched mirrors:
//   npx tsx lib/datasets/poisoning/public-bases/build-2.ts
// Same exclusions as the first pool, plus every description of the first pool and every text
// of maintainer-edits.json. Prints counts only.
import { fileURLToPath } from 'node:url';
import { loadMaintainerEdits } from '../maintainer-edits.ts';
import { loadPublicBases } from '../public-bases.ts';
import { normalise } from './exclude.ts';
import { buildPool } from './pool.ts';
import { SOURCES_2 } from './sources-2.ts';

const edits = loadMaintainerEdits();
const reserved = new Set(
  [
    ...loadPublicBases().map((b) => b.description),
    ...[...edits.dev, ...edits.aside].flatMap((e) => [e.reviewed, e.candidate]),
  ].map(normalise),
);

await buildPool({
  sources: SOURCES_2,
  out: fileURLToPath(new URL('../public-bases-2.json', import.meta.url)),
  perServer: 12,
  reserved,
});
