import { cmafCodecs, isCmafVideoRendition, type CmafAudioCodec, type CmafRendition, type CmafVideoRendition, CMAF_BUFFER_SECONDS } from './cmaf-ladder.js';
import { FIRST_SEGMENT_SECONDS } from './first-segment.js';
import { decodeArguments, keyFrameArguments, pictureEnd, SEGMENT_SECONDS, sourceAudio, sourceInput, variantStreamMap, type HlsSource, type X264Preset } from './hls-arguments.js';
import { parseMediaPlaylist } from './hls-playlist.js';
import { thumbnailOutputs, type ThumbnailPlan } from './thumbnails.js';

/** Segment files of the CMAF encode: one init segment per rendition (EXT-X-MAP), then fMP4 fragments. */
export const CMAF_SEGMENT_FILE = 'seg_%05d.m4s';
/** ffmpeg names each rendition's init segment from this, the rendition's name replacing %v (init_360p.mp4). */
export const CMAF_INIT_FILE = 'init_%v.mp4';
/**
 * x264 preset of the CMAF encode: 'medium' buys ~20 % fewer bits than 'faster' at the same SSIM on
 * fast motion, and the whole 1080p ladder still fits 60 s of source in 2 minutes on 2 cores (bench/cases/encode-corpus.ts).
 */
export const CMAF_TRANSCODE_PRESET: X264Preset = 'medium';
/**
 * x264 tuning of every rung: `-tune ssim` (aq-mode 2, no psychovisual RD), what keeps the picture as
 * close to the source as SSIM measures at the fewest bits; psy-rd spends bits on texture that looks
 * like the source's grain without being it (twice the bits at 360p on a grainy clip for the same SSIM).
 * A 20-frame lookahead: with 40 (medium's) and a 2 s VBV buffer, x264 starves noisy scenes at half the cap.
 */
export const CMAF_X264_TUNE = 'ssim';
export const CMAF_X264_PARAMS = 'rc-lookahead=20';
/** Opus packets of 40 ms: 25 a second, so fMP4's per-sample entries cost half a kb/s, and 2 s is exactly 50 of them. */
const OPUS_FRAME_MS = 40;

/** Everything that decides the ffmpeg command line of the CMAF encode; {@link hlsArguments}'s input with the CMAF ladder. */
export interface CmafArgumentsInput {
  source: HlsSource;
  renditions: readonly CmafRendition[];
  /** Directory ffmpeg writes into (one folder per rendition must exist in it). */
  workDir: string;
  preset: X264Preset;
  /** Opus by default; 'aac' writes AAC-LC at each rendition's AAC rate (the fallback where Opus in MP4 does not play). */
  audioCodec?: CmafAudioCodec | undefined;
  /** Poster and preview thumbnails from the same decoded frames, as hlsArguments does; none when null or absent. */
  thumbnails?: ThumbnailPlan | null | undefined;
}

/**
 * A video rung's capped CRF: x264 aims at the rung's quality and spends less when the picture
 * allows, never more than `maxrate` over any {@link CMAF_BUFFER_SECONDS} seconds, so a phone's
 * buffer sized for the declared BANDWIDTH holds. Profile and level are forced so CODECS is known ahead.
 */
export function cmafRungArguments(rung: CmafVideoRendition, i: number): string[] {
  return [
    `-profile:v:${i}`, rung.profile,
    `-level:v:${i}`, rung.level,
    `-crf:v:${i}`, String(rung.crf),
    `-maxrate:v:${i}`, String(rung.maxrate),
    `-bufsize:v:${i}`, String(rung.maxrate * CMAF_BUFFER_SECONDS),
  ];
}

/** An audio encoder's options for output audio stream `stream`. */
function audioEncoder({ codec, bitrate }: AudioTrack, stream: number): string[] {
  const opus = [`-vbr:a:${stream}`, 'constrained', `-frame_duration:a:${stream}`, String(OPUS_FRAME_MS)];
  return [`-c:a:${stream}`, codec === 'opus' ? 'libopus' : 'aac', ...(codec === 'opus' ? opus : []), `-b:a:${stream}`, String(bitrate)];
}

/** One audio track of an encode: a codec at a rate, encoded once and copied into every variant that carries it. */
export interface AudioTrack {
  codec: CmafAudioCodec;
  bitrate: number;
}

