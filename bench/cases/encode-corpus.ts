/**
 * Encoding: today's MPEG-TS ladder (hlsArguments, ladder.ts, preset veryfast) against the CMAF encode
 * (cmafArguments, cmaf-ladder.ts: fMP4, capped CRF, Opus) on four kinds of 1080p picture drawn by
 * ffmpeg itself: bytes per hour and SSIM per clip and rung, totals over the corpus against the
 * product's targets, then the wall and CPU time of the CMAF preparation of 60 s of 1080p.
 * Runs alone on the machine, or by itself:
 *   node --import tsx bench/cases/encode-corpus.ts
 * SSIM: each rung against the source scaled down to the rung's size (scale=-2:height, the scaler
 * the ladder uses), the same for both encodes; the mean over all frames of ffmpeg's "All" (Y, U, V).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { meanSsimOfStats } from '../../apps/server/src/media/av1-encode.js';
import { CMAF_TRANSCODE_PRESET, cmafArguments } from '../../apps/server/src/media/cmaf-arguments.js';
import { joinAudioFragments } from '../../apps/server/src/media/transcode-cmaf.js';
import { cmafRenditionsFor, type CmafAudioCodec, type CmafRendition } from '../../apps/server/src/media/cmaf-ladder.js';
import { generateDemoSource } from '../../apps/server/src/media/demo-source.js';
import { runFfmpeg } from '../../apps/server/src/media/ffmpeg.js';
import { probe, type ProbeResult } from '../../apps/server/src/media/ffprobe.js';
import { splitFirstSegments } from '../../apps/server/src/media/first-segment.js';
import { hlsArguments, type X264Preset } from '../../apps/server/src/media/hls-arguments.js';
import { parseMediaPlaylist, playlistDuration } from '../../apps/server/src/media/hls-playlist.js';
import { renditionsFor } from '../../apps/server/src/media/ladder.js';
import { childCpuSeconds } from './live-tools.js';

const CLIP_SECONDS = 24;
/** Kept between bench runs: drawing and encoding the four clips costs a few minutes (a clip's `recipe` is in its name: bump it with the graph). */
const DATA_DIR = path.join(os.tmpdir(), 'kora-bench-encode-corpus');
/** The 60 s 1080p clip of bench/cases/transcode.ts (same path, same generator): made once for both cases. */
const BUDGET_SOURCE = path.join(os.tmpdir(), 'kora-bench-transcode', 'testsrc2-1080p-60s.mp4');
const BUDGET_SECONDS = 60;
/** Today's upload preset (transcode-hls.ts DEFAULT_TRANSCODE_PRESET) and the CMAF encode's. */
const OLD_PRESET: X264Preset = 'veryfast';
const NEW_PRESET: X264Preset = CMAF_TRANSCODE_PRESET;

/** The product's targets (bytes are 10^6 per MB, all of a rendition's segments and its init segment, over its duration). */
export const TARGETS = { ratio: 0.6, megabytesPerHour: { '144p': 55, '360p': 165, audio: 15 } as Record<string, number>, budgetSeconds: 120 };

const W = 1920;
const H = 1080;
const FPS = 25;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** Speech-like sound: a voice of pitch `f0` with five harmonics, syllables at 3 Hz, pauses, a few fricatives. */
function speech(f0: number): string {
  const phase = `(${f0}*t+1.6*sin(1.3*t))`;
  const voice = [1, 0.6, 0.45, 0.3, 0.2].map((a, k) => `${a}*sin(${2 * (k + 1)}*PI*${phase})`).join('+');
  return `0.3*pow(abs(sin(2*PI*3.1*t)),1.5)*gt(sin(2*PI*0.37*t)+0.35,0)*(${voice})+0.08*(random(0)-0.5)*gt(sin(2*PI*1.7*t+1),0.8)`;
}

/** Music-like sound: a chord that changes every 2 s, a kick on the beat, hi-hats between (left louder). */
function music(): string {
  const f = '(1+0.3348*eq(mod(floor(t/2),4),1)+0.4983*eq(mod(floor(t/2),4),2)+0.1892*eq(mod(floor(t/2),4),3))';
  const chord = `0.1*(sin(2*PI*220*${f}*t)+sin(2*PI*277.18*${f}*t)+sin(2*PI*329.63*${f}*t))`;
  const kick = '0.35*sin(2*PI*55*t)*exp(-18*mod(t,0.5))';
  const hat = (gain: number) => `${gain}*(random(0)-0.5)*exp(-70*mod(t+0.25,0.5))`;
  return `${chord}+${kick}+${hat(0.14)}|${chord}+${kick}+${hat(0.07)}`;
}

