import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, type AdminVideoPage, apiPaths, type CreatorVideo, pathTo, type Playback, type Video } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { generateClip } from '../../../test/clips.js';
import { createUser, makePlayable } from '../../../test/factories.js';
import { writeHlsFixture } from '../../../test/hls-fixture.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tusClient } from '../../../test/tus-client.js';
import { uploadForm } from '../../../test/upload-form.js';
import { adminActions } from '../../db/schema/index.js';

/*
 * The review of creators' videos (CREATOR_VIDEO_REVIEW, on by default): a creator's upload, by either
 * endpoint, waits 'pending' and is nowhere public — lists, search, similar, its page, playback — while
 * its uploader and admins may preview it; an admin approves it (public at once) or rejects it with a
 * reason the creator reads in their list. Admins' own uploads need no review. No transcode runs: a
 * video is made ready by writing its HLS folder and row, as the worker would.
 */
let t: TestApp;
let baseUrl: string;
let clip: Buffer;
let creator: Agent;
let viewer: Agent;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  clip = await generateClip({ seconds: 1 });
  const c = await createUser(t.database.db, { accountType: 'creator', firstName: 'Moussa', lastName: 'Diop' });
  creator = await signedInAgent(t.app, c);
  viewer = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'premium' }));
  admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
}, 60_000);
afterAll(() => t.close());

const file = () => ({ data: clip, name: 'clip.mp4', type: 'video/mp4' });
const upload = async (agent: Agent, title: string) => {
  const res = await uploadForm(t.app, agent, { title, category: 'Voyage' }, file());
  expect(res.status).toBe(201);
  return res.body as unknown as CreatorVideo;
};

/** What the worker does once a video is prepared: its HLS folder, then the row ready. */
async function makeReady(id: string) {
  await makePlayable(t.database.db, t.config.mediaDir, id, { renditions: await writeHlsFixture(t.config.mediaDir, id, { renditions: ['144p'], segments: 2 }) });
}

/** Where a viewer could come across a video: home, search, similar, its page, playback. */
async function seenBy(agent: Agent, video: { id: string; title: string }) {
  const ids = (list: Video[]) => list.map((v) => v.id).includes(video.id);
  return {
    home: ids((await agent.get<Video[]>(apiPaths.videos)).body),
    search: ids((await agent.get<Video[]>(pathTo(apiPaths.searchVideos, null, { q: video.title }))).body),
    similar: ids((await agent.get<Video[]>(pathTo(apiPaths.similarVideos, null, { category: 'Voyage' }))).body),
    page: (await agent.get(pathTo(apiPaths.video, { id: video.id }))).status,
    playback: (await agent.get(pathTo(apiPaths.playback, { id: video.id }))).status,
  };
}
const hidden = { home: false, search: false, similar: false, page: 404, playback: 404 };
const shown = { home: true, search: true, similar: true, page: 200, playback: 200 };

const approve = (agent: Agent, id: string) => agent.post<CreatorVideo & { message: string }>(pathTo(apiPaths.adminApproveVideo, { id }));
const reject = (agent: Agent, id: string, body: unknown) => agent.post<CreatorVideo & { message: string; fieldErrors?: Record<string, string> }>(pathTo(apiPaths.adminRejectVideo, { id }), body);
const myVideo = async (id: string) => (await creator.get<CreatorVideo[]>(apiPaths.creatorVideos)).body.find((v) => v.id === id);
const auditOf = (action: string, id: string) =>
  t.database.db.select().from(adminActions).where(and(eq(adminActions.action, action), eq(adminActions.targetId, id)));

