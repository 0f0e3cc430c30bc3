import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeUser, createUser, createVideo, makePlayable } from '../../../test/factories.js';
import { firstProfileId } from '../../../test/factories/viewing.js';
import { writeHlsFixture } from '../../../test/hls-fixture.js';
import type { TestApp } from '../../../test/test-app.js';
import { startTwoInstances, type TwoInstances } from '../../../test/two-instances.js';
import { users } from '../../db/schema/index.js';
import { createDomainEvents, type DomainEvents } from '../../events/domain-events.js';
import { DomainError } from '../../errors.js';
import { registerHttpPlatform } from '../../http/platform.js';
import { createInProcessPubSub } from '../../realtime/pubsub.js';
import type { MediaAsset } from '../../storage/media-keys.js';
import { hlsPrefixOf } from '../../storage/media-storage.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createProfilesRepository } from '../profiles/profiles.repository.js';
import { type AuthorizeMedia, createMediaDelivery, mediaViewersOver } from './media-delivery.js';
import { mediaRoutes } from './media.routes.js';
import { createMediaUrlSigner, type MediaGrant, type MediaUrlSigner } from './media-url-signer.js';

/*
 * Cached media must not outlive a change, on any instance. Two instances over one database and
 * a pub/sub bus (Redis when REDIS_URL is set, as in CI; else the in-process bus): A is where a
 * change happens (a re-transcode, a payment webhook, an admin edit), B serves the viewer.
 */
let a: TestApp;
let b: TestApp;
let instances: TwoInstances;
/** Domain events as instance A tells them. */
let onA: DomainEvents;
let signerOfB: MediaUrlSigner;

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ a, b } = instances);
  onA = createDomainEvents(instances.buses[0], (err) => {
    throw err;
  });
  signerOfB = createMediaUrlSigner(b.installation.mediaSecret);
});
afterAll(() => instances.close());

// One expiry for the whole file: trusted grants are remembered per signed URL, expiry included.
const expires = Math.floor(Date.now() / 1000) + 600;
const urlOn = (signer: MediaUrlSigner, grant: Omit<MediaGrant, 'expires'>, file: string) => `${signer.prefix({ ...grant, expires })}/${file}`;
const fetchOn = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
const profileById = async (id: string) => (await createProfilesRepository(a.database.db).findByIds([id]))[0];
const profileIdsOf = (userId: string) => createProfilesRepository(a.database.db).idsOf(userId);

/** Stores `text` under `key` as a publishing transcode or packager would (through the app's media storage). */
let stored = 0;
async function store(t: TestApp, key: string, text: string): Promise<void> {
  stored += 1;
  const file = path.join(t.config.dataDir, `incoming-${stored}`);
  await fs.writeFile(file, text);
  await t.storage.putFile(key, file);
}

/** A media playlist of `count` segments of `seconds` each, first numbered `sequence` (a live window) when given. */
function playlist(count: number, seconds: number, sequence?: number): string {
  const head = ['#EXTM3U', `#EXT-X-TARGETDURATION:${seconds}`, ...(sequence === undefined ? [] : [`#EXT-X-MEDIA-SEQUENCE:${sequence}`])];
  const first = sequence ?? 0;
  const body = Array.from({ length: count }, (_, i) => [`#EXTINF:${seconds}.000,`, `seg_${String(first + i).padStart(5, '0')}.ts`]).flat();
  return `${[...head, ...body, ...(sequence === undefined ? ['#EXT-X-ENDLIST'] : [])].join('\n')}\n`;
}

describe("a republished video ('media.changed')", () => {
  it('is served fresh on every instance: playlists and the durations free users are charged', async () => {
    const video = await createVideo(a.database.db, { tier: 'free' });
    await makePlayable(b.database.db, b.config.mediaDir, video.id);
    const viewer = await createUser(a.database.db);
    const viewerId = await firstProfileId(a.database.db, viewer.id);
    const asset: MediaAsset = { kind: 'video', id: video.id };
    const variant = urlOn(signerOfB, { ...asset, viewerId }, '360p/index.m3u8');
    const before = (await fetchOn(b.app, variant)).body;
    expect(before).toContain('#EXTINF:4.000');
    await fetchOn(b.app, urlOn(signerOfB, { ...asset, viewerId }, '360p/seg_00000.ts'));

    // Re-transcoded with 6 s segments: until told, B keeps what it had in memory.
    await store(b, `${hlsPrefixOf(asset)}/360p/index.m3u8`, playlist(10, 6));
    expect((await fetchOn(b.app, variant)).body).toBe(before);

    await onA.publish('media.changed', asset);
    await expect.poll(async () => (await fetchOn(b.app, variant)).body, { timeout: 2000 }).toBe(playlist(10, 6));
    // The segment index forgot the old playlist too: the next segment costs 6 s, not 4.
    expect((await fetchOn(b.app, urlOn(signerOfB, { ...asset, viewerId }, '360p/seg_00001.ts'))).statusCode).toBe(200);
    const [row] = await a.database.db.select({ seconds: users.freeWatchSecondsUsed }).from(users).where(eq(users.id, viewer.id));
    expect(row?.seconds).toBe(10);
  });
});

