import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { compare, type Comparison, requestsPerSecond } from '../load.js';
import { startNginx } from '../servers.js';
import type { BenchContext } from './context.js';
import { apiPaths, pathTo } from '@kora/shared';

const SEGMENT_BYTES = 1024 * 1024;
const RANGE_BYTES = 256 * 1024;

/**
 * A 1 MB segment and a 256 KB byte range of it, through our signed-URL route (signature,
 * rights and metering checks included) vs nginx serving the same file from disk.
 */
export async function mediaCases(ctx: BenchContext): Promise<Comparison[]> {
  const pool = new pg.Pool({ connectionString: ctx.kora.databaseUrl, max: 1 });
  const { rows } = await pool.query<{ id: string }>(
    `insert into videos (title, status, required_tier, age_rating, duration_seconds, renditions)
     values ('Banc d''essai', 'ready', 'free', 'tous', 60, '[{"id":"720p","height":720,"bandwidth":1980000,"playlist":"720p/index.m3u8"}]') returning id`,
  );
  await pool.end();
  const videoId = rows[0]?.id as string;
  const hlsDir = path.join(ctx.kora.dataDir, 'media', 'videos', videoId, 'hls');
  await fs.mkdir(path.join(hlsDir, '720p'), { recursive: true });
  await fs.writeFile(path.join(hlsDir, '720p', 'seg_00000.ts'), randomBytes(SEGMENT_BYTES));
  await fs.writeFile(path.join(hlsDir, '720p', 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nseg_00000.ts\n#EXT-X-ENDLIST\n');
  await fs.writeFile(path.join(hlsDir, 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1980000\n720p/index.m3u8\n');

  const playback = await fetch(`${ctx.kora.url}${pathTo(apiPaths.playback, { id: videoId })}`, { headers: { cookie: ctx.cookie } });
  if (!playback.ok) throw new Error(`playback answered ${playback.status}`);
  const { masterUrl } = (await playback.json()) as { masterUrl: string };
  const ours = `${ctx.kora.url}${masterUrl.replace('master.m3u8', '720p/seg_00000.ts')}`;
  const nginx = await startNginx(hlsDir);
  const theirs = `${nginx.url}/720p/seg_00000.ts`;
  const range = { range: `bytes=0-${RANGE_BYTES - 1}` };
  const load = { ...ctx.load, connections: 10 };
  try {
    return [
      await compare('1 MB segment: our signed media route vs nginx', 0.5, ctx.rounds, () => requestsPerSecond({ ...load, url: ours }), () => requestsPerSecond({ ...load, url: theirs })),
      await compare(
        '256 KB byte range: our signed media route vs nginx',
        0.5,
        ctx.rounds,
        () => requestsPerSecond({ ...load, url: ours, headers: range }),
        () => requestsPerSecond({ ...load, url: theirs, headers: range }),
      ),
    ];
  } finally {
    await nginx.stop();
  }
}
