import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_RATINGS, type AgeRating, apiPaths, type LiveStream, pathTo, type Profile, type Video } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { createUser, createVideo, makePlayable } from '../../../test/factories.js';
import { createCreatorProfile } from '../../../test/factories/creators.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * The policy table: each kind of profile (standard, kids up to tous, 10 and 12) against a video and a live of each
 * rating, through every route that lists or plays them. What each profile may see is written out here, not derived
 * from the code under test.
 */
const SEES: Record<string, readonly AgeRating[]> = {
  standard: ['tous', '10', '12', '16', '18'],
  'kids tous': ['tous'],
  'kids 10': ['tous', '10'],
  'kids 12': ['tous', '10', '12'],
};
const PIN = '8642';

let t: TestApp;
let family: Agent;
let creatorId: string;
const profiles = new Map<string, Profile>();
const videoOf = new Map<AgeRating, string>();
const liveOf = new Map<AgeRating, string>();

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
  const creator = await createUser(t.database.db, { accountType: 'creator' });
  creatorId = creator.id;
  await createCreatorProfile(t.database.db, creator.id, 'Studio Baobab');
  const admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
  for (const rating of AGE_RATINGS) {
    const video = await createVideo(t.database.db, { title: `Baobab ${rating}`, category: 'Contes', ageRating: rating, uploadedBy: creator.id });
    await makePlayable(t.database.db, t.config.mediaDir, video.id);
    videoOf.set(rating, video.id);
    const live = await admin.post<LiveStream>(apiPaths.adminLiveStreams, { title: `Veillée ${rating}`, description: 'Ce soir', category: 'Musique', requiredTier: 'free', ageRating: rating });
    expect(live.status).toBe(201);
    liveOf.set(rating, live.body.id);
  }
  const parent = await createUser(t.database.db, { tier: 'family', firstName: 'Mariam' });
  family = await signedInAgent(t.app, parent);
  expect((await family.put(apiPaths.profilePin, { password: parent.password, pin: PIN })).status).toBe(200);
  profiles.set('standard', (await family.get<{ profiles: Profile[] }>(apiPaths.profiles)).body.profiles[0] as Profile);
  for (const max of ['tous', '10', '12'] as const) {
    const kids = await family.post<Profile>(apiPaths.profiles, { name: `Enfant ${max}`, avatar: 'tortue', kind: 'kids', maxAgeRating: max });
    expect(kids.status).toBe(201);
    profiles.set(`kids ${max}`, kids.body);
  }
}, 120_000);
afterAll(() => t.close());

const ids = (body: unknown) => (body as Array<{ id: string }>).map((item) => item.id);

describe('what each kind of profile sees and plays, by rating', () => {
  for (const [name, allowed] of Object.entries(SEES)) {
    it(`${name}: sees and plays ${allowed.join(', ')}, and nothing else, on every route`, async () => {
      expect((await family.post(pathTo(apiPaths.profileSelect, { id: (profiles.get(name) as Profile).id }), { pin: PIN })).status).toBe(200);
      const listed = {
        home: ids((await family.get<Video[]>(apiPaths.videos)).body),
        search: ids((await family.get<Video[]>(pathTo(apiPaths.searchVideos, null, { q: 'baobab' }))).body),
        similar: ids((await family.get<Video[]>(pathTo(apiPaths.similarVideos, null, { category: 'Contes' }))).body),
        channel: ids((await family.get<{ videos: Video[] }>(pathTo(apiPaths.creator, { id: creatorId }))).body.videos),
        lives: ids((await family.get<LiveStream[]>(apiPaths.liveStreams)).body),
      };
      for (const rating of AGE_RATINGS) {
        const ok = allowed.includes(rating);
        const video = videoOf.get(rating) as string;
        const live = liveOf.get(rating) as string;
        const where = `${name} × ${rating}`;
        for (const [list, found] of Object.entries(listed)) expect(found.includes(list === 'lives' ? live : video), `${where} in ${list}`).toBe(ok);
        expect((await family.get(pathTo(apiPaths.video, { id: video }))).status, `${where} video`).toBe(ok ? 200 : 403);
        expect((await family.get(pathTo(apiPaths.playback, { id: video }))).status, `${where} playback`).toBe(ok ? 200 : 403);
        expect((await family.get(pathTo(apiPaths.videoOpening, { id: video }))).status, `${where} opening`).toBe(ok ? 200 : 403);
        expect((await family.get(pathTo(apiPaths.downloadOptions, { id: video }))).status, `${where} download`).toBe(ok ? 200 : 403);
        expect((await family.post(apiPaths.favorites, { videoId: video })).status, `${where} Ma liste`).toBe(ok ? 200 : 404);
        expect((await family.get(pathTo(apiPaths.liveStream, { id: live }))).status, `${where} live`).toBe(ok ? 200 : 403);
        // Not on air: refused by its rating first, else told it has not begun.
        expect((await family.get(pathTo(apiPaths.livePlayback, { id: live }))).status, `${where} live playback`).toBe(ok ? 409 : 403);
        expect((await family.get(pathTo(apiPaths.liveChat, { id: live }))).status, `${where} live chat`).toBe(ok ? 200 : 403);
      }
      const kept = ids((await family.get<Video[]>(apiPaths.favorites)).body);
      expect(kept.sort(), `${name} Ma liste`).toEqual(allowed.map((rating) => videoOf.get(rating) as string).sort());
    });
  }
});
