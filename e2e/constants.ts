/**
 * Where the journeys' servers run. Each Playwright worker has a server of its own (port, data folder, embedded
 * PostgreSQL), started from a copy of the template the global setup prepares once per run, so journeys running side
 * by side never share state. A worker's slot (TEST_PARALLEL_INDEX, set by Playwright in each worker) gives its ports.
 */
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const E2E_ROOT = '.e2e-data';
/** The prepared server (demo data, the demo catalogue transcoded), stopped, that each worker's server copies. */
export const E2E_TEMPLATE = { dataDir: `${E2E_ROOT}/template`, port: 3200, pgPort: 54380 };
export const E2E_PORT = 3210 + slot * 10;
export const E2E_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = `${E2E_ROOT}/server-${slot}`;
export const E2E_PG_PORT = 54391 + slot * 10;
/** This worker's copy of the built web app (a journey changes its service worker, as a deploy would). */
export const E2E_WEB_DIR = `${E2E_DATA_DIR}/web`;
/** A second server the chat journey starts and stops itself (same database), to restart it under open pages. */
export const E2E_SECOND_PORT = E2E_PORT + 1;
/** The demo videos' pictures are drawn at 480p: every rung the journeys check (up to 480p), in less than half the encoding. */
export const E2E_DEMO_VIDEO_HEIGHT = '480';
