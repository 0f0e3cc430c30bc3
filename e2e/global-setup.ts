import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_ROOT, E2E_TEMPLATE } from './constants';
import { databaseUrlOf, onDatabase, startServer } from './server';

/** Written last into the template folder: the template is whole. */
const READY = path.join(E2E_TEMPLATE.dataDir, '.ready');

/**
 * The journeys' template, once per run: the built server starts on a fresh data folder, creates the demo data and
 * prepares the demo catalogue (drawn at 480p), then stops; each worker's server starts from a copy of that folder,
 * so no journey waits for a transcode and no video is prepared twice.
 */
export async function prepareTemplate(): Promise<void> {
  await fs.rm(E2E_ROOT, { recursive: true, force: true });
  const started = performance.now();
  const server = await startServer({ ...E2E_TEMPLATE, demoLive: false });
  const url = databaseUrlOf(E2E_TEMPLATE.dataDir, E2E_TEMPLATE.pgPort);
  const waiting = () => onDatabase(url, async (db) => (await db.query<{ n: number }>("select count(*)::int as n from videos where status <> 'ready'")).rows[0]?.n ?? 0);
  const ready = async () => {
    for (const end = Date.now() + 300_000; (await waiting()) > 0; await new Promise((r) => setTimeout(r, 500))) {
      if (Date.now() > end) throw new Error('the demo catalogue was not ready within 300 s');
      if (server.child.exitCode !== null) throw new Error(`the template server stopped (code ${server.child.exitCode})`);
    }
  };
  const outcome = await ready().catch((err: unknown) => err);
  const code = await server.stop();
  if (outcome instanceof Error) throw outcome;
  if (code !== 0) throw new Error(`the template server did not stop cleanly (code ${code})`);
  await fs.writeFile(READY, new Date().toISOString());
  console.log(`journeys' template ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Playwright's global setup. npm test prepares the template beside the API tests and says so
 * (KORA_E2E_TEMPLATE_READY=1); otherwise it is prepared here.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.KORA_E2E_TEMPLATE_READY === '1' && existsSync(READY)) return;
  await prepareTemplate();
}

// `node --import tsx e2e/global-setup.ts`: npm test's way to prepare it ahead.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await prepareTemplate();
