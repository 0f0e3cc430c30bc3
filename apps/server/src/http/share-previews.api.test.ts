import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, pathTo } from '@kora/shared';
import { createUser, createVideo, changeVideo, makePlayable } from '../../test/factories.js';
import { createLive } from '../../test/factories/admin.js';
import { createCreatorProfile } from '../../test/factories/creators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createDomainEvents, type DomainEvents } from '../events/domain-events.js';
import { createInProcessPubSub } from '../realtime/pubsub.js';

/*
 * A shared link seen by WhatsApp's crawler: the page of a public video, live or channel carries its Open Graph and
 * Twitter tags, its picture is fetched without a cookie; a hidden or unknown item's page is the plain app page.
 */
const WHATSAPP = 'WhatsApp/2.23.20.0 A';
const PUBLIC_URL = 'http://kora.test';
/** The built app's head, as apps/web/index.html writes it. */
const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kora : vidéos à la demande et directs." />
    <title>Kora</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const POSTER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x10, 0x20, 0x30]);
const SITE_IMAGE = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x42, 0x42]);

let t: TestApp;
let distDir: string;
let events: DomainEvents;
let creatorId: string;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-web-'));
  await fs.writeFile(path.join(distDir, 'index.html'), INDEX);
  await fs.writeFile(path.join(distDir, 'share-image.jpg'), SITE_IMAGE);
  const pubsub = createInProcessPubSub();
  t = await createTestApp({ WEB_DIST_DIR: distDir, MAX_LIVE_TRANSCODES: '0' }, pubsub);
  events = createDomainEvents(pubsub, (err) => {
    throw err;
  });
  const creator = await createUser(t.database.db, { accountType: 'creator', firstName: 'Awa', lastName: 'Ndiaye' });
  creatorId = creator.id;
  await createCreatorProfile(t.database.db, creatorId, 'Studio <Baobab> & "Fils"');
});
afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

/** A page or a picture as a crawler asks for it: its user agent, no cookie. */
const crawl = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': WHATSAPP } });

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The document's Open Graph and Twitter tags, as a crawler reads them (values unescaped), and its title. */
async function tagsOf(url: string): Promise<{ tags: Record<string, string>; title: string; html: string }> {
  const res = await crawl(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/^text\/html/);
  const tags: Record<string, string> = {};
  for (const [, key, value] of res.body.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g)) tags[key as string] = unescape(value as string);
  return { tags, title: unescape(/<title>([^<]*)<\/title>/.exec(res.body)?.[1] ?? ''), html: res.body };
}