describe('the grant cache across instances', () => {
  it("drops a downgraded user's access at once on the other instance", async () => {
    const video = await createVideo(a.database.db, { tier: 'premium' });
    await writeHlsFixture(b.config.mediaDir, video.id);
    const viewer = await createUser(a.database.db, { tier: 'premium' });
    const viewerId = await firstProfileId(a.database.db, viewer.id);
    const segment = (i: number) => urlOn(signerOfB, { kind: 'video', id: video.id, viewerId }, `360p/seg_0000${i}.ts`);
    expect((await fetchOn(b.app, segment(0))).statusCode).toBe(200);

    // Downgraded in the database: B trusts what it checked for 10 s…
    await changeUser(a.database.db, viewer.id, { subscriptionTier: 'free', subscriptionStatus: 'inactive' });
    expect((await fetchOn(b.app, segment(1))).statusCode).toBe(200);

    // …until A says the user changed (as a payment webhook or an admin edit does).
    await onA.publish('user.changed', { userId: viewer.id });
    await expect.poll(async () => (await fetchOn(b.app, segment(2))).statusCode, { timeout: 2000 }).toBe(403);
    expect((await fetchOn(b.app, segment(3))).json()).toMatchObject({ code: 'tier_required' });
  });
});

describe('fetches of one grant arriving together', () => {
  // The delivery alone, over the real users table: its reads of a user are counted, and can be held.
  const signer = createMediaUrlSigner('secret-des-rafales');
  const bus = createInProcessPubSub();
  const events = createDomainEvents(bus, (err) => {
    throw err;
  });
  let reads = 0;
  let hold: Promise<void> | undefined;
  /** Resolved once the delivery has read an account's profiles (what it does on 'user.changed' before taking grants back). */
  let profilesRead: () => void = () => undefined;
  const premiumOnly: AuthorizeMedia = async ({ user }) => {
    if (user.subscriptionTier !== 'premium') throw new DomainError('forbidden', 'Réservé aux abonnés Premium.');
    return { live: false };
  };
  let media: Awaited<ReturnType<typeof createMediaDelivery>>;
  beforeAll(async () => {
    const repository = createUsersRepository(a.database.db);
    media = await createMediaDelivery({
      signer,
      viewers: mediaViewersOver(profileById, {
        async findById(id) {
          // Read now, answered when the test lets go: a check that began before a change. Counted once the row is
          // read, so that a change the test makes next comes after it (counted before, a slow machine let it in first).
          const row = await repository.findById(id);
          reads += 1;
          await hold;
          return row;
        },
      }, async (userId) => {
        const ids = await profileIdsOf(userId);
        profilesRead();
        return ids;
      }),
      rights: { video: premiumOnly },
      load: a.storage.read,
      events,
      cacheBytes: 1024,
    });
  });
  afterAll(async () => {
    await media.stop();
    await bus.close();
  });
  const fetchOf = async (userId: string, file: string) => {
    const grant = { kind: 'video' as const, id: '5c0ffee0-0000-4000-8000-0000000ba5e5', viewerId: await firstProfileId(a.database.db, userId), expires };
    return media.authorize(grant, signer.prefix(grant).split('/').at(-1) as string, file);
  };

  it('read the rights once (a player in parallel, or nginx asking for many viewers when its decision ends)', async () => {
    const viewer = await createUser(a.database.db, { tier: 'premium' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => fetchOf(viewer.id, `360p/seg_${String(i).padStart(5, '0')}.ts`)));
    expect(answers.map((x) => x.metered)).toEqual(Array(20).fill(false));
    expect(reads).toBe(1);
  });

  it('do not let a check begun before a change answer, or be trusted, after it', async () => {
    reads = 0;
    const viewer = await createUser(a.database.db, { tier: 'premium' });
    let release = () => undefined as void;
    hold = new Promise((resolve) => (release = resolve));
    const before = fetchOf(viewer.id, '360p/seg_00000.ts');
    await expect.poll(() => reads).toBe(1);
    // Downgraded while the check is under way (it read the premium row already).
    await changeUser(a.database.db, viewer.id, { subscriptionTier: 'free', subscriptionStatus: 'inactive' });
    const taken = new Promise<void>((resolve) => (profilesRead = resolve));
    await events.publish('user.changed', { userId: viewer.id });
    // The delivery heard it: its profiles read (a query, slower on a busy machine), their grants then taken back.
    await taken;
    await new Promise((resolve) => setImmediate(resolve));
    const after = fetchOf(viewer.id, '360p/seg_00001.ts');
    release();
    hold = undefined;
    // The fetch that asked first was judged on what was true when it asked; the one after the change is refused…
    await expect(before).resolves.toMatchObject({ metered: false });
    await expect(after).rejects.toMatchObject({ code: 'forbidden' });
    // …and so is the next one: the early check's yes was not kept.
    await expect(fetchOf(viewer.id, '360p/seg_00002.ts')).rejects.toMatchObject({ code: 'forbidden' });
    expect(reads).toBe(3);
  });
});

