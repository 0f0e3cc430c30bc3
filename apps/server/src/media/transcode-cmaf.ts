import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AUDIO_TRACKS_FILE, cmafArguments, cmafAudioArguments, CMAF_TRANSCODE_PRESET, mergeAudioSegments } from './cmaf-arguments.js';
import { cmafCodecs, cmafRenditionsFor, isCmafVideoRendition, isUnlistedRendition, type CmafAudioCodec, type CmafRendition } from './cmaf-ladder.js';
import { runFfmpeg } from './ffmpeg.js';
import { probe } from './ffprobe.js';
import { parseMediaPlaylist, type MasterVariant, type MediaPlaylist } from './hls-playlist.js';
import type { HlsSource } from './hls-arguments.js';
import { scaledWidth } from './ladder.js';
import { PREVIEW_DIR, thumbnailPlan } from './thumbnails.js';
import type { TranscodeToHlsOptions } from './transcode-hls.js';
import { assertAligned, finishTranscode, inWorkDir, measureBitrate, type MeasuredBitrate, type RenditionCopy, type TranscodeResult } from './transcode-output.js';

/** Options of {@link transcodeToCmaf}: {@link transcodeToHls}'s, with the CMAF ladder and its audio codec. */
export interface TranscodeToCmafOptions extends Omit<TranscodeToHlsOptions, 'renditions'> {
  /** Defaults to cmafRenditionsFor(source height). */
  renditions?: readonly CmafRendition[] | undefined;
  /** Opus by default; AAC-LC where Opus in MP4 does not play. */
  audioCodec?: CmafAudioCodec | undefined;
  /** `input` is the lavfi graph of a picture ffmpeg draws, and this its sound's (a demo video); `probed` must be given. */
  drawn?: HlsSource['drawn'];
}

/**
 * Applies mergeAudioSegments to the audio-only rendition's folder: the 2 s fragments of each segment are
 * concatenated into its first file (fMP4 fragments simply follow each other), the others removed, the playlist
 * rewritten.
 */
export async function joinAudioFragments(dir: string): Promise<void> {
  const { playlist, segments } = mergeAudioSegments(await readFile(join(dir, 'index.m3u8'), 'utf8'));
  for (const { uri, parts } of segments) {
    if (parts.length === 1) continue;
    const joined = Buffer.concat(await Promise.all(parts.map((part) => readFile(join(dir, part)))));
    await writeFile(join(dir, `${uri}.tmp`), joined);
    await rename(join(dir, `${uri}.tmp`), join(dir, uri));
    await Promise.all(parts.slice(1).map((part) => rm(join(dir, part))));
  }
  await writeFile(join(dir, 'index.m3u8'), playlist);
}

/**
 * The master playlist of a CMAF encode, lowest rung first, audio only last: BANDWIDTH the larger of the
 * ladder's peak and the measured one, AVERAGE-BANDWIDTH measured, RESOLUTION as ffmpeg scaled (else computed),
 * CODECS from the ladder (ffmpeg 5.1 writes none for Opus).
 */
function cmafMasterVariants(
  ffmpegMaster: MasterVariant[],
  renditions: readonly CmafRendition[],
  measured: readonly MeasuredBitrate[],
  size: { width: number | null; height: number | null },
  audioCodec: CmafAudioCodec,
): MasterVariant[] {
  return renditions.map((rendition, i) => {
    const uri = `${rendition.id}/index.m3u8`;
    const variant: MasterVariant = { uri, bandwidth: Math.max(rendition.bandwidth, measured[i]!.peak), averageBandwidth: measured[i]!.average, codecs: cmafCodecs(rendition, audioCodec) };
    if (!isCmafVideoRendition(rendition)) return variant;
    const written = ffmpegMaster.find((v) => v.uri === uri)?.resolution;
    const width = size.width && size.height ? scaledWidth(size.width, size.height, rendition.height) : rendition.width;
    return { ...variant, resolution: written ?? { width, height: rendition.height } };
  });
}

/** What a copy of a rendition costs, measured as a listed one's is. */
async function copyOf(rendition: CmafRendition, workDir: string, playlist: MediaPlaylist): Promise<RenditionCopy> {
  const measured = await measureBitrate(workDir, rendition.id, playlist);
  return { playlist: `${rendition.id}/index.m3u8`, bandwidth: Math.max(rendition.bandwidth, measured.peak), averageBandwidth: measured.average };
}

/**
 * Transcodes a source into CMAF HLS: fragmented MP4 segments (an init segment per rendition), x264 capped CRF
 * per rung (High profile) and Opus audio (cmaf-ladder.ts), segments of 2 + 2 + 4 + 4… s aligned across
 * renditions, with the poster and the seek-bar preview, in one ffmpeg run after the audio's (each track encoded once,
 * cmafAudioArguments); written in a work directory beside
 * outDir and published by rename as {@link transcodeToHls} does. Rejects with the signal's reason on abort.
 */
export async function transcodeToCmaf(options: TranscodeToCmafOptions): Promise<TranscodeResult> {
  const { input, paths, onProgress, signal } = options;
  const outDir = resolve(options.outDir);
  if (options.drawn && !options.probed) throw new Error('Une source dessinée se décrit elle-même (probed)');
  const source = options.probed ?? (await probe(input, paths, { signal }));
  const renditions = options.renditions ?? cmafRenditionsFor(source.hasVideo ? source.height : null);
  if (renditions.length === 0) throw new Error('Aucun rendu demandé');
  const audioCodec = options.audioCodec ?? 'opus';

  return inWorkDir(outDir, async (workDir) => {
    const thumbnails = (options.thumbnails ?? true) && source.hasVideo ? thumbnailPlan(source.videoDurationSeconds ?? source.durationSeconds) : null;
    await Promise.all([...renditions.map((r) => r.id), ...(thumbnails ? [PREVIEW_DIR] : [])].map((folder) => mkdir(join(workDir, folder))));
    const plan = { source: { ...source, input, drawn: options.drawn }, renditions, workDir, preset: options.preset ?? CMAF_TRANSCODE_PRESET, audioCodec, thumbnails };
    await runFfmpeg(cmafAudioArguments(plan), { paths, signal });
    await runFfmpeg(cmafArguments(plan), { paths, signal, onProgress: (seconds) => onProgress?.(Math.min(0.99, seconds / source.durationSeconds)) });
    await rm(join(workDir, AUDIO_TRACKS_FILE));

    for (const rendition of renditions) if (!isCmafVideoRendition(rendition)) await joinAudioFragments(join(workDir, rendition.id));
    const playlists = new Map<string, MediaPlaylist>();
    for (const rendition of renditions) playlists.set(rendition.id, parseMediaPlaylist(await readFile(join(workDir, rendition.id, 'index.m3u8'), 'utf8')));
    // The Opus copy of the audio-only rendition: on the same instants as the others, measured, not in the masters.
    assertAligned(playlists, renditions);
    const opus = renditions.find(isUnlistedRendition);
    const opusCopy = opus ? await copyOf(opus, workDir, playlists.get(opus.id)!) : undefined;
    const listed = renditions.filter((r) => !isUnlistedRendition(r));
    const variantsOf = (ffmpegMaster: MasterVariant[], measured: readonly MeasuredBitrate[]) => cmafMasterVariants(ffmpegMaster, listed, measured, source, audioCodec);
    const result = await finishTranscode({ workDir, outDir, renditions: listed, playlists, variantsOf, thumbnails, options });
    return { ...result, renditions: result.renditions.map((r) => (r.height === null && opusCopy ? { ...r, opus: opusCopy } : r)) };
  });
}
