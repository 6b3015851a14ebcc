// Whether dist/ was built from the sources as they are now: its stamp (dist/.built, written
// by bin/build.js with the build's start time) is newer than every .ts file and directory
// under src/. A directory's time changes when a file in it is added, removed or renamed,
// so those count too. Some 200 stat calls: a few milliseconds, paid on every start.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function mtimeMs(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

function anyNewer(dir, than) {
  if (statSync(dir).mtimeMs > than) return true;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory() ? anyNewer(path, than) : e.name.endsWith('.ts') && statSync(path).mtimeMs > than) return true;
  }
  return false;
}

/** True when dist/ has a stamp and no source is newer; false when a source is, or there is no stamp. */
export function distIsFresh(root) {
  const built = mtimeMs(join(root, 'dist', '.built'));
  if (built === undefined) return false;
  try {
    return !anyNewer(join(root, 'src'), built);
  } catch {
    // No src/ (an install that ships only dist/): nothing to be stale against.
    return true;
  }
}
