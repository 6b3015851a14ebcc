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

/**
 * ICC(2,1) of Shrout & Fleiss (1979): two-way random effects, absolute agreement, one
 * rater. `rows` are targets (tools), columns raters (judges); only complete rows count.
 * Unlike Spearman it penalises a judge who is systematically harsher than the others,
 * which is what matters when one judge's score stands in for the jury's.
 */
export function icc21(rows: number[][]): number {
  const k = rows[0]?.length ?? 0;
  const xs = rows.filter((r) => r.length === k && r.every((v) => Number.isFinite(v)));
  const n = xs.length;
  if (n < 2 || k < 2) return NaN;
  const grand = xs.flat().reduce((a, b) => a + b, 0) / (n * k);
  const rowMeans = xs.map((r) => r.reduce((a, b) => a + b, 0) / k);
  const colMeans = Array.from({ length: k }, (_, j) => xs.reduce((a, r) => a + r[j]!, 0) / n);
  let ssRows = 0;
  let ssCols = 0;
  let ssTotal = 0;
  for (const m of rowMeans) ssRows += k * (m - grand) ** 2;
  for (const m of colMeans) ssCols += n * (m - grand) ** 2;
  for (const r of xs) for (const v of r) ssTotal += (v - grand) ** 2;
  const bms = ssRows / (n - 1);
  const jms = ssCols / (k - 1);
  const ems = (ssTotal - ssRows - ssCols) / ((n - 1) * (k - 1));
  const denom = bms + (k - 1) * ems + (k * (jms - ems)) / n;
  return denom === 0 ? NaN : (bms - ems) / denom;
}