describe("a creator's new video", () => {
  it('waits for review, by either upload endpoint; an admin’s own upload does not', { timeout: 30_000 }, async () => {
    expect(await upload(creator, 'Par formulaire')).toMatchObject({ reviewStatus: 'pending', reviewReason: null });
    const tus = tusClient(baseUrl, creator.cookie() as string);
    const created = await tus.create(clip.length, { filename: 'clip.mp4', filetype: 'video/mp4', title: 'Par reprise', ageRating: 'tous' });
    const sent = await tus.patch(created.headers.location as string, 0, clip);
    expect(sent.status).toBe(201);
    expect(JSON.parse(sent.body)).toMatchObject({ title: 'Par reprise', reviewStatus: 'pending' });
    expect(await upload(admin, 'Par un admin')).toMatchObject({ reviewStatus: 'approved' });
  });

  it('is nowhere public until approved, while its uploader and admins preview it; approval publishes it at once', async () => {
    const video = await upload(creator, 'Le fleuve Sénégal en pirogue');
    await makeReady(video.id);
    // The home rows are cached: read them once so the approval must drop them.
    expect(await seenBy(viewer, video)).toEqual(hidden);
    expect((await creator.get(pathTo(apiPaths.video, { id: video.id }))).status).toBe(200);
    expect((await creator.get<Playback>(pathTo(apiPaths.playback, { id: video.id }))).status).toBe(200);
    expect((await admin.get<Playback>(pathTo(apiPaths.playback, { id: video.id }))).status).toBe(200);
    // A preview is no view.
    expect((await creator.get<CreatorVideo[]>(apiPaths.creatorVideos)).body.find((v) => v.id === video.id)?.views).toBe(0);

    const pending = await admin.get<AdminVideoPage>(pathTo(apiPaths.adminVideos, null, { status: 'pending_review' }));
    expect(pending.body.items.map((v) => v.id)).toContain(video.id);
    expect(pending.body.items.find((v) => v.id === video.id)).toMatchObject({ uploaderName: 'Moussa Diop', reviewStatus: 'pending', status: 'ready' });

    // Its uploader's follow-up says it waits: ready, not yet public.
    expect((await creator.get(pathTo(apiPaths.processing, { id: video.id }))).body).toMatchObject({ status: 'ready', reviewStatus: 'pending' });

    const approved = await approve(admin, video.id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: video.id, reviewStatus: 'approved', reviewReason: null });
    expect((await creator.get(pathTo(apiPaths.processing, { id: video.id }))).body).toMatchObject({ status: 'ready', reviewStatus: 'approved' });
    expect(await seenBy(viewer, video)).toEqual(shown);
    expect((await myVideo(video.id))?.reviewStatus).toBe('approved');
    expect((await admin.get<AdminVideoPage>(pathTo(apiPaths.adminVideos, null, { status: 'pending_review' }))).body.items.map((v) => v.id)).not.toContain(video.id);

    const again = await approve(admin, video.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(adminMessages.notPendingReview);
  });

  it('rejected, stays private and shows its creator the reason', async () => {
    const video = await upload(creator, 'Essai flou');
    await makeReady(video.id);
    for (const body of [{}, { reason: '   ' }]) {
      const refused = await reject(admin, video.id, body);
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors?.reason).toBe(adminMessages.reviewReasonRequired);
    }
    const rejected = await reject(admin, video.id, { reason: '  Image floue du début à la fin.  ' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ reviewStatus: 'rejected', reviewReason: 'Image floue du début à la fin.' });
    expect(await myVideo(video.id)).toMatchObject({ reviewStatus: 'rejected', reviewReason: 'Image floue du début à la fin.' });
    expect(await seenBy(viewer, video)).toEqual(hidden);
    expect((await admin.get<AdminVideoPage>(pathTo(apiPaths.adminVideos, null, { status: 'rejected' }))).body.items.map((v) => v.id)).toEqual([video.id]);
    expect((await approve(admin, video.id)).status).toBe(409);
    expect((await reject(admin, video.id, { reason: 'Encore' })).status).toBe(409);
  });

  it('records each decision with the review before and after and the admin’s address', async () => {
    const [a, b] = [await upload(creator, 'Journal A'), await upload(creator, 'Journal B')];
    await approve(admin, a.id);
    await reject(admin, b.id, { reason: 'Hors sujet' });
    const adminRow = (await admin.get<{ id: string }>(apiPaths.authUser)).body;
    expect(await auditOf('video.approve', a.id)).toEqual([
      expect.objectContaining({ adminId: adminRow.id, targetType: 'video', before: { reviewStatus: 'pending', reviewReason: null }, after: { reviewStatus: 'approved', reviewReason: null }, ip: '127.0.0.1', details: { title: 'Journal A' } }),
    ]);
    expect(await auditOf('video.reject', b.id)).toEqual([expect.objectContaining({ before: { reviewStatus: 'pending', reviewReason: null }, after: { reviewStatus: 'rejected', reviewReason: 'Hors sujet' } })]);
    // A refused decision writes nothing.
    await approve(admin, a.id);
    expect(await auditOf('video.approve', a.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown video and refuses the review to everyone but admins', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await approve(admin, unknown)).status).toBe(404);
    expect((await reject(admin, unknown, { reason: 'x' })).status).toBe(404);
    const video = await upload(creator, 'Pas pour vous');
    expect((await approve(creator, video.id)).status).toBe(403);
    expect((await reject(viewer, video.id, { reason: 'x' })).status).toBe(403);
    expect((await myVideo(video.id))?.reviewStatus).toBe('pending');
  });
});