/**
 * The distinct audio tracks of the renditions, each rendition's audio at its rate for `codec` (a rendition with a codec
 * of its own, the Opus copy of the audio-only one, in that codec), and which track each rendition carries, in order.
 */
export function cmafAudioTracks(renditions: readonly CmafRendition[], codec: CmafAudioCodec): { tracks: AudioTrack[]; streams: number[] } {
  const tracks: AudioTrack[] = [];
  const streams = renditions.map((r) => {
    const own = r.kind === 'audio' && r.codec !== undefined ? r.codec : codec;
    const track = { codec: own, bitrate: r.audio[own] };
    const found = tracks.findIndex((t) => t.codec === track.codec && t.bitrate === track.bitrate);
    return found >= 0 ? found : tracks.push(track) - 1;
  });
  return { tracks, streams };
}

/** The file, in the work directory, where {@link cmafAudioArguments} writes the audio tracks {@link cmafArguments} copies. */
export const AUDIO_TRACKS_FILE = 'audio-tracks.mp4';

/**
 * The ffmpeg run before the encode: the source's audio (or silence), padded or cut to the picture's end, encoded ONCE
 * per distinct track ({@link cmafAudioTracks}: AAC-LC 32 and 64 kb/s and the Opus copy for a 720p source) into
 * {@link AUDIO_TRACKS_FILE}, stereo 48 kHz. The encode copies them into its variants: before, every variant encoded its
 * own (7 encoders for 5 rungs), about a fifth of the CPU of an 'ultrafast' ladder, all on ffmpeg's main thread.
 */
export function cmafAudioArguments({ source, renditions, workDir, audioCodec = 'opus' }: CmafArgumentsInput): string[] {
  const { tracks } = cmafAudioTracks(renditions, audioCodec);
  // A drawn source's sound is a graph of its own: the picture's graph is not drawn for nothing here.
  const args = sourceInput(source.drawn ? { ...source, input: source.drawn.sound } : source);
  const audio = source.drawn ? '0:a:0' : sourceAudio(source, args);
  tracks.forEach(() => args.push('-map', audio));
  args.push('-map_metadata', '-1', '-vn', '-sn', '-dn');
  if (source.hasVideo) args.push('-filter:a', 'apad', '-t', pictureEnd(source));
  tracks.forEach((track, i) => args.push(...audioEncoder(track, i)));
  args.push('-ac', '2', '-ar', '48000', '-f', 'mp4', `${workDir}/${AUDIO_TRACKS_FILE}`);
  return args;
}

/**
 * The ffmpeg invocation of the CMAF encode, after {@link cmafAudioArguments}: the same decode, split, scales, forced
 * key frames (0, {@link FIRST_SEGMENT_SECONDS}, then every {@link SEGMENT_SECONDS}), end at the picture's end and
 * thumbnails as {@link hlsArguments}; then x264 capped CRF per rung (High profile, forced level), each variant's
 * audio track copied from {@link AUDIO_TRACKS_FILE}, and fragmented MP4 segments: `<rung>/init_<rung>.mp4` and
 * `<rung>/seg_NNNNN.m4s`, plus ffmpeg's master.m3u8.
 *
 * The muxer's hls_time is {@link FIRST_SEGMENT_SECONDS}: it cuts at the first key frame at or after
 * each multiple of it, and a video variant has key frames only at 0, 2, 4, 8, 12… s, so its segments
 * come out 2 + 2 + 4 + 4… s, the layout transcodeToHls gets today by cutting the first segment in two
 * afterwards (first-segment.ts, which fMP4 no longer needs). The audio-only variant has no key frame
 * to wait for and is cut every 2 s: {@link mergeAudioSegments} joins its fragments onto the same instants.
 * Returns the arguments after runFfmpeg's common flags.
 */