/** A still picture made once and repeated (geq and mandelbrot are far too slow per frame at this size). */
const still = (source: string, extra = '') => `${source}:r=1,format=yuva420p${extra},trim=end_frame=1,loop=loop=-1:size=1,fps=${FPS}`;
const ellipse = (w: number, h: number, shade: number) =>
  `,geq=lum='lum(X,Y)*(1.08-${shade}*pow((X-${w / 2})/${w / 2},2))':cb='cb(X,Y)':cr='cr(X,Y)':a='255*lte(pow((X-${w / 2})/${w / 2},2)+pow((Y-${h / 2})/${h / 2},2),1)'`;

/** A person at a desk in a room: shelves, a window, a head and shoulders that sway by `sway` px; `dim` darkens it all. */
function room({ sway, dim, grain }: { sway: number; dim: number; grain: string }): string {
  const books = [
    [140, 210, 40, 150, '9B2335'], [190, 230, 30, 130, '1F4E79'], [230, 200, 50, 160, 'D4A017'], [290, 240, 35, 120, '2E7D32'],
    [140, 420, 60, 140, '6A1B9A'], [210, 440, 40, 120, 'E65100'], [260, 430, 45, 130, '00838F'],
  ].map(([x, y, w, h, c]) => `drawbox=x=${x}:y=${y}:w=${w}:h=${h}:c=0x${c}:t=fill`);
  return [
    `gradients=s=480x270:r=${FPS}:c0=0x6B4F3A:c1=0xC9B79C:c2=0x8A6E55:x0=0:y0=0:x1=480:y1=270:speed=0.002:nb_colors=3,scale=${W}x${H},`
      + `drawbox=x=120:y=180:w=420:h=700:c=0x4A3426:t=fill,${books.join(',')},drawbox=x=1450:y=150:w=360:h=480:c=0xDDE8F0:t=fill,`
      + `drawbox=x=1450:y=380:w=360:h=10:c=0x5D4037:t=fill,noise=c0s=6:c1s=3:c2s=3[bg]`,
    `${still('color=c=0x2E5E8C:s=760x520', `,geq=lum='lum(X,Y)*(0.85+0.15*Y/H)':cb='cb(X,Y)':cr='cr(X,Y)':a='255*lte(pow((X-380)/380,2)+pow(max(0,(220-Y))/220,2),1)',noise=c0s=10:c1s=4:c2s=4`)}[body]`,
    `${still('color=c=0xB07A4F:s=340x420', `${ellipse(340, 420, 0.35)},drawbox=x=95:y=150:w=50:h=18:c=0x2B1B10:t=fill,drawbox=x=195:y=150:w=50:h=18:c=0x2B1B10:t=fill,noise=c0s=8:c1s=3:c2s=3`)}[head]`,
    `[bg][body]overlay=x='580+${sway}*sin(2*PI*t/5)':y='560+4*sin(2*PI*t/3)'[b1]`,
    `[b1][head]overlay=x='790+${sway * 1.2}*sin(2*PI*t/5+0.4)':y='180+5*sin(2*PI*t/3.3)',`
      + `drawbox=x='910+${sway * 1.2}*sin(2*PI*t/5+0.4)':y=480:w=100:h='8+14*gt(sin(2*PI*3.1*t),0.2)':c=0x5A1E1E:t=fill,`
      + `eq=brightness=${-dim}:contrast=${1 - dim},noise=${grain}[v]`,
  ].join(';');
}

const slideText = (text: string, y: number, size: number, color = 'white', enable = '') =>
  `drawtext=fontfile=${FONT}:text='${text}':x=100:y=${y}:fontsize=${size}:fontcolor=${color}${enable ? `:enable='${enable}'` : ''}`;

/** One clip of the corpus: a filter graph giving [v] (1080p25) and [a] (48 kHz stereo). */
export interface Clip {
  id: string;
  recipe: number;
  what: string;
  graph: string;
}

