import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AuthUser, type LiveIngest, type LivePlayback, liveServerMessages, type LiveStream, pathTo, type Tier } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminActions } from '../../db/schema/index.js';
import { createMediaGrants } from '../playback/media-grants.js';
import { createLivesRepository } from './lives.repository.js';

/*
 * The lives API of live-creators-admin.md §7 and its rules: who creates, reviews, starts and
 * stops; what each person sees; one live on air per creator; the access matrix by tier on the
 * playback call and on every media request of a live (playlist and segment).
 */
let t: TestApp;
let admin: Agent;
let adminId: string;
let creator: Agent;
let otherCreator: Agent;
let creatorId: string;
const viewers = {} as Record<Tier, Agent>;

const body = (over: Record<string, unknown> = {}) => ({ title: 'Concert à Dakar', description: 'Mbalax en direct', category: 'Musique', ageRating: 'tous', ...over });

async function createApproved(agent: Agent, over: Record<string, unknown> = {}): Promise<LiveStream> {
  const created = await agent.post<LiveStream>(apiPaths.liveStreams, body(over));
  expect(created.status).toBe(201);
  if (created.body.status === 'approved') return created.body;
  const approved = await admin.post<LiveStream>(pathTo(apiPaths.adminApproveLive, { id: created.body.id }));
  expect(approved.status).toBe(200);
  return approved.body;
}

beforeAll(async () => {
  t = await createTestApp({ MAX_LIVE_TRANSCODES: '0' });
  const a = await createUser(t.database.db, { accountType: 'admin' });
  adminId = a.id;
  admin = await signedInAgent(t.app, a);
  const c = await createUser(t.database.db, { accountType: 'creator', firstName: 'Awa', lastName: 'Ndiaye' });
  creatorId = c.id;
  creator = await signedInAgent(t.app, c);
  otherCreator = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
  for (const tier of ['free', 'basic', 'premium', 'family'] as const) {
    viewers[tier] = await signedInAgent(t.app, await createUser(t.database.db, { tier, status: 'active' }));
  }
}, 60_000);
afterAll(() => t.close());

/** The audit rows of a live, oldest first: what the journal shows of it. */
const auditOf = (liveId: string) => t.database.db.select().from(adminActions).where(eq(adminActions.targetId, liveId)).orderBy(asc(adminActions.id));
/** What every admin action on a live records of who acted and from where (app.inject's address). */
const actor = () => ({ adminId, ip: '127.0.0.1', targetType: 'live' });

