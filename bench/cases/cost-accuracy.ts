/**
 * Whether the cost Kora shows before play is what playing costs. Chromium plays demo videos through at a locked
 * rung (144p, then 360p), counting every byte of media it receives (the DevTools protocol's encoded lengths,
 * headers included); beside it, what the page showed for that rung (the quality menu's Mo/min × the duration, the
 * download's size) and what the page counted as this month's data used (/settings). Printed against their targets
 * (±10 % for the costs, ±5 % for the data used), never a test.
 */
import { chromium, type Page } from 'playwright-core';
import { apiPaths, pathTo, type DownloadOption, type Playback } from '@kora/shared';
import { startKora } from '../servers.js';
import type { Budget } from './home-js.js';
import { publishDemoCatalogue } from './reach-media.js';

/** Where the player counts this month's media bytes (components/player/data-usage.ts: one entry per profile). */
const DATA_USAGE_PREFIX = 'kora.player.dataUsage';
const RUNGS = ['144p', '360p'] as const;
/** Videos played per rung: enough to see a spread, few enough for a minute or two. */
const VIDEOS = Number(process.env.BENCH_COST_VIDEOS ?? 3);

interface Played {
  video: string;
  rung: string;
  /** Bytes of media received in all, and of the rung's own files. */
  received: number;
  rungBytes: number;
  shownMenu: number;
  shownDownload: number;
  counted: number;
}

const percent = (shown: number, real: number) => (real > 0 ? ((shown - real) / real) * 100 : Number.NaN);

async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}${apiPaths.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'premium@kora.demo', password: 'kora-demo' }) });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

/** Opens the video page, locks `rung` in the quality menu before playing, plays it through at 16× and counts. */
async function playThrough(page: Page, origin: string, id: string, rung: string): Promise<Omit<Played, 'video' | 'rung' | 'shownDownload'>> {
  const cdp = await page.context().newCDPSession(page);
  const urls = new Map<string, string>();
  let received = 0;
  let rungBytes = 0;
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    const url = urls.get(e.requestId) ?? '';
    if (!url.includes(`/media/video/${id}/`)) return;
    received += e.encodedDataLength;
    if (url.includes(`/${rung}/`)) rungBytes += e.encodedDataLength;
  });
  await cdp.send('Network.enable');
  const playback = page.waitForResponse((r) => new URL(r.url()).pathname === pathTo(apiPaths.videoOpening, { id }) || new URL(r.url()).pathname === pathTo(apiPaths.playback, { id }));
  await page.goto(`${origin}/video/${id}`);
  const answer = (await (await playback).json()) as Playback | { playback: Playback | null };
  const shown = ('playback' in answer ? answer.playback : answer)?.renditions.find((r) => r.id === rung);
  if (!shown) throw new Error(`no ${rung} for ${id}`);
  const video = page.getByTestId('player-video');
  await video.hover();
  await page.getByRole('button', { name: 'Qualité' }).click();
  await page.getByRole('menu', { name: 'Qualité' }).getByRole('menuitemradio', { name: new RegExp(`^${rung} `) }).click();
  await page.getByRole('button', { name: 'Lecture' }).first().click();
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0, undefined, { timeout: 60_000 });
  await video.evaluate((v: HTMLVideoElement) => (v.playbackRate = 16));
  await page.waitForFunction(() => document.querySelector('video')?.ended === true, undefined, { timeout: 120_000, polling: 250 });
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  const counted = await page.evaluate((prefix) => {
    const month = new Date().toISOString().slice(0, 7);
    return Object.keys(localStorage)
      .filter((key) => key.startsWith(prefix))
      .reduce((sum, key) => sum + (Number((JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, number>)[month]) || 0), 0);
  }, DATA_USAGE_PREFIX);
  await cdp.detach();
  return { received, rungBytes, shownMenu: shown.megabytesPerMinute * 1_000_000 * (duration / 60), counted };
}

/** Plays VIDEOS demo videos through at each rung of RUNGS; the worst error of each figure against its target. */
export async function costAccuracyCases(): Promise<Budget[]> {
  const kora = await startKora();
  try {
    const ids = (await publishDemoCatalogue(kora)).slice(0, VIDEOS);
    const cookie = await signIn(kora.url);
    const [name, ...value] = cookie.split('=');
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'] });
    const played: Played[] = [];
    try {
      for (const rung of RUNGS) {
        for (const id of ids) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR', serviceWorkers: 'block' });
          await context.addCookies([{ name: name as string, value: value.join('='), url: kora.url }]);
          const page = await context.newPage();
          try {
            const options = (await (await page.request.get(`${kora.url}${pathTo(apiPaths.downloadOptions, { id })}`)).json()) as { options: DownloadOption[] };
            const shownDownload = options.options.find((o) => o.rendition === rung)?.bytes ?? Number.NaN;
            played.push({ video: id, rung, shownDownload, ...(await playThrough(page, kora.url, id, rung)) });
          } finally {
            await context.close();
          }
        }
      }
    } finally {
      await browser.close();
    }
    const worst = (errors: number[]) => Math.max(...errors.map(Math.abs));
    const lines = (f: (p: Played) => number) => played.map((p) => `${p.rung} video ${p.video.slice(9, 13)} ${f(p) >= 0 ? '+' : ''}${f(p).toFixed(1)} %`).join(', ');
    const menu = (p: Played) => percent(p.shownMenu, p.rungBytes);
    const download = (p: Played) => percent(p.shownDownload, p.rungBytes);
    const counted = (p: Played) => percent(p.counted, p.received);
    return [
      { name: 'Cost shown before play (quality menu) against the bytes of that rung played through', value: worst(played.map(menu)), limit: 10, unit: '% worst error', detail: lines(menu) },
      { name: 'Download size shown against the bytes of that rung played through', value: worst(played.map(download)), limit: 10, unit: '% worst error', detail: lines(download) },
      { name: 'Data used counted by the page against every media byte received', value: worst(played.map(counted)), limit: 5, unit: '% worst error', detail: lines(counted) },
    ];
  } finally {
    await kora.stop();
  }
}
