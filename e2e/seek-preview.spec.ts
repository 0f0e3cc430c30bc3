import { expect, test } from './fixtures';
import { signIn, waitForVideos } from './support';

const VIDEO = 'Forêt du Mayombe';

test.describe.configure({ timeout: 240_000 });

test('the seek bar previews the moment under a mouse or a dragging finger, fetched only then', async ({ page }) => {
  await signIn(page, 'premium@kora.demo', 'kora-demo');
  await waitForVideos(page, [VIDEO]);
  const previewFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/preview/')) previewFiles.push(pathname.split('/').pop() ?? '');
  });
  const playback = page.waitForResponse((response) => /\/api\/videos\/[^/]+\/playback$/.test(new URL(response.url()).pathname));
  await page.getByRole('region', { name: 'Tendances' }).getByRole('link', { name: `Lire ${VIDEO}` }).click();
  expect(((await (await playback).json()) as { thumbnailsUrl: string | null }).thumbnailsUrl).toMatch(/\/preview\/thumbnails\.vtt$/);

  const player = page.getByRole('region', { name: 'Lecteur vidéo' });
  const slider = player.getByRole('slider', { name: 'Position de lecture' });
  await expect(slider).toBeVisible();
  const bar = (await slider.boundingBox())!;
  const frame = (await player.boundingBox())!;
  const y = bar.y + bar.height / 2;
  // Nothing of the previews is fetched for a viewer who does not look for them.
  expect(previewFiles).toEqual([]);

  // A mouse over the middle of the bar: the sheet's picture and the time, hidden from assistive technology.
  await page.mouse.move(bar.x + bar.width / 2, y);
  const preview = player.locator('.seek-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('aria-hidden', 'true');
  await expect(preview.locator('.seek-preview__sprite')).toHaveCSS('background-image', /\/preview\/[^"]+\.jpg/);
  await expect(preview).toHaveText(/^\d+:\d{2}$/);
  expect(previewFiles.filter((file) => file.endsWith('.vtt'))).toEqual(['thumbnails.vtt']);

  // At either end the preview stays inside the player.
  for (const x of [bar.x + 1, bar.x + bar.width - 1]) {
    await page.mouse.move(x, y);
    const box = (await preview.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
  }
  await page.mouse.move(frame.x + frame.width / 2, frame.y - 40);
  await expect(preview).toBeHidden();

  // A finger dragging the thumb sees the moment it would seek to; letting go hides it.
  const touch = await page.context().newCDPSession(page);
  const startX = bar.x + 10;
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: startX, y }] });
  for (let step = 1; step <= 5; step++) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: startX + (bar.width * 0.6 * step) / 5, y }] });
  }
  await expect(preview).toBeVisible();
  const shownValue = await slider.inputValue();
  const minutes = Math.floor(Number(shownValue) / 60);
  await expect(preview).toHaveText(`${minutes}:${String(Number(shownValue) % 60).padStart(2, '0')}`);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(preview).toBeHidden();
  // Still one file: the previews are read once.
  expect(previewFiles.filter((file) => file.endsWith('.vtt'))).toHaveLength(1);
});
