import fs from 'node:fs/promises';
import path from 'node:path';
import type { StoredRendition } from '../src/db/schema/index.js';
import { AV1_MASTER_FILE, cappedMasters, MASTER_FILE } from '../src/media/capped-masters.js';
import { runFfmpeg } from '../src/media/ffmpeg.js';
import { hlsPrefixOf } from '../src/storage/media-storage.js';

/**
 * Writes a published video's HLS folder as the transcoder lays it out: a master playlist,
 * one media playlist per rendition, and segment files (bytes; these tests check who may
 * fetch what and what it costs, not decoding; the HLS client test uses real media).
 */
export async function writeHlsFixture(mediaDir: string, videoId: string, { renditions = ['144p', '360p'], segments = 15, segmentSeconds = 4, av1UpTo = 0 } = {}): Promise<StoredRendition[]> {
  const root = path.join(mediaDir, hlsPrefixOf({ kind: 'video', id: videoId }));
  const writeRendition = async (folder: string) => {
    await fs.mkdir(path.join(root, folder), { recursive: true });
    const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${segmentSeconds}`, '#EXT-X-PLAYLIST-TYPE:VOD'];
    for (let i = 0; i < segments; i += 1) {
      const name = `seg_${String(i).padStart(5, '0')}.ts`;
      lines.push(`#EXTINF:${segmentSeconds.toFixed(3)},`, name);
      await fs.writeFile(path.join(root, folder, name), Buffer.alloc(188 * 8, i));
    }
    lines.push('#EXT-X-ENDLIST');
    await fs.writeFile(path.join(root, folder, 'index.m3u8'), `${lines.join('\n')}\n`);
    return `${folder}/index.m3u8`;
  };
  const stored: StoredRendition[] = [];
  for (const id of renditions) {
    const height = Number.parseInt(id, 10);
    const rendition: StoredRendition = { id, height, bandwidth: height * 1000, playlist: await writeRendition(id) };
    // Its AV1 copy (av1-pass.ts) up to `av1UpTo`: a folder beside it and a cheaper figure.
    if (height <= av1UpTo) rendition.av1 = { playlist: await writeRendition(`${id}-av1`), bandwidth: height * 600, averageBandwidth: height * 500, codecs: 'av01.0.05M.08,mp4a.40.2' };
    stored.push(rendition);
  }
  // The master and the plans' capped masters, as the transcoder writes them beside it; in AV1 those whose every rung
  // has a copy, as the AV1 pass does.
  for (const [master, playlistOf] of [[MASTER_FILE, (r: StoredRendition) => r.playlist], [AV1_MASTER_FILE, (r: StoredRendition) => r.av1?.playlist]] as const) {
    const masterOf = async (file: string, rungs: readonly StoredRendition[]) => {
      if (rungs.some((r) => !playlistOf(r))) return;
      await fs.writeFile(path.join(root, file), `${['#EXTM3U', ...rungs.flatMap((r) => [`#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth}`, playlistOf(r)!])].join('\n')}\n`);
    };
    await masterOf(master, stored);
    const variants = stored.map((r) => ({ uri: r.playlist, bandwidth: r.bandwidth }));
    for (const capped of cappedMasters(stored, variants, master)) await masterOf(capped.file, stored.filter((r) => capped.variants.some((v) => v.uri === r.playlist)));
  }
  return stored;
}

/**
 * A published video's HLS folder made by ffmpeg (one small 144p rendition of a test pattern and a tone, 4 s segments):
 * for tests that read the media itself (subtitles read its first timestamp).
 */
export async function writeRealHls(mediaDir: string, videoId: string, seconds: number): Promise<StoredRendition[]> {
  const root = path.join(mediaDir, hlsPrefixOf({ kind: 'video', id: videoId }));
  await fs.mkdir(path.join(root, '144p'), { recursive: true });
  await runFfmpeg([
    '-y', '-f', 'lavfi', '-i', `testsrc2=s=256x144:r=15:d=${seconds}`, '-f', 'lavfi', '-i', `sine=d=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '60', '-c:a', 'aac', '-b:a', '32k',
    '-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod', '-hls_segment_filename', path.join(root, '144p', 'seg_%05d.ts'), path.join(root, '144p', 'index.m3u8'),
  ]);
  const stored: StoredRendition[] = [{ id: '144p', height: 144, bandwidth: 150_000, playlist: '144p/index.m3u8' }];
  await fs.writeFile(path.join(root, 'master.m3u8'), `#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=150000,RESOLUTION=256x144\n144p/index.m3u8\n`);
  return stored;
}
