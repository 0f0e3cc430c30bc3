import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { serverRoot } from '../src/paths.js';
import { freePort } from './free-port.js';
import { prepareTemplate } from './template-database.js';

/**
 * Once for the whole API run:
 * - the server bundle (dist/), which the tests that start processes run as `npm start` does: built here so it is
 *   never older than the sources (esbuild, about a second);
 * - the database server: the one TEST_DATABASE_URL names (a superuser URL; CI uses the machine's PostgreSQL), else
 *   an embedded PostgreSQL in a temporary folder removed afterwards. Either way a migrated template is made, which
 *   every test file clones. The embedded database's own behaviour (first start, a crash, a clean stop) is tested by
 *   the process tests, which start the real server on an embedded PostgreSQL of their own.
 */
export default async function setup(project: TestProject) {
  await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: serverRoot });
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    await prepareTemplate(external);
    project.provide('pgAdminUrl', external);
    return undefined;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-test-pg-'));
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: () => undefined });
  await prepareTemplate(pg.url);
  project.provide('pgAdminUrl', pg.url);
  return async () => {
    await pg.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
