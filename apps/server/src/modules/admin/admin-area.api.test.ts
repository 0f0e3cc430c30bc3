import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminOverview, type AdminSettings, apiPaths, type LiveStream, pathTo } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { createUser, createVideo } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * The admin area's first screen (what waits for an admin, counted against rows seeded here, on a
 * database of this file's own) and its read-only settings (the configuration this app was given).
 */
let t: TestApp;
let admin: Agent;

const liveBody = (title: string) => ({ title, description: 'En direct', category: 'Musique', ageRating: 'tous' });
const application = { businessName: 'Chaîne', country: 'Sénégal', address: 'Dakar', contactInfo: '+221 77 000 00 00', contentCategories: '["Cuisine"]', publicationFrequency: 'weekly', averageVideoDuration: 'short' };

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: '250', CREATOR_VIDEO_REVIEW: 'false' });
  admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
});
afterAll(() => t.close());

describe('GET /api/admin/settings', () => {
  it('answers the values this server runs with, and where each is set', async () => {
    const res = await admin.get<AdminSettings>(apiPaths.adminSettings);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ maxUploadMb: 250, defaultTier: 'free', creatorVideoReview: false });
    expect(res.body.sources.maxUploadMb).toContain('MAX_UPLOAD_MB');
    expect(res.body.sources.creatorVideoReview).toContain('CREATOR_VIDEO_REVIEW');
    expect(res.body.sources.defaultTier).toBeTruthy();
  });
});

describe('GET /api/admin/overview', () => {
  it('counts what waits: pending lives, applications and videos, failed and processing videos, sign-ups since midnight UTC', async () => {
    const empty = await admin.get<AdminOverview>(apiPaths.adminOverview);
    expect(empty.body).toEqual({ pendingLives: 0, pendingApplications: 0, pendingPayouts: 0, pendingVideos: 0, failedVideos: 0, processingVideos: 0, signupsToday: 1 });

    // Lives: two pending, one rejected, one an admin's (approved at once).
    const creator = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
    const lives = await Promise.all(['Un', 'Deux', 'Trois'].map(async (title) => (await creator.post<LiveStream>(apiPaths.liveStreams, liveBody(title))).body));
    await admin.post(pathTo(apiPaths.adminRejectLive, { id: lives[2]?.id ?? '' }), { reason: 'Hors sujet' });
    await admin.post(apiPaths.adminLiveStreams, { ...liveBody('Admin'), requiredTier: 'free' });

    // Applications: one pending, one already rejected.
    const applicants = await Promise.all([createUser(t.database.db), createUser(t.database.db)]);
    for (const applicant of applicants) expect((await (await signedInAgent(t.app, applicant)).post(apiPaths.creatorApplications, application)).status).toBe(201);
    const [pendingApplication] = (await admin.get<Array<{ id: string; userId: string }>>(apiPaths.adminPendingCreatorApplications)).body.filter((a) => a.userId === applicants[1]?.id);
    await admin.post(pathTo(apiPaths.adminRejectCreatorApplication, { id: pendingApplication?.id ?? '' }), {});

    // Videos: one waiting for review, two failed, one processing, one ready.
    await createVideo(t.database.db, { reviewStatus: 'pending' });
    await createVideo(t.database.db, { status: 'failed' });
    await createVideo(t.database.db, { status: 'failed' });
    await createVideo(t.database.db, { status: 'processing' });
    await createVideo(t.database.db);

    // Sign-ups: the admin, the creator and both applicants today, two more of which one is moved to two days ago.
    await Promise.all([createUser(t.database.db, { createdAt: new Date(Date.now() - 2 * 86_400_000) }), createUser(t.database.db)]);

    const res = await admin.get<AdminOverview>(apiPaths.adminOverview);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pendingLives: 2, pendingApplications: 1, pendingPayouts: 0, pendingVideos: 1, failedVideos: 2, processingVideos: 1, signupsToday: 5 });
  });
});
