/** Where the journeys' server runs: its port, data folder and embedded PostgreSQL port. */
export const E2E_PORT = 3210;
export const E2E_DATA_DIR = '.e2e-data';
export const E2E_PG_PORT = 54391;
