import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type CreatorChannel, type CreatorFollow, creatorMessages, pathTo } from '@kora/shared';
import { type Agent, createAgent, signedInAgent } from '../../../test/agent.js';
import { changeUser, createUser, createVideo } from '../../../test/factories.js';
import { createCreatorProfile } from '../../../test/factories/creators.js';
import { recordProgress } from '../../../test/factories/viewing.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * Followers and public channels: follow and unfollow (idempotent, never oneself, only a creator
 * with a channel), and the channel page with the creator's videos as the catalogue lists them.
 */
let t: TestApp;
let creatorId: string;
let creator: Agent;
let viewer: Agent;
let viewerId: string;

const db = () => t.database.db;


const follow = (agent: Agent, id: string) => agent.post<CreatorFollow & { message: string }>(pathTo(apiPaths.creatorFollow, { id }), {});
const unfollow = (agent: Agent, id: string) => agent.delete<CreatorFollow & { message: string }>(pathTo(apiPaths.creatorFollow, { id }));
const channel = (agent: Agent, id: string) => agent.get<CreatorChannel & { message: string }>(pathTo(apiPaths.creator, { id }));

beforeAll(async () => {
  t = await createTestApp();
  const c = await createUser(db(), { accountType: 'creator' });
  creatorId = c.id;
  await createCreatorProfile(db(), creatorId, 'Zouglou Vibes');
  creator = await signedInAgent(t.app, c);
  const v = await createUser(db());
  viewerId = v.id;
  viewer = await signedInAgent(t.app, v);
});
afterAll(() => t.close());

describe('following a creator', () => {
  it('follows and unfollows, each idempotent, with the follower count', async () => {
    expect((await follow(viewer, creatorId)).body).toEqual({ following: true, followers: 1 });
    expect((await follow(viewer, creatorId)).body).toEqual({ following: true, followers: 1 });
    const other = await signedInAgent(t.app, await createUser(db()));
    expect((await follow(other, creatorId)).body).toEqual({ following: true, followers: 2 });
    expect((await unfollow(other, creatorId)).body).toEqual({ following: false, followers: 1 });
    expect((await unfollow(other, creatorId)).body).toEqual({ following: false, followers: 1 });
    expect((await channel(other, creatorId)).body).toMatchObject({ followers: 1, following: false });
    expect((await channel(viewer, creatorId)).body).toMatchObject({ followers: 1, following: true });
  });

  it('refuses to follow oneself', async () => {
    expect(await follow(creator, creatorId)).toMatchObject({ status: 403, body: { code: 'forbidden', message: creatorMessages.cannotFollowSelf } });
    expect((await channel(creator, creatorId)).body).toMatchObject({ isMe: true, following: false });
  });

  it('answers 404 for anyone who is not a creator with a channel', async () => {
    const bare = await createUser(db(), { accountType: 'creator' });
    const simple = await createUser(db());
    await createCreatorProfile(db(), simple.id, 'Ancienne chaîne');
    for (const id of [bare.id, simple.id, viewerId, '00000000-0000-4000-8000-00000000dead']) {
      expect(await follow(viewer, id)).toMatchObject({ status: 404, body: { message: creatorMessages.creatorNotFound } });
      expect((await unfollow(viewer, id)).status).toBe(404);
      expect((await channel(viewer, id)).status).toBe(404);
    }
    expect((await follow(viewer, 'pas-un-id')).status).toBe(400);
    expect((await follow(createAgent(t.app), creatorId)).status).toBe(401);
  });
});

describe('GET /api/creators/{id}', () => {
  it('shows the channel and only its ready, active, published videos, as the catalogue shows them', async () => {
    const c = await createUser(db(), { accountType: 'creator' });
    await createCreatorProfile(db(), c.id, 'Atelier Batik');
    const listed = await createVideo(db(), { uploadedBy: c.id, title: 'Teinture à l’indigo', tier: 'premium', createdAt: new Date(Date.now() - 60_000) });
    const newer = await createVideo(db(), { uploadedBy: c.id, title: 'Motifs wax' });
    await createVideo(db(), { uploadedBy: c.id, status: 'processing' });
    await createVideo(db(), { uploadedBy: c.id, status: 'failed' });
    await createVideo(db(), { uploadedBy: c.id, isActive: false });
    await createVideo(db(), { uploadedBy: c.id, published: false });
    await createVideo(db(), { uploadedBy: creatorId });
    await recordProgress(db(), viewerId, listed.id, 17);

    const res = await channel(viewer, c.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: c.id, businessName: 'Atelier Batik', categories: ['Musique', 'Art'], country: 'Côte d’Ivoire', followers: 0, following: false, isMe: false });
    expect(res.body.videos.map((v) => v.id)).toEqual([newer.id, listed.id]);
    // A premium video is listed for a free viewer, as on home (its card shows the tier); the viewer's resume point comes along.
    expect(res.body.videos[1]).toMatchObject({ title: 'Teinture à l’indigo', requiredTier: 'premium', resumeAt: 17, uploadedBy: c.id });

    // A creator made a simple user again keeps no public channel.
    await changeUser(db(), c.id, { accountType: 'simple' });
    expect((await channel(viewer, c.id)).status).toBe(404);
  });
});
