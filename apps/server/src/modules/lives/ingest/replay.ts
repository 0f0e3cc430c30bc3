import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg, type MediaToolPaths } from '../../../media/ffmpeg.js';
import { formatMasterPlaylist } from '../../../media/hls-playlist.js';
import { formatReplayPlaylist, liveSegmentName, segmentsDuration, targetDurationOf } from '../../../media/live-playlist.js';
import { POSTER_FILE } from '../../../media/thumbnails.js';
import { forEachLimited } from '../../../storage/for-each-limited.js';
import { hlsPrefixOf, type MediaStorage } from '../../../storage/media-storage.js';
import { remuxReplayRendition, type ReplayCmafRendition } from './replay-cmaf.js';
import type { RecordedRendition } from './segment-publisher.js';
import type { PublishedReplay } from './types.js';

/** Segments copied at once (S3: uploads in flight). */
const COPY_CONCURRENCY = 4;

/** Key of the recording manifest written when a live stops, so a replay can be published by any instance, after a restart too. */
export const recordingKeyOf = (liveId: string) => `lives/${liveId}/recording.json`;

export async function saveRecording(storage: MediaStorage, liveId: string, recorded: readonly RecordedRendition[], tempDir: string): Promise<void> {
  await mkdir(tempDir, { recursive: true });
  const temp = join(tempDir, `.${randomUUID()}.json`);
  await writeFile(temp, JSON.stringify({ version: 1, renditions: recorded }));
  await storage.putFile(recordingKeyOf(liveId), temp);
}

export async function loadRecording(storage: MediaStorage, liveId: string): Promise<RecordedRendition[] | null> {
  const bytes = await storage.read(recordingKeyOf(liveId));
  if (!bytes) return null;
  const parsed = JSON.parse(bytes.toString('utf8')) as { version: number; renditions: RecordedRendition[] };
  return parsed.version === 1 ? parsed.renditions : null;
}

interface ReplayOptions {
  storage: MediaStorage;
  tools: MediaToolPaths;
  liveId: string;
  videoId: string;
  recorded: readonly RecordedRendition[];
  /** Local folder for the copies on their way into storage; removed at the end. */
  workDir: string;
  /** Told why a replay could not be re-muxed into CMAF (it is then published in MPEG-TS). */
  warn?: (error: unknown) => void;
}

/** Grabs one frame from the middle of the top video rendition (a segment already made, no new decode of the live). */
async function writePoster(options: ReplayOptions, target: string): Promise<string | null> {
  const { storage, liveId, recorded, workDir, tools } = options;
  const top = recorded.filter((r) => r.stored.height !== null).at(-1);
  const middle = top?.segments[Math.floor(top.segments.length / 2)];
  if (!top || !middle) return null;
  const source = await storage.localCopy(`${hlsPrefixOf({ kind: 'live', id: liveId })}/${top.stored.id}/${liveSegmentName(middle.sequence)}`);
  const poster = join(workDir, POSTER_FILE);
  try {
    // The segment's first frame: a key frame (forced at every segment start), the sharpest picture it has. Seeking
    // inside an MPEG-TS segment whose timestamps do not start at zero finds nothing.
    await runFfmpeg(['-i', source.file, '-map', '0:v:0', '-frames:v', '1', '-q:v', '3', '-update', '1', poster], { paths: tools });
  } finally {
    await source.release();
  }
  const key = `${target}/${POSTER_FILE}`;
  await storage.putFile(key, poster);
  return key;
}

/** Stores a local file under the video's prefix (moved or uploaded whole), by groups of {@link COPY_CONCURRENCY}. */
async function storeAll(storage: MediaStorage, files: ReadonlyArray<{ local: string; key: string }>): Promise<void> {
  await forEachLimited(files, COPY_CONCURRENCY, ({ local, key }) => storage.putFile(key, local));
}

/**
 * Every rendition re-muxed into CMAF (replay-cmaf.ts), or null as soon as one does not cut where the live did or
 * cannot be re-muxed (ffmpeg refused its segments): the MPEG-TS segments then serve, as they did on air.
 */
