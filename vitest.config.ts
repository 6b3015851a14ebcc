import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two cores: more parallel files only make the CLI subprocesses queue for CPU.
    maxWorkers: 2,
    projects: [
      {
        // Unit files share a worker's module graph: importing src/ anew for each file took
        // about as long as their tests. They mock no module and restore what they spy on.
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], isolate: false },
      },
      {
        // Integration and end-to-end files keep a module graph each: they hold stores,
        // brokers, servers and process listeners.
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          globalSetup: ['test/kit/build-setup.ts', 'test/kit/kafka-setup.ts'],
        },
      },
    ],
  },
});
