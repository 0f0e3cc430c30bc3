import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type ChatHistory, type DownloadGrant, type LiveStream, pathTo, type Profile, type ProfileList, profileMessages, type Video, VIDEO_SECTIONS } from '@kora/shared';
import { type Agent, createAgent, signedInAgent } from '../../../test/agent.js';
import { connectChat } from '../../../test/chat-client.js';
import { createUser, createVideo, makePlayable } from '../../../test/factories.js';
import { createCreatorProfile } from '../../../test/factories/creators.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createMediaGrants } from '../playback/media-grants.js';

/*
 * A kids profile (maximum 'tous') on a Family account, with a 16 video, a 'tous' one and a 16 live present: the 16
 * ones appear in none of its lists and never play; what a child should not do is refused on the server; the adult
 * profile, with the PIN, sees everything again.
 */
let t: TestApp;
let family: Agent;
let adult: Profile;
let kid: Profile;
let base: string;
const ids = { forKids: '', forAdults: '', adultLive: '', kidsLive: '', adultsDownload: '' };

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_SECONDS: '0' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const creator = await createUser(t.database.db, { accountType: 'creator' });
  await createCreatorProfile(t.database.db, creator.id, 'Studio Savane');
  const forKids = await createVideo(t.database.db, { title: 'Les animaux de la savane', category: 'Nature', ageRating: 'tous', uploadedBy: creator.id, views: 5 });
  // Rated for everyone at first: the child keeps it, watches some, downloads it; an admin then rates it 16.
  const forAdults = await createVideo(t.database.db, { title: 'Les nuits de la savane', category: 'Nature', ageRating: 'tous', uploadedBy: creator.id, views: 9 });
  for (const video of [forKids, forAdults]) await makePlayable(t.database.db, t.config.mediaDir, video.id);
  Object.assign(ids, { forKids: forKids.id, forAdults: forAdults.id });

  const admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
  for (const [key, ageRating] of [['adultLive', '16'], ['kidsLive', 'tous']] as const) {
    const live = await admin.post<LiveStream>(apiPaths.adminLiveStreams, { title: `Live ${ageRating}`, description: 'Ce soir', category: 'Musique', requiredTier: 'free', ageRating });
    ids[key] = live.body.id;
  }

  const parent = await createUser(t.database.db, { tier: 'family', firstName: 'Awa' });
  family = await signedInAgent(t.app, parent);
  await family.put(apiPaths.profilePin, { password: parent.password, pin: '2468' });
  kid = (await family.post<Profile>(apiPaths.profiles, { name: 'Moussa', avatar: 'girafe', kind: 'kids', maxAgeRating: 'tous' })).body;
  adult = (await family.get<ProfileList>(apiPaths.profiles)).body.profiles[0] as Profile;
  expect((await family.post(pathTo(apiPaths.profileSelect, { id: kid.id }), {})).status).toBe(200);
  for (const id of [ids.forKids, ids.forAdults]) {
    await family.post(apiPaths.favorites, { videoId: id });
    await family.post(pathTo(apiPaths.progress, { id }), { positionSeconds: 5 });
    const grant = await family.post<DownloadGrant>(pathTo(apiPaths.videoDownloads, { id }), { rendition: '144p' });
    expect(grant.status).toBe(200);
    if (id === ids.forAdults) ids.adultsDownload = grant.body.download.id;
  }
  const rerated = { title: 'Les nuits de la savane', category: 'Nature', requiredTier: 'free', ageRating: '16' };
  expect((await admin.patch(pathTo(apiPaths.adminVideo, { id: ids.forAdults }), rerated)).status).toBe(200);
}, 60_000);
afterAll(() => t.close());

const videoIdsAt = async (url: string) => ((await family.get<Video[]>(url)).body as Video[]).map((v) => v.id);

