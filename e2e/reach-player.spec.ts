import { expect, test, type Page } from './fixtures';
import { expectPlaying, hold, holdPlayback, signIn, waitForVideos } from './support';
import { apiPaths } from '@kora/shared';

/**
 * The player on a cheap phone over 3G: an emulated phone (360 px, touch) on Chromium's
 * Slow 3G profile (300 ms, 700 kbit/s each way) with the CPU slowed 4×, through the DevTools protocol.
 */

const VIDEO = 'Le Dernier Convoi';
const SLOW_3G_BYTES_PER_SECOND = (700 * 1000) / 8;

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
test.describe.configure({ timeout: 300_000 });

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: SLOW_3G_BYTES_PER_SECOND,
    uploadThroughput: SLOW_3G_BYTES_PER_SECOND,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Signs the premium demo viewer in (unthrottled), waits for the demo video, and returns its page's path. */
async function videoPath(page: Page): Promise<string> {
  await signIn(page, 'premium@kora.demo', 'kora-demo');
  await waitForVideos(page, [VIDEO]);
  const list = (await (await page.request.get(apiPaths.videos)).json()) as Array<{ id: string; title: string }>;
  const id = list.find((video) => video.title === VIDEO)?.id;
  expect(id).toBeTruthy();
  return `/video/${id}`;
}

const controlsOf = (page: Page) => page.getByRole('region', { name: 'Lecteur vidéo' }).locator('.player__controls');

