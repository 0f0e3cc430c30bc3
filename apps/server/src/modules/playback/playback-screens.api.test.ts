import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type DeviceSession, pathTo, screenBeatWindowSeconds, tooManyScreensMessage } from '@kora/shared';
import { createAgent, signedInAgent, type Agent } from '../../../test/agent.js';
import { createUser, createVideo, makePlayable } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestClock } from '../../../test/test-clock.js';
import { createInProcessPubSub } from '../../realtime/pubsub.js';

const clock = createTestClock();
let t: TestApp;
let videoId: string;

beforeAll(async () => {
  t = await createTestApp({}, createInProcessPubSub(), undefined, { clock });
  const row = await createVideo(t.database.db, { title: 'Écrans', tier: 'free', durationSeconds: 60 });
  await makePlayable(t.database.db, t.config.mediaDir, row.id);
  videoId = row.id;
});
afterAll(() => t.close());

const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 11; TECNO KF6i) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36' };
const laptop = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0' };
const play = (agent: Agent) => agent.get<{ code?: string; message?: string }>(pathTo(apiPaths.playback, { id: videoId }));
const beat = (agent: Agent, positionSeconds = 12) => agent.post<{ code?: string }>(pathTo(apiPaths.progress, { id: videoId }), { positionSeconds });
async function signIn(user: { email: string; password: string }, headers: Record<string, string>): Promise<Agent> {
  const agent = createAgent(t.app, headers);
  expect((await agent.post(apiPaths.login, { email: user.email, password: user.password })).status).toBe(200);
  return agent;
}

