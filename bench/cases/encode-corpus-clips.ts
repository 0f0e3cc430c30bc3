/**
 * The encoding corpus: four 24 s 1080p clips drawn by ffmpeg (a still slide with speech, a person at a desk who moves
 * little, a high-motion scene, a dim grainy one), drawn once and kept between bench runs, and the 60 s 1080p clip of
 * the CPU budget. encode-corpus.ts and encode-av1.ts encode them.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateDemoSource } from '../../apps/server/src/media/demo-source.js';
import { runFfmpeg } from '../../apps/server/src/media/ffmpeg.js';
import { probe } from '../../apps/server/src/media/ffprobe.js';

export const CLIP_SECONDS = 24;
/** Kept between bench runs: drawing and encoding the four clips costs a few minutes (a clip's `recipe` is in its name: bump it with the graph). */
const DATA_DIR = path.join(os.tmpdir(), 'kora-bench-encode-corpus');
/** The 60 s 1080p clip of bench/cases/transcode.ts (same path, same generator): made once for both cases. */
export const BUDGET_SOURCE = path.join(os.tmpdir(), 'kora-bench-transcode', 'testsrc2-1080p-60s.mp4');
export const BUDGET_SECONDS = 60;

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

