import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renditionsFor } from '../apps/server/src/media/ladder';
import { transcodeToHls } from '../apps/server/src/media/transcode-hls';
import { E2E_DATA_DIR } from './constants';
import { expect, test } from './fixtures';
import { onDatabase } from './server';
import { e2eDatabaseUrl, expectPlaying, makeClip, signIn } from './support';

/**
 * Videos prepared before the platform moved to fragmented MP4 keep their MPEG-TS renditions: one is published here
 * as the pipeline of that time wrote it (transcodeToHls) and listed in the database, then played.
 */
test('a video prepared in MPEG-TS before still plays: the page falls back to hls.js for it', async ({ page }) => {
  const id = randomUUID();
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-e2e-ts-'));
  const hlsDir = path.join(E2E_DATA_DIR, 'media', 'videos', id, 'hls');
  const db = e2eDatabaseUrl();
  try {
    const source = path.join(scratch, 'clip.mp4');
    await makeClip(source, { seconds: 8 });
    const made = await transcodeToHls({ input: source, outDir: hlsDir, preset: 'ultrafast', renditions: renditionsFor(240), thumbnails: false });
    const renditions = made.renditions.map(({ id: rung, height, bandwidth, averageBandwidth, playlist }) => ({ id: rung, height, bandwidth, averageBandwidth, playlist }));
    expect(renditions.every((r) => !('container' in r))).toBe(true);
    await onDatabase(db, (client) =>
      client.query(
        `insert into videos (id, title, category, required_tier, age_rating, duration_seconds, status, renditions, source)
         values ($1, 'Archives du Mali', 'Général', 'free', 'tous', 8, 'ready', $2, $3)`,
        [id, JSON.stringify(renditions), JSON.stringify({ kind: 'file', path: source })],
      ),
    );

    await signIn(page, 'premium@kora.demo', 'kora-demo');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`/video/${id}`);
    await page.getByRole('button', { name: 'Lecture' }).first().click();
    await expectPlaying(page);
    // Kora's engine looked and found MPEG-TS: hls.js came and plays its segments.
    expect(requested.some((url) => /\/assets\/vod-engine[^/]*\.js$/.test(url))).toBe(true);
    expect(requested.some((url) => /\/assets\/hls[^/]*\.js$/.test(url))).toBe(true);
    expect(requested.some((url) => url.endsWith('.ts'))).toBe(true);
  } finally {
    await onDatabase(db, (client) => client.query('delete from videos where id = $1', [id]));
    await fs.rm(path.dirname(hlsDir), { recursive: true, force: true });
    await fs.rm(scratch, { recursive: true, force: true });
  }
});
