// L2-regularised logistic regression, full batch, for the learned-probe experiment
// (bench/gates-probe-cv.ts). Plain TypeScript: a few thousand rows of a few hundred
// features train in about a second, and the weights start at zero and every step is a
// deterministic sum, so the same rows give the same weights (no seed to keep).

export interface LinearProbe {
  weights: Float64Array;
  bias: number;
}

export interface TrainOptions {
  /** Weight of the squared L2 penalty on the weights (not the bias), per unit of row weight. */
  l2: number;
  iterations: number;
  learningRate: number;
}

export const logit = (p: LinearProbe, x: ArrayLike<number>): number => {
  let s = p.bias;
  for (let j = 0; j < x.length; j++) s += p.weights[j]! * x[j]!;
  return s;
};

const sigmoid = (z: number) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

/**
 * Fits rows `x` with labels `y` (1 attack, 0 honest) and row weights `w` (normalised to
 * sum 1 here) by Adam on the weighted log-loss plus l2·|weights|².
 */
export function trainLogistic(
  x: ArrayLike<number>[],
  y: number[],
  w: number[],
  o: TrainOptions = { l2: 1e-3, iterations: 400, learningRate: 0.05 },
): LinearProbe {
  const d = x[0]!.length;
  const total = w.reduce((a, b) => a + b, 0);
  const rw = w.map((v) => v / total);
  const p: LinearProbe = { weights: new Float64Array(d), bias: 0 };
  const m = new Float64Array(d + 1);
  const v = new Float64Array(d + 1);
  const g = new Float64Array(d + 1);
  const [b1, b2, eps] = [0.9, 0.999, 1e-8];
  for (let t = 1; t <= o.iterations; t++) {
    g.fill(0);
    for (let i = 0; i < x.length; i++) {
      const r = (sigmoid(logit(p, x[i]!)) - y[i]!) * rw[i]!;
      const xi = x[i]!;
      for (let j = 0; j < d; j++) g[j]! += r * xi[j]!;
      g[d]! += r;
    }
    for (let j = 0; j < d; j++) g[j]! += 2 * o.l2 * p.weights[j]!;
    for (let j = 0; j <= d; j++) {
      m[j] = b1 * m[j]! + (1 - b1) * g[j]!;
      v[j] = b2 * v[j]! + (1 - b2) * g[j]! * g[j]!;
      const step = (o.learningRate * (m[j]! / (1 - b1 ** t))) / (Math.sqrt(v[j]! / (1 - b2 ** t)) + eps);
      if (j < d) p.weights[j]! -= step;
      else p.bias -= step;
    }
  }
  return p;
}