describe('device limits at playback', () => {
  it("refuses a basic user's second simultaneous screen in French; the same screen may ask again", async () => {
    const user = await createUser(t.database.db, { tier: 'basic' });
    const [first, second] = [await signIn(user, phone), await signIn(user, laptop)];
    expect((await play(first)).status).toBe(200);
    expect((await play(first)).status).toBe(200);
    const refused = await play(second);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'too_many_screens', message: tooManyScreensMessage('basic') });
    expect(refused.body.message).toBe('Trop d’écrans en lecture : votre offre Basic permet 1 écran à la fois. Arrêtez la lecture sur un autre appareil ou déconnectez-le dans vos paramètres.');
    // A progress report from the refused screen is no way around the limit.
    expect((await beat(second)).status).toBe(403);
  });

  it('lets premium play on 4 screens and family on 6, not one more; admins are not limited', async () => {
    for (const [tier, limit] of [['premium', 4], ['family', 6]] as const) {
      const user = await createUser(t.database.db, { tier });
      for (let i = 0; i < limit; i++) expect((await play(await signedInAgent(t.app, user))).status, `${tier} ${i + 1}`).toBe(200);
      expect((await play(await signedInAgent(t.app, user))).body.code, tier).toBe('too_many_screens');
    }
    const admin = await createUser(t.database.db, { accountType: 'admin' });
    for (let i = 0; i < 3; i++) expect((await play(await signedInAgent(t.app, admin))).status).toBe(200);
  });

  it('keeps a playing screen by its beats, and frees a stopped one after the beat window', async () => {
    const user = await createUser(t.database.db, { tier: 'basic' });
    const [first, second] = [await signIn(user, phone), await signIn(user, laptop)];
    expect((await play(first)).status).toBe(200);
    // Playing: a beat every 10 s keeps the slot well past the window.
    for (let elapsed = 0; elapsed < screenBeatWindowSeconds * 2; elapsed += 30) {
      clock.advance(30_000);
      expect((await beat(first, elapsed)).status).toBe(200);
    }
    expect((await play(second)).status).toBe(403);
    // Stopped: no beat for the window, and the slot is free.
    clock.advance((screenBeatWindowSeconds - 5) * 1000);
    expect((await play(second)).status).toBe(403);
    clock.advance(10_000);
    expect((await play(second)).status).toBe(200);
    expect((await play(first)).body.code).toBe('too_many_screens');
  });

  it('frees the screen at once when the page leaves; a late beat of that page does not take it back', async () => {
    const user = await createUser(t.database.db, { tier: 'basic' });
    const [first, second] = [await signIn(user, phone), await signIn(user, laptop)];
    const leave = (agent: Agent) => agent.beacon(pathTo(apiPaths.playbackScreenRelease, { id: videoId }));

    expect((await play(first)).status).toBe(200);
    expect((await beat(first, 20)).status).toBe(200);
    expect((await play(second)).status).toBe(403);
    // Left: free with no wait.
    expect((await leave(first)).status).toBe(204);
    // A beat of the leaving page that arrives after its release does not take the screen back.
    expect((await beat(first, 22)).status).toBe(200);
    expect((await play(second)).status).toBe(200);
    // The other device now holds it: the first one is refused until that one leaves too.
    expect((await play(first)).body.code).toBe('too_many_screens');
    expect((await leave(second)).status).toBe(204);
    expect((await play(first)).status).toBe(200);
    // Releasing another video leaves this screen alone.
    const other = await createVideo(t.database.db, { title: 'Autre', tier: 'free', durationSeconds: 30 });
    expect((await first.beacon(pathTo(apiPaths.playbackScreenRelease, { id: other.id }))).status).toBe(204);
    expect((await play(second)).status).toBe(403);
    expect((await createAgent(t.app).beacon(pathTo(apiPaths.playbackScreenRelease, { id: videoId }))).status).toBe(401);
    // Another site cannot free (or probe) a screen through the visitor's browser.
    expect((await first.post(pathTo(apiPaths.playbackScreenRelease, { id: videoId }), undefined, { 'sec-fetch-site': 'cross-site', origin: 'https://ailleurs.example' })).status).toBe(403);
  });

  it('frees the screen when the last beat and the release of a closing page arrive together', async () => {
    // A closing page sends both at once, on two connections: whichever the server finishes first,
    // the screen ends free. Many rounds, since the two meet in a window of a few queries.
    const user = await createUser(t.database.db, { tier: 'basic' });
    const [first, second] = [await signIn(user, phone), await signIn(user, laptop)];
    for (let round = 0; round < 60; round++) {
      expect((await play(first)).status).toBe(200);
      // The release starts a little later each round, to meet the beat at each of its steps.
      const release = async () => {
        for (let tick = 0; tick < round; tick++) await new Promise(setImmediate);
        return first.beacon(pathTo(apiPaths.playbackScreenRelease, { id: videoId }));
      };
      const [beaten, left] = await Promise.all([beat(first, round), release()]);
      expect([beaten.status, left.status]).toEqual([200, 204]);
      expect((await play(second)).status, `round ${round}`).toBe(200);
      expect((await second.beacon(pathTo(apiPaths.playbackScreenRelease, { id: videoId }))).status).toBe(204);
    }
  });

  it('lists the devices of the account; signing out another one ends that session and frees its screen', async () => {
    const user = await createUser(t.database.db, { tier: 'basic' });
    const [tv, me] = [await signIn(user, laptop), await signIn(user, phone)];
    expect((await play(tv)).status).toBe(200);
    expect((await play(me)).status).toBe(403);

    const listed = await me.get<DeviceSession[]>(apiPaths.userSessions);
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
    const [mine, other] = listed.body as [DeviceSession, DeviceSession];
    expect(mine).toMatchObject({ current: true, device: 'Chrome sur Android', playing: false });
    expect(other).toMatchObject({ current: false, device: 'Firefox sur Windows', playing: true });
    expect(other.id).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(listed.body)).not.toContain(tv.cookie() as string);

    expect((await me.delete(pathTo(apiPaths.userSession, { id: mine.id }))).status).toBe(400);
    const stranger = await signedInAgent(t.app, await createUser(t.database.db));
    expect((await stranger.delete(pathTo(apiPaths.userSession, { id: other.id }))).status).toBe(404);
    expect((await tv.get(apiPaths.authUser)).status).toBe(200);

    expect((await me.delete(pathTo(apiPaths.userSession, { id: other.id }))).status).toBe(200);
    expect((await tv.get(apiPaths.authUser)).status).toBe(401);
    expect((await play(me)).status).toBe(200);
    expect((await me.get<DeviceSession[]>(apiPaths.userSessions)).body.map((d) => d.current)).toEqual([true]);
    expect((await me.delete(pathTo(apiPaths.userSession, { id: other.id }))).status).toBe(404);
  });

  it('signs out every other device at once, this one staying signed in, and frees their screens', async () => {
    const user = await createUser(t.database.db, { tier: 'premium' });
    const [tv, laptopAgent, me] = [await signIn(user, laptop), await signIn(user, laptop), await signIn(user, phone)];
    const stranger = await signedInAgent(t.app, await createUser(t.database.db));
    expect((await play(tv)).status).toBe(200);

    const answer = await me.delete<{ message: string }>(apiPaths.userSessions);
    expect(answer).toMatchObject({ status: 200, body: { message: '2 appareils déconnectés' } });
    expect((await tv.get(apiPaths.authUser)).status).toBe(401);
    expect((await laptopAgent.get(apiPaths.authUser)).status).toBe(401);
    expect((await me.get(apiPaths.authUser)).status).toBe(200);
    expect((await stranger.get(apiPaths.authUser)).status).toBe(200);
    expect((await me.get<DeviceSession[]>(apiPaths.userSessions)).body.map((d) => d.current)).toEqual([true]);
    expect((await me.delete<{ message: string }>(apiPaths.userSessions)).body.message).toBe('Aucun autre appareil n’était connecté.');
    expect((await createAgent(t.app).delete(apiPaths.userSessions)).status).toBe(401);
  });

  it('asks who is calling before anything else', async () => {
    expect((await createAgent(t.app).get(apiPaths.userSessions)).status).toBe(401);
    expect((await createAgent(t.app).delete(pathTo(apiPaths.userSession, { id: '0123456789abcdef' }))).status).toBe(401);
  });
});
