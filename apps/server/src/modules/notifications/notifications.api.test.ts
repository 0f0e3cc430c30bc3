import { apiPaths, notificationMessages, type NotificationPreferences, pathTo } from '@kora/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { createLive } from '../../../test/factories/admin.js';
import { follow } from '../../../test/factories/creators.js';
import { type Agent, createAgent, signedInAgent } from '../../../test/agent.js';
import { deliveriesOf, DAYTIME, listOf, NIGHT, preferencesOf, smsTo, untilListed, untilQueueIdle, verifyPhone } from '../../../test/kits/notifications-kit.js';
import { type PushService, startPushService } from '../../../test/kits/push-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { until } from '../../../test/until.js';
import { defaultDownloadPolicy } from '../../net/safe-download.js';
import { createLivesRepository } from '../lives/lives.repository.js';
import { deliverNotifications } from './deliver.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.js';

/*
 * Notifications end to end: a creator goes on air, the fan-out job writes each follower's notification and
 * queues its deliveries, a real worker sends the push through a push service on loopback (decrypted here as the
 * browser would), the bell counts and clears; preferences, the SMS number (its code read from the SMS
 * sandbox), quiet hours, an e-mail's unsubscribe link, and subscriptions a push service says are gone.
 */
let t: TestApp;
let push: PushService;
beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({}, undefined, defaultDownloadPolicy(1024, ['127.0.0.1']));
  await t.startWorker();
});
afterAll(async () => {
  await t.close();
  await push.close();
});

async function viewer(timeZone = DAYTIME()): Promise<{ id: string; agent: Agent }> {
  const user = await createUser(t.database.db);
  const agent = await signedInAgent(t.app, user);
  expect((await agent.put(apiPaths.notificationPreferences, { timeZone })).status).toBe(200);
  return { id: user.id, agent };
}
async function creatorOnAir(followers: string[], name = 'Awa Diop'): Promise<{ liveId: string; creatorId: string }> {
  const [firstName, lastName] = name.split(' ');
  const creator = await createUser(t.database.db, { accountType: 'creator', firstName, lastName });
  for (const id of followers) await follow(t.database.db, id, creator.id);
  const live = await createLive(t.database.db, creator.id, 'approved', { title: 'Concert à Dakar' });
  const started = await (await signedInAgent(t.app, creator)).post(pathTo(apiPaths.liveStart, { id: live.id }));
  expect(started.status).toBe(200);
  return { liveId: live.id, creatorId: creator.id };
}

/** What the held delivery's job does when the morning comes: stale while the live is off air. */
async function deliverInTheMorning(id: string, liveId: string) {
  const db = t.database.db;
  const morning = new Date(Date.now() + 8 * 3_600_000);
  await deliverNotifications([id], {
    repository: createNotificationsRepository(db),
    pushes: createPushSubscriptionsRepository(db),
    messengers: t.messengers,
    publicUrl: t.config.publicUrl,
    now: () => morning,
    isStale: async () => !(await createLivesRepository(db).findById(liveId))?.isLive,
    holdUntil: async () => undefined,
  }, { lastAttempt: true });
}