export function cmafArguments({ source, renditions, workDir, preset, audioCodec = 'opus', thumbnails }: CmafArgumentsInput): string[] {
  const video = renditions.filter(isCmafVideoRendition);
  const preparedAudio = { input: `${workDir}/${AUDIO_TRACKS_FILE}`, streams: cmafAudioTracks(renditions, audioCodec).streams };
  const { args, gop } = decodeArguments({ source, videoHeights: video.map((r) => r.height), variantCount: renditions.length, thumbnails, preparedAudio });
  if (video.length > 0) {
    args.push(...keyFrameArguments(preset, gop, ['-tune', CMAF_X264_TUNE, '-x264-params', CMAF_X264_PARAMS]));
    video.forEach((r, i) => args.push(...cmafRungArguments(r, i)));
  }
  args.push('-c:a', 'copy');
  args.push(
    '-max_muxing_queue_size', '1024',
    '-f', 'hls',
    '-hls_time', String(FIRST_SEGMENT_SECONDS),
    '-hls_playlist_type', 'vod',
    '-hls_flags', 'independent_segments',
    '-hls_segment_type', 'fmp4',
    '-hls_fmp4_init_filename', CMAF_INIT_FILE,
    '-hls_segment_filename', `${workDir}/%v/${CMAF_SEGMENT_FILE}`,
    '-master_pl_name', 'master.m3u8',
    '-var_stream_map', variantStreamMap(renditions),
    `${workDir}/%v/index.m3u8`,
  );
  if (thumbnails) args.push(...thumbnailOutputs(workDir));
  return args;
}

/** Instant (seconds) where segment `n` of every video variant starts: 0, 2, 4, 8, 12… */
export function segmentStart(n: number): number {
  return n < 2 ? n * FIRST_SEGMENT_SECONDS : (n - 1) * SEGMENT_SECONDS;
}

/** How far an audio fragment may start from the video's instant: one 40 ms Opus packet, or a 21 ms AAC frame. */
const AUDIO_TOLERANCE_SECONDS = 0.05;

/** One file of the merged audio playlist: the fragments (URIs) it is the concatenation of, in order. */
export interface MergedSegment {
  uri: string;
  parts: string[];
  durationSeconds: number;
}

/**
 * Joins the audio-only variant's 2 s fragments into segments that start where the video variants'
 * do (0, 2, 4, 8…), so segment N means the same seconds everywhere (watch-time metering). fMP4
 * fragments (moof + mdat) simply concatenate: a segment of two fragments is valid CMAF and plays in
 * hls.js and Safari. The trailing fragment of one audio frame past the picture's end joins the last
 * segment. Pure: returns the new playlist and which files to concatenate into which (the first
 * part's name is kept); the caller writes them and removes the other parts.
 */
export function mergeAudioSegments(playlist: string): { playlist: string; segments: MergedSegment[] } {
  const { segments } = parseMediaPlaylist(playlist);
  if (segments.length === 0) return { playlist, segments: [] };
  const merged: MergedSegment[] = [];
  for (const segment of segments) {
    const n = merged.length;
    const startsNext = n === 0 || segment.startSeconds >= segmentStart(n) - AUDIO_TOLERANCE_SECONDS;
    const last = merged.at(-1);
    if (startsNext && segment.durationSeconds >= AUDIO_TOLERANCE_SECONDS) {
      if (Math.abs(segment.startSeconds - segmentStart(n)) > AUDIO_TOLERANCE_SECONDS) {
        throw new Error(`Segment audio ${segment.uri} à ${segment.startSeconds.toFixed(3)} s, hors de la grille (${segmentStart(n)} s attendu)`);
      }
      merged.push({ uri: segment.uri, parts: [segment.uri], durationSeconds: segment.durationSeconds });
    } else if (last) {
      last.parts.push(segment.uri);
      last.durationSeconds += segment.durationSeconds;
    }
  }
  const lines = playlist.replace(/\r\n/g, '\n').split('\n');
  const header = lines.slice(0, lines.findIndex((line) => line.startsWith('#EXTINF:')));
  const target = Math.max(1, ...merged.map((s) => Math.round(s.durationSeconds)));
  const out = header.map((line) => (line.startsWith('#EXT-X-TARGETDURATION:') ? `#EXT-X-TARGETDURATION:${target}` : line));
  for (const segment of merged) out.push(`#EXTINF:${segment.durationSeconds.toFixed(6)},`, segment.uri);
  out.push('#EXT-X-ENDLIST', '');
  return { playlist: out.join('\n'), segments: merged };
}

/** CODECS of every variant, in the order of `renditions` (ffmpeg 5.1's master has none for Opus). */
export function cmafVariantCodecs(renditions: readonly CmafRendition[], audioCodec: CmafAudioCodec = 'opus'): string[] {
  return renditions.map((r) => cmafCodecs(r, audioCodec));
}