async function remuxAll(options: ReplayOptions, livePrefix: string): Promise<ReplayCmafRendition[] | null> {
  const remuxed: ReplayCmafRendition[] = [];
  for (const rendition of options.recorded) {
    const one = await remuxReplayRendition({ storage: options.storage, tools: options.tools, livePrefix, rendition, workDir: options.workDir }).catch((error: unknown) => {
      options.warn?.(error);
      return null;
    });
    if (!one) return null;
    remuxed.push(one);
  }
  return remuxed;
}

/** The MPEG-TS way: every segment copied as it is under the video's prefix, one VOD playlist per rendition. */
async function copyTsRenditions(options: ReplayOptions, source: string, target: string): Promise<void> {
  const { storage, recorded, workDir } = options;
  const copies = recorded.flatMap((r) => r.segments.map((segment) => ({ rendition: r.stored.id, name: liveSegmentName(segment.sequence) })));
  await forEachLimited(copies, COPY_CONCURRENCY, async ({ rendition, name }) => {
    const local = await storage.localCopy(`${source}/${rendition}/${name}`);
    const temp = join(workDir, randomUUID());
    try {
      await copyFile(local.file, temp);
    } finally {
      await local.release();
    }
    await storage.putFile(`${target}/${rendition}/${name}`, temp);
  });
  for (const r of recorded) {
    const temp = join(workDir, `${randomUUID()}.m3u8`);
    await writeFile(temp, formatReplayPlaylist(r.segments, targetDurationOf(r.segments, 1)));
    await storage.putFile(`${target}/${r.stored.playlist}`, temp);
  }
}

/**
 * Publishes a live's recording as a video's HLS without a new encode: in CMAF when every rendition's segments
 * re-mux one for one into fMP4 fragments (replay-cmaf.ts; fewer bytes than MPEG-TS for the same picture), else as
 * the MPEG-TS segments they are; one VOD playlist per rendition (reconnects kept as discontinuities), a poster, and
 * master.m3u8 last, so the video never lists a variant whose files are not all there.
 */
export async function publishReplay(options: ReplayOptions): Promise<PublishedReplay> {
  const { storage, liveId, videoId, recorded, workDir } = options;
  if (recorded.length === 0) throw new Error(`Aucun enregistrement pour le direct ${liveId}`);
  const source = hlsPrefixOf({ kind: 'live', id: liveId });
  const target = hlsPrefixOf({ kind: 'video', id: videoId });
  await mkdir(workDir, { recursive: true });
  try {
    const remuxed = await remuxAll(options, source);
    if (remuxed) {
      await storeAll(storage, remuxed.flatMap((r, i) => r.files.map((file) => ({ local: join(r.dir, file), key: `${target}/${recorded[i]!.stored.id}/${file}` }))));
      for (const [i, r] of remuxed.entries()) {
        const temp = join(workDir, `${randomUUID()}.m3u8`);
        await writeFile(temp, r.playlist);
        await storage.putFile(`${target}/${recorded[i]!.stored.playlist}`, temp);
      }
    } else {
      await copyTsRenditions(options, source, target);
    }
    const posterKey = await writePoster(options, target);
    // What the fMP4 files really cost; the peak stays the live's (MPEG-TS, never below the fragments').
    const measured = (i: number) => (remuxed ? { averageBandwidth: remuxed[i]!.averageBandwidth } : {});
    const master = join(workDir, 'master.m3u8');
    await writeFile(master, formatMasterPlaylist(recorded.map((r, i) => ({ ...r.variant, ...measured(i) }))));
    await storage.putFile(`${target}/master.m3u8`, master);
    const renditions = recorded.map((r, i) => ({ ...r.stored, ...measured(i), ...(remuxed ? { container: 'fmp4' as const } : {}) }));
    return { renditions, durationSeconds: segmentsDuration(recorded[0]!.segments), posterKey };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
