import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type DeviceSession, pathTo, screenBeatWindowSeconds, screenTakenMessage } from '@kora/shared';
import { createAgent, signedInAgent, type Agent } from '../../../test/agent.js';
import { createUser, createVideo, makePlayable } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestClock } from '../../../test/test-clock.js';
import { createInProcessPubSub } from '../../realtime/pubsub.js';
import { playbackScreens } from '../../db/schema/index.js';

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
/** The player's report: `start` as the first frames play (or « Regarder ici »), then a beat every 10 s. */
const report = (agent: Agent, positionSeconds: number, start: boolean) =>
  agent.post<{ code?: string; message?: string }>(pathTo(apiPaths.progress, { id: videoId }), start ? { positionSeconds, start } : { positionSeconds });
const start = (agent: Agent, positionSeconds = 0) => report(agent, positionSeconds, true);
const beat = (agent: Agent, positionSeconds = 12) => report(agent, positionSeconds, false);
const leave = (agent: Agent) => agent.beacon(pathTo(apiPaths.playbackScreenRelease, { id: videoId }));
async function signIn(user: { email: string; password: string }, headers: Record<string, string>): Promise<Agent> {
  const agent = createAgent(t.app, headers);
  expect((await agent.post(apiPaths.login, { email: user.email, password: user.password })).status).toBe(200);
  return agent;
}

