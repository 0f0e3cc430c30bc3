import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, devices, type Browser, type Page } from './fixtures';
import { apiPaths, chatMessages, DEMO_LIVE_ID, pathTo, type LiveStream, type Video } from '@kora/shared';
import { E2E_DATA_DIR, E2E_PORT, E2E_SECOND_PORT } from './constants';
import { installationEnv } from '../apps/server/test/installation-env';
import { e2eDatabaseUrl } from './support';

/*
 * The live chat between two people at 360 px: the premium viewer (Fatou) and the demo live's
 * creator (Studio Kora), each in their own browser context, on the real server.
 */

const MAIN = `http://localhost:${E2E_PORT}`;
const SECOND = `http://localhost:${E2E_SECOND_PORT}`;
const stamp = () => Date.now().toString(36);

/** A fresh phone-sized context signed in through the API (the sign-in form has journeys of its own). */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, locale: 'fr-FR', baseURL: MAIN });
  const page = await context.newPage();
  const res = await page.request.post(apiPaths.login, { data: { email, password: 'kora-demo' } });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

/** Opens the demo live's viewer on `origin` and waits until its chat has joined. */
async function openChat(page: Page, origin = MAIN) {
  await page.goto(`${origin}/live-viewer/${DEMO_LIVE_ID}`);
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
}

const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Votre message' });
const messages = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

async function send(page: Page, text: string) {
  await chatInput(page).fill(text);
  await chatInput(page).press('Enter');
}