export const CORPUS: readonly Clip[] = [
  {
    id: 'slide',
    recipe: 2,
    what: 'still slide (text, chart, picture; next slide at 12 s), speech',
    graph: [
      `color=c=0x1B2A49:s=${W}x${H}:r=${FPS},drawbox=x=0:y=0:w=${W}:h=150:c=0xF2A900:t=fill,`
        + `${slideText('Kora — Budget de données mobile', 40, 72, '0x1B2A49')},${slideText('• 144p démarre en moins de deux secondes', 260, 52)},`
        + `${slideText('• Trois fois moins de mégaoctets par heure', 360, 52)},${slideText('• Même image, même son', 460, 52)},`
        + `${slideText('• Segments de 4 s en MP4 fragmenté', 560, 52, '0xF2A900', 'gte(t,12)')},`
        + 'drawbox=x=1250:y=700:w=90:h=250:c=0x2ECC71:t=fill,drawbox=x=1380:y=600:w=90:h=350:c=0x3498DB:t=fill,'
        + 'drawbox=x=1510:y=800:w=90:h=150:c=0xE74C3C:t=fill,drawbox=x=1200:y=950:w=500:h=4:c=white:t=fill[bg]',
      `${still('mandelbrot=s=480x270:maxiter=200:start_scale=0.6')},format=yuv420p[photo]`,
      `[bg][photo]overlay=x=1360:y=190:enable='lt(t,12)'[v]`,
      `aevalsrc=exprs='${speech(120)}':s=48000:c=stereo[a]`,
    ].join(';'),
  },
  {
    id: 'talk',
    recipe: 1,
    what: 'person talking at a desk, little motion, light camera noise',
    graph: `${room({ sway: 14, dim: 0, grain: 'c0s=2:c1s=1:c2s=1:allf=t' })};aevalsrc=exprs='${speech(200)}':s=48000:c=stereo[a]`,
  },
  {
    id: 'action',
    recipe: 1,
    what: 'fast pan over a detailed picture, a test card flying across it, music',
    graph: [
      `${still('mandelbrot=s=2880x1620:maxiter=300:start_scale=0.02:start_x=-0.7436438870:start_y=-0.1318259042')},format=yuv420p,`
        + `crop=w=${W}:h=${H}:x='480*(1+sin(2*PI*t/2.5))':y='270*(1+sin(2*PI*t/3.7))'[m]`,
      `testsrc2=s=640x360:r=${FPS}[card]`,
      `[m][card]overlay=x='(W-w)*abs(mod(t/1.5,2)-1)':y='(H-h)*abs(mod(t/2.1,2)-1)'[v]`,
      `aevalsrc=exprs='${music()}':s=48000[a]`,
    ].join(';'),
  },
  {
    id: 'grain',
    recipe: 2,
    what: 'the same room at night: dark, strong sensor noise, more motion, speech over background noise',
    graph: [
      room({ sway: 60, dim: 0.25, grain: 'c0s=12:c1s=4:c2s=4:allf=t' }),
      `aevalsrc=exprs='${speech(150)}':s=48000:c=stereo[sp]`,
      'anoisesrc=color=pink:seed=7:amplitude=0.08:sample_rate=48000,pan=stereo|c0=c0|c1=c0[nz]',
      '[sp][nz]amix=inputs=2:normalize=0[a]',
    ].join(';'),
  },
];

export const clipFile = (clip: Clip) => path.join(DATA_DIR, `${clip.id}-r${clip.recipe}-1080p-${CLIP_SECONDS}s.mp4`);

async function usable(file: string, seconds: number): Promise<boolean> {
  return probe(file).then((p) => p.height === 1080 && p.hasAudio && Math.abs(p.durationSeconds - seconds) < 1, () => false);
}

/** Draws and encodes each clip once (x264 CRF 18 veryfast, AAC 192 kb/s: a good phone's upload), into a temporary name then renamed. */
export async function ensureCorpus(): Promise<void> {
  await fs.mkdir(DATA_DIR, { recursive: true });
  for (const clip of CORPUS) {
    const file = clipFile(clip);
    if (await usable(file, CLIP_SECONDS)) continue;
    console.log(`generating ${file}`);
    const temp = `${file}.tmp.mp4`;
    await runFfmpeg([
      '-filter_complex', clip.graph, '-map', '[v]', '-map', '[a]', '-t', String(CLIP_SECONDS),
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p', '-g', String(FPS * 2),
      '-c:a', 'aac', '-b:a', '192k', '-ac', '2', '-movflags', '+faststart', temp,
    ]);
    await fs.rename(temp, file);
  }
  if (!(await usable(BUDGET_SOURCE, BUDGET_SECONDS))) {
    console.log(`generating ${BUDGET_SOURCE}`);
    await generateDemoSource({ outFile: BUDGET_SOURCE, seconds: BUDGET_SECONDS, pattern: 'testsrc2', width: W, height: H });
  }
}

