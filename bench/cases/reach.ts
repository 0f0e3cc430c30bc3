/**
 * The reach figures, on the phone profile (phone.ts) in Chromium, cold cache, the free demo viewer signed in on
 * this phone before (its cookie and the app's session note): home's first row, the video page's first frame
 * (autoplay on; and after a tap once the page is up), the bytes received before that first frame; then Lighthouse's mobile run on the
 * landing page, home and a video page. Measurements printed against their targets, never a test.
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import { median } from '../load.js';
import { startKora } from '../servers.js';
import { type Budget, homeJsCase } from './home-js.js';
import { type LighthouseScores, lighthouseRuns } from './lighthouse.js';
import { calibrateCpu } from './cpu-calibration.js';
import { mainThreadLabel, mainThreadWork } from './main-thread.js';
import { openPhone, phoneLabel } from './phone.js';
import { publishDemoCatalogue } from './reach-media.js';
import { apiPaths } from '@kora/shared';

export interface ReachResults {
  budgets: Budget[];
  lighthouse: LighthouseScores[];
  notes: string[];
}

/**
 * The device of a viewer the app signed in before: the autoplay setting as the app keeps it (lib/theme-settings.ts: one
 * JSON entry; missing fields take their defaults) and the app's note that someone is signed in (lib/session-hint.ts).
 */
const SETTINGS_KEY = 'kora-theme-settings';
const SESSION_HINT_KEY = 'kora.session-hint';
const settings = (autoplay: boolean) => ({ [SETTINGS_KEY]: JSON.stringify({ autoplay }), [SESSION_HINT_KEY]: 'member' });

const spread = (xs: number[], unit: string, digits = 0) => `runs: ${xs.map((x) => x.toFixed(digits)).join(', ')} ${unit}`;

declare global {
  interface Window {
    /** performance.now() at which the page's marks happened (init script below). */
    __reach?: { firstRow?: number; tap?: number; firstFrame?: number };
    __reachMark?: (name: string) => Promise<void>;
  }
}

/**
 * Runs in the page before the app: notes when the first home row shows a card on screen, when the
 * first touch lands, and when the player presents its first frame (requestVideoFrameCallback) —
 * after that touch when `afterTap` is set, so a paused picture shown before the tap does not count.
 */
function marks(afterTap: boolean) {
  const reach: NonNullable<Window['__reach']> = (window.__reach = {});
  const painted = (name: 'firstRow' | 'firstFrame', at?: number) => {
    if (reach[name] !== undefined) return;
    reach[name] = at ?? performance.now();
    void window.__reachMark?.(name);
  };
  const watchFrames = (video: HTMLVideoElement) => {
    if (typeof video.requestVideoFrameCallback === 'function') video.requestVideoFrameCallback((now) => painted('firstFrame', now));
    else (video as HTMLVideoElement).addEventListener('timeupdate', () => video.currentTime > 0 && painted('firstFrame'));
  };
  let watched: HTMLVideoElement | null = null;
  const look = () => {
    const card = document.querySelector('.video-row .video-row__item');
    if (card && reach.firstRow === undefined) {
      // Laid out with its poster and title (on a 360 px screen it sits below the hero and the live row);
      // timed after the frame that shows it: the next animation frame, then the task after its paint.
      if (card.getBoundingClientRect().width > 0) requestAnimationFrame(() => setTimeout(() => painted('firstRow')));
    }
    const video = document.querySelector<HTMLVideoElement>('video[data-testid="player-video"]');
    if (video && video !== watched && !afterTap) {
      watched = video;
      watchFrames(video);
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true });
  if (afterTap) {
    document.addEventListener(
      'pointerdown',
      () => {
        if (reach.tap !== undefined) return;
        reach.tap = performance.now();
        const video = document.querySelector<HTMLVideoElement>('video[data-testid="player-video"]');
        if (video) watchFrames(video);
      },
      true,
    );
  }
}

interface Run {
  firstRow?: number;
  tap?: number;
  firstFrame?: number;
  /** Bytes received when each mark was reported. */
  bytes: Record<string, number>;
}

/** Where the player keeps the bandwidth it measured (components/player/start-plan.ts, BANDWIDTH_KEY). */
const BANDWIDTH_KEY = 'kora.player.bandwidth';

/**
 * Plays `path` on a fast link until its first frame and the player has kept what it measured: the phone a viewer
 * carries from home Wi-Fi to the street.
 */
