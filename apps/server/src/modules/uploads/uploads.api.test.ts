import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type CreatorVideo, pathTo, uploadMessages, type Video } from '@kora/shared';
import { type Agent, createAgent, signedInAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { filesUnder, generateClip } from '../../../test/clips.js';
import { type FormFile, uploadForm } from '../../../test/upload-form.js';

let t: TestApp;
let creator: Agent;
let clip: Buffer;

// Without the review of creators' videos (CREATOR_VIDEO_REVIEW=false), a creator's upload is public once ready.
beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: '2', CREATOR_VIDEO_REVIEW: 'false' });
  clip = await generateClip();
  creator = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
}, 60_000);
afterAll(() => t.close());

const upload = (agent: Agent, fields: Record<string, string>, file?: FormFile) => uploadForm(t.app, agent, fields, file);

const leftovers = async () => (await filesUnder(path.join(t.config.mediaDir, 'uploads'))).length;
const video = (data = clip) => ({ data, name: 'clip.mp4', type: 'video/mp4' });

describe('POST /api/creator/upload-video', () => {
  it('is for creators and admins only', async () => {
    const simple = await signedInAgent(t.app, await createUser(t.database.db));
    expect((await upload(simple, { title: 'Essai' }, video())).status).toBe(403);
    expect((await upload(createAgent(t.app), { title: 'Essai' }, video())).status).toBe(401);
    expect(await leftovers()).toBe(0);
  });

  it('requires a file and a title, with the spec messages, and keeps nothing', async () => {
    expect((await upload(creator, { title: 'Sans fichier' })).body).toMatchObject({ fieldErrors: { video: uploadMessages.fileRequired } });
    expect((await upload(creator, { title: ' ' }, video())).body).toMatchObject({ fieldErrors: { title: uploadMessages.titleRequired } });
    expect(await leftovers()).toBe(0);
  });

  it('judges the file by its content, not its name or type', async () => {
    const res = await upload(creator, { title: 'Faux' }, video(Buffer.from('ceci est un texte, pas une vidéo\n'.repeat(100))));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: uploadMessages.invalidFile, fieldErrors: { video: uploadMessages.invalidFile } });
    expect(await leftovers()).toBe(0);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413 and leaves nothing behind', async () => {
    const res = await upload(creator, { title: 'Trop gros' }, video(Buffer.concat([clip, Buffer.alloc(3 * 1024 * 1024)])));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: uploadMessages.tooLarge(2), code: 'payload_too_large' });
    expect(await leftovers()).toBe(0);
  });

  it('accepts a real video, reports its processing to its owner and admins, and lists it once ready', { timeout: 90_000 }, async () => {
    const res = await upload(creator, { title: 'Mon premier film', description: 'Tourné à Dakar', category: 'Voyage' }, video());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Mon premier film', category: 'Voyage', status: 'processing', processingProgress: 0, reviewStatus: 'approved' });
    const id = res.body.id as string;
    expect((await creator.get<CreatorVideo[]>(apiPaths.creatorVideos)).body.map((v) => v.id)).toEqual([id]);
    expect((await creator.get(pathTo(apiPaths.processing, { id }))).body).toEqual({ status: 'processing', progress: 0, failureReason: null, reviewStatus: 'approved' });
    const otherCreator = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
    expect((await otherCreator.get(pathTo(apiPaths.processing, { id }))).status).toBe(403);
    const admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
    expect((await admin.get(pathTo(apiPaths.processing, { id }))).status).toBe(200);
    expect((await admin.get<Video[]>(apiPaths.videos)).body.map((v) => v.id)).not.toContain(id);

    await t.startWorker();
    await expect.poll(async () => (await creator.get(pathTo(apiPaths.processing, { id }))).body, { timeout: 80_000, interval: 500 }).toEqual({ status: 'ready', progress: 1, failureReason: null, reviewStatus: 'approved' });
    // Listed in the catalogue once ready (rows are shared for up to CATALOGUE_CACHE_SECONDS).
    await expect.poll(async () => (await admin.get<Video[]>(apiPaths.videos)).body.map((v) => v.id), { timeout: 5000 }).toContain(id);
  });
});
