import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiPaths, pathTo, type Playback } from '@kora/shared';
import { asAdmin } from './admin-api';
import { expect, test } from './fixtures';
import { expectPlaying, revealPlayerControls, signIn } from './support';

test.describe.configure({ timeout: 300_000 });
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** A 9 s 240p zoom into the Mandelbrot set with a tone: a picture where AV1 holds H.264's for about 70 % of its bytes. */
async function makeFractal(file: string): Promise<void> {
  await promisify(execFile)('ffmpeg', [
    '-v', 'error', '-f', 'lavfi', '-i', 'mandelbrot=s=426x240:r=25', '-f', 'lavfi', '-i', 'sine=f=330', '-t', '9',
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
  ]);
}

/** Serves one file on loopback, as a site an admin imports from would. */
async function serveFile(file: string): Promise<{ url: string; close: () => Promise<void> }> {
  const bytes = await fs.readFile(file);
  const server = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': bytes.length }).end(bytes));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/fractale.mp4`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('a phone whose browser decodes AV1 plays the AV1 copies, costed as such, and goes to « Audio seul » and back', async ({ page }) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-e2e-av1-'));
  const clip = path.join(dir, 'fractale.mp4');
  await makeFractal(clip);
  const site = await serveFile(clip);
  const title = `Fractale ${Date.now().toString(36)}`;
  const id = await asAdmin((admin) => admin.importVideo(title, site.url));
  await signIn(page, 'premium@kora.demo', 'kora-demo');

  // Prepared in H.264 first, then its AV1 copies come in the background.
  let playback: Playback | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(pathTo(apiPaths.playback, { id }));
      playback = res.ok() ? ((await res.json()) as Playback) : undefined;
      return playback?.av1MasterUrl ?? null;
    }, { timeout: 240_000, intervals: [2000] })
    .toMatch(/\/master-av1\.m3u8$/);
  await site.close();
  const copy144 = playback!.renditions.find((r) => r.id === '144p')!;
  expect(copy144.av1!.megabytesPerMinute).toBeLessThan(copy144.megabytesPerMinute);

  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url()).pathname;
    if (url.startsWith('/media/video/')) fetched.push(url.split('/').slice(-2).join('/'));
  });
  await page.goto(`/video/${id}`);
  const player = page.getByRole('region', { name: 'Lecteur vidéo' });
  // The menu costs each rung at its copy's figure.
  await player.getByRole('button', { name: /^Qualité/ }).tap();
  const menu = page.getByRole('menu', { name: 'Qualité' });
  await expect(menu.getByRole('menuitemradio', { name: /^144p/ })).toContainText(`${String(copy144.av1!.megabytesPerMinute).replace('.', ',')} Mo/min`);
  await page.keyboard.press('Escape');
  await player.getByRole('button', { name: 'Lecture' }).tap();
  await expectPlaying(page);
  const video = page.getByTestId('player-video');
  // Chromium decodes AV1 smoothly: the AV1 master, and only the copies' segments.
  expect(fetched.some((f) => f.endsWith('/master-av1.m3u8'))).toBe(true);
  const segments = fetched.filter((f) => /\.m4s$/.test(f));
  expect(segments.length).toBeGreaterThan(0);
  expect(segments.filter((f) => !/^\d+p-av1\//.test(f))).toEqual([]);

  // « Audio seul » (the Opus copy, Chromium decodes it) and back to pictures, in AV1 again.
  await revealPlayerControls(page);
  await player.getByRole('button', { name: /^Qualité/ }).tap();
  await menu.getByRole('menuitemradio', { name: /^Audio seul .*Mo\/min/ }).tap();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 30_000 }).toBe(0);
  await expectPlaying(page);
  expect(fetched).toContain('audio-opus/index.m3u8');
  const back = fetched.length;
  await revealPlayerControls(page);
  await player.getByRole('button', { name: /^Qualité/ }).tap();
  await menu.getByRole('menuitemradio', { name: /^240p/ }).tap();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 30_000 }).toBe(240);
  await expectPlaying(page);
  const sinceBack = fetched.slice(back).filter((f) => /\.m4s$/.test(f) && !f.startsWith('audio'));
  expect(sinceBack.length).toBeGreaterThan(0);
  expect(sinceBack.every((f) => f.startsWith('240p-av1/'))).toBe(true);
  await fs.rm(dir, { recursive: true, force: true });
});