async function playFast(page: Page, origin: string, path: string): Promise<void> {
  await page.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForFunction(() => window.__reach?.firstFrame !== undefined, undefined, { timeout: 60_000, polling: 100 });
  await page.waitForFunction((key) => ((JSON.parse(localStorage.getItem(key) ?? 'null') as { bps?: number } | null)?.bps ?? 0) > 2_000_000, BANDWIDTH_KEY, { timeout: 60_000, polling: 200 });
}

/**
 * BENCH_REACH_TIMELINE=1: what the page fetched before `until` (ms from navigation): each request's start and end,
 * its bytes and whether the cache answered it. For finding what a figure waits on; printed, never checked.
 */
async function timeline(page: Page, until: number): Promise<string> {
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd, bytes: r.transferSize, decoded: r.decodedBodySize };
    }),
  );
  return entries
    .filter((e) => e.start <= until)
    .sort((a, b) => a.start - b.start)
    .map((e) => `    ${String(Math.round(e.start)).padStart(5)} → ${String(Math.round(e.end)).padStart(5)} ms  ${e.bytes === 0 && e.decoded > 0 ? 'cache' : `${(e.bytes / 1024).toFixed(1)} KB`}  ${e.name}`)
    .join('\n');
}

async function measure(
  browser: Browser,
  origin: string,
  path: string,
  cookie: string,
  options: { autoplay: boolean; tap: boolean; until: 'firstRow' | 'firstFrame'; fastFirst?: string },
): Promise<Run> {
  const phone = await openPhone(browser, origin, { cookie, localStorage: settings(options.autoplay), fastFirst: options.fastFirst !== undefined });
  try {
    const bytes: Record<string, number> = {};
    await phone.page.exposeFunction('__reachMark', (name: string) => void (bytes[name] = phone.bytesReceived()));
    // As source text: tsx names inner functions with an `__name` helper the page does not have.
    await phone.page.addInitScript({ content: `var __name = (f) => f; (${marks.toString()})(${JSON.stringify(options.tap)});` });
    if (options.fastFirst !== undefined) {
      await playFast(phone.page, origin, options.fastFirst);
      await phone.throttle();
    }
    await phone.page.goto(`${origin}${path}`, { waitUntil: 'commit', timeout: 60_000 });
    if (options.tap) {
      // "Once the page is up": the play button is there and the network has been quiet for 500 ms.
      const play = phone.page.getByRole('button', { name: 'Lecture' }).first();
      await play.waitFor({ state: 'visible', timeout: 60_000 });
      await phone.page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
      await play.tap();
    }
    const key = options.until;
    await phone.page.waitForFunction((k) => window.__reach?.[k] !== undefined, key, { timeout: 60_000, polling: 100 }).catch(async (err: unknown) => {
      const shot = `/tmp/kora-reach-${key}.png`;
      await phone.page.screenshot({ path: shot }).catch(() => undefined);
      const text = await phone.page.evaluate(() => document.body.innerText.slice(0, 300)).catch(() => '');
      throw new Error(`no ${key} on ${phone.page.url()} within 60 s (screenshot ${shot}; page says: ${JSON.stringify(text)})`, { cause: err });
    });
    const marksAt = (await phone.page.evaluate(() => window.__reach)) ?? {};
    if (process.env.BENCH_REACH_TIMELINE) console.log(`  timeline of ${path} (until ${key} at ${Math.round(marksAt[key] ?? 0)} ms):\n${await timeline(phone.page, marksAt[key] ?? 0)}`);
    return { ...marksAt, bytes };
  } finally {
    await phone.close();
  }
}

/** Signs the free demo viewer in through the API: the session cookie (name=value). */
async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}${apiPaths.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'gratuit@kora.demo', password: 'kora-demo' }) });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

/**
 * Starts a bench server, publishes the demo catalogue with a real ladder, then measures each figure
 * BENCH_REACH_RUNS times (default 3; the median is printed, every run beside it).
 */
