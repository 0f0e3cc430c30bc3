import { expect, test, type Page } from './fixtures';
import { apiPaths, catalogue, catalogueMessages, liveMessages, pathTo, toastMessages } from '@kora/shared';
import { freeScreens, hold, holdPlayback, layoutShifts, signIn, waitForVideos, watchLayoutShifts } from './support';
import { asAdmin } from './admin-api';

test.describe.configure({ timeout: 240_000 });

test('rows: 5-card skeleton on a slow network, a count, arrows scroll by 320 px, and the empty state', async ({ page }) => {
  await signIn(page, 'premium@kora.demo', 'kora-demo');
  await waitForVideos(page, ['Forêt du Mayombe', 'Le Dernier Convoi', 'Les Lions du Niokolo-Koba', 'Course-poursuite à Abidjan']);
  const trending = page.getByRole('region', { name: 'Tendances' });
  const track = trending.getByRole('list');
  // Rows are shared for 3 s and the demo catalogue is still being prepared: wait until this row is
  // long enough to scroll by a whole step.
  await expect
    .poll(async () => {
      await page.reload();
      await expect(track).toBeVisible();
      return track.evaluate((el) => el.scrollWidth - el.clientWidth);
    }, { timeout: 120_000, intervals: [2000] })
    .toBeGreaterThan(catalogue.rowScrollStepPx);

  // A slow connection: the real answers, held back 1.5 s.
  const slow = /\/api\/videos\?section=/;
  await page.route(slow, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.reload();
  await expect(trending).toHaveAttribute('aria-busy', 'true');
  await expect(trending.locator('.video-card-skeleton')).toHaveCount(catalogue.skeletonCards);
  await expect(trending.getByText(/^\d+ vidéos$/)).toBeVisible();
  await page.unroute(slow);

  // One press asks for a 320 px step; the row snaps to cards, so it settles on the card edge nearest that step.
  const { before, max, card } = await track.evaluate((el) => ({
    before: el.scrollLeft,
    max: el.scrollWidth - el.clientWidth,
    card: (el.firstElementChild as HTMLElement).offsetWidth,
  }));
  expect(max).toBeGreaterThan(catalogue.rowScrollStepPx);
  await trending.getByRole('button', { name: 'Défiler à droite' }).click();
  await expect
    .poll(async () => Math.abs((await track.evaluate((el) => el.scrollLeft)) - before - catalogue.rowScrollStepPx), { timeout: 5000 })
    .toBeLessThanOrEqual(card / 2);
  await trending.getByRole('button', { name: 'Défiler à gauche' }).click();
  await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft))).toBe(before);

  // Nothing to show: every video withdrawn for a moment (rows are shared for 3 s: reloaded until the empty row comes).
  const hidden = await asAdmin(async (admin) => {
    const listed = await admin.activeVideos();
    for (const id of listed) await admin.setVideoActive(id, false);
    return listed;
  });
  try {
    await expect
      .poll(async () => {
        await page.reload();
        const empty = trending.getByText('Aucune vidéo disponible');
        await expect(empty.or(trending.getByRole('link').first())).toBeVisible();
        return empty.isVisible();
      }, { timeout: 15_000, intervals: [500] })
      .toBe(true);
    await expect(trending.getByText('Revenez plus tard pour du nouveau contenu')).toBeVisible();
  } finally {
    await asAdmin(async (admin) => {
      for (const id of hidden) await admin.setVideoActive(id, true);
    });
  }
});