describe('creating and reviewing lives', () => {
  it('lets creators create a pending live and refuses simple users and visitors', async () => {
    const res = await creator.post<LiveStream>(apiPaths.liveStreams, body({ scheduledAt: '2030-01-01T18:00:00Z' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', phase: 'scheduled', isLive: false, createdBy: creatorId, scheduledAt: '2030-01-01T18:00:00.000Z', requiredTier: 'free' });
    expect((await viewers.premium.post(apiPaths.liveStreams, body())).status).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: apiPaths.liveStreams, payload: body() })).statusCode).toBe(401);
  });

  it('refuses a blank title, an unknown category and a bad date with French messages', async () => {
    const res = await creator.post(apiPaths.liveStreams, body({ title: '   ', category: 'Cuisine du monde', scheduledAt: 'demain' }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({ title: 'Le titre est requis', category: 'Catégorie invalide', scheduledAt: 'Date de programmation invalide' });
  });

  it('shows a pending live only to its creator and admins, and the pending list to admins only', async () => {
    const { body: live } = await creator.post<LiveStream>(apiPaths.liveStreams, body({ title: 'En attente' }));
    expect((await creator.get(pathTo(apiPaths.liveStream, { id: live.id }))).status).toBe(200);
    expect((await admin.get(pathTo(apiPaths.liveStream, { id: live.id }))).status).toBe(200);
    const hidden = await viewers.family.get(pathTo(apiPaths.liveStream, { id: live.id }));
    expect(hidden).toMatchObject({ status: 404, body: { message: liveServerMessages.notFound } });
    expect((await viewers.family.get<LiveStream[]>(apiPaths.liveStreams)).body.map((l) => l.id)).not.toContain(live.id);
    expect((await admin.get<LiveStream[]>(apiPaths.adminPendingLives)).body.map((l) => l.id)).toContain(live.id);
    expect((await creator.get(apiPaths.adminPendingLives)).status).toBe(403);
  });

  it('rejects with a reason (required after trimming) shown to the creator only, and cannot review twice', async () => {
    const { body: live } = await creator.post<LiveStream>(apiPaths.liveStreams, body({ title: 'À rejeter' }));
    const blank = await admin.post(pathTo(apiPaths.adminRejectLive, { id: live.id }), { reason: '   ' });
    expect(blank).toMatchObject({ status: 400, body: { fieldErrors: { reason: 'Veuillez indiquer une raison pour le rejet.' } } });
    const rejected = await admin.post<LiveStream>(pathTo(apiPaths.adminRejectLive, { id: live.id }), { reason: '  Contenu hors sujet ' });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'Contenu hors sujet' });
    expect((await creator.get<LiveStream>(pathTo(apiPaths.liveStream, { id: live.id }))).body.rejectionReason).toBe('Contenu hors sujet');
    expect((await admin.post(pathTo(apiPaths.adminApproveLive, { id: live.id }))).status).toBe(409);
    expect((await creator.post(pathTo(apiPaths.liveStart, { id: live.id }))).body).toMatchObject({ message: liveServerMessages.notApproved });
    expect((await admin.post(pathTo(apiPaths.adminApproveLive, { id: '00000000-0000-4000-8000-00000000dead' }))).status).toBe(404);
    // One audit row, the refused second decision wrote none.
    expect(await auditOf(live.id)).toEqual([
      expect.objectContaining({ ...actor(), action: 'live.reject', before: { status: 'pending' }, after: { status: 'rejected', rejectionReason: 'Contenu hors sujet' }, details: { title: 'À rejeter' } }),
    ]);
  });

  it('records an approval in the audit log: who, from where, the status before and after', async () => {
    const { body: live } = await creator.post<LiveStream>(apiPaths.liveStreams, body({ title: 'À approuver' }));
    expect(await auditOf(live.id)).toEqual([]);
    expect((await admin.post(pathTo(apiPaths.adminApproveLive, { id: live.id }))).status).toBe(200);
    expect(await auditOf(live.id)).toEqual([expect.objectContaining({ ...actor(), action: 'live.approve', before: { status: 'pending' }, after: { status: 'approved' } })]);
  });

  it('lets admins create approved lives (title and description required) and delete them', async () => {
    const missing = await admin.post(apiPaths.adminLiveStreams, { title: 'Sans description', description: ' ', category: 'Sport', requiredTier: 'premium' });
    expect(missing.body.fieldErrors).toMatchObject({ description: 'La description est requise' });
    const created = await admin.post<LiveStream>(apiPaths.adminLiveStreams, { title: 'Match', description: 'Finale', category: 'Sport', requiredTier: 'premium', ageRating: '12' });
    expect(created.body).toMatchObject({ status: 'approved', requiredTier: 'premium' });
    expect((await admin.get<LiveStream[]>(apiPaths.adminLiveStreams)).body.map((l) => l.id)).toContain(created.body.id);
    expect((await creator.delete(pathTo(apiPaths.adminLiveStream, { id: created.body.id }))).status).toBe(403);
    expect((await admin.delete(pathTo(apiPaths.adminLiveStream, { id: created.body.id }))).status).toBe(200);
    expect((await admin.get(pathTo(apiPaths.liveStream, { id: created.body.id }))).status).toBe(404);
    expect((await admin.delete(pathTo(apiPaths.adminLiveStream, { id: created.body.id }))).status).toBe(404);
    const fields = { title: 'Match', category: 'Sport', requiredTier: 'premium', ageRating: '12', status: 'approved' };
    expect(await auditOf(created.body.id)).toEqual([
      expect.objectContaining({ ...actor(), action: 'live.create', before: null, after: fields }),
      expect.objectContaining({ ...actor(), action: 'live.delete', before: fields, after: null }),
    ]);
  });
});

describe('going on and off air', () => {
  it('lets only the creator (or an admin) start and stop, one live on air per creator, and ends for good', async () => {
    const first = await createApproved(creator, { title: 'Premier' });
    const second = await createApproved(creator, { title: 'Second' });
    expect((await otherCreator.post(pathTo(apiPaths.liveStart, { id: first.id }))).status).toBe(403);
    const started = await creator.post<LiveStream>(pathTo(apiPaths.liveStart, { id: first.id }));
    expect(started.body).toMatchObject({ isLive: true, phase: 'live', signal: 'waiting' });
    expect(started.body.startedAt).not.toBeNull();
    expect((await creator.post(pathTo(apiPaths.liveStart, { id: first.id }))).body).toMatchObject({ message: liveServerMessages.alreadyLive });
    const again = await creator.post(pathTo(apiPaths.liveStart, { id: second.id }));
    expect(again).toMatchObject({ status: 409, body: { message: liveServerMessages.oneAtATime } });
    expect((await viewers.free.get<LiveStream[]>(pathTo(apiPaths.liveStreams, null, { active: 'true' }))).body.map((l) => l.id)).toEqual(expect.arrayContaining([first.id]));
    expect((await viewers.free.get<LiveStream[]>(pathTo(apiPaths.liveStreams, null, { active: 'true' }))).body.map((l) => l.id)).not.toContain(second.id);
    expect((await otherCreator.post(pathTo(apiPaths.liveStop, { id: first.id }))).status).toBe(403);
    const stopped = await creator.post<LiveStream>(pathTo(apiPaths.liveStop, { id: first.id }));
    expect(stopped.body).toMatchObject({ isLive: false, phase: 'ended', signal: null });
    expect((await creator.post(pathTo(apiPaths.liveStop, { id: first.id }))).body).toMatchObject({ message: liveServerMessages.alreadyEnded });
    expect((await creator.post(pathTo(apiPaths.liveStart, { id: first.id }))).body).toMatchObject({ message: liveServerMessages.alreadyEnded });
    // The other live may go on air now; an admin stops it.
    expect((await creator.post(pathTo(apiPaths.liveStart, { id: second.id }))).status).toBe(200);
    expect((await admin.post(pathTo(apiPaths.liveStop, { id: second.id }))).status).toBe(200);
  });

});

