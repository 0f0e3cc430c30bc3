/**
 * Encoding: today's MPEG-TS ladder (hlsArguments, ladder.ts, preset veryfast) against the CMAF encode
 * (cmafArguments, cmaf-ladder.ts: fMP4, capped CRF, Opus) and its AV1 pass (av1-pass.ts: AV1 copies of every rung,
 * kept where they save bytes) on the corpus's four kinds of 1080p picture (encode-corpus-clips.ts): bytes per hour
 * and SSIM per clip and rung, totals over the corpus against the product's targets, then the wall and CPU time of
 * the CMAF preparation of 60 s of 1080p. Runs alone on the machine, or by itself:
 *   node --import tsx bench/cases/encode-corpus.ts
 * SSIM: each rung against the source scaled down to the rung's size (scale=-2:height, the scaler
 * the ladder uses), the same for every encode; the mean over all frames of ffmpeg's "All" (Y, U, V).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { meanSsimOfStats, renditionFileBytes } from '../../apps/server/src/media/av1-encode.js';
import { AV1_MAX_HEIGHT } from '../../apps/server/src/media/av1-arguments.js';
import { encodeAv1Copies } from '../../apps/server/src/media/av1-pass.js';
import { AUDIO_TRACKS_FILE, CMAF_TRANSCODE_PRESET, cmafArguments, cmafAudioArguments } from '../../apps/server/src/media/cmaf-arguments.js';
import { joinAudioFragments } from '../../apps/server/src/media/transcode-cmaf.js';
import { cmafRenditionsFor, type CmafAudioCodec, type CmafRendition, type CmafVideoRenditionId } from '../../apps/server/src/media/cmaf-ladder.js';
import { runFfmpeg } from '../../apps/server/src/media/ffmpeg.js';
import { probe, type ProbeResult } from '../../apps/server/src/media/ffprobe.js';
import { splitFirstSegments } from '../../apps/server/src/media/first-segment.js';
import { hlsArguments, type X264Preset } from '../../apps/server/src/media/hls-arguments.js';
import { parseMediaPlaylist, playlistDuration } from '../../apps/server/src/media/hls-playlist.js';
import { renditionsFor } from '../../apps/server/src/media/ladder.js';
import { BUDGET_SOURCE, CLIP_SECONDS, clipFile, CORPUS, ensureCorpus } from './encode-corpus-clips.js';
import { childCpuSeconds } from './live-tools.js';

/** Today's upload preset (transcode-hls.ts DEFAULT_TRANSCODE_PRESET) and the CMAF encode's. */
const OLD_PRESET: X264Preset = 'veryfast';
const NEW_PRESET: X264Preset = CMAF_TRANSCODE_PRESET;

/** The product's targets (bytes are 10^6 per MB, all of a rendition's segments and its init segment, over its duration). */
export const TARGETS = { ratio: 0.6, megabytesPerHour: { '144p': 55, '360p': 165, audio: 15 } as Record<string, number>, budgetSeconds: 120 };

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

/** The CMAF encode: the audio tracks, the ladder's ffmpeg run, then the audio-only variant's 2 s fragments joined onto the video's instants. */
export async function encodeNew(input: string, source: ProbeResult, dir: string, options: NewEncodeOptions = {}): Promise<Encoded> {
  const renditions = options.renditions ?? cmafRenditionsFor(source.height);
  await freshDir(dir, renditions.map((r) => r.id));
  const thumbnails = options.thumbnails ? { posterAtSeconds: 3, intervalSeconds: 2 } : null;
  const plan = { source: { ...source, input }, renditions, workDir: dir, preset: options.preset ?? NEW_PRESET, audioCodec: options.audioCodec, thumbnails };
  const args = cmafArguments(plan);
  return timed(dir, renditions, async () => {
    await runFfmpeg(cmafAudioArguments(plan));
    await runFfmpeg(options.patch ? options.patch(args) : args);
    await fs.rm(path.join(dir, AUDIO_TRACKS_FILE));
    if (renditions.some((r) => r.kind === 'audio')) await joinAudioFragments(path.join(dir, 'audio'));
  });
}