export async function reachCases(): Promise<ReachResults> {
  const runs = Number(process.env.BENCH_REACH_RUNS ?? 3);
  // BENCH_REACH_CASES (home, autoplay, tap, next, main-thread, lighthouse; all by default) measures only those named.
  const named = process.env.BENCH_REACH_CASES?.split(',').map((c) => c.trim());
  const wanted = (name: string) => !named || named.includes(name);
  const kora = await startKora();
  const notes: string[] = [];
  try {
    const [videoId = '', nextVideoId = ''] = await publishDemoCatalogue(kora);
    const cookie = await signIn(kora.url);
    const homeJs = await homeJsCase({ kora });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    const cpu = await calibrateCpu(browser);
    const rows: number[] = [];
    const autoplayFrames: number[] = [];
    const autoplayBytes: number[] = [];
    const tapFrames: number[] = [];
    const tapBytes: number[] = [];
    const afterFastFrames: number[] = [];
    const failures: string[] = [];
    // A run that never gets its mark is counted and told, not fatal: the other figures still print.
    const attempt = async (label: string, run: () => Promise<void>) => run().catch((err: unknown) => void failures.push(`${label}: ${(err as Error).message}`));
    try {
      for (let i = 0; i < runs; i++) {
        if (wanted('home')) await attempt('home', async () => {
          const home = await measure(browser, kora.url, '/', cookie, { autoplay: false, tap: false, until: 'firstRow' });
          rows.push(home.firstRow as number);
        });
        if (wanted('autoplay')) await attempt('autoplay', async () => {
          const auto = await measure(browser, kora.url, `/video/${videoId}`, cookie, { autoplay: true, tap: false, until: 'firstFrame' });
          autoplayFrames.push(auto.firstFrame as number);
          autoplayBytes.push((auto.bytes.firstFrame ?? 0) / 1024);
        });
        if (wanted('tap')) await attempt('tap', async () => {
          const tap = await measure(browser, kora.url, `/video/${videoId}`, cookie, { autoplay: false, tap: true, until: 'firstFrame' });
          tapFrames.push((tap.firstFrame as number) - (tap.tap as number));
          tapBytes.push((tap.bytes.firstFrame ?? 0) / 1024);
        });
        if (wanted('next')) await attempt('after a fast link', async () => {
          const next = await measure(browser, kora.url, `/video/${nextVideoId}`, cookie, { autoplay: true, tap: false, until: 'firstFrame', fastFirst: `/video/${videoId}` });
          afterFastFrames.push(next.firstFrame as number);
        });
      }
      // What the main thread does on the two heaviest pages, unthrottled: where a cheap phone's blocking time comes from.
      for (const [label, path] of wanted('main-thread') ? ([['home', '/'], ['video page', `/video/${videoId}`]] as const) : []) {
        const work = await mainThreadWork(browser, kora.url, path, cookie, Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 3));
        notes.push(`main thread of ${label}, unthrottled, until the network is quiet (median): ${mainThreadLabel(work)}`);
      }
    } finally {
      await browser.close();
    }
    notes.push(`reach: ${phoneLabel(cpu)}; free demo viewer signed in before (cookie and session note, no HTTP cache); ${runs} run(s) each, median shown; the demo catalogue published with one real 30 s ladder (bench/cases/reach-media.ts)`);
    for (const failure of failures) notes.push(`reach run without its mark — ${failure}`);
    const of = (xs: number[]) => (xs.length ? median(xs) : Number.POSITIVE_INFINITY);
    const failed = (label: string, xs: number[]) => (xs.length < runs ? `; ${runs - xs.length} of ${runs} run(s) never got there (${label}, see the notes)` : '');
    // Each figure with the case that measures it: a case left out (BENCH_REACH_CASES) prints nothing.
    const figures: [string, Budget][] = [
      ['home', { name: "Home's first row on screen, from navigation (phone profile)", value: of(rows), limit: 4000, unit: 'ms', detail: spread(rows, 'ms') + failed('home', rows) }],
      ['autoplay', { name: 'Video page to its first frame, autoplay on (phone profile)', value: of(autoplayFrames), limit: 4500, unit: 'ms', detail: spread(autoplayFrames, 'ms') + failed('autoplay', autoplayFrames) }],
      [
        'next',
        {
          name: 'Next video on the phone profile after one on a fast link, to its first frame (autoplay on)',
          value: of(afterFastFrames),
          limit: 4000,
          unit: 'ms',
          detail: spread(afterFastFrames, 'ms') + failed('after a fast link', afterFastFrames),
        },
      ],
      ['tap', { name: 'Tap on Play (page up, autoplay off) to the first frame (phone profile)', value: of(tapFrames), limit: 2000, unit: 'ms', detail: spread(tapFrames, 'ms') + failed('tap', tapFrames) }],
      [
        'autoplay',
        {
          name: 'Bytes received before the first frame, autoplay on (phone profile)',
          value: of(autoplayBytes),
          limit: 200,
          unit: 'KB',
          detail: `${spread(autoplayBytes, 'KB')}; after a tap: ${spread(tapBytes, 'KB')}`,
        },
      ],
    ];
    const budgets = [homeJs, ...figures.filter(([name]) => wanted(name)).map(([, budget]) => budget)];
    const lighthouse = wanted('lighthouse') ? await lighthouseRuns(kora.url, cookie, videoId, cpu.slowdown) : [];
    return { budgets, lighthouse, notes };
  } finally {
    await kora.stop();
  }
}
