import { readFileSync } from 'node:fs';
import { WhetstoneError } from '../errors.ts';
// Output for people (aligned columns) and for machines (--json), in one place so every
// listing offers both the same way.

/** Exit codes: 1 for an error to fix, 75 (EX_TEMPFAIL) when trying again later may work. */
export const EXIT_ERROR = 1;
export const EXIT_RETRY = 75;

export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

export function printTable(headers: string[], rows: (string | number | null | undefined)[][]): void {
  const cells = rows.map((r) => r.map((c) => (c === null || c === undefined ? '-' : String(c))));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  process.stdout.write(line(headers) + '\n');
  for (const r of cells) process.stdout.write(line(r) + '\n');
  if (rows.length === 0) process.stdout.write('(none)\n');
}

export function say(text: string): void {
  process.stdout.write(text + '\n');
}

export function when(d: Date | string | null): string {
  if (!d) return '-';
  const iso = (d instanceof Date ? d : new Date(d)).toISOString();
  return iso.slice(0, 16).replace('T', ' ');
}

export function oneLine(s: string | null | undefined, max = 60): string {
  if (!s) return '';
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > max ? flat.slice(0, max - 1) + '…' : flat;
}

export function useColor(opt: boolean | undefined): boolean {
  if (opt === false) return false;
  if (process.env.NO_COLOR) return false;
  return process.stdout.isTTY === true;
}

/** Reads a file named on the command line ("-" for stdin), with a one-line error. */
export function readInputFile(file: string): string {
  try {
    return readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (err) {
    throw new WhetstoneError(
      'input_invalid',
      `cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
    );
  }
}
