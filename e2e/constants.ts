/** Where the journeys' server runs: its port, data folder and embedded PostgreSQL port. */
export const E2E_PORT = 3210;
export const E2E_DATA_DIR = '.e2e-data';
export const E2E_PG_PORT = 54391;
/** A second server the chat journey starts and stops itself (same database), to restart it under open pages. */
export const E2E_SECOND_PORT = 3211;