/** One encode's output: where, which renditions, and what its ffmpeg run cost. */
export interface Encoded {
  dir: string;
  ids: string[];
  heights: Map<string, number>;
  wallSeconds: number;
  cpuSeconds: number;
}

async function timed(dir: string, renditions: ReadonlyArray<{ id: string; height: number | null }>, run: () => Promise<void>): Promise<Encoded> {
  const cpu = childCpuSeconds();
  const started = performance.now();
  await run();
  const heights = new Map(renditions.flatMap((r) => (r.height === null ? [] : [[r.id, r.height] as const])));
  return { dir, ids: renditions.map((r) => r.id), heights, wallSeconds: (performance.now() - started) / 1000, cpuSeconds: childCpuSeconds() - cpu };
}

async function freshDir(dir: string, ids: readonly string[]): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true });
  for (const id of ids) await fs.mkdir(path.join(dir, id), { recursive: true });
}

/** Today's encode, as transcodeToHls runs it (without thumbnails): the one ffmpeg run, then the first segment cut in two. */
export async function encodeOld(input: string, source: ProbeResult, dir: string, thumbnails = false): Promise<Encoded> {
  const renditions = renditionsFor(source.height);
  await freshDir(dir, renditions.map((r) => r.id));
  const args = hlsArguments({ source: { ...source, input }, renditions, workDir: dir, preset: OLD_PRESET, thumbnails: thumbnails ? { posterAtSeconds: 3, intervalSeconds: 2 } : null });
  return timed(dir, renditions, async () => {
    await runFfmpeg(args);
    await splitFirstSegments(dir, renditions);
  });
}

/** Options of the CMAF encode; `patch` lets an experiment change the arguments (the bench itself never does). */
export interface NewEncodeOptions {
  renditions?: readonly CmafRendition[];
  preset?: X264Preset;
  audioCodec?: CmafAudioCodec;
  thumbnails?: boolean;
  patch?: (args: string[]) => string[];
}

/** The CMAF encode: the one ffmpeg run, then the audio-only variant's 2 s fragments joined onto the video's instants. */
export async function encodeNew(input: string, source: ProbeResult, dir: string, options: NewEncodeOptions = {}): Promise<Encoded> {
  const renditions = options.renditions ?? cmafRenditionsFor(source.height);
  await freshDir(dir, renditions.map((r) => r.id));
  const thumbnails = options.thumbnails ? { posterAtSeconds: 3, intervalSeconds: 2 } : null;
  const args = cmafArguments({ source: { ...source, input }, renditions, workDir: dir, preset: options.preset ?? NEW_PRESET, audioCodec: options.audioCodec, thumbnails });
  return timed(dir, renditions, async () => {
    await runFfmpeg(options.patch ? options.patch(args) : args);
    if (renditions.some((r) => r.kind === 'audio')) await joinAudioFragments(path.join(dir, 'audio'));
  });
}

/** Bytes of a rendition (its init segment and every segment its playlist names), its duration and its segment starts. */
export async function renditionBytes(dir: string, id: string): Promise<{ bytes: number; seconds: number; starts: number[] }> {
  const text = await fs.readFile(path.join(dir, id, 'index.m3u8'), 'utf8');
  const playlist = parseMediaPlaylist(text);
  const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)?.[1];
  const files = [...(init ? [init] : []), ...playlist.segments.map((s) => s.uri)];
  const sizes = await Promise.all(files.map(async (file) => (await fs.stat(path.join(dir, id, file))).size));
  return { bytes: sizes.reduce((a, b) => a + b, 0), seconds: playlistDuration(playlist), starts: playlist.segments.map((s) => s.startSeconds) };
}

/**
 * Mean SSIM ("All") of every video rendition of the given encodes against the source scaled down to
 * its size, in one ffmpeg run (the source decoded once). Keys are `<label>/<rendition id>`.
 */
