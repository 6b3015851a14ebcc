// The crafted traces live in lib/datasets/ (bench:ingest's adversarial run uses them, and
// benches must not import tests); the tests take them from there.
export { HOSTILE_UNITS, hostileTrace, MIB, normalTrace } from '../../lib/datasets/hostile-traces.ts';
