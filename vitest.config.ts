import { defineConfig } from 'vitest/config';

/**
 * unit: pure rules. api: every route and process test, once, against the PostgreSQL that TEST_DATABASE_URL names
 * (CI: the machine's), else an embedded one (apps/server/test/global-setup.ts).
 */
export default defineConfig({
  test: {
    // Most API files wait on PostgreSQL, sockets and child processes rather than compute: four at once keep two
    // cores busy (Vitest's default on two cores is one file at a time).
    maxWorkers: 4,
    projects: [
      { test: { name: 'unit', isolate: false, include: ['packages/**/*.test.ts', 'apps/server/**/*.unit.test.ts', 'apps/web/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          // Files of a worker share one module graph rather than each loading the server's again: the API suite's
          // imports took about 340 s of its CPU time isolated, 46 s shared (no file mocks a module or stubs a global;
          // each builds its own app, database and clock). A project does not inherit it from the root options.
          isolate: false,
          include: ['apps/server/**/*.api.test.ts'],
          globalSetup: ['./apps/server/test/global-setup.ts'],
          // Room for a slow host: beside other work a test took up to five times as long as alone (the route
          // walker's malformed bodies: 6 s alone, over 30 s).
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