export async function ssimAgainstSource(source: string, encodes: ReadonlyArray<{ label: string; encoded: Encoded }>, scratch: string): Promise<Map<string, number>> {
  const rungs = encodes.flatMap(({ label, encoded }) => [...encoded.heights].map(([id, height]) => ({ key: `${label}/${id}`, playlist: path.join(encoded.dir, id, 'index.m3u8'), height })));
  const stats = rungs.map((_, i) => path.join(scratch, `ssim-${i}.log`));
  const graph = [
    `[0:v]setpts=PTS-STARTPTS,format=yuv420p,split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')}`,
    ...rungs.map((r, i) => `[s${i}]scale=-2:${r.height}[r${i}];[${i + 1}:v]setpts=PTS-STARTPTS,format=yuv420p[d${i}];[d${i}][r${i}]ssim=stats_file=${stats[i]}[o${i}]`),
  ].join(';');
  await runFfmpeg(['-i', source, ...rungs.flatMap((r) => ['-i', r.playlist]), '-filter_complex', graph, ...rungs.flatMap((_, i) => ['-map', `[o${i}]`, '-f', 'null', '-'])]);
  const result = new Map<string, number>();
  for (const [i, rung] of rungs.entries()) result.set(rung.key, meanSsimOfStats(await fs.readFile(stats[i]!, 'utf8')));
  return result;
}

const megabytesPerHour = (bytes: number, seconds: number) => (bytes / 1e6) * (3600 / seconds);
const pad = (text: string, width: number) => text.padStart(width);

/** Segment N starts at the same instant in every rendition (audio within 50 ms): what metering per segment relies on. */
function aligned(starts: ReadonlyMap<string, number[]>): boolean {
  const [reference, ...others] = [...starts.values()];
  return others.every((s) => s.length === reference!.length && s.every((t, i) => Math.abs(t - reference![i]!) <= 0.05));
}

/**
 * The CPU budget: 60 s of 1080p through the CMAF encode as the pipeline would run it (thumbnails on,
 * audio fragments joined), timed wall and CPU, with the machine's load at the start printed beside.
 */
export async function budgetRun(scratch: string, preset: X264Preset = NEW_PRESET): Promise<Encoded> {
  const budget = await probe(BUDGET_SOURCE);
  const load = os.loadavg()[0] ?? 0;
  const run = await encodeNew(BUDGET_SOURCE, budget, path.join(scratch, `budget-${preset}`), { thumbnails: true, preset });
  console.log(
    `\n60 s of 1080p to the CMAF ladder (6 rungs + audio, thumbnails, ${preset}): ${run.wallSeconds.toFixed(1)} s wall, ${run.cpuSeconds.toFixed(1)} CPU-s `
      + `(${os.cpus().length} cores, load average ${load.toFixed(1)} at start, ffmpeg at nice 10; CPU-s ÷ 2 = ${(run.cpuSeconds / 2).toFixed(0)} s, the wall time on 2 idle cores at best)`,
  );
  await fs.rm(path.join(scratch, `budget-${preset}`), { recursive: true, force: true });
  return run;
}

