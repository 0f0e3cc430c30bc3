import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminVideoPage, apiPaths, type CreatorVideo, creatorMessages, pathTo, type Video } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { changeVideo, createUser, createVideo } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Database } from '../../db/client.js';
import { createDomainEvents } from '../../events/domain-events.js';
import { createInProcessPubSub } from '../../realtime/pubsub.js';

/*
 * A creator edits and deletes their own videos from the dashboard (PATCH and DELETE
 * /api/creator/videos/{id}): the owner only (anyone else learns nothing: 404), the media removed
 * from storage, and every instance told so its caches drop the video.
 */
let t: TestApp;
let ownerId: string;
let owner: Agent;
let otherCreator: Agent;
let admin: Agent;
const told: string[] = [];

const edit = (agent: Agent, id: string, body: unknown) => agent.patch<CreatorVideo & { message: string; fieldErrors?: Record<string, string> }>(pathTo(apiPaths.creatorVideo, { id }), body);
const remove = (agent: Agent, id: string) => agent.delete<{ message: string }>(pathTo(apiPaths.creatorVideo, { id }));

/** A video of `uploadedBy` that an admin rejected. */
async function rejectedVideo(db: Database, uploadedBy: string) {
  const video = await createVideo(db, { uploadedBy, title: 'Floue' });
  await changeVideo(db, video.id, { reviewStatus: 'rejected', reviewReason: 'Image floue' });
  return video;
}

/** Puts a file at `key` in the app's media storage. */
async function store(key: string, content: string) {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'kora-media-')), 'f');
  await fs.writeFile(file, content);
  await t.storage.putFile(key, file);
}

beforeAll(async () => {
  const pubsub = createInProcessPubSub();
  const events = createDomainEvents(pubsub, () => undefined);
  await events.subscribe('video.changed', ({ videoId }) => void told.push(`video.changed ${videoId}`));
  await events.subscribe('media.changed', ({ kind, id }) => void told.push(`media.changed ${kind} ${id}`));
  t = await createTestApp({}, pubsub);
  const o = await createUser(t.database.db, { accountType: 'creator' });
  ownerId = o.id;
  owner = await signedInAgent(t.app, o);
  otherCreator = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
  admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
});
afterAll(() => t.close());

describe('PATCH /api/creator/videos/{id}', () => {
  it('lets the owner edit the title, description and category, seen at once in the catalogue', async () => {
    const video = await createVideo(t.database.db, { uploadedBy: ownerId, title: 'Brouillon' });
    const res = await edit(owner, video.id, { title: '  Le marché de Sandaga ', description: 'Un matin\nà Dakar', category: 'Voyage' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: video.id, title: 'Le marché de Sandaga', description: 'Un matin\nà Dakar', category: 'Voyage', published: true });
    expect((await owner.get<Video>(pathTo(apiPaths.video, { id: video.id }))).body).toMatchObject({ title: 'Le marché de Sandaga', category: 'Voyage' });
    expect((await edit(owner, video.id, { description: '' })).body).toMatchObject({ title: 'Le marché de Sandaga', description: '' });
    expect(told).toContain(`video.changed ${video.id}`);
  });

  it('refuses a blank title and an empty edit in French', async () => {
    const video = await createVideo(t.database.db, { uploadedBy: ownerId });
    expect(await edit(owner, video.id, { title: '   ' })).toMatchObject({ status: 400, body: { fieldErrors: { title: 'Le titre est requis' } } });
    expect(await edit(owner, video.id, {})).toMatchObject({ status: 400, body: { message: 'Rien à modifier' } });
  });

  it('answers 404 to anyone but the owner, admins included (they have the admin area), and 403 to simple users', async () => {
    const video = await createVideo(t.database.db, { uploadedBy: ownerId, title: 'À moi' });
    for (const agent of [otherCreator, admin]) {
      expect(await edit(agent, video.id, { title: 'Volée' })).toMatchObject({ status: 404, body: { message: creatorMessages.videoNotFound } });
    }
    const simple = await signedInAgent(t.app, await createUser(t.database.db));
    expect((await edit(simple, video.id, { title: 'Volée' })).status).toBe(403);
    const orphan = await createVideo(t.database.db, { title: 'Sans propriétaire' });
    expect((await edit(owner, orphan.id, { title: 'À moi' })).status).toBe(404);
    expect((await owner.get<Video>(pathTo(apiPaths.video, { id: video.id }))).body.title).toBe('À moi');
  });

  it('sends a rejected video back to review when its owner edits it (the reason cleared), still private until approved', async () => {
    const video = await rejectedVideo(t.database.db, ownerId);
    expect(await edit(owner, video.id, { title: 'Nette' })).toMatchObject({ status: 200, body: { title: 'Nette', reviewStatus: 'pending', reviewReason: null } });
    const waiting = await admin.get<AdminVideoPage>(pathTo(apiPaths.adminVideos, null, { status: 'pending_review', q: 'Nette' }));
    expect(waiting.body.items.map((v) => v.id)).toEqual([video.id]);
    expect((await otherCreator.get(pathTo(apiPaths.video, { id: video.id }))).status).toBe(404);
    const approved = await createVideo(t.database.db, { uploadedBy: ownerId });
    expect((await edit(owner, approved.id, { title: 'Toujours publique' })).body).toMatchObject({ reviewStatus: 'approved', reviewReason: null });
  });

  it('leaves a rejection as it is when CREATOR_VIDEO_REVIEW is off (nothing would review it again)', async () => {
    const noReview = await createTestApp({ CREATOR_VIDEO_REVIEW: 'false' });
    try {
      const creator = await createUser(noReview.database.db, { accountType: 'creator' });
      const video = await rejectedVideo(noReview.database.db, creator.id);
      const res = await edit(await signedInAgent(noReview.app, creator), video.id, { title: 'Nette' });
      expect(res.body).toMatchObject({ title: 'Nette', reviewStatus: 'rejected', reviewReason: 'Image floue' });
    } finally {
      await noReview.close();
    }
  });
});

describe('DELETE /api/creator/videos/{id}', () => {
  it('lets only the owner delete, removing the video and its media from storage', async () => {
    const video = await createVideo(t.database.db, { uploadedBy: ownerId });
    const keys = [`videos/${video.id}/source`, `videos/${video.id}/hls/master.m3u8`, `videos/${video.id}/hls/360p/seg_00001.ts`];
    for (const key of keys) await store(key, 'media');
    const neighbour = await createVideo(t.database.db, { uploadedBy: ownerId });
    await store(`videos/${neighbour.id}/source`, 'kept');

    expect((await remove(otherCreator, video.id)).status).toBe(404);
    expect((await remove(admin, video.id)).status).toBe(404);
    expect(await t.storage.read(keys[0] as string)).toBeDefined();

    expect(await remove(owner, video.id)).toMatchObject({ status: 200, body: { message: 'Vidéo supprimée' } });
    for (const key of keys) expect(await t.storage.read(key)).toBeUndefined();
    expect((await t.storage.read(`videos/${neighbour.id}/source`))?.toString()).toBe('kept');
    expect((await owner.get<CreatorVideo[]>(apiPaths.creatorVideos)).body.map((v) => v.id)).not.toContain(video.id);
    expect((await owner.get(pathTo(apiPaths.video, { id: video.id }))).status).toBe(404);
    expect(told).toEqual(expect.arrayContaining([`video.changed ${video.id}`, `media.changed video ${video.id}`]));
    expect((await remove(owner, video.id)).status).toBe(404);
  });
});
