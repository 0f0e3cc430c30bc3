import pg from 'pg';
import { startKora } from '../servers.js';
import type { Budget } from './home-js.js';

/**
 * From a first start on an empty data folder to every demo video transcoded and playable:
 * a fresh instance with its in-process workers as `npm start` has them (WORKERS' default, 2),
 * polled until all are ready. Target: 2 minutes on a quiet 2-core machine. `whenReady` measures what needs the
 * whole demo platform (its backup and restore) before it stops.
 */
export async function demoReadyCase(whenReady: (kora: Awaited<ReturnType<typeof startKora>>) => Promise<void> = async () => undefined): Promise<Budget> {
  const started = Date.now();
  const kora = await startKora({ WORKERS: '2' });
  const bootSeconds = (Date.now() - started) / 1000;
  const pool = new pg.Pool({ connectionString: kora.databaseUrl, max: 1 });
  try {
    for (;;) {
      const { rows } = await pool.query<{ ready: number; total: number; failed: number }>(
        "select count(*) filter (where status = 'ready')::int as ready, count(*) filter (where status = 'failed')::int as failed, count(*)::int as total from videos",
      );
      const { ready, total, failed } = rows[0] as { ready: number; total: number; failed: number };
      if (failed > 0) throw new Error(`${failed} demo video(s) failed to transcode`);
      if (total > 0 && ready === total) {
        const seconds = (Date.now() - started) / 1000;
        await whenReady(kora);
        return {
          name: 'First start to every demo video playable (2 cores, in-process workers)',
          value: seconds,
          limit: 120,
          unit: 's',
          detail: `${total} videos; the server answered after ${bootSeconds.toFixed(1)} s`,
        };
      }
      if (Date.now() - started > 600_000) throw new Error(`only ${ready}/${total} demo videos ready after 10 minutes`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await pool.end();
    await kora.stop();
  }
}
