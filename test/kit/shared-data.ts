// The shared data folder for tests: the one resolver the benches use too
// (WHETSTONE_SHARED_DATA, else ../shared/data beside the checkout or its main worktree).
export { resolveSharedData, SHARED_DATA } from '../../lib/datasets/shared-data.ts';
