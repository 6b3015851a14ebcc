// The crafted traces live with the benches (bench:ingest's adversarial run uses them, and
// benches must not import test helpers); the tests take them from there.
export { HOSTILE_UNITS, hostileTrace, MIB, normalTrace } from '../../bench/lib/hostile-traces.ts';