/** The corpus run: per clip and rung, then totals and targets. True when every target holds. */
export async function encodeCorpusCase(): Promise<boolean> {
  await ensureCorpus();
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-bench-corpus-'));
  const rows: Array<{ clip: string; id: string; old?: { bytes: number; seconds: number }; now: { bytes: number; seconds: number }; ssimOld?: number; ssimNew?: number }> = [];
  const cost = { old: { wall: 0, cpu: 0 }, now: { wall: 0, cpu: 0 }, seconds: 0 };
  let alignedEverywhere = true;
  try {
    console.log(`\nencoding ${CORPUS.length} clips of ${CLIP_SECONDS} s 1080p: today's MPEG-TS ladder (${OLD_PRESET}) and the CMAF one (${NEW_PRESET})`);
    for (const r of cmafRenditionsFor(1080)) {
      const video = r.kind === 'video' ? `CRF ${r.crf} capped at ${r.maxrate / 1000} kb/s (buffer 2 s), ${r.profile} ${r.level}, ` : '';
      console.log(`  ${pad(r.id, 5)}: ${video}Opus ${r.audio.opus / 1000} kb/s`);
    }
    console.log(`${pad('clip', 7)} ${pad('rung', 6)} ${pad('MB/h old', 9)} ${pad('MB/h new', 9)} ${pad('ratio', 6)} ${pad('SSIM old', 9)} ${pad('SSIM new', 9)}`);
    for (const clip of CORPUS) {
      const input = clipFile(clip);
      const source = await probe(input);
      const old = await encodeOld(input, source, path.join(scratch, clip.id, 'old'));
      const now = await encodeNew(input, source, path.join(scratch, clip.id, 'new'));
      for (const [side, encoded] of [['old', old], ['now', now]] as const) {
        cost[side].wall += encoded.wallSeconds;
        cost[side].cpu += encoded.cpuSeconds;
      }
      cost.seconds += source.durationSeconds;
      const ssim = await ssimAgainstSource(input, [{ label: 'old', encoded: old }, { label: 'new', encoded: now }], scratch);
      const starts = new Map<string, number[]>();
      for (const id of now.ids) {
        const measured = await renditionBytes(now.dir, id);
        starts.set(id, measured.starts);
        const before = old.ids.includes(id) ? await renditionBytes(old.dir, id) : undefined;
        const row = { clip: clip.id, id, old: before, now: measured, ssimOld: ssim.get(`old/${id}`), ssimNew: ssim.get(`new/${id}`) };
        rows.push(row);
        const mbOld = before ? megabytesPerHour(before.bytes, before.seconds) : undefined;
        const mbNew = megabytesPerHour(measured.bytes, measured.seconds);
        console.log(
          `${pad(clip.id, 7)} ${pad(id, 6)} ${pad(mbOld?.toFixed(1) ?? '—', 9)} ${pad(mbNew.toFixed(1), 9)} ${pad(mbOld ? (mbNew / mbOld).toFixed(2) : '—', 6)} `
            + `${pad(row.ssimOld?.toFixed(5) ?? '—', 9)} ${pad(row.ssimNew?.toFixed(5) ?? '—', 9)}`,
        );
      }
      alignedEverywhere &&= aligned(starts);
      await fs.rm(path.join(scratch, clip.id), { recursive: true, force: true });
    }
    const checks: Array<[string, boolean]> = [];
    console.log(`\ntotals over the corpus (${cost.seconds.toFixed(0)} s)`);
    for (const id of [...new Set(rows.map((r) => r.id))]) {
      const of = rows.filter((r) => r.id === id);
      const sum = (pick: (r: (typeof of)[number]) => { bytes: number; seconds: number } | undefined) => {
        const parts = of.map(pick).filter((p) => p !== undefined);
        return parts.length === of.length ? megabytesPerHour(parts.reduce((a, p) => a + p.bytes, 0), parts.reduce((a, p) => a + p.seconds, 0)) : undefined;
      };
      const [mbOld, mbNew] = [sum((r) => r.old), sum((r) => r.now)!];
      const ratio = mbOld ? mbNew / mbOld : undefined;
      console.log(`${pad(id, 14)} ${pad(mbOld?.toFixed(1) ?? '—', 9)} ${pad(mbNew.toFixed(1), 9)} ${pad(ratio?.toFixed(2) ?? '—', 6)}`);
      if (ratio !== undefined) checks.push([`${id}: MB/h new/old ${ratio.toFixed(2)} ≤ ${TARGETS.ratio}`, ratio <= TARGETS.ratio]);
      const cap = TARGETS.megabytesPerHour[id];
      if (cap !== undefined) checks.push([`${id}: ${mbNew.toFixed(1)} MB/h ≤ ${cap}`, mbNew <= cap]);
    }
    const worse = rows.filter((r) => r.ssimOld !== undefined && r.ssimNew !== undefined && r.ssimNew < r.ssimOld);
    checks.push([`SSIM new ≥ old for every clip and rung${worse.length ? ` (below: ${worse.map((r) => `${r.clip}/${r.id}`).join(', ')})` : ''}`, worse.length === 0]);
    checks.push(['segments start at the same instants in every CMAF rendition (audio within 50 ms)', alignedEverywhere]);
    const perSecond = (side: { wall: number; cpu: number }) => `${(side.cpu / cost.seconds).toFixed(2)} CPU-s and ${(side.wall / cost.seconds).toFixed(2)} wall-s per source second`;
    console.log(`\ncorpus encode cost: today ${perSecond(cost.old)} (5 rungs), CMAF ${perSecond(cost.now)} (6 rungs)`);

    const run = await budgetRun(scratch);
    checks.push([`60 s of 1080p prepared in ${run.wallSeconds.toFixed(0)} s wall ≤ ${TARGETS.budgetSeconds} s`, run.wallSeconds <= TARGETS.budgetSeconds]);

    console.log('\ntargets');
    for (const [what, pass] of checks) console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${what}`);
    return checks.every(([, pass]) => pass);
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  encodeCorpusCase()
    .then((ok) => {
      if (!ok) process.exitCode = 1;
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
