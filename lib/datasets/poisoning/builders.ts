// How the development corpora write a case on one of their base descriptions: a payload
// appended to the base, or a whole candidate beside it. (Held-out sets 5 to 7 keep their own
// copies, as their writers committed them; from heldout-8 on they share heldout-builders.ts.)
import type { AdversarialCase } from './adversarial.ts';

export function casesOn<T extends Record<string, string>>(bases: T) {
  return {
    add: (id: string, family: string, k: keyof T, payload: string): AdversarialCase => ({
      id,
      family,
      reviewed: bases[k]!,
      candidate: `${bases[k]} ${payload}`,
    }),
    edit: (id: string, family: string, k: keyof T, candidate: string): AdversarialCase => ({
      id,
      family,
      reviewed: bases[k]!,
      candidate,
    }),
  };
}