describe('stream keys', () => {
  it('shows the key to the owner only, as OBS needs it, and regenerates it', async () => {
    const live = await createApproved(creator, { title: 'Clé' });
    const ingest = await creator.get<LiveIngest>(pathTo(apiPaths.liveIngest, { id: live.id }));
    expect(ingest.status).toBe(200);
    expect(ingest.body.rtmpUrl).toMatch(/^rtmp:\/\/kora\.test:\d+\/live$/);
    expect(ingest.body.streamKey).toMatch(/^[\w-]{32}$/);
    expect(ingest.body.browserIngestUrl).toBe(`ws://kora.test/api/live-streams/${live.id}/ingest/browser`);
    expect((await otherCreator.get(pathTo(apiPaths.liveIngest, { id: live.id }))).status).toBe(403);
    expect((await viewers.premium.get(pathTo(apiPaths.liveIngest, { id: live.id }))).status).toBe(403);
    const renewed = await creator.post<LiveIngest>(pathTo(apiPaths.liveIngestRegenerate, { id: live.id }));
    expect(renewed.body.streamKey).toMatch(/^[\w-]{32}$/);
    expect(renewed.body.streamKey).not.toBe(ingest.body.streamKey);
    expect((await creator.get<LiveIngest>(pathTo(apiPaths.liveIngest, { id: live.id }))).body.streamKey).toBe(renewed.body.streamKey);
    // Nothing of the key is stored in clear.
    const row = await createLivesRepository(t.database.db).findById(live.id);
    expect(JSON.stringify(row)).not.toContain(renewed.body.streamKey);
  });
});

