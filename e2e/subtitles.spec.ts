import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type HlsJs from 'hls.js';
import { apiPaths, pathTo, type Playback } from '@kora/shared';
import { expect, test } from './fixtures';
import { revealPlayerControls, signIn, signUpAndIn, waitForVideos } from './support';

/** A free demo video of the demo creator's channel (20 s). */
const WEDDING = 'Mariage à Yaoundé';
const FOREST = 'Forêt du Mayombe';

const srt = (...cues: Array<[string, string, string]>) => cues.map(([from, to, text], i) => `${i + 1}\n${from} --> ${to}\n${text}\n`).join('\n');

/** The text of the cues the player shows now (the track whose mode is 'showing'), or null when none shows. */
const shownCues = (page: Page) =>
  page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => {
    const shown = Array.from(video.textTracks).find((track) => track.mode === 'showing');
    if (!shown) return null;
    return Array.from(shown.activeCues ?? [], (cue) => (cue as VTTCue).text).join(' | ');
  });

const seekTo = (page: Page, seconds: number) => page.getByTestId('player-video').evaluate((video: HTMLVideoElement, s) => (video.currentTime = s), seconds);

test.describe.configure({ timeout: 240_000 });

test('a creator adds French and Wolof subtitles; a viewer turns them on, switches, keeps the choice; a search finds a line said', async ({ page, browser }) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-e2e-subtitles-'));
  const french = path.join(dir, 'mariage.fr.srt');
  await fs.writeFile(french, srt(['00:00:01,000', '00:00:07,000', 'Les invités arrivent en musique'], ['00:00:09,000', '00:00:14,000', 'Grand-mère apporte la calebasse de bissap']));
  const wolof = path.join(dir, 'mariage.wo.srt');
  await fs.writeFile(wolof, srt(['00:00:01,000', '00:00:07,000', 'Gan yi ñu ngi ñëw ak woy']));
  const broken = path.join(dir, 'casse.srt');
  await fs.writeFile(broken, srt(['00:00:05,000', '00:00:03,000', 'À l’envers']));

  // The creator, from their videos.
  await signIn(page, 'createur@kora.demo', 'kora-demo');
  await waitForVideos(page, [WEDDING]);
  const mine = (await (await page.request.get(apiPaths.creatorVideos)).json()) as Array<{ id: string; title: string }>;
  const wedding = mine.find((v) => v.title === WEDDING)?.id ?? '';
  await page.goto('/creator-dashboard?tab=videos');
  await page.getByTestId(`subtitles-open-${wedding}`).click();
  const manager = page.getByTestId('subtitles-manager');
  await expect(manager).toBeVisible();
  // A bad file: the server names the line, nothing is kept.
  await manager.getByTestId('subtitle-language-select').selectOption('fr');
  await manager.getByTestId('subtitle-file-input').setInputFiles(broken);
  await manager.getByTestId('subtitle-submit').click();
  await expect(manager.getByText(/Ligne 2 : la fin du sous-titre précède son début/).first()).toBeVisible();
  await manager.getByTestId('subtitle-file-input').setInputFiles(french);
  await manager.getByTestId('subtitle-submit').click();
  await expect(manager.getByTestId('subtitle-track-fr')).toBeVisible();
  await manager.getByTestId('subtitle-language-select').selectOption('wo');
  await manager.getByTestId('subtitle-file-input').setInputFiles(wolof);
  await manager.getByTestId('subtitle-submit').click();
  await expect(manager.getByTestId('subtitle-track-wo')).toBeVisible();

  // A viewer at 360 px.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' });
  const viewer = await context.newPage();
  await signUpAndIn(viewer, 'sous-titres');
  await viewer.goto(`/video/${wedding}`);
  await expect(viewer.getByText(/Sous-titres : Français, Wolof/)).toBeVisible();
  await viewer.getByRole('button', { name: 'Lecture' }).first().click();
  await expect.poll(() => viewer.getByTestId('player-video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.5);
  // Off until asked for: no cue shows, and no track's file was fetched.
  expect(await shownCues(viewer)).toBeNull();
  await revealPlayerControls(viewer);
  await viewer.getByTestId('subtitles-button').click();
  await viewer.getByTestId('subtitles-option-fr').click();
  await seekTo(viewer, 2);
  await expect.poll(() => shownCues(viewer), { timeout: 15_000 }).toBe('Les invités arrivent en musique');
  // At its time, not before or after: at 8 s no line is said.
  await seekTo(viewer, 8);
  await expect.poll(() => shownCues(viewer), { timeout: 15_000 }).toBe('');

  // By keyboard this time: the menu opens on the language shown, an arrow moves to the next, Enter takes it.
  await revealPlayerControls(viewer);
  await viewer.getByTestId('subtitles-button').focus();
  await viewer.keyboard.press('Enter');
  await expect(viewer.getByTestId('subtitles-option-fr')).toBeFocused();
  await viewer.keyboard.press('ArrowDown');
  await expect(viewer.getByTestId('subtitles-option-wo')).toBeFocused();
  await viewer.keyboard.press('Enter');
  await seekTo(viewer, 3);
  await expect.poll(() => shownCues(viewer), { timeout: 15_000 }).toBe('Gan yi ñu ngi ñëw ak woy');

  // The profile's choice outlives the page.
  await expect.poll(async () => ((await (await viewer.request.get(pathTo(apiPaths.playback, { id: wedding }))).json()) as Playback).subtitleLanguage).toBe('wo');
  await viewer.reload();
  await viewer.getByRole('button', { name: 'Lecture' }).first().click();
  await seekTo(viewer, 3);
  await expect.poll(() => shownCues(viewer), { timeout: 20_000 }).toBe('Gan yi ñu ngi ñëw ak woy');

  // Found by what is said: the line, and its page opens at that moment.
  await viewer.goto('/');
  await viewer.getByRole('button', { name: 'Rechercher' }).first().click();
  await viewer.getByRole('searchbox', { name: 'Rechercher une vidéo' }).fill('calebasse');
  const line = viewer.getByTestId('search-spoken-line').first();
  await expect(line).toContainText('Grand-mère apporte la calebasse de bissap');
  await line.click();
  await expect(viewer).toHaveURL(new RegExp(`/video/${wedding}\\?t=9$`));
  await viewer.getByRole('button', { name: 'Lecture' }).first().click();
  await expect.poll(() => viewer.getByTestId('player-video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThanOrEqual(9);
  await context.close();
});

test('the master playlist’s subtitle renditions play in a full HLS client, each cue at its time', async ({ browser }) => {
  // The demo forest's tracks were seeded and written when the catalogue was prepared. hls.js's full build (the one
  // with subtitles; Kora's pages use the light one and <track>) reads them as Safari or an HLS app would. It is put
  // into a page of the site, past the page's content policy, so that it reads the media as Kora's pages do.
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signIn(page, 'gratuit@kora.demo', 'kora-demo');
  await waitForVideos(page, [FOREST]);
  const videos = (await (await page.request.get(apiPaths.videos)).json()) as Array<{ id: string; title: string }>;
  const forest = videos.find((v) => v.title === FOREST)?.id ?? '';
  const playback = (await (await page.request.get(pathTo(apiPaths.playback, { id: forest }))).json()) as Playback;
  expect(playback.subtitles.map((s) => s.language)).toEqual(['fr', 'wo', 'ln']);
  await page.addScriptTag({ path: path.resolve('node_modules/hls.js/dist/hls.min.js') });
  const cues = await page.evaluate(async (masterUrl) => {
    const Hls = (window as unknown as { Hls: typeof HlsJs }).Hls;
    const video = document.createElement('video');
    video.muted = true;
    document.body.append(video);
    const hls = new Hls();
    hls.loadSource(masterUrl);
    hls.attachMedia(video);
    await new Promise((resolve) => hls.once(Hls.Events.MANIFEST_PARSED, resolve));
    const languages = hls.subtitleTracks.map((t) => t.lang);
    hls.subtitleTrack = hls.subtitleTracks.findIndex((t) => t.lang === 'fr');
    await video.play();
    const track = await new Promise<TextTrack>((resolve) => {
      const poll = () => {
        const found = Array.from(video.textTracks).find((t) => t.language === 'fr' && (t.cues?.length ?? 0) >= 4);
        if (found) resolve(found);
        else setTimeout(poll, 200);
      };
      poll();
    });
    hls.destroy();
    return { languages, cues: Array.from(track.cues ?? [], (c) => ({ start: Math.round(c.startTime * 10) / 10, text: (c as VTTCue).text })) };
  }, playback.masterUrl);
  expect(cues.languages).toEqual(['fr', 'wo', 'ln']);
  // The same times as the file (X-TIMESTAMP-MAP names where the video's clock starts), within a frame.
  expect(cues.cues.slice(0, 2)).toEqual([
    { start: 1, text: 'Bienvenue dans la forêt du Mayombe.' },
    { start: 6, text: 'Ici, les arbres géants dépassent\ncinquante mètres de haut.' },
  ]);
  await context.close();
});
