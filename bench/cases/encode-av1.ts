/**
 * AV1's rate controls against the corpus (BENCH_ONLY=av1, not part of the full run): what SVT-AV1 (Debian's ffmpeg,
 * libsvtav1) makes of the 360p, 480p and 720p pictures under each, against today's ladder and the CMAF one, per clip
 * and rung: the measure the pipeline's AV1 pass (media/av1-pass.ts, which the corpus case runs) was chosen by.
 *
 * Each rung's picture is encoded alone with a key frame every 2 s, the CMAF rung's audio and container bytes added;
 * bytes per hour and SSIM against the source as the corpus case measures them. BENCH_AV1 lists the settings,
 * comma-separated: `crf:N` (constant quality), `capped:N:F` (CRF N under a cap of F times the CMAF rung's cap),
 * `vbr:F` (an average of F times the bits the CMAF rung spent on this clip), `search` (per clip and rung, the highest
 * CRF whose SSIM holds the x264 rung's over the whole clip, by bisection; the x264 rung kept and counted where AV1
 * would spend more). BENCH_AV1_PRESET: SVT-AV1's preset (10).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CMAF_VIDEO_LADDER } from '../../apps/server/src/media/cmaf-ladder.js';
import { meanSsim } from '../../apps/server/src/media/av1-encode.js';
import { runFfmpeg } from '../../apps/server/src/media/ffmpeg.js';
import { probe } from '../../apps/server/src/media/ffprobe.js';
import { clipFile, CORPUS, ensureCorpus } from './encode-corpus-clips.js';
import { encodeNew, encodeOld, renditionBytes, ssimAgainstSource } from './encode-corpus.js';
import { childCpuSeconds } from './live-tools.js';

const run = promisify(execFile);
const RUNGS = ['360p', '480p', '720p'] as const;
const DEFAULT_SETTINGS = 'crf:14,crf:52,capped:14:0.75,vbr:0.85';
const KEY_FRAME_SECONDS = 2;

type Setting = { label: string; args: (cap: number, spent: number) => string[]; search?: true };

/** CRFs the search bisects between: the lowest holds every clip's SSIM, the highest none of them. */
const SEARCH_CRFS = { low: 10, high: 60 } as const;

/** A setting of BENCH_AV1 as ffmpeg arguments; `cap` is the CMAF rung's cap, `spent` the bits per second it spent. */
export function parseSetting(text: string): Setting {
  const [kind, a, b] = text.split(':');
  const n = Number(a);
  if (kind === 'crf' && n >= 1 && n <= 63) return { label: `CRF ${n}`, args: () => ['-crf', String(n)] };
  if (kind === 'capped' && n >= 1 && n <= 63 && Number(b) > 0) return { label: `CRF ${n} ≤ ${b}×cap`, args: (cap) => ['-crf', String(n), '-maxrate', String(Math.round(cap * Number(b)))] };
  if (kind === 'search') return { label: 'CRF searched', args: () => [], search: true };
  if (kind === 'vbr' && n > 0) return { label: `VBR ${n}×x264`, args: (_, spent) => ['-b:v', String(Math.round(spent * n))] };
  throw new Error(`BENCH_AV1 : réglage « ${text} » inconnu (crf:N, capped:N:F, vbr:F ou search)`);
}

/** Bytes of each track of an HLS rendition or a file, by ffprobe's packets. */
async function trackBytes(file: string): Promise<{ video: number; audio: number }> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-allowed_extensions', 'ALL', '-show_entries', 'packet=size,codec_type', '-of', 'csv=p=0', file], { maxBuffer: 64 << 20 });
  const bytes = { video: 0, audio: 0 };
  for (const line of stdout.trim().split('\n')) {
    const [type, size] = line.split(',');
    if (type === 'video' || type === 'audio') bytes[type] += Number(size);
  }
  return bytes;
}

/** Mean SSIM of a file's (or a rendition's) picture against the source scaled to `height`. */
const ssimOf = (source: string, file: string, height: number, scratch: string) => meanSsim(['-i', file], ['-i', source], `scale=-2:${height}`, path.join(scratch, 'ssim.log'));

const mbh = (bytes: number, seconds: number) => (bytes / 1e6) * (3600 / seconds);
const pad = (text: string, width: number) => text.padStart(width);

/** One row of the table and its share of the corpus totals. */
type Row = { clip: string; id: string; label: string; before: { bytes: number; seconds: number } | undefined; after: { bytes: number; seconds: number }; av1: number; ssimOld: number | undefined; ssimX264: number; av1Ssim: number; cpuSeconds: number; note: string };