describe('a followed creator goes live', () => {
  it('puts it in the bell of each follower, pushes it to their browsers once, and clears when read', async () => {
    const fan = await viewer();
    const quiet = await viewer();
    const browser = push.subscribe();
    expect((await fan.agent.post(apiPaths.pushSubscriptions, browser)).status).toBe(201);

    const { liveId } = await creatorOnAir([fan.id, quiet.id]);
    const [item] = (await untilListed(fan.agent, 1)).items;
    expect(item).toMatchObject({ kind: 'live_started', title: 'Awa Diop est en direct', body: 'Concert à Dakar', link: `/live-viewer/${liveId}`, read: false });
    const pushed = await until('the push', async () => push.received().filter((p) => browser.endpoint.endsWith(p.path)), (list) => list.length === 1);
    expect(pushed[0]?.message).toEqual({ title: 'Awa Diop est en direct', body: 'Concert à Dakar', link: `/live-viewer/${liveId}`, tag: item?.id });
    expect(pushed[0]?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(pushed[0]?.headers.urgency).toBe('high');
    expect((await untilListed(quiet.agent, 1)).items[0]?.kind).toBe('live_started');
    expect((await deliveriesOf(t.database.db, quiet.id)).map((d) => d.channel)).toEqual([]); // no browser subscribed: in the app only

    // The same cause queued again (a retried job, a second instance): nobody is told twice.
    await t.jobs.send('notification.fanout', { kind: 'live_started', data: { liveId, creatorName: 'Awa Diop', title: 'Concert à Dakar' }, key: `live:${liveId}`, to: { userId: fan.id } }, 'again');
    await untilQueueIdle(t.database.db);
    expect((await listOf(fan.agent)).items).toHaveLength(1);
    expect(push.received().filter((p) => browser.endpoint.endsWith(p.path))).toHaveLength(1);

    expect((await fan.agent.get(apiPaths.notificationsUnread)).body).toEqual({ unread: 1 });
    expect((await fan.agent.post(apiPaths.notificationsRead, {})).body).toEqual({ unread: 0 });
    expect((await listOf(fan.agent)).items[0]?.read).toBe(true);
  });

  it('forgets a browser the push service says is gone', async () => {
    const fan = await viewer();
    const browser = push.subscribe();
    await fan.agent.post(apiPaths.pushSubscriptions, browser);
    expect((await preferencesOf(fan.agent)).pushDevices).toBe(1);
    push.forget(browser.endpoint);
    await creatorOnAir([fan.id], 'Moussa Traoré');
    await until('the subscription forgotten', () => preferencesOf(fan.agent), (p) => p.pushDevices === 0);
    expect((await deliveriesOf(t.database.db, fan.id)).map((d) => [d.channel, d.status])).toEqual([['push', 'dropped']]);
  });

  it('holds a push during quiet hours, and sends it in the morning while the live is still on', async () => {
    const night = await viewer(NIGHT());
    const browser = push.subscribe();
    await night.agent.post(apiPaths.pushSubscriptions, browser);
    const { liveId } = await creatorOnAir([night.id], 'Ibrahima Sow');
    const [held] = await until('the push held', () => deliveriesOf(t.database.db, night.id), (d) => d[0]?.status === 'held');
    await deliverInTheMorning(held?.id as string, liveId);
    expect((await deliveriesOf(t.database.db, night.id)).map((d) => d.status)).toEqual(['sent']);
    expect(push.received().filter((p) => browser.endpoint.endsWith(p.path)).map((p) => p.message.title)).toEqual(['Ibrahima Sow est en direct']);
  });

  it('holds a push during quiet hours, and drops it in the morning if the live has ended', async () => {
    const night = await viewer(NIGHT());
    await night.agent.post(apiPaths.pushSubscriptions, push.subscribe());
    const { liveId } = await creatorOnAir([night.id], 'Fatou Ndiaye');
    await untilListed(night.agent, 1);
    const [held] = await until('the push held', () => deliveriesOf(t.database.db, night.id), (d) => d[0]?.status === 'held');
    const { rows } = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'notification.deliver' and state = 'created' and start_after > now() + interval '1 hour'`);
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);

    await createLivesRepository(t.database.db).end(liveId);
    await deliverInTheMorning(held?.id as string, liveId);
    expect((await deliveriesOf(t.database.db, night.id)).map((d) => [d.status, d.detail])).toEqual([['dropped', 'message périmé']]);
  });
});

describe('preferences', () => {
  it('lists the kinds a viewer may receive with their defaults, and refuses what cannot be', async () => {
    const { agent } = await viewer();
    const prefs = await preferencesOf(agent);
    expect(prefs.kinds.map((k) => k.kind)).not.toContain('sponsorship_received');
    expect(prefs.kinds.find((k) => k.kind === 'live_started')).toMatchObject({ allowed: ['push', 'email'], enabled: ['push'] });
    expect(prefs.kinds.find((k) => k.kind === 'pass_ending')).toMatchObject({ allowed: ['push', 'email', 'sms'], enabled: ['push', 'email', 'sms'] });

    const sms = await agent.put(apiPaths.notificationPreferences, { changes: [{ kind: 'pass_ending', channel: 'sms', enabled: true }] });
    expect(sms).toMatchObject({ status: 409, body: { message: notificationMessages.smsNeedsPhone } });
    const notAllowed = await agent.put(apiPaths.notificationPreferences, { changes: [{ kind: 'live_started', channel: 'sms', enabled: true }] });
    expect(notAllowed).toMatchObject({ status: 400, body: { message: notificationMessages.channelNotAllowed } });
    expect((await agent.put(apiPaths.notificationPreferences, { timeZone: 'Mars/Olympus' })).body).toMatchObject({ message: notificationMessages.timeZoneInvalid });

    const off = await agent.put<NotificationPreferences>(apiPaths.notificationPreferences, { changes: [{ kind: 'live_started', channel: 'push', enabled: false }, { kind: 'live_started', channel: 'email', enabled: true }] });
    expect(off.body.kinds.find((k) => k.kind === 'live_started')?.enabled).toEqual(['email']);
  });

  it('sends SMS only to a number whose code came back', async () => {
    const { agent } = await viewer();
    expect((await agent.post(apiPaths.notificationPhone, { country: 'SN', phone: '12' })).status).toBe(400);
    expect((await agent.post(apiPaths.notificationPhoneVerify, { code: '123456' })).body).toMatchObject({ message: notificationMessages.noPhone });
    expect((await agent.post(apiPaths.notificationPhone, { country: 'SN', phone: '77 654 32 10' })).status).toBe(200);
    const [sms] = await smsTo(t.messengers.smsSandboxUrl, '221776543210');
    expect(sms?.text).toMatch(/^Kora : votre code de vérification est \d{6}\./);
    const code = /(\d{6})/.exec(sms?.text ?? '')?.[1] as string;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await agent.post(apiPaths.notificationPhoneVerify, { code: wrong })).body).toMatchObject({ message: notificationMessages.codeInvalid });
    expect((await preferencesOf(agent)).pendingPhone).toBe('+221776543210');
    expect((await agent.post<NotificationPreferences>(apiPaths.notificationPhoneVerify, { code })).body).toMatchObject({ phone: '+221776543210', pendingPhone: null });
    expect((await agent.put(apiPaths.notificationPreferences, { changes: [{ kind: 'pass_ending', channel: 'sms', enabled: true }] })).status).toBe(200);

    const other = await viewer();
    await verifyPhone(other.agent, t.messengers.smsSandboxUrl, '77 111 22 33', '221771112233');
    expect((await preferencesOf(other.agent)).phone).toBe('+221771112233');
  });

  it('stops a kind of e-mail from its link, without signing in; a forged link changes nothing', async () => {
    const { id, agent } = await viewer();
    const token = t.messengers.unsubscribe.sign(id, 'video_published');
    const anonymous = createAgent(t.app);
    expect((await anonymous.post(apiPaths.notificationUnsubscribe, { token })).body).toEqual({ kind: 'video_published', label: 'Un créateur que je suis publie une vidéo' });
    expect((await preferencesOf(agent)).kinds.find((k) => k.kind === 'video_published')?.enabled).toEqual(['push']);
    const forged = await anonymous.post(apiPaths.notificationUnsubscribe, { token: `${id}.live_started.${token.split('.')[2]}` });
    expect(forged).toMatchObject({ status: 400, body: { message: notificationMessages.unsubscribeInvalid } });
  });

  it('refuses a push endpoint that leads to a private network', async () => {
    const { agent } = await viewer();
    const keys = push.subscribe().keys;
    for (const endpoint of ['https://10.1.2.3/push/x', 'http://169.254.169.254/latest', 'https://[::1]/push']) {
      expect((await agent.post(apiPaths.pushSubscriptions, { endpoint, keys })).body).toMatchObject({ message: notificationMessages.pushEndpointInvalid });
    }
  });
});
