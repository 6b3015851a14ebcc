// A pool of real tool descriptions read from public MCP server source code, to serve as bases
// for FUTURE blind held-out poisoning sets (see ./PUBLIC-BASES.md for sources, extraction and
// exclusions). They are not tuning data: do not fit a rule to them, and once a held-out set is
// written on some of them, those bases count as used.
import { readFileSync } from 'node:fs';
import type { Base } from './heldout-builders.ts';

export interface PublicBase {
  /** GitHub owner/name the tool was read from. */
  repo: string;
  /** Commit of the snapshot it was read at. */
  commit: string;
  /** File in that commit holding the tool's definition. */
  path: string;
  /** The server the tool belongs to (a repository can hold several). */
  server: string;
  tool: string;
  /** The tool description exactly as the source defines it. */
  description: string;
  /** JSON text of the input schema (see schemaFidelity for how it was obtained). */
  schema: string;
  schemaFidelity: 'published-json' | 'reconstructed' | 'partial';
  /** The other tool names of the same server. */
  siblings: string[];
  /** The repository's licence, as its licence file states it. */
  licence: string;
}

function load(name: string): PublicBase[] {
  return JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as PublicBase[];
}

/** The first pool (used up: every entry has been a base of some held-out set). */
export function loadPublicBases(): PublicBase[] {
  return load('./public-bases.json');
}

/** The second pool, read from other repositories than the first (public-bases/sources-2.ts). */
export function loadPublicBases2(): PublicBase[] {
  return load('./public-bases-2.json');
}

/** The third pool, read from repositories in neither earlier pool (public-bases/sources-3.ts). */
export function loadPublicBases3(): PublicBase[] {
  return load('./public-bases-3.json');
}

/** The pool entry in the shape the held-out builders take. */
export function asBase(b: PublicBase): Base {
  return { reviewed: b.description, schema: b.schema, siblings: b.siblings };
}
