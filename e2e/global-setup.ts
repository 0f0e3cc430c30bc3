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
  // Its ffmpeg runs niced beside the API tests, so how long it takes depends on them: it fails only when no video
  // got ready for 180 s (a stalled transcode), not after a fixed time.
  const ready = async () => {
    let left = await waiting();
    for (let end = Date.now() + 180_000; left > 0; await new Promise((r) => setTimeout(r, 500))) {
      if (server.child.exitCode !== null) throw new Error(`the template server stopped (code ${server.child.exitCode})`);
      const now = await waiting();
      if (now < left) end = Date.now() + 180_000;
      left = now;
      if (Date.now() > end) throw new Error(`no demo video got ready for 180 s (${left} still waiting)`);
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