describe('watching a live: the access matrix on playback and on every media request', () => {
  let premiumLive: LiveStream;
  let freeLive: LiveStream;
  let basicLive: LiveStream;

  /** Puts a tiny live HLS tree in media storage, as the ingest would, and marks the signal as received. */
  async function onAirWithMedia(live: LiveStream) {
    expect((await admin.post(pathTo(apiPaths.liveStart, { id: live.id }))).status).toBe(200);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-live-'));
    const files: Record<string, string> = {
      'master.m3u8': '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=184800,RESOLUTION=256x144\n144p/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=70400\naudio/index.m3u8\n',
      '144p/index.m3u8': '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:2.000,\nseg_00000.ts\n',
      '144p/seg_00000.ts': 'G'.repeat(188),
      'audio/index.m3u8': '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:2.000,\nseg_00000.ts\n',
      'audio/seg_00000.ts': 'G'.repeat(188),
    };
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(dir, name.replace('/', '_'));
      await fs.writeFile(file, text);
      await t.storage.putFile(`lives/${live.id}/hls/${name}`, file);
    }
    await fs.rm(dir, { recursive: true, force: true });
    await createLivesRepository(t.database.db).setSignal(live.id, 'receiving');
  }

  beforeAll(async () => {
    const host = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
    premiumLive = await createApproved(host, { title: 'Premium', requiredTier: 'premium' });
    freeLive = await createApproved(creator, { title: 'Gratuit', requiredTier: 'free' });
    basicLive = await createApproved(otherCreator, { title: 'Basic', requiredTier: 'basic' });
    for (const live of [premiumLive, freeLive, basicLive]) await onAirWithMedia(live);
  });

  const expected: Array<[Tier, 'premium' | 'free' | 'basic', boolean]> = [
    ['free', 'free', true], ['free', 'basic', false], ['free', 'premium', false],
    ['basic', 'basic', true], ['basic', 'premium', false],
    ['premium', 'basic', true], ['premium', 'premium', true],
    ['family', 'premium', true],
  ];
  it('counts a viewer from their player’s first request, before the page’s chat socket joins', async () => {
    const host = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
    const live = await createApproved(host, { title: 'Compté dès le lecteur', requiredTier: 'free' });
    await onAirWithMedia(live);
    const countOf = async () => (await viewers.free.get<LiveStream>(pathTo(apiPaths.liveStream, { id: live.id }))).body.viewerCount;
    expect(await countOf()).toBe(0);
    expect((await viewers.free.get(pathTo(apiPaths.livePlayback, { id: live.id }))).status).toBe(200);
    expect(await countOf()).toBe(1);
    // The same viewer's player asking again is still one viewer.
    await viewers.free.get(pathTo(apiPaths.livePlayback, { id: live.id }));
    expect(await countOf()).toBe(1);
  });

  it.each(expected)('a %s viewer on a %s live: allowed = %s, on the playlist and on a segment', async (tier, liveTier, allowed) => {
    const live = { free: freeLive, basic: basicLive, premium: premiumLive }[liveTier];
    const res = await viewers[tier].get<LivePlayback>(pathTo(apiPaths.livePlayback, { id: live.id }));
    if (!allowed) {
      expect(res).toMatchObject({ status: 403, body: { code: 'tier_required', requiredTier: liveTier, message: liveServerMessages.tierRequired(liveTier) } });
      return;
    }
    expect(res.status).toBe(200);
    expect(res.body.renditions.map((r) => r.id)).toEqual(['144p', 'audio']);
    const base = res.body.masterUrl.replace(/master\.m3u8$/, '');
    const cookie = { cookie: `kora_sid=${viewers[tier].cookie()}` };
    const playlist = await t.app.inject({ url: `${base}144p/index.m3u8`, headers: cookie });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['cache-control']).toMatch(/max-age=1\b/);
    expect((await t.app.inject({ url: `${base}144p/seg_00000.ts`, headers: cookie })).statusCode).toBe(200);
  });

  it('refuses the playlist and segments of a premium live to a free viewer even with a validly signed URL', async () => {
    // Signed with the app's own secret for the free viewer (as a URL kept from before a downgrade would be).
    const grants = createMediaGrants(t.installation.mediaSecret);
    const freeProfile = (await viewers.free.get<AuthUser>(apiPaths.authUser)).body.profile;
    const { prefix } = grants.grant({ kind: 'live', id: premiumLive.id }, freeProfile.id, 10);
    for (const file of ['master.m3u8', '144p/index.m3u8', '144p/seg_00000.ts']) {
      const res = await t.app.inject({ url: `${prefix}/${file}` });
      expect(res.statusCode, file).toBe(403);
    }
    // The same URL signed for a premium viewer opens them.
    const premiumProfile = (await viewers.premium.get<AuthUser>(apiPaths.authUser)).body.profile;
    const opened = grants.grant({ kind: 'live', id: premiumLive.id }, premiumProfile.id, 10);
    expect((await t.app.inject({ url: `${opened.prefix}/144p/seg_00000.ts` })).statusCode).toBe(200);
  });

  it('answers 409 before the first segment and after the end, and never shows a pending live', async () => {
    const host = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
    const waiting = await createApproved(host, { title: 'Bientôt' });
    expect((await host.post(pathTo(apiPaths.liveStart, { id: waiting.id }))).status).toBe(200);
    expect((await viewers.premium.get(pathTo(apiPaths.livePlayback, { id: waiting.id }))).body).toMatchObject({ message: liveServerMessages.noSignalYet });
    expect((await host.post(pathTo(apiPaths.liveStop, { id: waiting.id }))).status).toBe(200);
    expect((await viewers.premium.get(pathTo(apiPaths.livePlayback, { id: waiting.id }))).body).toMatchObject({ message: liveServerMessages.alreadyEnded });
    const { body: pending } = await creator.post<LiveStream>(apiPaths.liveStreams, body({ title: 'Pas encore' }));
    expect((await viewers.family.get(pathTo(apiPaths.livePlayback, { id: pending.id }))).status).toBe(404);
  });
});

describe('the upload check of /test-live', () => {
  it('counts the bytes a creator sends, refuses more than a megabyte, and is for creators', async () => {
    const send = (agent: Agent, bytes: number) =>
      t.app.inject({ method: 'POST', url: apiPaths.liveUploadTest, payload: Buffer.alloc(bytes, 7), headers: { 'content-type': 'application/octet-stream', cookie: `kora_sid=${agent.cookie()}` } });
    const ok = await send(creator, 300_000);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ receivedBytes: 300_000 });
    expect((await send(creator, 1024 * 1024 + 1)).statusCode).toBe(413);
    expect((await send(viewers.premium, 1000)).statusCode).toBe(403);
  });
});
