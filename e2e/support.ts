import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiPaths, type DeviceSession, pathTo } from '@kora/shared';
import { expect, type Page } from './fixtures';
import { E2E_DATA_DIR, E2E_PG_PORT } from './constants';
import { databaseUrlOf } from './server';

export const OUTBOX = path.join(E2E_DATA_DIR, 'outbox');

/** Every text a page's toasts showed since the page was first watched, whatever page loads came between. */
const shownByPage = new WeakMap<Page, string[]>();

/**
 * Starts recording what the toasts (the status region) of `page` show, from its next page load on, and returns the
 * record. A toast that lives only until a timed reload is read however slow the machine is: no poll can miss it.
 */
export async function recordToasts(page: Page): Promise<string[]> {
  const known = shownByPage.get(page);
  if (known) return known;
  const shown: string[] = [];
  shownByPage.set(page, shown);
  await page.exposeFunction('koraToastShown', (text: string) => shown.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { koraToastShown: (text: string) => void }).koraToastShown;
    new MutationObserver(() => {
      document.querySelectorAll('[role="status"]').forEach((el) => el.textContent && report(el.textContent));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return shown;
}

/** Fills the sign-in form, sees « Connexion réussie », and waits for the reload to the signed-in home. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  const shown = await recordToasts(page);
  const before = shown.length;
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect.poll(() => shown.slice(before).join('\n')).toContain('Connexion réussie');
  await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
}

/**
 * Signs in through the API, as the form does (the session cookie lands in the page's context), then opens `path`,
 * the signed-in home by default. For journeys that are not about signing in (the form is the access journeys'
 * subject): each skips loading the form, and the reload after it.
 */
export async function signIn(page: Page, email: string, password: string, path?: string): Promise<void> {
  const res = await page.request.post(apiPaths.login, { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(path ?? '/');
  if (!path) await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
}

/**
 * Signs out the account's other devices that hold a screen, as « Appareils » in /settings does: a journey's page
 * that closed with its browser keeps its screen for the beat window (90 s), and a free plan plays on one screen.
 */
export async function freeScreens(page: Page): Promise<void> {
  const devices = (await (await page.request.get(apiPaths.userSessions)).json()) as DeviceSession[];
  for (const device of devices.filter((d) => !d.current && d.playing)) {
    const res = await page.request.delete(pathTo(apiPaths.userSession, { id: device.id }));
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** The newest mail addressed to `to` in the server's outbox, waiting for it to be written. */
export async function latestMailTo(to: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const files = (await fs.promises.readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort().reverse();
      for (const f of files) {
        const text = await fs.promises.readFile(path.join(OUTBOX, f), 'utf8');
        if (new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text)) {
          found = text;
          return true;
        }
      }
      return false;
    }, { timeout: 10_000 })
    .toBe(true);
  return found as string;
}

/** The reset link of a mail, with quoted-printable soft breaks undone. */
export function resetLinkOf(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /(http:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}@exemple.sn`;

/**
 * Waits until the videos a journey needs are listed, then reloads the page (lists are fetched once
 * per load: viewer.md §7, data never stale). The demo catalogue is ready from the start (the global
 * setup prepared it once for every worker's server); a video a journey adds waits for its transcode.
 */
export async function waitForVideos(page: Page, titles: string[]): Promise<void> {
  await expect
    .poll(async () => {
      const res = await page.request.get(apiPaths.videos);
      if (!res.ok()) return [];
      return ((await res.json()) as Array<{ title: string }>).map((v) => v.title);
    }, { timeout: 300_000, intervals: [2000] })
    .toEqual(expect.arrayContaining(titles));
  await page.reload();
}

/**
 * Opens `path` with the page's clock paused, then lets its time pass 50 ms at a time until the toasts say `text`:
 * a toast shown before a timed redirect (500 ms) is read however slow the machine is, and the test then lets the
 * redirect come with `page.clock.runFor`.
 */
export async function openUntilToast(page: Page, path: string, text: string): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path);
  const toasts = page.getByRole('status');
  await expect
    .poll(async () => {
      if ((await toasts.textContent())?.includes(text)) return true;
      await page.clock.runFor(50);
      return false;
    }, { intervals: [50] })
    .toBe(true);
}

/** Holds every request matching `pattern` until the returned function is called. */
export async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds a video page's playback until the returned function is called. A fresh load's opening read still answers
 * the video at once, without its playback (as where the server would refuse it), so the page asks the playback
 * route itself, and that request waits.
 */
export async function holdPlayback(page: Page): Promise<() => void> {
  await page.route(/\/api\/videos\/[^/]+\/opening$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), playback: null } });
  });
  return hold(page, /\/api\/videos\/[^/]+\/playback$/);
}

/** Records every layout shift of the page from its first paint (as Lighthouse's CLS counts them); call before loading it. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShifts: string[] };
    w.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        const nodes = e.sources?.map((s) => (s.node as Element | undefined)?.id || (s.node as Element | undefined)?.className || s.node?.nodeName);
        if (!e.hadRecentInput) w.layoutShifts.push(`${e.value.toFixed(4)} ${nodes?.join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far (watchLayoutShifts), two frames after now so the last one is in. */
export async function layoutShifts(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}

/**
 * Waits until the player's position has moved on by more than a second; when it does not, the error
 * says what the <video> and its controls were doing (a CI run keeps no trace to look at).
 */
export async function expectPlaying(page: Page): Promise<void> {
  const video = page.getByTestId('player-video');
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  try {
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(start + 1);
  } catch (error) {
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      paused: v.paused,
      currentTime: v.currentTime,
      readyState: v.readyState,
      networkState: v.networkState,
      buffered: Array.from({ length: v.buffered.length }, (_, i) => [v.buffered.start(i), v.buffered.end(i)]),
      src: v.currentSrc.slice(0, 40),
      error: v.error?.message ?? null,
      controls: Array.from(v.closest('.player')?.querySelectorAll('button[aria-label]') ?? [], (b) => b.getAttribute('aria-label')),
      scrollY: window.scrollY,
    }));
    throw new Error(`the player did not play: ${JSON.stringify(state)}`, { cause: error });
  }
}

/**
 * The player's controls hide 3 s into playback (viewer.md §2) and take no tap then: a mouse move over
 * the picture brings them back (without the play/pause a tap on shown controls' picture would do).
 */
export async function revealPlayerControls(page: Page): Promise<void> {
  const frame = page.getByRole('region', { name: /^Lecteur/ }).first();
  // Shown when looked at may be hidden a moment later (their 3 s ran out): move again until they are shown.
  let move = 0;
  await expect(async () => {
    if ((await frame.getAttribute('data-controls')) === 'hidden') {
      move += 1;
      await page.getByTestId('player-video').hover({ position: { x: 12 + (move % 2) * 8, y: 12 } });
    }
    await expect(frame).toHaveAttribute('data-controls', 'shown', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** Registers a fresh free account through the API (which signs in), signs out, and signs in through the page. */
export async function signUpAndIn(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const res = await page.request.post(apiPaths.register, { data: { firstName: 'Awa', lastName: 'Sarr', email, password: 'mot-de-passe' } });
  expect(res.status()).toBe(201);
  // Registration signs in; signed out again, the account then signs in as every journey's does.
  await page.request.post(apiPaths.logout);
  await signIn(page, email, 'mot-de-passe');
  return email;
}

/** The URL of this worker's server database (its embedded PostgreSQL). */
export const e2eDatabaseUrl = (): string => databaseUrlOf(E2E_DATA_DIR, E2E_PG_PORT);

/**
 * Writes a test video (pattern and tone, H.264/AAC) with ffmpeg. `megabitsPerSecond` pads the
 * stream to a constant rate, for a file of a known size (several upload chunks).
 */
export async function makeClip(file: string, { seconds, megabitsPerSecond }: { seconds: number; megabitsPerSecond?: number }): Promise<void> {
  const rate = megabitsPerSecond ? ['-b:v', `${megabitsPerSecond}M`, '-minrate', `${megabitsPerSecond}M`, '-maxrate', `${megabitsPerSecond}M`, '-bufsize', '4M', '-x264-params', 'nal-hrd=cbr'] : [];
  await promisify(execFile)('ffmpeg', [
    '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=25', '-f', 'lavfi', '-i', 'sine=f=440', '-t', String(seconds),
    '-c:v', 'libx264', '-preset', 'ultrafast', ...rate, '-c:a', 'aac', '-shortest', file,
  ]);
}

/** Signs in through /admin-login as the demo admin and waits for the admin area. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Email administrateur', { exact: true }).fill('admin@kora.demo');
  await page.getByLabel('Mot de passe', { exact: true }).fill('kora-admin');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * People who steer by voice say what they see: every named link and button's visible text is part of its name
 * (WCAG 2.5.3; Lighthouse's label-content-name-mismatch). Answers the controls that break it.
 */
export async function controlsNamedApartFromTheirText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('a[aria-label], button[aria-label]'))
      .map((el) => [el.getAttribute('aria-label') ?? '', (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim()] as const)
      .filter(([name, text]) => text && !name.toLowerCase().includes(text.toLowerCase()))
      .map(([name, text]) => `${name} ≠ ${text}`),
  );
}

