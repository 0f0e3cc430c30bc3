import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminVideo, ageRatingMessages, apiPaths, type CreatorVideo, type LiveStream, pathTo, type Video } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { generateClip } from '../../../test/clips.js';
import { createUser, createVideo } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { uploadForm } from '../../../test/upload-form.js';
import { adminActions } from '../../db/schema/index.js';

/*
 * Every video and live carries an age rating on the French scale. Whoever adds one says it (no default to skip);
 * admins change it, journalled; every answer about a video or a live carries it.
 */
let t: TestApp;
let creator: Agent;
let admin: Agent;
let viewer: Agent;
let clip: Buffer;

beforeAll(async () => {
  t = await createTestApp({ CREATOR_VIDEO_REVIEW: 'false' });
  clip = await generateClip();
  creator = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
  admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
  viewer = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'premium' }));
}, 60_000);
afterAll(() => t.close());

const journalOf = (targetId: string) => t.database.db.select().from(adminActions).where(eq(adminActions.targetId, targetId));
const live = { title: 'Conte du soir', description: 'Pour toute la famille', category: 'Éducation' };

describe('age ratings', () => {
  it('are asked of a creator uploading a video: none, or one off the scale, is refused in French', { timeout: 60_000 }, async () => {
    const file = { data: clip, name: 'clip.mp4', type: 'video/mp4' };
    for (const ageRating of ['', '14', 'adulte']) {
      const refused = await uploadForm(t.app, creator, { title: 'Sans classification', ageRating }, file);
      expect(refused, ageRating).toMatchObject({ status: 400, body: { fieldErrors: { ageRating: ageRatingMessages.required } } });
    }
    const accepted = await uploadForm(t.app, creator, { title: 'Film du soir', ageRating: '16' }, file);
    expect(accepted).toMatchObject({ status: 201, body: { ageRating: '16' } });
    const mine = await creator.get<CreatorVideo[]>(apiPaths.creatorVideos);
    expect(mine.body.find((v) => v.id === accepted.body.id)?.ageRating).toBe('16');
  });

  it('are asked of whoever creates a live, and an admin changes one, journalled', async () => {
    expect((await creator.post(apiPaths.liveStreams, live)).body).toMatchObject({ code: 'validation_error', fieldErrors: { ageRating: ageRatingMessages.required } });
    expect((await admin.post(apiPaths.adminLiveStreams, { ...live, requiredTier: 'free' })).body).toMatchObject({ fieldErrors: { ageRating: ageRatingMessages.required } });
    const created = await creator.post<LiveStream>(apiPaths.liveStreams, { ...live, ageRating: 'tous' });
    expect(created).toMatchObject({ status: 201, body: { ageRating: 'tous' } });
    const id = created.body.id;

    expect((await creator.patch(pathTo(apiPaths.adminLiveStream, { id }), { ageRating: '12' })).status).toBe(403);
    expect((await admin.patch(pathTo(apiPaths.adminLiveStream, { id }), { ageRating: '21' })).status).toBe(400);
    const changed = await admin.patch<LiveStream>(pathTo(apiPaths.adminLiveStream, { id }), { ageRating: '12' });
    expect(changed).toMatchObject({ status: 200, body: { id, ageRating: '12' } });
    expect((await creator.get<LiveStream>(pathTo(apiPaths.liveStream, { id }))).body.ageRating).toBe('12');
    expect(await journalOf(id)).toEqual([expect.objectContaining({ action: 'live.update', before: { ageRating: 'tous' }, after: { ageRating: '12' }, details: { title: live.title } })]);
  });

  it('are changed by an admin on a video (a field of the edit, kept when not given), and every list shows them', async () => {
    const video = await createVideo(t.database.db, { title: 'Veillée', ageRating: 'tous' });
    const edit = { title: 'Veillée', description: '', category: 'Nature', requiredTier: 'free' };
    const rated = await admin.patch<AdminVideo>(pathTo(apiPaths.adminVideo, { id: video.id }), { ...edit, ageRating: '16' });
    expect(rated).toMatchObject({ status: 200, body: { ageRating: '16' } });
    expect((await admin.patch<AdminVideo>(pathTo(apiPaths.adminVideo, { id: video.id }), edit)).body.ageRating).toBe('16');
    expect(await journalOf(video.id)).toContainEqual(expect.objectContaining({ action: 'video.update', before: expect.objectContaining({ ageRating: 'tous' }), after: expect.objectContaining({ ageRating: '16' }) }));

    expect((await viewer.get<Video>(pathTo(apiPaths.video, { id: video.id }))).body.ageRating).toBe('16');
    expect((await viewer.get<Video[]>(pathTo(apiPaths.searchVideos, null, { q: 'Veillée' }))).body.map((v) => v.ageRating)).toEqual(['16']);
    const filtered = await admin.get<{ items: AdminVideo[] }>(pathTo(apiPaths.adminVideos, null, { ageRating: '16' }));
    expect(filtered.body.items.map((v) => v.id)).toContain(video.id);
    expect(filtered.body.items.every((v) => v.ageRating === '16')).toBe(true);
  });
});