function tally() {
  const totals = new Map<string, { old: number; x264: number; av1: number; seconds: number; cpu: number }>();
  return {
    add(row: Row) {
      const { id, label, before, after, av1, cpuSeconds, note } = row;
      const key = `${id} ${label}`;
      const sum = totals.get(key) ?? { old: 0, x264: 0, av1: 0, seconds: 0, cpu: 0 };
      totals.set(key, { old: sum.old + (before?.bytes ?? 0), x264: sum.x264 + after.bytes, av1: sum.av1 + av1, seconds: sum.seconds + after.seconds, cpu: sum.cpu + cpuSeconds });
      const ratio = before ? (av1 / before.bytes).toFixed(2) : '—';
      const low = row.ssimOld !== undefined && row.av1Ssim < row.ssimOld;
      console.log(
        `${pad(row.clip, 7)} ${pad(id, 5)} ${pad(label, 20)} ${pad(before ? mbh(before.bytes, before.seconds).toFixed(1) : '—', 7)} ${pad(mbh(after.bytes, after.seconds).toFixed(1), 7)} `
          + `${pad(mbh(av1, after.seconds).toFixed(1), 7)} ${pad(ratio, 6)} ${pad(row.ssimOld?.toFixed(4) ?? '—', 9)} ${pad(row.ssimX264.toFixed(4), 7)} `
          + `${pad(row.av1Ssim.toFixed(4), 7)}${low ? ' LOW' : '    '} ${(cpuSeconds / after.seconds).toFixed(2)}${note}`,
      );
    },
    print() {
      console.log('\ntotals over the corpus: AV1 / today, x264 CMAF / today, AV1 MB/h, AV1 CPU-s per source second');
      for (const [key, t] of totals) {
        const ratio = (n: number) => (t.old > 0 ? (n / t.old).toFixed(3) : '  —  ');
        console.log(`  ${key.padEnd(26)} ${ratio(t.av1)}  ${ratio(t.x264)}  ${pad(mbh(t.av1, t.seconds).toFixed(1), 7)}  ${(t.cpu / t.seconds).toFixed(2)}`);
      }
    },
  };
}

export async function encodeAv1Case(): Promise<void> {
  const settings = (process.env.BENCH_AV1 ?? DEFAULT_SETTINGS).split(',').map(parseSetting);
  const preset = process.env.BENCH_AV1_PRESET ?? '10';
  await ensureCorpus();
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-bench-av1-'));
  const table = tally();
  try {
    console.log(`\nAV1 (SVT-AV1 preset ${preset}, key frames every ${KEY_FRAME_SECONDS} s) against today's ladder and the CMAF one, ${RUNGS.join(', ')}; MB/h with the rung's audio`);
    console.log(`${pad('clip', 7)} ${pad('rung', 5)} ${pad('setting', 20)} ${pad('old', 7)} ${pad('x264', 7)} ${pad('AV1', 7)} ${pad('ratio', 6)} ${pad('SSIM old', 9)} ${pad('x264', 7)} ${pad('AV1', 7)}  CPU-s/s`);
    for (const clip of CORPUS) {
      const input = clipFile(clip);
      const source = await probe(input);
      const old = await encodeOld(input, source, path.join(scratch, clip.id, 'old'));
      const now = await encodeNew(input, source, path.join(scratch, clip.id, 'new'));
      const ssim = await ssimAgainstSource(input, [{ label: 'old', encoded: old }, { label: 'new', encoded: now }], scratch);
      const bytesOf = async (id: string) => ({ before: old.heights.has(id) ? await renditionBytes(old.dir, id) : undefined, after: await renditionBytes(now.dir, id) });
      for (const id of RUNGS) {
        const rung = CMAF_VIDEO_LADDER.find((r) => r.id === id)!;
        const [{ before, after }, tracks] = await Promise.all([bytesOf(id), trackBytes(path.join(now.dir, id, 'index.m3u8'))]);
        const besideVideo = after.bytes - tracks.video;
        const spent = (tracks.video * 8) / after.seconds;
        const [ssimOld, ssimX264] = [ssim.get(`old/${id}`)!, ssim.get(`new/${id}`)!];
        const out = path.join(scratch, `${clip.id}-${id}.mp4`);
        /** The rung's picture in AV1 with these rate arguments: bytes as served (CMAF audio and container added), SSIM, CPU. */
        const encode = async (rate: string[]) => {
          const started = childCpuSeconds();
          await runFfmpeg(['-i', input, '-an', '-vf', `scale=-2:${rung.height}`, '-c:v', 'libsvtav1', '-preset', preset, '-g', String(Math.round(KEY_FRAME_SECONDS * (source.frameRate ?? 25))), ...rate, out]);
          const cpuSeconds = childCpuSeconds() - started;
          const result = { bytes: (await trackBytes(out)).video + besideVideo, ssim: await ssimOf(input, out, rung.height, scratch), cpuSeconds };
          await fs.rm(out, { force: true });
          return result;
        };
        for (const setting of settings) {
          let note = '';
          let encoded: { bytes: number; ssim: number; cpuSeconds: number } | undefined;
          if (setting.search) {
            // Bisection on the CRF: the highest that still holds the x264 rung's SSIM (the lowest is taken to hold).
            let [holds, fails]: [number, number] = [SEARCH_CRFS.low, SEARCH_CRFS.high];
            while (fails - holds > 1) {
              const crf = Math.round((holds + fails) / 2);
              const tried = await encode(['-crf', String(crf)]);
              if (tried.ssim >= ssimX264) [holds, encoded] = [crf, tried];
              else fails = crf;
            }
            encoded ??= await encode(['-crf', String(holds)]);
            note = ` CRF ${holds}`;
            if (encoded.bytes > after.bytes) [encoded, note] = [{ ...encoded, bytes: after.bytes, ssim: ssimX264 }, `${note}, x264 kept`];
          } else {
            encoded = await encode(setting.args(rung.maxrate, spent));
          }
          table.add({ clip: clip.id, id, label: setting.label, before, after, av1: encoded.bytes, ssimOld, ssimX264, av1Ssim: encoded.ssim, cpuSeconds: encoded.cpuSeconds, note });
        }
      }
      await fs.rm(path.join(scratch, clip.id), { recursive: true, force: true });
    }
    table.print();
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
