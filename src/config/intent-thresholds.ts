// The meaning scorer's thresholds (src/quality/poisoning/intent-scorer.ts), one per model,
// each set on the development sets only (bench/gates-calibrate.ts). They live with the
// config because they are what WHETSTONE_POISONING_MODEL may name: a threshold belongs to
// one model, so a model without one is refused when the config loads.

/** Calibrated thresholds by model folder name; a model not listed here is not accepted. */
export const INTENT_THRESHOLDS: Readonly<Record<string, number>> = {
  'bge-small-en-v15': 0.039,
};
