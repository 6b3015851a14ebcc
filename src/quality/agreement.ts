// Agreement statistics for rubric scores: Spearman's rho (ranks, ties averaged), and for
// the smell flag (score < 3) accuracy and Cohen's kappa.

export function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    const r = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) out[order[k]![1]] = r;
    i = j + 1;
  }
  return out;
}

export function pearson(a: number[], b: number[]): number {
  const n = a.length;
  if (n < 2) return NaN;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < n; i++) {
    cov += (a[i]! - ma) * (b[i]! - mb);
    va += (a[i]! - ma) ** 2;
    vb += (b[i]! - mb) ** 2;
  }
  return va === 0 || vb === 0 ? NaN : cov / Math.sqrt(va * vb);
}

export function spearman(a: number[], b: number[]): number {
  return pearson(ranks(a), ranks(b));
}

export function flagAgreement(a: boolean[], b: boolean[]): { accuracy: number; kappa: number } {
  const n = a.length;
  let agree = 0;
  let pa = 0;
  let pb = 0;
  for (let i = 0; i < n; i++) {
    if (a[i] === b[i]) agree++;
    if (a[i]) pa++;
    if (b[i]) pb++;
  }
  const po = agree / n;
  const pe = (pa / n) * (pb / n) + (1 - pa / n) * (1 - pb / n);
  return { accuracy: po, kappa: pe === 1 ? (po === 1 ? 1 : 0) : (po - pe) / (1 - pe) };
}
