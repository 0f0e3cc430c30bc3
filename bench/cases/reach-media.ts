import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_TRANSCODE_PRESET, generateDemoSource } from '../../apps/server/src/media/demo-source.js';
import { PIPELINE_AUDIO_CODEC, pipelineRenditionsFor } from '../../apps/server/src/media/cmaf-ladder.js';
import { transcodeToCmaf } from '../../apps/server/src/media/transcode-cmaf.js';
import type { TranscodeResult } from '../../apps/server/src/media/transcode-hls.js';
import type { startKora } from '../servers.js';

/** Kept between bench runs: drawing and transcoding the clip costs a few tens of seconds on 2 busy cores. */
const CACHE = path.join(os.tmpdir(), 'kora-bench-reach');
// Named by format: a ladder cached by an older encode is not what the pipeline prepares now.
const LADDER = path.join(CACHE, 'cmaf');
const RESULT = path.join(CACHE, 'result.json');
const SECONDS = 30;

/** One 30 s 720p demo clip through the real pipeline's transcode (the whole ladder, poster and seek preview), made once. */
async function ensureLadder(): Promise<TranscodeResult> {
  const cached = await fs.readFile(RESULT, 'utf8').then((t) => JSON.parse(t) as TranscodeResult, () => null);
  if (cached && (await fs.stat(path.join(LADDER, 'master.m3u8')).then(() => true, () => false))) return cached;
  console.log(`preparing the reach cases' video in ${CACHE}`);
  const source = path.join(CACHE, 'source.mp4');
  await fs.rm(CACHE, { recursive: true, force: true });
  await generateDemoSource({ outFile: source, seconds: SECONDS, pattern: 'testsrc2' });
  const result = await transcodeToCmaf({ input: source, outDir: LADDER, preset: DEMO_TRANSCODE_PRESET, renditions: pipelineRenditionsFor(720), audioCodec: PIPELINE_AUDIO_CODEC });
  await fs.writeFile(RESULT, JSON.stringify(result));
  return result;
}

/**
 * Publishes every demo video of a bench server (started without a worker, so they wait in
 * 'processing') with the same real ladder, as the demo's own transcode would: home then shows the
 * catalogue a viewer sees, and every video plays. Returns the ids of the free videos, oldest first (two at least).
 */
export async function publishDemoCatalogue(kora: Awaited<ReturnType<typeof startKora>>): Promise<string[]> {
  const result = await ensureLadder();
  const db = new pg.Pool({ connectionString: kora.databaseUrl, max: 1 });
  try {
    const { rows } = await db.query<{ id: string; required_tier: string }>("select id, required_tier from videos where status = 'processing' order by created_at");
    if (!rows.length) throw new Error('no demo video to publish');
    const renditions = result.renditions.map((r) => ({ id: r.id, height: r.height, bandwidth: r.bandwidth, averageBandwidth: r.averageBandwidth, playlist: r.playlist, container: 'fmp4' }));
    for (const { id } of rows) {
      await fs.cp(LADDER, path.join(kora.dataDir, 'media', 'videos', id, 'hls'), { recursive: true });
      await db.query("update videos set status = 'ready', processing_progress = 1, duration_seconds = $2, renditions = $3, preview_vtt = $4 where id = $1", [
        id,
        Math.round(result.durationSeconds),
        JSON.stringify(renditions),
        result.thumbnails?.vtt ?? null,
      ]);
    }
    const free = rows.filter((r) => r.required_tier === 'free').map((r) => r.id);
    if (free.length < 2) throw new Error('the demo catalogue has fewer than two free videos');
    return free;
  } finally {
    await db.end();
  }
}