describe('a live asset', () => {
  // No module provides lives yet: the delivery is built here as the playback module builds it,
  // with a test provider for the 'live' kind and a clock the test moves.
  let server: FastifyInstance;
  let clock = 1_000_000;
  const signer = createMediaUrlSigner('secret-des-directs');
  const charged: number[] = [];
  const authorizeLive: AuthorizeMedia = async () => ({ live: true, charge: async ({ index }) => void charged.push(index) });

  beforeAll(async () => {
    server = Fastify();
    await registerHttpPlatform(server, a.config);
    const media = await createMediaDelivery({
      signer,
      viewers: mediaViewersOver(profileById, createUsersRepository(a.database.db), profileIdsOf),
      rights: { live: authorizeLive },
      load: a.storage.read,
      events: createDomainEvents(instances.buses[0], (err) => {
        throw err;
      }),
      cacheBytes: 1024 * 1024,
      now: () => clock,
    });
    server.addHook('onClose', () => media.stop());
    await server.register(mediaRoutes, { media });
  });
  afterAll(() => server.close());

  it('has its playlist read again after about a second, with a short Cache-Control, and its segments metered by sequence', async () => {
    const viewer = await createUser(a.database.db);
    const live: MediaAsset = { kind: 'live', id: '5c0ffee0-0000-4000-8000-00000000d1ec' };
    const key = (file: string) => `${hlsPrefixOf(live)}/${file}`;
    expect(key('x')).toBe(`lives/${live.id}/hls/x`);
    const viewerId = await firstProfileId(a.database.db, viewer.id);
    const url = (file: string) => urlOn(signer, { ...live, viewerId }, file);
    await store(a, key('720p/index.m3u8'), playlist(3, 2, 5));
    for (const n of [5, 6, 7, 8]) await store(a, key(`720p/seg_0000${n}.ts`), `segment ${n}`);

    const first = await fetchOn(server, url('720p/index.m3u8'));
    expect(first.body).toBe(playlist(3, 2, 5));
    expect(first.headers['cache-control']).toBe('private, max-age=1');
    expect(first.headers['content-type']).toMatch(/application\/vnd\.apple\.mpegurl/);
    expect((await fetchOn(server, url('720p/seg_00007.ts'))).body).toBe('segment 7');

    // The packager rewrites the window: within the second the copy in memory is served, then the new one.
    await store(a, key('720p/index.m3u8'), playlist(3, 2, 6));
    expect((await fetchOn(server, url('720p/index.m3u8'))).body).toBe(playlist(3, 2, 5));
    clock += 1000;
    expect((await fetchOn(server, url('720p/index.m3u8'))).body).toBe(playlist(3, 2, 6));
    const segment = await fetchOn(server, url('720p/seg_00008.ts'));
    expect(segment.body).toBe('segment 8');
    expect(segment.headers['cache-control']).toBe('private, max-age=86400, immutable');
    expect(charged).toEqual([7, 8]);

    // Signed for a video, the same id opens nothing of the live.
    const asVideo = urlOn(signer, { kind: 'video', id: live.id, viewerId }, '720p/index.m3u8');
    expect((await fetchOn(server, asVideo.replace('/media/video/', '/media/live/'))).statusCode).toBe(403);
    expect((await fetchOn(server, asVideo)).statusCode).toBe(404);
  });
});