test.describe('live chat', () => {
  // One sign-in per person for both journeys; the second server starts while the first one runs.
  test.describe.configure({ mode: 'serial' });
  let viewer: Page;
  let creator: Page;
  let second: Promise<ChildProcess>;

  test.beforeAll(async ({ browser }) => {
    second = startSecondServer();
    second.catch(() => undefined);
    [viewer, creator] = await Promise.all([signedInPage(browser, 'premium@kora.demo'), signedInPage(browser, 'direct@kora.demo')]);
  });
  test.afterAll(async () => {
    await Promise.all([viewer?.context().close(), creator?.context().close(), second?.then(stopServer, () => undefined)]);
  });

  test('two viewers chat in the demo live: live delivery, badges, text only, links, counter, hide, timeout told and lifted, an ended live read-only', async () => {
    const id = stamp();
    await openChat(viewer);
    await openChat(creator);
    // The viewer count is the people on the live's page, from the chat's socket.
    await expect(viewer.getByText('2 spectateurs')).toBeVisible();

    // A viewer's message reaches the creator in under a second; markup and addresses stay text.
    const hello = `Bonsoir depuis Abidjan <b>gras</b> https://exemple.ci/promo ${id}`;
    await send(viewer, hello);
    await expect(chatInput(viewer)).toHaveValue('');
    await expect(messages(creator, hello)).toBeVisible({ timeout: 1_000 });
    await expect(messages(creator, hello)).toContainText('Fatou');
    await expect(messages(creator, hello).locator('b, a')).toHaveCount(0);

    // The creator's message carries 'Créateur' and a link that opens elsewhere, safely.
    const reply = `Merci ! Le replay sera ici : https://kora.sn/replay ${id}`;
    await send(creator, reply);
    const replied = messages(viewer, reply);
    await expect(replied).toBeVisible({ timeout: 1_000 });
    await expect(replied.getByText(chatMessages.creatorBadge, { exact: true })).toBeVisible();
    const link = replied.getByRole('link', { name: 'https://kora.sn/replay' });
    await expect(link).toHaveAttribute('href', 'https://kora.sn/replay');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');

    // The input: no counter up to 450 characters, '451/500' at 451, stops at 500; blank text is not sent.
    const input = chatInput(viewer);
    const counter = viewer.getByTestId('chat-counter');
    await input.fill('a'.repeat(450));
    await expect(counter).toHaveCount(0);
    await input.press('b');
    await expect(counter).toHaveText('451/500');
    await input.fill('c'.repeat(600));
    await expect(input).toHaveValue('c'.repeat(500));
    await expect(counter).toHaveText('500/500');
    await input.fill('   ');
    await expect(viewer.getByRole('button', { name: chatMessages.send })).toBeDisabled();
    await input.press('Enter');
    await expect(input).toHaveValue('   ');

    // The creator hides a message from their own page: it vanishes from the viewer's at once.
    const unwanted = `Message à masquer ${id}`;
    await send(viewer, unwanted);
    await expect(messages(creator, unwanted)).toBeVisible();
    await messages(creator, unwanted).getByRole('button', { name: /^Modérer le message de/ }).click();
    await creator.getByRole('menuitem', { name: chatMessages.hide }).click();
    await expect(messages(viewer, unwanted)).toHaveCount(0);
    await expect(messages(creator, unwanted)).toHaveCount(0);
    await expect(messages(viewer, hello)).toHaveCount(1);

    // Timed out for 5 min, the viewer is told why and for how long, and cannot send; lifted, they can.
    await messages(creator, hello).getByRole('button', { name: /^Modérer le message de/ }).click();
    await creator.getByRole('menuitem', { name: chatMessages.timeout5 }).click();
    const notice = viewer.getByTestId('chat-notice');
    await expect(notice).toContainText(chatMessages.timedOut(5));
    await expect(notice.getByLabel(/^Temps restant : [45]:\d\d$/)).toBeVisible();
    await input.fill('Je peux écrire ?');
    await expect(viewer.getByRole('button', { name: chatMessages.send })).toBeDisabled();
    await creator.getByRole('button', { name: 'Réglages du chat' }).click();
    await creator.getByRole('button', { name: /^Lever la sanction de/ }).click();
    await expect(notice).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: chatMessages.send })).toBeEnabled();
    await input.fill('');

    // An ended live's chat stays readable, and nobody writes in it any more.
    const lives = (await (await viewer.request.get(apiPaths.liveStreams)).json()) as LiveStream[];
    const ended = lives.find((live) => live.phase === 'ended');
    expect(ended, 'the demo data has an ended live').toBeDefined();
    await viewer.goto(`/live-viewer/${ended?.id}`);
    await expect(viewer.getByText(chatMessages.readOnlyEnded)).toBeVisible();
    await expect(viewer.getByRole('log', { name: 'Messages du chat' }).getByTestId('chat-message').first()).toBeVisible();
    await expect(chatInput(viewer)).toHaveCount(0);
    // Headed as what it is, with no « Connecté » to a live that is over.
    await expect(viewer.getByRole('heading', { name: chatMessages.endedTitle })).toBeVisible();
    await expect(viewer.getByRole('heading', { name: chatMessages.title })).toHaveCount(0);
    await expect(viewer.getByTestId('chat-status')).toHaveCount(0);
    // « Ce live est terminé » over the live's picture, with no antenna drawn across its words.
    await expect(viewer.getByRole('heading', { name: 'Ce live est terminé' })).toBeVisible();
    await expect(viewer.locator('.live-stage__panel .live-card__image svg')).toHaveCount(0);
  });

  test('the server restarts: the indicator goes disconnected then connected, the missed messages show once', async () => {
    const id = stamp();
    let server = await second;
    try {
      await openChat(viewer, SECOND);
      await openChat(creator, SECOND);
      const before = `Avant la coupure ${id}`;
      await send(viewer, before);
      await expect(messages(creator, before)).toBeVisible();

      await stopServer(server);
      await expect(viewer.getByTestId('chat-status')).toHaveAttribute('data-state', 'disconnected');
      await expect(creator.getByTestId('chat-status')).toHaveAttribute('data-state', 'disconnected');

      // Meanwhile the creator writes through the main server (same database), and the viewer's own
      // try fails: its text stays in the input, no tap lost.
      const missed = `Pendant la coupure ${id}`;
      const posted = await creator.request.post(`${MAIN}${pathTo(apiPaths.liveChat, { id: DEMO_LIVE_ID })}`, { data: { message: missed } });
      expect(posted.status(), await posted.text()).toBe(201);
      const unsent = `Je réessaierai ${id}`;
      await send(viewer, unsent);
      await expect(chatInput(viewer)).toHaveValue(unsent);

      server = await startSecondServer();
      second = Promise.resolve(server);
      for (const page of [viewer, creator]) {
        await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
        await expect(messages(page, missed)).toHaveCount(1);
        await expect(messages(page, before)).toHaveCount(1);
      }

      // The chat resumes: the kept text goes now.
      await chatInput(viewer).press('Enter');
      await expect(messages(creator, unsent)).toHaveCount(1);
      await expect(messages(viewer, unsent)).toHaveCount(1);
    } finally {
      await stopServer(server);
    }
  });

  test('a replay shows its live\'s chat, read-only', async () => {
    test.setTimeout(180_000);
    const lives = (await (await viewer.request.get(apiPaths.liveStreams)).json()) as LiveStream[];
    const replayId = lives.find((live) => live.phase === 'ended' && live.replayVideoId)?.replayVideoId;
    expect(replayId, 'the ended demo live has its replay').toBeTruthy();
    // The demo replay is one of the demo videos, prepared in the background after the first start.
    await expect.poll(async () => (await viewer.request.get(pathTo(apiPaths.video, { id: replayId as string }))).status(), { timeout: 150_000, intervals: [2000] }).toBe(200);
    // The page asks which live a video replays only for a replay (the video's own answer says it is one).
    const askedLive: string[] = [];
    viewer.on('request', (request) => {
      if (/\/api\/videos\/[^/]+\/live$/.test(new URL(request.url()).pathname)) askedLive.push(request.url());
    });
    const videos = (await (await viewer.request.get(apiPaths.videos)).json()) as Video[];
    const plain = videos.find((video) => video.id !== replayId) as Video;
    await viewer.goto(`/video/${plain.id}`);
    await expect(viewer.getByRole('heading', { level: 1, name: plain.title })).toBeVisible();
    await expect(viewer.getByRole('heading', { name: chatMessages.replayTitle })).toHaveCount(0);
    await viewer.goto(`/video/${replayId}`);
    await expect(viewer.getByRole('heading', { name: chatMessages.replayTitle })).toBeVisible();
    await expect(messages(viewer, 'Le son est parfait, bravo aux musiciens.')).toHaveCount(1);
    await expect(chatInput(viewer)).toHaveCount(0);
    expect(askedLive.map((url) => new URL(url).pathname)).toEqual([pathTo(apiPaths.videoLive, { id: replayId as string })]);
  });
});

/** A second server on the journeys' database (no demo data, no ingest, no workers), ready to answer. */
async function startSecondServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(E2E_SECOND_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: SECOND,
      DATA_DIR: `${E2E_DATA_DIR}/second-server`,
      DATABASE_URL: e2eDatabaseUrl(),
      // The same installation as the first server: its secrets (the start refuses others).
      ...installationEnv(E2E_DATA_DIR),
      SEED_DEMO: 'false',
      DEMO_LIVE: 'false',
      RTMP_PORT: '0',
      SANDBOX_PORT: '0',
      SMS_SANDBOX_PORT: '0',
      MAX_LIVE_TRANSCODES: '0',
      WORKERS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Polled by hand: this runs beside the first journey, outside any expect of its own.
  for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    if (child.exitCode !== null) throw new Error(`the second server stopped at start (code ${child.exitCode})`);
    if ((await fetch(`${SECOND}/readyz`).catch(() => null))?.status === 200) return child;
  }
  child.kill('SIGKILL');
  throw new Error('the second server was not ready within 30 s');
}

/** SIGTERM (a graceful stop, as a deploy does), then waits for the process to be gone. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}
