import pg from 'pg';
import { runMigrations } from '../src/db/migrate.js';
import { startJobQueue } from '../src/jobs/queue.js';

export const TEMPLATE_DB = 'kora_test_template';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A migrated database that every test file clones, so each file starts from a clean schema in milliseconds. */
export async function prepareTemplate(adminUrl: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${TEMPLATE_DB} with (force)`);
  await adminQuery(adminUrl, `create database ${TEMPLATE_DB}`);
  await runMigrations(withDatabase(adminUrl, TEMPLATE_DB));
  // The job queue's own schema too, so each test file's queue starts at once.
  await (await startJobQueue(withDatabase(adminUrl, TEMPLATE_DB), { onError: () => undefined })).stop();
}