test('tapped before the player\'s engine is there, Play starts playback without hls.js; the cost shows first; controls hide 3 s in, also after a tap, and come back on a touch; settings count the data', async ({ page }) => {
  const path = await videoPath(page);
  await throttle(page);
  const releasePlayer = await hold(page, /\/assets\/vod-engine[^/]*\.js$/);
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
  await page.goto(path);

  // The player is on the page, its engine not: what the whole video costs is shown before playing.
  const player = page.getByRole('region', { name: 'Lecteur vidéo' });
  await expect(player.getByTestId('video-cost')).toHaveText(/^Cette vidéo : ≈ \d+ Mo au plus \(Auto, jusqu'en \d+p\)$/);
  const video = page.getByTestId('player-video');
  expect(await video.evaluate((v: HTMLVideoElement) => v.readyState)).toBe(0);
  await player.getByRole('button', { name: 'Lecture' }).tap();
  await expect(player.getByRole('status', { name: 'Chargement de la vidéo' })).toBeVisible();
  releasePlayer();
  await expectPlaying(page);
  await expect(player.getByTestId('video-cost')).toHaveCount(0);
  // A video prepared in fMP4 plays with Kora's own engine: hls.js (about 95 KB on the wire) is not downloaded.
  expect(scripts.some((script) => script.includes('/vod-engine'))).toBe(true);
  expect(scripts.filter((script) => /\/hls[^/]*\.js$/.test(script))).toEqual([]);

  // 3 s after the picture moves the controls go (opacity: hidden for the eye, not only flagged).
  const controls = controlsOf(page);
  await expect(player).toHaveAttribute('data-controls', 'hidden', { timeout: 15_000 });
  await expect(controls).toHaveCSS('opacity', '0');
  // A touch on the picture brings them back, without pausing.
  await video.tap();
  await expect(player).toHaveAttribute('data-controls', 'shown');
  await expect(controls).toHaveCSS('opacity', '1');
  // A tap on one of them leaves it focused, and they still go 3 s later.
  await player.getByRole('button', { name: 'Avancer de 10 secondes' }).tap();
  await expect(player).toHaveAttribute('data-controls', 'hidden', { timeout: 15_000 });
  await expect(controls).toHaveCSS('opacity', '0');
  await expectPlaying(page);

  // What the player downloaded is counted on this device for this month.
  await page.goto('/settings');
  await expect(page.getByTestId('data-usage')).toHaveText(/^Données utilisées ce mois-ci par ce profil sur cet appareil : (?!0 Mo)[\d,]+ Mo$/);
});

test('tapped while the page still asks for playback, Play is kept and playback starts', async ({ page }) => {
  const path = await videoPath(page);
  await throttle(page);
  const releasePlayback = await holdPlayback(page);
  await page.goto(path);
  await page.getByRole('button', { name: 'Lecture' }).tap();
  await expect(page.getByRole('status', { name: 'Chargement de la vidéo' })).toBeVisible();
  releasePlayback();
  await expectPlaying(page);
});

test('a Play the <video> forgets (asked just as the engine gives it its source) still starts playback', async ({ page }) => {
  const path = await videoPath(page);
  const releasePlayback = await holdPlayback(page);
  await page.goto(path);
  const video = page.getByTestId('player-video');
  // What Chromium does to a play() made just before the element gets its source: its load algorithm
  // pauses it again, rejects the play() and drops its 'play' event. Emulated for this one tap.
  await video.evaluate((v: HTMLVideoElement) => {
    v.play = () => {
      Reflect.deleteProperty(v, 'play');
      return Promise.reject(new DOMException('The play() request was interrupted by a new load request.', 'AbortError'));
    };
  });
  await page.getByRole('button', { name: 'Lecture' }).tap();
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  releasePlayback();
  await expectPlaying(page);
});

test('the quality menu shows every choice on a 360 px screen, Mo/min rising with quality', async ({ page }) => {
  const path = await videoPath(page);
  await throttle(page);
  await page.goto(path);
  const player = page.getByRole('region', { name: 'Lecteur vidéo' });
  await player.getByRole('button', { name: 'Qualité' }).tap();
  const menu = page.getByRole('menu', { name: 'Qualité' });
  const items = menu.getByRole('menuitemradio');
  await expect(items.first()).toBeVisible();
  const names = await items.allTextContents();
  expect(names[0]).toMatch(/^Auto/);
  expect(names.at(-1)).toMatch(/^Audio seul/);
  expect(names.some((name) => name.startsWith('144p'))).toBe(true);

  // None is scrolled away or outside the screen or the player.
  const fits = await menu.evaluate((m) => ({ scroll: m.scrollHeight, client: m.clientHeight, width: m.clientWidth, rows: Array.from(m.children).map((c) => Math.round(c.getBoundingClientRect().height)) }));
  expect(fits.scroll, JSON.stringify(fits)).toBeLessThanOrEqual(fits.client);
  const frame = (await player.boundingBox())!;
  for (const item of await items.all()) {
    const box = (await item.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y).toBeGreaterThanOrEqual(frame.y);
    expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
  }

  // The figures rise with the picture (the list is sharpest first).
  const perMinute = names
    .filter((name) => /^\d+p/.test(name))
    .map((name) => Number(/([\d,]+) Mo\/min/.exec(name)![1]!.replace(',', '.')));
  expect(perMinute.length).toBeGreaterThan(1);
  expect([...perMinute].sort((a, b) => b - a)).toEqual(perMinute);

  // Choosing a height before playing costs the video at that height.
  await menu.getByRole('menuitemradio', { name: /^144p/ }).tap();
  await expect(player.getByTestId('video-cost')).toHaveText(/^Cette vidéo : ≈ \d+ Mo en 144p$/);
  // And playing starts at that height.
  await player.getByRole('button', { name: 'Lecture' }).tap();
  await expectPlaying(page);
  // The position may have moved to the resume point before the first picture: the height is read once there is one.
  const video = page.getByTestId('player-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 30_000 }).toBeGreaterThan(0);
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoHeight)).toBe(144);
});

test('a phone that last played on a fast link starts its next video on Slow 3G at what 3G carries, not at its old speed', async ({ page }) => {
  const path = await videoPath(page);
  // Unthrottled first: the player measures a fast link and keeps the figure for the next playback.
  await page.goto(path);
  await page.getByRole('region', { name: 'Lecteur vidéo' }).getByRole('button', { name: 'Lecture' }).tap();
  await expectPlaying(page);
  const remembered = async () => {
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('kora.player.bandwidth'))) ?? '0') as number | { bps?: number };
    return typeof kept === 'number' ? kept : (kept.bps ?? 0);
  };
  await expect.poll(remembered).toBeGreaterThan(2_000_000);

  // Then on Slow 3G: the first picture comes from a rung 3G carries (240p at most), not from the Wi-Fi figure's.
  await throttle(page);
  await page.goto(path);
  const video = page.getByTestId('player-video');
  const firstHeight = video.evaluate((v: HTMLVideoElement) => new Promise<number>((resolve) => v.addEventListener('loadeddata', () => resolve(v.videoHeight), { once: true })));
  await page.getByRole('region', { name: 'Lecteur vidéo' }).getByRole('button', { name: 'Lecture' }).tap();
  expect(await firstHeight).toBeLessThanOrEqual(240);
  await expectPlaying(page);
});
