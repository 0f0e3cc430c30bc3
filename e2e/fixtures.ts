import { test as base } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PG_PORT, E2E_PORT, E2E_TEMPLATE, E2E_URL, E2E_WEB_DIR } from './constants';
import { copyDataDir, startServer } from './server';

export * from '@playwright/test';

/** The options a project sets for its workers' servers. */
export interface WorkerServerOptions {
  /** Publish the demo live's test pattern: only the journeys about lives. */
  demoLive: boolean;
}

/**
 * Playwright's test, with this worker's own server: a copy of the template the global setup prepared, started before
 * the worker's first journey and stopped after its last. Pages and API requests go to it (baseURL).
 */
export const test = base.extend<object, WorkerServerOptions & { server: void }>({
  demoLive: [false, { scope: 'worker', option: true }],
  server: [
    async ({ demoLive }, use) => {
      await copyDataDir(E2E_TEMPLATE.dataDir, E2E_DATA_DIR);
      await copyDataDir('apps/web/dist', E2E_WEB_DIR);
      const server = await startServer({ dataDir: E2E_DATA_DIR, port: E2E_PORT, pgPort: E2E_PG_PORT, demoLive, webDir: E2E_WEB_DIR });
      await use();
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: E2E_URL,
});
