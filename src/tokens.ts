// Token counts with a real tokenizer (js-tiktoken's BPE tables, which ship in the package):
// what a listing or a description costs an agent's context. One helper for every budget.
// The rank tables are large (o200k ≈ 2 MB of JS), so each is loaded on first use and the
// encoder kept for the process; a CLI command that never counts never pays for it.
import { createRequire } from 'node:module';
import type { Tiktoken, TiktokenBPE } from 'js-tiktoken/lite';
import { fastTiktoken } from './token-ranks.ts';

export type TokenEncoding = 'o200k_base' | 'cl100k_base';

const require = createRequire(import.meta.url);
const encoders = new Map<TokenEncoding, Tiktoken>();

function encoder(encoding: TokenEncoding): Tiktoken {
  let e = encoders.get(encoding);
  if (!e) {
    // Synchronous load of the CommonJS build, so countTokens stays synchronous.
    const mod = require(`js-tiktoken/ranks/${encoding}`) as { default?: TiktokenBPE } & TiktokenBPE;
    e = fastTiktoken(mod.default ?? mod);
    encoders.set(encoding, e);
  }
  return e;
}

/** Tokens in `text` under `encoding` (o200k_base, GPT-4o's, by default). Special tokens count as text. */
export function countTokens(text: string, encoding: TokenEncoding = 'o200k_base'): number {
  if (text.length === 0) return 0;
  return encoder(encoding).encode(text, [], []).length;
}

/** Tokens of a value as an agent receives it: compact JSON. */
export function countJsonTokens(value: unknown, encoding: TokenEncoding = 'o200k_base'): number {
  return countTokens(JSON.stringify(value) ?? '', encoding);
}
