import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/kit/build-setup.ts', 'test/kit/kafka-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: more parallel files only make the CLI subprocesses queue for CPU.
    maxWorkers: 2,
  },
});
