import { defineConfig, devices } from '@playwright/test';
import type { WorkerServerOptions } from './e2e/fixtures';

/**
 * Journeys in Debian's Chromium against the real, built server with the demo data. The global setup prepares one
 * server's data folder (demo data, the demo catalogue transcoded) once; each worker runs its own server from a copy
 * of it (e2e/fixtures.ts), so two workers run journeys side by side without sharing state. Mails land in the
 * worker's data folder's outbox, where tests read them.
 */

/** The journeys about lives: their workers' servers publish the demo live. */
const LIVES = ['**/live-*.spec.ts', '**/lives-*.spec.ts', '**/home-rows.spec.ts'];
/** The journeys about paying: on servers of their own, since one of them leaves a demo account paid. */
const PAYMENTS = ['**/payments.spec.ts'];

export default defineConfig<object, WorkerServerOptions>({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files side by side, each file's journeys in order (some build on the previous one's state). Two workers on two
  // cores: three were no faster (the journeys are CPU-bound then) and the chat restart journey ran out of time.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 740 },
    locale: 'fr-FR',
    // A failed journey keeps its trace (each action's DOM) and a screenshot. The trace's screencast is left out: it
    // doubled the journeys' CPU time (Chromium encoding frames all along), on two cores shared with the servers.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Chromium 156 also loads two pages of its own address-bar popup into every context (chrome://omnibox-popup),
      // about a tenth of the journeys' CPU time for a window headless mode never shows.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: [...LIVES, ...PAYMENTS] },
    { name: 'payments', testMatch: PAYMENTS },
    // Their servers each publish the demo live (two encoders and their ladders on the two cores), and the longest
    // of them signs in three times: a minute was not always enough on a slow host.
    { name: 'lives', testMatch: LIVES, timeout: 120_000, use: { demoLive: true } },
  ],
});
