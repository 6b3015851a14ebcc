// A small seeded generator (xorshift32) for generated test cases, so a failure can be replayed
// from its seed. Seeds are spread over the 32 bits first: xorshift's first numbers from a
// small seed are small.
export interface Seeded {
  /** A number in [0, 1). */
  next: () => number;
  pick: <T>(xs: readonly T[]) => T;
}

export function seeded(seed: number): Seeded {
  let x = (Math.imul(seed, 0x9e3779b1) ^ 0x85ebca6b) >>> 0 || 1;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
  return { next, pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}
