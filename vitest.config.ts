import { defineConfig } from 'vitest/config';

/**
 * unit: pure rules. api: route tests against the embedded PostgreSQL, and, when
 * TEST_DATABASE_URL is set, the same files again against that server.
 */
const apiProject = (name: string, globalSetup: string, exclude: string[] = []) => ({
  test: {
    name,
    include: ['apps/server/**/*.api.test.ts'],
    exclude: ['**/node_modules/**', ...exclude],
    globalSetup: [globalSetup],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { KORA_TEST_TARGET: name },
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['packages/**/*.test.ts', 'apps/server/**/*.unit.test.ts', 'apps/web/**/*.test.ts'] } },
      apiProject('api', './apps/server/test/global-setup-embedded.ts'),
      // Media, storage and live-ingest tests exercise no database feature, and the process tests (the server's own
      // embedded PostgreSQL, kill -9) test the process: once is enough.
      ...(process.env.TEST_DATABASE_URL
        ? [
            apiProject('api-external', './apps/server/test/global-setup-external.ts', [
              'apps/server/src/media/**',
              'apps/server/src/storage/**',
              'apps/server/src/modules/lives/ingest/**',
              '**/upload-pipeline.api.test.ts',
              '**/worker-recovery.api.test.ts',
              '**/server-lifecycle.api.test.ts',
              '**/chat-crash.api.test.ts',
              '**/cluster.api.test.ts',
            ]),
          ]
        : []),
    ],
  },
});
