// MCP-Zero's two-stage score: a tool ranks by its server's similarity to the request, its
// own similarity, and the larger of the two. The product keeps a tool of a plainly wrong
// server down; the max lets one strong match (server or tool) carry a weaker other.
// The server's cosine enters as (1 + cos) / 2, on [0, 1]: a summary lowers its tools and
// never vetoes them. The summary of a server of unrelated utilities matches no one request
// (a small sentence model puts it at about 0, below 0 as often as not), and a clamped 0
// made its one matching tool unreachable however well that tool matched. The tool's
// cosine stays clamped at 0: a tool unlike the request is no match, whatever its server.

/** The server's similarity on [0, 1], from a cosine. */
export function serverFactor(serverSim: number): number {
  return (1 + Math.min(1, Math.max(-1, serverSim))) / 2;
}

/** score = s × t × max(s, t), s = (1 + server cosine) / 2, t = the tool's cosine clamped to 0. */
export function twoStageScore(serverSim: number, toolSim: number): number {
  const s = serverFactor(serverSim);
  const t = Math.max(0, toolSim);
  return s * t * Math.max(s, t);
}
/** Dot product of two equal-length vectors (cosine for L2-normalised ones). */
export function dotAt(a: Float32Array, b: Float32Array, bOffset = 0): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[bOffset + i]!;
  return s;
}

/** Indices of the k largest values, best first (ties: lower index first). */
export function topK(values: ArrayLike<number>, k: number): number[] {
  const idx: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (idx.length === k && v <= values[idx[k - 1]!]!) continue;
    let j = idx.length < k ? idx.length : k - 1;
    if (idx.length < k) idx.push(i);
    while (j > 0 && values[idx[j - 1]!]! < v) {
      idx[j] = idx[j - 1]!;
      j--;
    }
    idx[j] = i;
  }
  return idx;
}
