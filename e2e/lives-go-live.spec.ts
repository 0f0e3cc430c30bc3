import { expect, test } from '@playwright/test';
import { apiPaths, liveMessages, pathTo, type LiveStream } from '@kora/shared';
import { signIn } from './support';

// Chromium's fake camera and microphone (a test pattern and a beep), allowed without a prompt.
test.use({
  permissions: ['camera', 'microphone'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});
test.describe.configure({ timeout: 180_000 });

test('a creator goes live from the browser camera, a premium viewer watches it, and it ends with the replay to come', async ({ page, browser }) => {
  const title = `Direct depuis le téléphone ${Date.now().toString(36)}`;
  await signIn(page, 'createur@kora.demo', 'kora-demo');
  const created = await page.request.post(apiPaths.liveStreams, { data: { title, description: 'Test caméra', category: 'Voyage', requiredTier: 'premium' } });
  expect(created.status()).toBe(201);
  const live = (await created.json()) as LiveStream;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@kora.demo', 'kora-admin');
  expect((await admin.request.post(pathTo(apiPaths.adminApproveLive, { id: live.id }))).status()).toBe(200);

  // /test-live: the camera's preview and the microphone's meter.
  await page.goto('/test-live');
  await page.getByRole('button', { name: 'Tester la caméra et le micro' }).click();
  await expect.poll(() => page.getByTestId('capture-preview').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('meter', { name: 'Niveau du micro' })).toBeVisible();

  await page.goto(`/stream?live=${live.id}`);
  await expect(page.getByLabel('Live à diffuser')).toHaveValue(live.id);
  await page.getByRole('button', { name: 'Caméra', exact: true }).click();
  await expect.poll(() => page.getByTestId('capture-preview').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: liveMessages.goLive }).click();
  await expect(page.getByText(/En direct · .* envoyés/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Image reçue')).toBeVisible({ timeout: 30_000 });

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signIn(viewer, 'premium@kora.demo', 'kora-demo');
  await viewer.goto(`/live-viewer/${live.id}`);
  const video = viewer.getByTestId('live-video');
  await expect(video).toBeVisible({ timeout: 30_000 });
  await viewer.getByRole('region', { name: 'Lecteur du direct' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(2);
  await expect(viewer.getByText('1 spectateur')).toBeVisible();

  await page.getByRole('button', { name: liveMessages.stop }).click();
  await expect(page.getByRole('status')).toContainText('Direct terminé');
  // The playlist's ENDLIST (or the next refresh of the live) shows the ended state.
  await expect(viewer.getByRole('heading', { name: 'Ce live est terminé' })).toBeVisible({ timeout: 40_000 });
  await adminContext.close();
  await viewerContext.close();
});