// The service worker leaves API reads to the network; Chromium then reports a read twice to Playwright when the
// worker was woken for it (one fetch by the page, as its stack shows): these counts are taken without the worker.
test.describe('fresh loads', () => {
  test.use({ serviceWorkers: 'block' });

  test('a fresh load asks who is signed in once, from the boot script that runs before the framework, and each of the rows and the lives on air once, before the page has drawn', async ({ page }) => {
    await signIn(page, 'premium@kora.demo', 'kora-demo');
    // Home after signing in has asked for its rows: counting starts once it has.
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    const rows = [...['continue', 'trending', 'popular', 'premium'].map((section) => `${apiPaths.videos}?section=${section}`), apiPaths.favorites];
    const askedBeforeDrawn: string[] = [];
    page.on('request', (r) => {
      const { pathname, search } = new URL(r.url());
      // Built files are named <chunk>-<8-character hash>.js.
      const chunk = /^\/assets\/(boot|vendor|home-route)-[\w-]{8}\.js$/.exec(pathname)?.[1];
      if (pathname === apiPaths.authUser || pathname === apiPaths.liveStreams || chunk) asked.push(chunk ?? pathname);
      if (rows.includes(`${pathname}${search}`)) asked.push(`${pathname}${search}`);
    });
    // Held until the rows are asked: the page's own code can't have drawn home by then, so the boot script asked.
    let releaseHomeCode = () => {};
    const homeCodeHeld = new Promise<void>((resolve) => (releaseHomeCode = resolve));
    await page.route(/\/assets\/home-route-[\w-]{8}\.js$/, async (route) => {
      await homeCodeHeld;
      await route.continue();
    });
    const waitRows = Promise.all(rows.map((row) => page.waitForRequest((r) => r.url().endsWith(row), { timeout: 15_000 })));
    const reloaded = page.reload();
    await waitRows;
    askedBeforeDrawn.push(...asked.filter((p) => rows.includes(p)));
    releaseHomeCode();
    await reloaded;
    await expect(page.getByRole('region', { name: 'Tendances' })).toBeVisible();
    // The demo live is on air: its section shows, from the one answer home asked for (its code, lazy, asks none).
    await expect(page.getByRole('heading', { name: 'En Direct Maintenant' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked.filter((p) => p === apiPaths.liveStreams)).toHaveLength(1);
    // Every row was asked while home's code was held, and once: the app took the boot script's answers.
    expect(askedBeforeDrawn.sort()).toEqual([...rows].sort());
    for (const row of rows) expect(asked.filter((p) => p === row), row).toHaveLength(1);
    // The boot script is the first script of the page, and depends on nothing that imports the framework.
    const boot = await page.evaluate(() => document.head.querySelector('script')?.getAttribute('src'));
    expect(boot).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
    const bootGraph = new Set<string>();
    for (const queue = [boot ?? '']; queue.length > 0; ) {
      const script = queue.pop() ?? '';
      if (bootGraph.has(script)) continue;
      bootGraph.add(script);
      const text = await (await page.request.get(script)).text();
      for (const [, file] of text.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) queue.push(`/assets/${file}`);
    }
    expect([...bootGraph].filter((script) => /\/(vendor|core)-/.test(script))).toEqual([]);
    // The app took the boot script's answer: one request for the session, however many readers.
    expect(asked.filter((p) => p === apiPaths.authUser)).toHaveLength(1);
    expect(asked).toEqual(expect.arrayContaining(['boot', 'vendor', 'home-route']));
  });

  test('where this device remembers a session, home asks for its rows before the session check answers; a guess gone stale costs nothing', async ({ page }) => {
    await signIn(page, 'premium@kora.demo', 'kora-demo');
    await page.waitForLoadState('networkidle');
    // The app noted the session on this device.
    expect(await page.evaluate(() => localStorage.getItem('kora.session-hint'))).toBe('member');
    const trendingRead = `${apiPaths.videos}?section=trending`;
    let releaseSession = () => {};
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    await page.route((url) => url.pathname === apiPaths.authUser, async (route) => {
      await sessionHeld;
      await route.continue();
    });
    const rowAsked = page.waitForRequest((r) => r.url().endsWith(trendingRead), { timeout: 15_000 });
    const reloaded = page.reload();
    // Asked while the session check has no answer yet.
    await rowAsked;
    releaseSession();
    await reloaded;
    await expect(page.getByRole('region', { name: 'Tendances' }).getByRole('link').first()).toBeVisible();
    await page.unroute((url) => url.pathname === apiPaths.authUser);

    // Signed out elsewhere (the cookie gone), the note still here: the guess's reads are refused, the landing shows,
    // and signing in moments later shows home's rows, not a refusal taken from them (early-requests.test.ts: dropEarly).
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.setItem('kora.session-hint', 'member'));
    const refused: string[] = [];
    page.on('response', (r) => void (r.status() === 401 && new URL(r.url()).pathname === apiPaths.favorites && refused.push(r.url())));
    await page.reload();
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    // In the same page (the app's own moves, no new document): the answers the guess started are still in it.
    await page.getByRole('link', { name: 'Se connecter' }).first().click();
    await page.getByLabel('Email', { exact: true }).fill('premium@kora.demo');
    await page.getByLabel('Mot de passe', { exact: true }).fill('kora-demo');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('region', { name: 'Tendances' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByText(toastMessages.unauthorizedTitle)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a fresh load of a video page asks for the video and its playback in one read beside the session, then its playlists, the boot script first', async ({ page }) => {
    await signIn(page, 'premium@kora.demo', 'kora-demo');
    await waitForVideos(page, ['Forêt du Mayombe']);
    const videos = (await (await page.request.get(apiPaths.videos)).json()) as Array<{ id: string; title: string }>;
    const id = videos.find((v) => v.title === 'Forêt du Mayombe')?.id ?? '';
    const asked: string[] = [];
    let askedWhenSessionAnswered: string[] = [];
    const watched = [apiPaths.authUser, pathTo(apiPaths.video, { id }), pathTo(apiPaths.playback, { id }), pathTo(apiPaths.videoOpening, { id })];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (watched.includes(pathname)) asked.push(pathname);
    });
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === apiPaths.authUser) askedWhenSessionAnswered = [...asked];
    });
    await page.goto(`/video/${id}`);
    await expect(page.getByRole('heading', { name: 'Forêt du Mayombe', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lecture' }).first()).toBeVisible();
    // The session and the opening read, asked together; the page took the video and the playback from it.
    expect(askedWhenSessionAnswered.sort()).toEqual([apiPaths.authUser, pathTo(apiPaths.videoOpening, { id })].sort());
    await page.getByRole('button', { name: 'Lecture' }).first().click();
    await expect.poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(asked.sort()).toEqual([apiPaths.authUser, pathTo(apiPaths.videoOpening, { id })].sort());
    // The boot script fetched the master playlist and the start rung's (the lowest on a phone that measured
    // nothing) once the playback came: the player's own reads of them were answered by the browser's cache.
    const playlists = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => new URL(e.name).pathname.endsWith('.m3u8'))
        .map((e) => ({ file: new URL(e.name).pathname.split('/').slice(-2).join('/'), network: e.transferSize > 0 })),
    );
    // (Auto may step up once playing: a higher rung's playlist then comes from the network.)
    const [master = '', start = '', ...higher] = playlists.filter((p) => p.network).map((p) => p.file);
    expect(master).toMatch(/\/master\.m3u8$/);
    expect(start).toMatch(/^\d+p\/index\.m3u8$/);
    expect(higher).not.toContain(start);
    expect(playlists.filter((p) => !p.network).map((p) => p.file)).toEqual(expect.arrayContaining([master, start]));
  });

  test('a fresh load of a locked video page asks for the video once and for no playback the server would refuse', async ({ page }) => {
    await signIn(page, 'gratuit@kora.demo', 'kora-demo');
    const videos = (await (await page.request.get(apiPaths.videos)).json()) as Array<{ id: string; requiredTier: string }>;
    const id = videos.find((v) => v.requiredTier === 'premium')?.id ?? '';
    expect(id, 'the demo catalogue has a premium video').not.toBe('');
    const asked: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith(pathTo(apiPaths.video, { id }))) asked.push(pathname);
    });
    await page.goto(`/video/${id}`);
    // The page is locked from the opening read's video; its playback was null (the server refused nothing).
    await expect(page.getByRole('button', { name: /^Débloquer/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([pathTo(apiPaths.videoOpening, { id })]);
  });
});

