// js-tiktoken's own constructor builds its rank tables through a 200,000-key object and
// base64 decoding in JS: about a CPU-second per process for o200k, paid by every command
// that counts tokens (propose, approve, lint, check). Filling the same two maps straight
// from the rank file with Buffer's native base64 costs a third of that. The encoder is
// js-tiktoken's, unchanged; if a later version keeps its tables elsewhere, its own
// constructor runs instead.
import { Tiktoken, type TiktokenBPE } from 'js-tiktoken/lite';

interface RankTables {
  rankMap: Map<string, number>;
  textMap: Map<number, Uint8Array>;
}

/** An encoder for `ranks`, with the same tables js-tiktoken's constructor would build. */
export function fastTiktoken(ranks: TiktokenBPE): Tiktoken {
  const e = new Tiktoken({ ...ranks, bpe_ranks: '' });
  const tables = e as unknown as Partial<RankTables>;
  if (!(tables.rankMap instanceof Map) || !(tables.textMap instanceof Map) || tables.rankMap.size !== 0) {
    return new Tiktoken(ranks);
  }
  // Each line: a prefix, the first rank, then base64 tokens with consecutive ranks.
  for (const line of ranks.bpe_ranks.split('\n')) {
    if (!line) continue;
    const parts = line.split(' ');
    let rank = Number.parseInt(parts[1]!, 10);
    for (let i = 2; i < parts.length; i++, rank++) {
      const b = Buffer.from(parts[i]!, 'base64');
      const bytes = new Uint8Array(b.buffer, b.byteOffset, b.length);
      tables.rankMap.set(bytes.join(','), rank);
      tables.textMap.set(rank, bytes);
    }
  }
  return e;
}
