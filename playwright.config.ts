import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PG_PORT, E2E_PORT } from './e2e/constants';

/**
 * Journeys in Debian's Chromium against the real, built server on a fresh embedded
 * PostgreSQL with the demo data. Mails land in .e2e-data/outbox, where tests read them.
 */

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 740 },
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node apps/server/dist/main.js`,
    url: `http://localhost:${E2E_PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { PORT: String(E2E_PORT), HOST: '127.0.0.1', DATA_DIR: E2E_DATA_DIR, EMBEDDED_PG_PORT: String(E2E_PG_PORT), LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn', PUBLIC_URL: `http://localhost:${E2E_PORT}`, RTMP_PORT: '0', SANDBOX_PORT: '0', FETCH_ALLOW_ADDRESSES: '127.0.0.1' },
  },
});
