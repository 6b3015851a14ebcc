import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the real services are. Tests use the machine's PostgreSQL (never a mock) and
// create a throwaway database per test file.
export const PG_ADMIN_URL = process.env.WHETSTONE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Where browser tests save their screenshots: a temporary folder, so a test run leaves the
 * checkout as it found it; docs/screenshots/ (the images the README shows) only with
 * WHETSTONE_UPDATE_SCREENSHOTS=1.
 */
export function screenshotDir(): string {
  if (process.env.WHETSTONE_UPDATE_SCREENSHOTS === '1')
    return fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
  const dir = join(tmpdir(), 'whetstone-screenshots');
  mkdirSync(dir, { recursive: true });
  return `${dir}/`;
}
