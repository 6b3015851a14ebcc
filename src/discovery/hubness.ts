// Hubness: in a high-dimensional embedding space some texts sit close to very many others
// (a "hub") and are retrieved for queries they have nothing to do with. A description that
// lists every popular word, or a server summary made of them, is built to be one. Localized
// centering (Hara et al., AAAI 2015) and CSLS (Conneau et al., ICLR 2018) correct it by
// what the catalogue alone says: a text's hubness is its mean cosine to its k nearest
// neighbours in a reference set, and a query's cosine to it is lowered by that, measured
// against the catalogue's mean so an ordinary text keeps its score. No request is needed:
// the reference is the catalogue itself, computed once per index build.
import { dotAt } from './score.ts';

/**
 * Per text (row of `vecs`, `dims` wide): the mean cosine to its `k` nearest rows of `ref`,
 * leaving out a row identical to it (the same text on another server is not evidence that
 * it is a hub). `self` maps a text to its own row in `ref` when both are one set. `rows`
 * limits the work to rows [from, to) (the others stay 0), so a caller can spread a large
 * catalogue over several turns of the event loop.
 */
export function hubness(
  vecs: Float32Array,
  ref: Float32Array,
  dims: number,
  k: number,
  self?: (i: number) => number,
  rows?: [from: number, to: number],
  out?: Float64Array,
): Float64Array {
  const n = dims ? vecs.length / dims : 0;
  const m = dims ? ref.length / dims : 0;
  out ??= new Float64Array(n);
  if (k < 1) return out;
  const best = new Float64Array(k);
  for (let i = rows?.[0] ?? 0; i < Math.min(n, rows?.[1] ?? n); i++) {
    best.fill(-Infinity);
    const a = vecs.subarray(i * dims, (i + 1) * dims);
    const own = self?.(i) ?? -1;
    for (let j = 0; j < m; j++) {
      if (j === own) continue;
      const c = dotAt(a, ref, j * dims);
      if (c > 0.9999 || c <= best[k - 1]!) continue;
      let p = k - 1;
      while (p > 0 && best[p - 1]! < c) {
        best[p] = best[p - 1]!;
        p--;
      }
      best[p] = c;
    }
    let sum = 0;
    let cnt = 0;
    for (const b of best) {
      if (b === -Infinity) continue;
      sum += b;
      cnt++;
    }
    out[i] = cnt ? sum / cnt : 0;
  }
  return out;
}

/** Each value less the mean: the penalty a text pays over an average one (negative: it gains). */
export function centred(r: Float64Array): Float64Array {
  let sum = 0;
  for (const x of r) sum += x;
  const mean = r.length ? sum / r.length : 0;
  return r.map((x) => x - mean);
}

/**
 * Per summary: the penalty a request's cosine to it pays, `weight` × (its hubness among the
 * others, over its `k` nearest, − their mean); all 0 at weight 0 or with fewer than two.
 * A pass over every pair: `rowsPerTurn` spreads it over turns of the event loop, so a large
 * catalogue's reload does not hold every session's calls.
 */
export async function hubPenalty(
  summaries: Float32Array[],
  weight: number,
  k: number,
  rowsPerTurn = Number.POSITIVE_INFINITY,
): Promise<Float64Array> {
  const n = summaries.length;
  if (weight <= 0 || n < 2) return new Float64Array(n);
  const dims = summaries[0]!.length;
  const flat = new Float32Array(n * dims);
  for (const [i, v] of summaries.entries()) flat.set(v, i * dims);
  const r = new Float64Array(n);
  for (let from = 0; from < n; from += rowsPerTurn) {
    if (from > 0) await new Promise((resolve) => setImmediate(resolve));
    hubness(flat, flat, dims, Math.min(k, n - 1), (i) => i, [from, from + rowsPerTurn], r);
  }
  return centred(r).map((x) => x * weight);
}