/** A picture named by a tag: an absolute address on PUBLIC_URL, fetched without a cookie. */
async function fetchImage(url: string | undefined) {
  expect(url?.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
  return crawl(new URL(url as string).pathname);
}

/** A listed video with the poster Kora made from its frames. */
async function videoWithPoster(over: Parameters<typeof createVideo>[1] = {}) {
  const video = await createVideo(t.database.db, over);
  await fs.mkdir(path.join(t.config.mediaDir, 'videos', video.id, 'hls'), { recursive: true });
  await fs.writeFile(path.join(t.config.mediaDir, 'videos', video.id, 'hls', 'poster.jpg'), POSTER);
  await makePlayable(t.database.db, t.config.mediaDir, video.id, { renditions: [], previewVtt: 'preview/thumbnails.vtt' });
  return video;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('a shared video', () => {
  it('has its tags, escaped, and a picture fetched without a cookie', async () => {
    const title = 'Le "grand" <script>alert(1)</script> soir $& fin';
    const description = `${'Une soirée de musique à Dakar, '.repeat(12)}jusqu’au matin.`;
    const video = await videoWithPoster({ title, description, tier: 'premium' });

    const { tags, title: documentTitle, html } = await tagsOf(`/video/${video.id}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('Kora : vidéos à la demande');
    expect(documentTitle).toBe(`${title} · Kora`);
    expect(tags['og:title']).toBe(title);
    expect(tags['twitter:title']).toBe(title);
    expect(tags['og:type']).toBe('video.other');
    expect(tags['og:site_name']).toBe('Kora');
    expect(tags['og:locale']).toBe('fr_FR');
    expect(tags['og:url']).toBe(`${PUBLIC_URL}/video/${video.id}`);
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['og:description']?.length).toBeLessThanOrEqual(200);
    expect(tags['og:description']).toMatch(/^Une soirée de musique à Dakar, .*…$/);
    expect(tags['twitter:description']).toBe(tags['og:description']);
    expect(tags['og:image']).toBe(`${PUBLIC_URL}${pathTo(apiPaths.videoShareImage, { id: video.id })}`);
    expect(tags['twitter:image']).toBe(tags['og:image']);
    // The poster's size is not known without reading it: no dimensions rather than wrong ones.
    expect(tags['og:image:width']).toBeUndefined();

    const image = await fetchImage(tags['og:image']);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    expect(image.rawPayload).toEqual(POSTER);

    // The other path of the same page says the same, with the canonical address.
    expect((await tagsOf(`/video-new/${video.id}`)).tags['og:url']).toBe(`${PUBLIC_URL}/video/${video.id}`);
  });

  it('says a sentence of its own without a description, and shows the site image without a poster', async () => {
    const video = await createVideo(t.database.db, { title: 'Rythmes du Sahel', description: '' });
    const { tags } = await tagsOf(`/video/${video.id}`);
    expect(tags['og:description']).toBe('Regardez « Rythmes du Sahel » sur Kora, la plateforme des créateurs africains.');
    expect(tags['og:image:width']).toBe('1200');
    expect(tags['og:image:height']).toBe('630');
    const image = await fetchImage(tags['og:image']);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload).toEqual(SITE_IMAGE);

    // An image address an admin gave: the picture is that image.
    await changeVideo(t.database.db, video.id, { thumbnailUrl: 'https://images.exemple.sn/affiche.jpg' });
    await events.publish('video.changed', { videoId: video.id });
    const moved = await fetchImage((await tagsOf(`/video/${video.id}`)).tags['og:image']);
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('https://images.exemple.sn/affiche.jpg');
  });

  it('has no tags and no picture when blocked, under review, unpublished or unknown', async () => {
    const blocked = await videoWithPoster({ title: 'Bloquée', isActive: false });
    const pending = await videoWithPoster({ title: 'À valider', uploadedBy: creatorId, reviewStatus: 'pending' });
    const unpublished = await videoWithPoster({ title: 'Retirée', published: false });
    for (const id of [blocked.id, pending.id, unpublished.id, UNKNOWN]) {
      const { tags, title } = await tagsOf(`/video/${id}`);
      expect(tags, id).toEqual({});
      expect(title).toBe('Kora');
      expect((await crawl(pathTo(apiPaths.videoShareImage, { id }))).statusCode, id).toBe(404);
    }
    expect((await tagsOf('/video/pas-un-id')).tags).toEqual({});
    expect((await crawl(pathTo(apiPaths.videoShareImage, { id: 'pas-un-id' }))).statusCode).toBe(400);
  });

  it('loses its tags as soon as it is blocked', async () => {
    const video = await videoWithPoster({ title: 'Bientôt bloquée' });
    expect((await tagsOf(`/video/${video.id}`)).tags['og:title']).toBe('Bientôt bloquée');
    await changeVideo(t.database.db, video.id, { isActive: false });
    await events.publish('video.changed', { videoId: video.id });
    expect((await tagsOf(`/video/${video.id}`)).tags).toEqual({});
    expect((await crawl(pathTo(apiPaths.videoShareImage, { id: video.id }))).statusCode).toBe(404);
  });
});

describe('a shared live', () => {
  it('has its tags when approved, none when pending or unknown', async () => {
    const live = await createLive(t.database.db, creatorId, 'approved', { title: 'Concert à Dakar', requiredTier: 'premium' });
    const { tags } = await tagsOf(`/live-viewer/${live.id}`);
    expect(tags['og:title']).toBe('Concert à Dakar');
    expect(tags['og:type']).toBe('video.other');
    expect(tags['og:description']).toBe('Un direct de Awa Ndiaye sur Kora.');
    expect(tags['og:url']).toBe(`${PUBLIC_URL}/live-viewer/${live.id}`);
    const image = await fetchImage(tags['og:image']);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload).toEqual(SITE_IMAGE);

    const pending = await createLive(t.database.db, creatorId, 'pending', { title: 'En attente' });
    for (const id of [pending.id, UNKNOWN]) {
      expect((await tagsOf(`/live-viewer/${id}`)).tags, id).toEqual({});
      expect((await crawl(pathTo(apiPaths.liveShareImage, { id }))).statusCode, id).toBe(404);
    }
  });
});

describe('a shared channel', () => {
  it('is a profile with its name escaped; a simple account or an unknown id has none', async () => {
    const { tags, html } = await tagsOf(`/creator/${creatorId}`);
    expect(html).not.toContain('<Baobab>');
    expect(tags['og:title']).toBe('Studio <Baobab> & "Fils"');
    expect(tags['og:type']).toBe('profile');
    expect(tags['og:description']).toBe('La chaîne de Studio <Baobab> & "Fils" sur Kora : Musique, Art.');
    expect(tags['og:url']).toBe(`${PUBLIC_URL}/creator/${creatorId}`);
    expect((await fetchImage(tags['og:image'])).rawPayload).toEqual(SITE_IMAGE);

    // A profile whose owner is no longer a creator is no channel.
    const former = await createUser(t.database.db);
    await createCreatorProfile(t.database.db, former.id, 'Ancienne chaîne');
    for (const id of [former.id, UNKNOWN]) {
      expect((await tagsOf(`/creator/${id}`)).tags, id).toEqual({});
      expect((await crawl(pathTo(apiPaths.creatorShareImage, { id }))).statusCode, id).toBe(404);
    }
  });
});

describe('other pages', () => {
  it('are the plain page', async () => {
    for (const url of ['/', '/live', '/creator-dashboard', '/video']) {
      const { tags, title } = await tagsOf(url);
      expect(tags, url).toEqual({});
      expect(title, url).toBe('Kora');
    }
  });
});