/** Bytes of a rendition (its init segment and every segment its playlist names), its duration and its segment starts. */
export async function renditionBytes(dir: string, id: string): Promise<{ bytes: number; seconds: number; starts: number[] }> {
  const playlist = parseMediaPlaylist(await fs.readFile(path.join(dir, id, 'index.m3u8'), 'utf8'));
  return { bytes: await renditionFileBytes(path.join(dir, id), playlist), seconds: playlistDuration(playlist), starts: playlist.segments.map((s) => s.startSeconds) };
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

type Measure = { bytes: number; seconds: number };
/** One clip and rung: today's, the CMAF H.264 rendition, and what a browser with AV1 downloads (the copy where kept). */
type Row = { clip: string; id: string; old?: Measure; now: Measure; av1: Measure; ssimOld?: number; ssimNew?: number; ssimAv1?: number };

/** The sum of one column over the corpus, in MB/h; undefined where a clip lacks it (today's ladder has no 1080p). */
function corpusMegabytesPerHour(rows: readonly Row[], pick: (r: Row) => Measure | undefined): number | undefined {
  const parts = rows.map(pick).filter((p) => p !== undefined);
  return parts.length === rows.length ? megabytesPerHour(parts.reduce((a, p) => a + p.bytes, 0), parts.reduce((a, p) => a + p.seconds, 0)) : undefined;
}

/**
 * The corpus run: per clip and rung, today's ladder, the CMAF H.264 one, and the AV1 pass over it (media/av1-pass.ts:
 * what browsers that decode AV1 download, the H.264 rendition where the pass keeps no copy); then totals and targets,
 * judged on what an AV1 browser downloads (the H.264 figures printed beside, for the others). True when every target holds.
 */
export async function encodeCorpusCase(): Promise<boolean> {
  await ensureCorpus();
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-bench-corpus-'));
  const rows: Row[] = [];
  const cost = { old: { wall: 0, cpu: 0 }, now: { wall: 0, cpu: 0 }, av1: { wall: 0, cpu: 0 }, seconds: 0 };
  let alignedEverywhere = true;
  try {
    console.log(`\nencoding ${CORPUS.length} clips of ${CLIP_SECONDS} s 1080p: today's MPEG-TS ladder (${OLD_PRESET}), the CMAF one (${NEW_PRESET}) and its AV1 pass`);
    for (const r of cmafRenditionsFor(1080)) {
      const video = r.kind === 'video' ? `CRF ${r.crf} capped at ${r.maxrate / 1000} kb/s (buffer 2 s), ${r.profile} ${r.level}, ` : '';
      console.log(`  ${pad(r.id, 5)}: ${video}Opus ${r.audio.opus / 1000} kb/s`);
    }
    console.log(`${pad('clip', 7)} ${pad('rung', 6)} ${pad('MB/h old', 9)} ${pad('H.264', 9)} ${pad('AV1', 9)} ${pad('ratios', 11)} ${pad('SSIM old', 9)} ${pad('H.264', 9)} ${pad('AV1', 9)}`);
    for (const clip of CORPUS) {
      const input = clipFile(clip);
      const source = await probe(input);
      const old = await encodeOld(input, source, path.join(scratch, clip.id, 'old'));
      const now = await encodeNew(input, source, path.join(scratch, clip.id, 'new'));
      const pass = { cpu: childCpuSeconds(), wall: performance.now() };
      const rungs = [...now.heights].filter(([, height]) => height <= AV1_MAX_HEIGHT).map(([id, height]) => ({ id: id as CmafVideoRenditionId, height }));
      const copies = await encodeAv1Copies({ input, source, rungs, hlsDir: now.dir, scratch });
      for (const [side, spent] of [['old', old], ['now', now], ['av1', { cpuSeconds: childCpuSeconds() - pass.cpu, wallSeconds: (performance.now() - pass.wall) / 1000 }]] as const) {
        cost[side].wall += spent.wallSeconds;
        cost[side].cpu += spent.cpuSeconds;
      }
      cost.seconds += source.durationSeconds;
      const av1Encoded = { ...now, heights: new Map(copies.kept ? copies.rungs.map((r) => [r.copy, r.height] as const) : []) };
      const ssim = await ssimAgainstSource(input, [{ label: 'old', encoded: old }, { label: 'new', encoded: now }, { label: 'av1', encoded: av1Encoded }], scratch);
      const starts = new Map<string, number[]>();
      for (const id of now.ids) {
        const measured = await renditionBytes(now.dir, id);
        starts.set(id, measured.starts);
        const copy = copies.kept ? copies.rungs.find((r) => r.id === id)?.copy : undefined;
        const av1 = copy ? await renditionBytes(now.dir, copy) : measured;
        if (copy) starts.set(copy, av1.starts);
        const before = old.ids.includes(id) ? await renditionBytes(old.dir, id) : undefined;
        const ssimNew = ssim.get(`new/${id}`);
        const row: Row = { clip: clip.id, id, old: before, now: measured, av1, ssimOld: ssim.get(`old/${id}`), ssimNew, ssimAv1: copy ? ssim.get(`av1/${copy}`) : ssimNew };
        rows.push(row);
        const [mbOld, mbNew, mbAv1] = [before && megabytesPerHour(before.bytes, before.seconds), megabytesPerHour(measured.bytes, measured.seconds), megabytesPerHour(av1.bytes, av1.seconds)];
        const ratios = mbOld ? `${(mbNew / mbOld).toFixed(2)} ${(mbAv1 / mbOld).toFixed(2)}` : '—';
        console.log(
          `${pad(clip.id, 7)} ${pad(id, 6)} ${pad(mbOld?.toFixed(1) ?? '—', 9)} ${pad(mbNew.toFixed(1), 9)} ${pad(copy ? mbAv1.toFixed(1) : now.heights.has(id) ? '(H.264)' : '—', 9)} ${pad(ratios, 11)} `
            + `${pad(row.ssimOld?.toFixed(5) ?? '—', 9)} ${pad(row.ssimNew?.toFixed(5) ?? '—', 9)} ${pad(copy ? (row.ssimAv1?.toFixed(5) ?? '—') : '', 9)}`,
        );
      }
      const crfs = copies.rungs.map((r) => `${r.id} ${r.choice.crf}`).join(', ');
      console.log(`${pad(clip.id, 7)} AV1 pass: ${copies.kept ? 'kept' : 'not kept'} (${(copies.bytes / copies.h264Bytes).toFixed(2)} of the H.264 bytes; CRF ${crfs})`);
      alignedEverywhere &&= aligned(starts);
      await fs.rm(path.join(scratch, clip.id), { recursive: true, force: true });
    }
    const checks: Array<[string, boolean]> = [];
    console.log(`\ntotals over the corpus (${cost.seconds.toFixed(0)} s): MB/h today, H.264, with AV1; ratios to today`);
    for (const id of [...new Set(rows.map((r) => r.id))]) {
      const of = rows.filter((r) => r.id === id);
      const [mbOld, mbNew, mbAv1] = [corpusMegabytesPerHour(of, (r) => r.old), corpusMegabytesPerHour(of, (r) => r.now)!, corpusMegabytesPerHour(of, (r) => r.av1)!];
      const ratios = mbOld ? [mbNew / mbOld, mbAv1 / mbOld] : undefined;
      console.log(`${pad(id, 14)} ${pad(mbOld?.toFixed(1) ?? '—', 9)} ${pad(mbNew.toFixed(1), 9)} ${pad(mbAv1.toFixed(1), 9)} ${pad(ratios?.map((r) => r.toFixed(2)).join(' ') ?? '—', 11)}`);
      if (ratios) checks.push([`${id}: MB/h with AV1 / today ${ratios[1]!.toFixed(2)} ≤ ${TARGETS.ratio} (H.264 alone ${ratios[0]!.toFixed(2)})`, ratios[1]! <= TARGETS.ratio]);
      const cap = TARGETS.megabytesPerHour[id];
      if (cap !== undefined) checks.push([`${id}: ${mbAv1.toFixed(1)} MB/h with AV1 ≤ ${cap} (H.264 alone ${mbNew.toFixed(1)})`, mbAv1 <= cap]);
    }
    const worse = rows.filter((r) => r.ssimOld !== undefined && [r.ssimNew, r.ssimAv1].some((ssim) => ssim === undefined || ssim < r.ssimOld!));
    checks.push([`SSIM of H.264 and of AV1 ≥ today's for every clip and rung${worse.length ? ` (below: ${worse.map((r) => `${r.clip}/${r.id}`).join(', ')})` : ''}`, worse.length === 0]);
    checks.push(['segments start at the same instants in every CMAF rendition and AV1 copy (audio within 50 ms)', alignedEverywhere]);
    const perSecond = (side: { wall: number; cpu: number }) => `${(side.cpu / cost.seconds).toFixed(2)} CPU-s and ${(side.wall / cost.seconds).toFixed(2)} wall-s per source second`;
    console.log(`\ncorpus encode cost: today ${perSecond(cost.old)} (5 rungs), CMAF ${perSecond(cost.now)} (6 rungs), its AV1 pass ${perSecond(cost.av1)} (searches and encodes, at nice 19)`);

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