test('no tap lands on a card that slid under the finger: a row shows its cards once the rows that may come above it are known; a page opens at its top and back returns where home was', async ({ page }) => {
  await signIn(page, 'premium@kora.demo', 'kora-demo');
  await waitForVideos(page, ['Forêt du Mayombe', 'Le Dernier Convoi']);
  const trending = page.getByRole('region', { name: 'Tendances' });
  const popular = page.getByRole('region', { name: 'Les plus regardés' });

  // 'Continuer à regarder' and the lives on air are still being asked for when Trending's answer is here.
  const releaseStarted = await hold(page, /\/api\/videos\?section=continue$/);
  const releaseLives = await hold(page, /\/api\/live-streams\?active=true$/);
  const trendingAnswered = page.waitForResponse(/\/api\/videos\?section=trending$/);
  await page.reload();
  await trendingAnswered;
  await expect(trending.locator('.video-card-skeleton')).toHaveCount(catalogue.skeletonCards);
  await expect(trending.getByRole('link')).toHaveCount(0);
  const startedAnswered = page.waitForResponse(/\/api\/videos\?section=continue$/);
  releaseStarted();
  await startedAnswered;
  // The lives are still unknown: the rows under them wait.
  await expect(trending.locator('.video-card-skeleton')).toHaveCount(catalogue.skeletonCards);
  await expect(popular.locator('.video-card-skeleton')).toHaveCount(catalogue.skeletonCards);
  releaseLives();
  await expect(trending.getByRole('link', { name: 'Lire Forêt du Mayombe' })).toBeVisible();
  await expect(popular.locator('.video-card-skeleton')).toHaveCount(0);

  // Down to Les plus regardés, then a video: its page starts at its top, back returns to the same place.
  await popular.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const homeY = await page.evaluate(() => window.scrollY);
  expect(homeY).toBeGreaterThan(300);
  await popular.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/video\//);
  await expect(page.getByRole('button', { name: 'Lecture' }).first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(popular.getByRole('link').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(homeY);
});

test("home's rows come without moving what is on screen: the skeletons give way to 'Continuer à regarder' and the live section above Trending (no layout shift)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'premium@kora.demo', 'kora-demo');
  await waitForVideos(page, ['Forêt du Mayombe', 'Le Dernier Convoi']);
  const videos = (await (await page.request.get(pathTo(apiPaths.videos, null, { section: 'trending' }))).json()) as unknown[];
  await watchLayoutShifts(page);
  // 'Continuer à regarder' (two videos) comes after Trending's skeleton shows, the lives on air (the demo live) after it.
  let releaseStarted = () => {};
  const started = new Promise<void>((resolve) => (releaseStarted = resolve));
  await page.route(/\/api\/videos\?section=continue$/, async (route) => {
    await started;
    await route.fulfill({ json: videos.slice(0, 2) });
  });
  const releaseLives = await hold(page, /\/api\/live-streams\?active=true$/);
  await page.reload();
  const trending = page.getByRole('region', { name: 'Tendances' });
  await expect(trending.locator('.video-card-skeleton')).toHaveCount(catalogue.skeletonCards);
  // The skeleton is on screen, where a shift would count.
  expect((await trending.boundingBox())?.y).toBeLessThan(740);
  releaseStarted();
  const continueRow = page.getByRole('region', { name: catalogueMessages.continueWatching });
  await expect(continueRow.getByRole('link').first()).toBeVisible();
  releaseLives();
  const liveSection = page.getByRole('region', { name: liveMessages.liveNow });
  await expect(liveSection).toBeVisible();
  await expect(trending.getByRole('link', { name: 'Lire Forêt du Mayombe' })).toBeVisible();
  const [c, l, t] = await Promise.all([continueRow.boundingBox(), liveSection.boundingBox(), trending.boundingBox()]);
  expect((c?.y ?? 0) < (l?.y ?? 0) && (l?.y ?? 0) < (t?.y ?? 0)).toBe(true);
  expect(await layoutShifts(page)).toEqual([]);
});

test.describe(() => {
  // The page's code from the network, where the test can hold it back (a service worker would serve it from its cache).
  test.use({ serviceWorkers: 'block' });

test('a video page comes without moving what is on screen: the free minutes left and the sponsorship banner keep their room until they come (no layout shift)', async ({ page }) => {
  // Tall enough that the similar videos are on screen, where a shift of them counts.
  await page.setViewportSize({ width: 360, height: 900 });
  // The demo free viewer plays on one screen: free it (another journey's page may hold it for 90 s).
  await signIn(page, 'gratuit@kora.demo', 'kora-demo');
  await freeScreens(page);
  // A free video of the demo creator (so it can be sponsored) with a similar one (same category) under it.
  await waitForVideos(page, ['Mariage à Yaoundé', 'Le Maquis de Tonton']);
  const videos = (await (await page.request.get(apiPaths.videos)).json()) as Array<{ id: string; title: string }>;
  const id = videos.find((v) => v.title === 'Mariage à Yaoundé')?.id ?? '';
  await watchLayoutShifts(page);
  // The playback answer (it carries the free minutes left) and the sponsoring code come after the page shows.
  const releasePlayback = await holdPlayback(page);
  const releaseSponsoring = await hold(page, /\/assets\/video-sponsorship-[\w-]+\.js$/);
  await page.goto(`/video/${id}`);
  const similar = page.getByRole('region', { name: 'Vidéos similaires' });
  await expect(similar.getByRole('heading', { name: 'Le Maquis de Tonton' })).toBeVisible();
  expect((await similar.boundingBox())?.y).toBeLessThan(900);
  releasePlayback();
  await expect(page.getByText(/Temps gratuit restant ce mois-ci/)).toBeVisible();
  releaseSponsoring();
  await expect(page.getByTestId('sponsorship-stats')).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});
});

/**
 * Home with the lives on air under the test's hand: signed in, the page's clock ours (so the 30 s until
 * the lives are asked again pass at once), the answer emptied while `onAir` is false (the demo live is on
 * air). `nextPoll` turns the lives on or off and lets the next poll come; `before` is where Trending's
 * first card was, for a check that it has not moved.
 */
async function homeWithLives(page: Page, onAirAtFirst: boolean) {
  await signIn(page, 'premium@kora.demo', 'kora-demo');
  await waitForVideos(page, ['Forêt du Mayombe', 'Le Dernier Convoi']);
  let onAir = onAirAtFirst;
  await page.route(/\/api\/live-streams\?active=true$/, async (route) => (onAir ? route.continue() : route.fulfill({ json: [] })));
  await page.clock.install();
  await page.reload();
  const trending = page.getByRole('region', { name: 'Tendances' });
  const card = trending.getByRole('link', { name: 'Lire Forêt du Mayombe' });
  await expect(card).toBeVisible();
  return {
    trending,
    card,
    liveSection: page.getByRole('region', { name: liveMessages.liveNow }),
    watchButtons: page.getByRole('region', { name: liveMessages.liveNow }).getByRole('button', { name: new RegExp(`^${liveMessages.watch} `) }),
    async nextPoll(now: boolean) {
      onAir = now;
      const asked = page.waitForResponse(/\/api\/live-streams\?active=true$/);
      await page.clock.runFor(catalogue.livePollMs);
      await asked;
    },
  };
}

test('a live that starts while home is open comes under the last row: no card moves from under a finger, no row turns back into a skeleton', async ({ page }) => {
  const { trending, card, liveSection, nextPoll } = await homeWithLives(page, false);
  await expect(liveSection).toHaveCount(0);
  const before = await card.boundingBox();

  await nextPoll(true);
  await expect(liveSection).toBeVisible();
  expect(await card.boundingBox()).toEqual(before);
  await expect(trending.locator('.video-card-skeleton')).toHaveCount(0);
  const last = page.getByRole('region', { name: 'Exclusivités Premium' });
  const [lastBox, liveBox] = [await last.boundingBox(), await liveSection.boundingBox()];
  expect(liveBox?.y).toBeGreaterThan((lastBox?.y ?? 0) + (lastBox?.height ?? 0) - 1);

  // The next visit of home shows it above the rows again.
  await page.reload();
  await expect(liveSection).toBeVisible();
  const [trendingBox, topLiveBox] = [await trending.boundingBox(), await liveSection.boundingBox()];
  expect(topLiveBox?.y).toBeLessThan(trendingBox?.y ?? 0);
});

test('a live that ends while home is open leaves its room: the rows under it stay where they were', async ({ page }) => {
  const { card, liveSection, watchButtons, nextPoll } = await homeWithLives(page, true);
  await expect(watchButtons.first()).toBeVisible();
  const before = await card.boundingBox();

  await nextPoll(false);
  await expect(liveSection.getByText(liveMessages.noneOnAir)).toBeVisible();
  await expect(watchButtons).toHaveCount(0);
  expect(await card.boundingBox()).toEqual(before);
});
