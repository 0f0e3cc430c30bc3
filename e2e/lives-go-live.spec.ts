import { expect, test } from './fixtures';
import { apiPaths, liveMessages, type LiveStream } from '@kora/shared';
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

test('a creator creates a live, the admin approves it, the creator goes live from the camera, a premium viewer watches, a free one is walled, and the replay is offered', async ({ page, browser }) => {
  const title = `Direct depuis le téléphone ${Date.now().toString(36)}`;
  await signIn(page, 'createur@kora.demo', 'kora-demo', '/live');
  await page.getByRole('button', { name: 'Créer un live' }).click();
  await page.getByLabel('Titre', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Test caméra');
  await page.getByLabel('Catégorie', { exact: true }).selectOption('Voyage');
  await page.getByLabel('Abonnement requis', { exact: true }).selectOption('premium');
  await page.getByLabel('Classification par âge').selectOption({ label: 'Déconseillé aux moins de 12 ans' });
  await page.getByRole('button', { name: 'Créer le live' }).click();
  await expect(page.getByRole('article', { name: title }).getByRole('button', { name: liveMessages.pendingApproval })).toBeDisabled();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@kora.demo', 'kora-admin', '/admin');
  await admin.getByRole('link', { name: 'Autorisations de lives' }).first().click();
  await admin.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Approuver' }).click();
  await expect(admin.getByRole('status')).toContainText('Live approuvé');
  const mine = (await (await page.request.get(apiPaths.creatorLiveStreams)).json()) as LiveStream[];
  const live = mine.find((l) => l.title === title)!;
  expect(live.status).toBe('approved');

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
  await signIn(viewer, 'premium@kora.demo', 'kora-demo', `/live-viewer/${live.id}`);
  await expect(viewer.getByTitle('Déconseillé aux moins de 12 ans')).toBeVisible();
  const video = viewer.getByTestId('live-video');
  await expect(video).toBeVisible({ timeout: 30_000 });
  await viewer.getByRole('region', { name: 'Lecteur du direct' }).click();
  // The picture moves: playback time advances by several seconds.
  const currentTime = () => video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(currentTime, { timeout: 30_000 }).toBeGreaterThan(0);
  const startedAt = await currentTime();
  await expect.poll(currentTime, { timeout: 30_000 }).toBeGreaterThan(startedAt + 2);
  await expect(viewer.getByText('1 spectateur')).toBeVisible();

  const freeContext = await browser.newContext();
  const free = await freeContext.newPage();
  await signIn(free, 'gratuit@kora.demo', 'kora-demo', `/live-viewer/${live.id}`);
  await expect(free.getByRole('heading', { name: liveMessages.premiumWall })).toBeVisible();
  await freeContext.close();

  await page.getByRole('button', { name: liveMessages.stop }).click();
  await expect(page.getByRole('status')).toContainText('Direct terminé');
  // The playlist's ENDLIST (or the next refresh of the live) shows the ended state, then the replay once published.
  await expect(viewer.getByRole('heading', { name: 'Ce live est terminé' })).toBeVisible({ timeout: 40_000 });
  await expect(viewer.getByRole('link', { name: liveMessages.replay }).or(viewer.getByRole('button', { name: liveMessages.replay }))).toBeVisible({ timeout: 70_000 });
  await adminContext.close();
  await viewerContext.close();
});