describe('screens, as people expect them', () => {
  it('are taken by playing, not by asking: a playback asked and never played blocks no other device', async () => {
    const user = await createUser(t.database.db, { tier: 'basic' });
    const [first, second] = [await signIn(user, phone), await signIn(user, laptop)];
    expect((await play(first)).status).toBe(200);
    expect((await play(second)).status).toBe(200);
    expect((await start(second)).status).toBe(200);
    // The phone never played; its page, hidden, sends a plain report: that takes nothing either.
    expect((await beat(first, 3)).status).toBe(200);
    clock.advance(10_000);
    expect((await beat(second)).status).toBe(200);
    // Nor does a late report of a screen that stopped (no beat for the window): the phone starting takes it.
    clock.advance((screenBeatWindowSeconds + 5) * 1000);
    expect((await start(first)).status).toBe(200);
    expect((await beat(second)).status).toBe(200);
    expect((await beat(first)).status).toBe(200);
    expect((await play(second)).status).toBe(200);
  });

  it('let the newest device play; the older one is told where Kora plays now, in French, and may take it back', async () => {
    const user = await createUser(t.database.db, { tier: 'basic' });
    const [first, second] = [await signIn(user, phone), await signIn(user, laptop)];
    expect((await start(first)).status).toBe(200);
    expect((await beat(first, 10)).status).toBe(200);
    expect((await start(second)).status).toBe(200);
    const told = await beat(first, 20);
    expect(told).toMatchObject({ status: 409, body: { code: 'screen_taken', message: screenTakenMessage('basic', 'Firefox sur Windows') } });
    expect(told.body.message).toBe(
      'Kora est maintenant en lecture sur un autre appareil (Firefox sur Windows) : votre offre Basic permet 1 écran à la fois. « Regarder ici » reprend la lecture sur cet appareil.',
    );
    // Told again at each report, and given no fresh media, until the person takes the screen back here.
    expect((await beat(first, 20)).status).toBe(409);
    expect((await play(first)).body).toMatchObject({ code: 'screen_taken', message: screenTakenMessage('basic', 'Firefox sur Windows') });
    expect((await play(second)).status).toBe(200);
    expect((await beat(second, 30)).status).toBe(200);
    expect((await start(first, 20)).status).toBe(200);
    expect((await beat(second, 40)).body).toMatchObject({ code: 'screen_taken', message: screenTakenMessage('basic', 'Chrome sur Android') });
    expect((await beat(first, 30)).status).toBe(200);
    expect((await play(first)).status).toBe(200);
    expect((await play(second)).status).toBe(409);
  });

  it('leave the older device free again once the newer one stopped or left: no stale « elsewhere »', async () => {
    const user = await createUser(t.database.db, { tier: 'basic' });
    const [first, second] = [await signIn(user, phone), await signIn(user, laptop)];
    expect((await start(first)).status).toBe(200);
    expect((await start(second)).status).toBe(200);
    expect((await play(first)).status).toBe(409);
    // The laptop's page is closed: the phone may play again, told nothing.
    expect((await leave(second)).status).toBe(204);
    expect((await play(first)).status).toBe(200);
    expect((await beat(first)).status).toBe(200);
    // The laptop takes it again, then stops without a word (no beat for the window): the same.
    expect((await start(first)).status).toBe(200);
    expect((await start(second)).status).toBe(200);
    expect((await play(first)).status).toBe(409);
    clock.advance((screenBeatWindowSeconds + 5) * 1000);
    expect((await play(first)).status).toBe(200);
  });

  it('play on 4 screens for premium and 6 for family; one more and only the first to start gives way; admins are not limited', async () => {
    for (const [tier, limit] of [['premium', 4], ['family', 6]] as const) {
      const user = await createUser(t.database.db, { tier });
      const devices: Agent[] = [];
      for (let i = 0; i <= limit; i++) {
        devices.push(await signedInAgent(t.app, user));
        expect((await start(devices[i] as Agent)).status, `${tier} ${i + 1}`).toBe(200);
        clock.advance(1_000);
      }
      const beats = await Promise.all(devices.map(async (d) => (await beat(d)).status));
      expect(beats, tier).toEqual([409, ...Array<number>(limit).fill(200)]);
    }
    const admin = await createUser(t.database.db, { accountType: 'admin' });
    const admins = [await signedInAgent(t.app, admin), await signedInAgent(t.app, admin), await signedInAgent(t.app, admin)];
    for (const agent of admins) expect((await start(agent)).status).toBe(200);
    for (const agent of admins) expect((await beat(agent)).status).toBe(200);
  });

  it('count a stopped screen no more after the beat window: it is not told, as it gave nothing way', async () => {
    const user = await createUser(t.database.db, { tier: 'basic' });
    const [first, second] = [await signIn(user, phone), await signIn(user, laptop)];
    expect((await start(first)).status).toBe(200);
    clock.advance((screenBeatWindowSeconds + 5) * 1000);
    expect((await start(second)).status).toBe(200);
    // Its screen had already stopped: the laptop took nothing from it.
    const [row] = await t.database.db.select().from(playbackScreens).where(eq(playbackScreens.userId, user.id)).orderBy(playbackScreens.startedAt).limit(1);
    expect(row?.takenBy).toBeNull();
  });

  it('are free at once when the page leaves; a late report of that page neither takes it back nor is told', async () => {
    const user = await createUser(t.database.db, { tier: 'basic' });
    const [first, second] = [await signIn(user, phone), await signIn(user, laptop)];
    expect((await start(first)).status).toBe(200);
    expect((await leave(first)).status).toBe(204);
    // A report of the leaving page that arrives after its release: kept free.
    expect((await beat(first, 22)).status).toBe(200);
    expect((await start(second)).status).toBe(200);
    expect((await beat(first, 22)).status).toBe(200);
    expect((await beat(second, 5)).status).toBe(200);
    // Releasing another video leaves this screen alone.
    const other = await createVideo(t.database.db, { title: 'Autre', tier: 'free', durationSeconds: 30 });
    expect((await second.beacon(pathTo(apiPaths.playbackScreenRelease, { id: other.id }))).status).toBe(204);
    // (Still playing: the phone starting again takes it from the laptop, which is told.)
    expect((await start(first, 22)).status).toBe(200);
    expect((await beat(second, 15)).status).toBe(409);
    expect((await createAgent(t.app).beacon(pathTo(apiPaths.playbackScreenRelease, { id: videoId }))).status).toBe(401);
    // Another site cannot free (or probe) a screen through the visitor's browser.
    expect((await first.post(pathTo(apiPaths.playbackScreenRelease, { id: videoId }), undefined, { 'sec-fetch-site': 'cross-site', origin: 'https://ailleurs.example' })).status).toBe(403);
  });

  it('stay free when the last beat and the release of a closing page arrive together', async () => {
    // A closing page sends both at once, on two connections: whichever the server finishes first, the screen
    // ends free, so the next device to start takes nothing from it. Many rounds, since the two meet in a window
    // of a few queries.
    const user = await createUser(t.database.db, { tier: 'basic' });
    const [first, second] = [await signIn(user, phone), await signIn(user, laptop)];
    for (let round = 0; round < 60; round++) {
      expect((await start(first)).status).toBe(200);
      // The release starts a little later each round, to meet the beat at each of its steps.
      const release = async () => {
        for (let tick = 0; tick < round; tick++) await new Promise(setImmediate);
        return leave(first);
      };
      const [beaten, left] = await Promise.all([beat(first, round), release()]);
      expect([beaten.status, left.status]).toEqual([200, 204]);
      expect((await start(second)).status).toBe(200);
      expect((await beat(first, round)).status, `round ${round}`).toBe(200);
      expect((await leave(second)).status).toBe(204);
    }
  });

  it('lists the devices of the account; signing out another one ends that session and frees its screen', async () => {
    const user = await createUser(t.database.db, { tier: 'basic' });
    const [tv, me] = [await signIn(user, laptop), await signIn(user, phone)];
    expect((await start(tv)).status).toBe(200);

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
    expect((await start(me)).status).toBe(200);
    expect((await me.get<DeviceSession[]>(apiPaths.userSessions)).body.map((d) => d.current)).toEqual([true]);
    expect((await me.delete(pathTo(apiPaths.userSession, { id: other.id }))).status).toBe(404);
  });

  it('signs out every other device at once, this one staying signed in, and frees their screens', async () => {
    const user = await createUser(t.database.db, { tier: 'premium' });
    const [tv, laptopAgent, me] = [await signIn(user, laptop), await signIn(user, laptop), await signIn(user, phone)];
    const stranger = await signedInAgent(t.app, await createUser(t.database.db));
    expect((await start(tv)).status).toBe(200);

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