describe('a kids profile', () => {
  it('finds the 16 video in none of its lists, and the one for everyone where it belongs', async () => {
    const lists = [
      ...VIDEO_SECTIONS.map((section) => pathTo(apiPaths.videos, null, { section })),
      apiPaths.videos,
      pathTo(apiPaths.searchVideos, null, { q: 'savane' }),
      pathTo(apiPaths.similarVideos, null, { category: 'Nature' }),
      apiPaths.favorites,
    ];
    for (const url of lists) expect(await videoIdsAt(url), url).not.toContain(ids.forAdults);
    expect(await videoIdsAt(pathTo(apiPaths.searchVideos, null, { q: 'savane' }))).toEqual([ids.forKids]);
    expect(await videoIdsAt(apiPaths.favorites)).toEqual([ids.forKids]);
    expect(await videoIdsAt(pathTo(apiPaths.videos, null, { section: 'continue' }))).toEqual([ids.forKids]);
    const creatorId = (await family.get<Video>(pathTo(apiPaths.video, { id: ids.forKids }))).body.uploadedBy as string;
    const channel = await family.get<{ videos: Video[] }>(pathTo(apiPaths.creator, { id: creatorId }));
    expect(channel.body.videos.map((v) => v.id)).toEqual([ids.forKids]);
  });

  it('is refused the 16 video by direct link, by playback and by a fresh load of its page, in French', async () => {
    for (const url of [pathTo(apiPaths.video, { id: ids.forAdults }), pathTo(apiPaths.playback, { id: ids.forAdults }), pathTo(apiPaths.videoOpening, { id: ids.forAdults })]) {
      expect(await family.get(url), url).toMatchObject({ status: 403, body: { code: 'forbidden', message: profileMessages.ratingRefused } });
    }
    expect((await family.get(pathTo(apiPaths.playback, { id: ids.forKids }))).status).toBe(200);
  });

  it('is refused the media of a 16 video or live even by a validly signed URL: a URL is judged for its profile', async () => {
    const grants = createMediaGrants(t.installation.mediaSecret);
    const media = (kind: 'video' | 'live', id: string, viewer: string) => t.app.inject({ url: `${grants.grant({ kind, id }, viewer, 10).prefix}/master.m3u8` });
    for (const [kind, id] of [['video', ids.forAdults], ['live', ids.adultLive]] as const) {
      const refused = await media(kind, id, kid.id);
      expect(refused.statusCode, kind).toBe(403);
      expect(refused.json(), kind).toMatchObject({ message: profileMessages.ratingRefused });
    }
    // Signed for the adult profile of the same account, the same video opens.
    expect((await media('video', ids.forAdults, adult.id)).statusCode).toBe(200);
    expect((await media('video', ids.forKids, kid.id)).statusCode).toBe(200);
  });

  it('keeps only the downloads for its age, and cannot download the others', async () => {
    const kept = (await family.get<Array<{ videoId: string }>>(apiPaths.downloads)).body.map((d) => d.videoId);
    expect(kept).toEqual([ids.forKids]);
    expect(await family.get(pathTo(apiPaths.downloadOptions, { id: ids.forAdults }))).toMatchObject({ status: 403, body: { message: profileMessages.ratingRefused } });
    expect((await family.post(pathTo(apiPaths.videoDownloads, { id: ids.forAdults }), { rendition: '144p' })).status).toBe(403);
    expect((await family.get(pathTo(apiPaths.downloadOptions, { id: ids.forKids }))).status).toBe(200);
    // Its copy from before the new rating is not renewed: removed, and refused in French.
    const renewal = pathTo(apiPaths.downloadRenewal, { id: ids.adultsDownload });
    expect(await family.post(renewal, {})).toMatchObject({ status: 403, body: { message: profileMessages.ratingRefused } });
    expect((await family.post(renewal, {})).status).toBe(404);
  });

  it('sees only the lives for its age, and cannot open the others', async () => {
    const lives = (await family.get<LiveStream[]>(apiPaths.liveStreams)).body.map((l) => l.id);
    expect(lives).toContain(ids.kidsLive);
    expect(lives).not.toContain(ids.adultLive);
    expect(await family.get(pathTo(apiPaths.liveStream, { id: ids.adultLive }))).toMatchObject({ status: 403, body: { message: profileMessages.ratingRefused } });
    expect((await family.get(pathTo(apiPaths.livePlayback, { id: ids.adultLive }))).status).toBe(403);
  });

  it('reads the chat of a live for its age without writing in it, and not the chat of the others', async () => {
    expect(await family.get(pathTo(apiPaths.liveChat, { id: ids.adultLive }))).toMatchObject({ status: 403, body: { message: profileMessages.ratingRefused } });
    expect((await family.get<ChatHistory>(pathTo(apiPaths.liveChat, { id: ids.kidsLive }))).body.me.canPost).toBe(false);
    const socket = await connectChat(base, family.cookie());
    try {
      expect((await socket.join(ids.kidsLive)).me.canPost).toBe(false);
      socket.send({ type: 'chat_message', clientId: 'bonjour-1', message: 'Bonjour' });
      expect((await socket.next('error')).data).toMatchObject({ code: 'forbidden', message: profileMessages.kidsRefused, clientId: 'bonjour-1' });
      await expect(socket.join(ids.adultLive)).rejects.toThrow();
      expect(socket.events.filter((e) => e.type === 'error').map((e) => e.data.message)).toContain(profileMessages.ratingRefused);
    } finally {
      socket.close();
    }
  });

  it('pays nothing, sponsors nothing, applies for nothing, posts in no chat, changes no setting', async () => {
    const refused = [
      await family.post(apiPaths.createSubscription, { planId: 'family', paymentMethod: 'card' }),
      await family.post(apiPaths.hub2CreatePaymentIntent, {}),
      await family.post(pathTo(apiPaths.videoSponsor, { id: ids.forKids }), { amount: 500, currency: 'XOF' }),
      await family.post(apiPaths.creatorApplications, {}),
      await family.post(pathTo(apiPaths.liveChat, { id: ids.kidsLive }), { message: 'Bonjour' }),
      await family.post(apiPaths.changePassword, { currentPassword: 'x', newPassword: 'yyyyyyyy' }),
      await family.put(apiPaths.profile, { firstName: 'Moussa', lastName: 'Sarr', email: 'moussa@kora.test' }),
      await family.delete(apiPaths.userSessions),
    ];
    for (const res of refused) expect(res).toMatchObject({ status: 403, body: { message: profileMessages.kidsRefused } });
  });

  it('is left with the PIN, and the adult profile sees everything again', async () => {
    expect((await family.post(pathTo(apiPaths.profileSelect, { id: adult.id }), {})).status).toBe(403);
    expect((await family.post(pathTo(apiPaths.profileSelect, { id: adult.id }), { pin: '2468' })).status).toBe(200);
    expect(await videoIdsAt(pathTo(apiPaths.searchVideos, null, { q: 'savane' }))).toEqual(expect.arrayContaining([ids.forKids, ids.forAdults]));
    expect((await family.get(pathTo(apiPaths.playback, { id: ids.forAdults }))).status).toBe(200);
    expect((await createAgent(t.app).get(apiPaths.profiles)).status).toBe(401);
  });
});
