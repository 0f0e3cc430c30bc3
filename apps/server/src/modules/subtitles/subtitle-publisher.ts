import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type SubtitleBrief, type SubtitleLanguage, subtitleTrackName } from '@kora/shared';
import type { VideoRow } from '../../db/schema/index.js';
import { firstPresentationSeconds } from '../../media/ffprobe.js';
import { MASTER_FILES } from '../../media/capped-masters.js';
import type { MediaToolPaths } from '../../media/ffmpeg.js';
import { parseMediaPlaylist, playbackFiles, withSubtitleRenditions } from '../../media/hls-playlist.js';
import { formatWebVtt, type SubtitleCue } from '../../media/subtitles/subtitle-file.js';
import { segmentSubtitles } from '../../media/subtitles/subtitle-segments.js';
import { hlsPrefixOf, type MediaStorage } from '../../storage/media-storage.js';
import { subtitleFileOf, subtitleFolderOf, subtitlePlaylistOf } from './subtitle-files.js';


/** 90 kHz: the clock of MPEG-TS timestamps, which X-TIMESTAMP-MAP names. */
const MPEG_TS_HZ = 90_000;

interface Deps {
  storage: MediaStorage;
  tools: MediaToolPaths;
  /** A local folder for files on their way into media storage. */
  scratchDir: string;
}

/**
 * Writes a video's subtitles into its published HLS folder: for one language its whole WebVTT and, for players that
 * play HLS themselves, the same cut in segments with their playlist; then the master playlist, which names every track.
 * The master is written last, so it never names a track whose files are not there.
 */
export function createSubtitlePublisher({ storage, tools, scratchDir }: Deps) {
  /** Writes `data` to a scratch file for `use`, removed after it. */
  const inScratch = async <T>(data: string | Buffer, use: (file: string) => Promise<T>): Promise<T> => {
    await mkdir(scratchDir, { recursive: true });
    const file = path.join(scratchDir, randomUUID());
    try {
      await writeFile(file, data);
      return await use(file);
    } finally {
      await rm(file, { force: true });
    }
  };
  const put = (key: string, text: string) => inScratch(text, (file) => storage.putFile(key, file));

  /**
   * Where the video's clock starts, in 90 kHz units: the first timestamp of its first rendition's first segment
   * (an fMP4 fragment is read after its init segment, which says what it holds).
   */
  async function mpegTsStartOf(prefix: string, video: VideoRow): Promise<number> {
    const first = video.renditions[0];
    const text = first && (await storage.read(`${prefix}/${first.playlist}`));
    const playlist = text ? parseMediaPlaylist(text.toString('utf8')) : null;
    const segment = playlist?.segments[0];
    if (!first || !playlist || !segment) return 0;
    const folder = path.posix.join(prefix, path.posix.dirname(first.playlist));
    const parts = await Promise.all(playbackFiles({ ...playlist, segments: [segment] }).map((uri) => storage.read(path.posix.join(folder, uri))));
    if (parts.some((part) => part === undefined)) return 0;
    return inScratch(Buffer.concat(parts as Buffer[]), async (file) => Math.round((await firstPresentationSeconds(file, tools)) * MPEG_TS_HZ));
  }

  /** Every master the video has (the full one and the capped ones) names `tracks`. */
  async function writeMaster(prefix: string, tracks: readonly SubtitleBrief[]): Promise<void> {
    const renditions = tracks.map((track) => ({ language: track.language, name: subtitleTrackName(track), uri: subtitlePlaylistOf(track.language) }));
    for (const file of MASTER_FILES) {
      const master = await storage.read(`${prefix}/${file}`);
      if (master) await put(`${prefix}/${file}`, withSubtitleRenditions(master.toString('utf8'), renditions));
    }
  }

  /** Writes one language's files: the segments and their playlist, then the whole track. */
  async function writeTrack(prefix: string, video: VideoRow, mpegTs: number, language: SubtitleLanguage, cues: readonly SubtitleCue[]): Promise<void> {
    const folder = `${prefix}/${subtitleFolderOf(language)}`;
    const { playlist, segments } = segmentSubtitles(cues, { durationSeconds: video.durationSeconds, mpegTs, baseName: language });
    for (const segment of segments) await put(`${folder}/${segment.name}`, segment.text);
    await put(`${prefix}/${subtitlePlaylistOf(language)}`, playlist);
    await put(`${prefix}/${subtitleFileOf(language)}`, formatWebVtt(cues));
  }

  return {
    /**
     * Publishes the cues of the languages given (one after an upload; all of them after the video was prepared again,
     * which replaced its folder), then the master naming `tracks` (every track the video has now).
     */
    async publish(video: VideoRow, cuesByLanguage: ReadonlyMap<SubtitleLanguage, readonly SubtitleCue[]>, tracks: readonly SubtitleBrief[]): Promise<void> {
      const prefix = hlsPrefixOf({ kind: 'video', id: video.id });
      const mpegTs = await mpegTsStartOf(prefix, video);
      for (const [language, cues] of cuesByLanguage) await writeTrack(prefix, video, mpegTs, language, cues);
      await writeMaster(prefix, tracks);
    },

    /** Takes one language's track out of the master (`tracks`: those left), then removes its files. */
    async unpublish(video: VideoRow, language: SubtitleLanguage, tracks: readonly SubtitleBrief[]): Promise<void> {
      const prefix = hlsPrefixOf({ kind: 'video', id: video.id });
      await writeMaster(prefix, tracks);
      await storage.removePrefix(`${prefix}/${subtitleFolderOf(language)}`);
    },
  };
}
export type SubtitlePublisher = ReturnType<typeof createSubtitlePublisher>;
