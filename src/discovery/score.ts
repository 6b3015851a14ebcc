// MCP-Zero's two-stage score: a tool ranks by its server's similarity to the request, its
// own similarity, and the larger of the two. The product keeps a tool from a plainly wrong
// server down; the max lets one strong match (server or tool) carry a weaker other.
// Similarities are cosines; a negative one means "unrelated" and counts as zero.

/** score = s_server × s_tool × max(s_server, s_tool), with negative similarities clamped to 0. */
export function twoStageScore(serverSim: number, toolSim: number): number {
  const s = Math.max(0, serverSim);
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
