import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { freePort } from './free-port.js';
import { prepareTemplate } from './template-database.js';

/** One embedded PostgreSQL for the whole API run, in a temporary folder removed afterwards. */
export default async function setup(project: TestProject) {
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
