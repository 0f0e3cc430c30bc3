import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountDeletion, apiPaths, type DataExport, myDataMessages, pathTo } from '@kora/shared';
import { createAgent, signedInAgent } from '../../../test/agent.js';
import { createUser, createVideo, DEFAULT_PASSWORD } from '../../../test/factories.js';
import { createLive } from '../../../test/factories/admin.js';
import { createStripeKit } from '../../../test/kits/stripe-kit.js';
import { createTestClock } from '../../../test/test-clock.js';
import { readMail } from '../../../test/mail-text.js';
import { until } from '../../../test/until.js';
import { createDomainEvents } from '../../events/domain-events.js';
import { adminActions, chatMessages, dataExports, paymentLedger, profiles, users, videos } from '../../db/schema/index.js';
import { createInProcessPubSub } from '../../realtime/pubsub.js';
import { createChatRepository } from '../chat/chat.repository.js';
import { createAccountErasure, ERASED_NAME } from './account-erasure.js';

/*
 * The right to leave: an archive of one's data prepared in the background and sent as a link only its requester
 * opens; the deletion of one's account after seven days, cancelled by signing in again; then the erasure: personal
 * data gone, payments and ledgers kept without a name, chat messages by « Compte supprimé », a renewing subscription
 * stopped at the provider, and no sign-in any more.
 */
const DAY = 86_400_000;
const clock = createTestClock();
let kit: Awaited<ReturnType<typeof createStripeKit>>;
beforeAll(async () => {
  kit = await createStripeKit(clock);
  await kit.t.startWorker();
}, 60_000);
afterAll(() => kit.close());

const db = () => kit.t.database.db;
const journalOf = async (userId: string) => (await db().select().from(adminActions).where(eq(adminActions.targetId, userId))).map((row) => row.action);
const chatBy = async (userId: string, body: string) => {
  const live = await createLive(db(), userId, 'approved');
  await createChatRepository(db()).post({ liveId: live.id, userId, username: 'Awa Sarr', role: 'viewer', body, exempt: true, subscriber: false });
};

describe('my data archive', () => {
  it('is prepared in the background, mailed as a link, and opens only for the account that asked for it; three a day', async () => {
    const person = await createUser(db(), { accountType: 'creator', firstName: 'Awa', email: 'awa.export@exemple.sn' });
    const agent = await signedInAgent(kit.t.app, person);
    const video = await createVideo(db(), { title: 'Thiéboudienne en 10 minutes', uploadedBy: person.id });
    await chatBy(person.id, 'Bonsoir à tous');

    const asked = await agent.post<{ message: string; export: DataExport }>(apiPaths.userExport);
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(myDataMessages.exportStarted);
    const ready = await until('the archive', async () => (await agent.get<{ latest: DataExport | null }>(apiPaths.userExport)).body.latest, (latest) => latest?.status === 'ready');
    expect(ready?.downloadUrl).toBe(pathTo(apiPaths.userExportFile, { id: asked.body.export.id }));
    const mail = await until('the mail', async () => (await kit.t.readOutbox()).map(readMail).find((m) => m.subject === 'Vos données Kora sont prêtes'), Boolean);
    expect(mail?.to).toBe('awa.export@exemple.sn');
    expect(mail?.text).toContain(`http://kora.test${ready?.downloadUrl}`);

    const file = await kit.t.app.inject({ method: 'GET', url: ready?.downloadUrl ?? '', headers: { cookie: `kora_sid=${agent.cookie()}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="kora-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    const archive = file.json() as Record<string, Array<Record<string, unknown>>> & { account: Record<string, unknown>; format: string };
    expect(archive.format).toBe('kora-donnees-1');
    expect(archive.account).toMatchObject({ email: 'awa.export@exemple.sn', first_name: 'Awa' });
    expect(archive.profiles).toHaveLength(1);
    expect(archive.chatMessages?.map((m) => m.body)).toEqual(['Bonsoir à tous']);
    expect(archive.videosUploaded?.map((v) => v.title)).toEqual([video.title]);
    // The service's secrets are not the person's data.
    expect(file.body).not.toMatch(/password_hash|profile_pin_hash|id_hash|\$argon2/);

    const other = await signedInAgent(kit.t.app, await createUser(db()));
    expect((await other.get(ready?.downloadUrl ?? '')).status).toBe(404);
    for (let i = 0; i < 2; i += 1) {
      expect((await agent.post(apiPaths.userExport)).status).toBe(202);
      await until('settled', async () => (await agent.get<{ latest: DataExport | null }>(apiPaths.userExport)).body.latest, (latest) => latest?.status === 'ready');
    }
    expect((await agent.post(apiPaths.userExport)).body).toMatchObject({ code: 'rate_limited', message: myDataMessages.exportsPerDay });
  });

  it('can be prepared by an admin on the person’s request, for the admin to download, and the journal says so', async () => {
    const person = await createUser(db());
    const admin = await signedInAgent(kit.t.app, await createUser(db(), { accountType: 'admin' }));
    const path = pathTo(apiPaths.adminUserExport, { id: person.id });
    expect((await admin.post(path)).status).toBe(202);
    const ready = await until('the archive', async () => (await admin.get<{ latest: DataExport | null }>(path)).body.latest, (latest) => latest?.status === 'ready');
    const file = await admin.get<{ account: { email: string } }>(ready?.downloadUrl ?? '');
    expect(file.body.account.email).toBe(person.email);
    expect(await journalOf(person.id)).toContain('user.export');
    const self = await signedInAgent(kit.t.app, person);
    expect((await self.get(ready?.downloadUrl ?? '')).status).toBe(404);
  });
});

describe('deleting my account', () => {
  it('takes the password, ends every session at once, and is cancelled by signing in within the seven days', async () => {
    const person = await createUser(db());
    const phone = await signedInAgent(kit.t.app, person);
    const laptop = await signedInAgent(kit.t.app, person);
    expect((await phone.post(apiPaths.userDeletion, { password: 'pas-le-bon' })).status).toBe(400);
    const asked = await phone.post<AccountDeletion>(apiPaths.userDeletion, { password: person.password });
    expect(asked.status).toBe(202);
    expect(new Date(asked.body.effectiveAt).getTime() - clock.now().getTime()).toBeGreaterThan(7 * DAY - 60_000);
    expect(asked.body.message).toMatch(/^Votre compte sera supprimé le \d{1,2} \S+ \d{4}\. Reconnectez-vous avant cette date pour annuler\.$/);
    for (const agent of [phone, laptop]) expect((await agent.get(apiPaths.authUser)).status).toBe(401);
    expect((await kit.t.readOutbox()).map(readMail).some((m) => m.subject === 'Suppression de votre compte Kora' && m.to === person.email)).toBe(true);

    const back = createAgent(kit.t.app);
    const signedIn = await back.post<{ message: string }>(apiPaths.login, { email: person.email, password: person.password });
    expect(signedIn.body.message).toBe(myDataMessages.loginCancelledDeletion);
    expect((await db().select().from(users).where(eq(users.id, person.id)))[0]?.deletionAt).toBeNull();
    expect(await journalOf(person.id)).toEqual(['user.deletion_request', 'user.deletion_cancel']);
    expect((await back.delete(apiPaths.userDeletion)).status).toBe(404);
  });

  it('erases the account when due: personal data gone, payments kept without a name, the renewal stopped at the provider, no sign-in', async () => {
    const subscriber = await kit.buyer();
    const { ref } = await kit.subscribed(subscriber.agent);
    const person = (await db().select().from(users).where(eq(users.id, subscriber.id)))[0];
    if (!person) throw new Error('no subscriber');
    await chatBy(person.id, 'Merci pour ce live');
    const ledgerBefore = await db().select().from(paymentLedger).where(eq(paymentLedger.userId, person.id));
    expect(ledgerBefore.length).toBeGreaterThan(0);

    // An archive of their data, ready in storage before they leave.
    const archive = (await subscriber.agent.post<{ export: DataExport }>(apiPaths.userExport)).body.export;
    await until('the archive', async () => (await subscriber.agent.get<{ latest: DataExport | null }>(apiPaths.userExport)).body.latest, (latest) => latest?.status === 'ready');
    expect(await kit.t.storage.keys(`exports/${archive.id}`)).toHaveLength(1);
    expect((await subscriber.agent.post(apiPaths.userDeletion, { password: DEFAULT_PASSWORD })).status).toBe(202);
    // Renewal stopped at Stripe at once (the paid period holds until it ends).
    expect((await kit.stripe.subscriptions.retrieve(ref)).cancel_at_period_end).toBe(true);

    const erasure = createAccountErasure({ db: db(), storage: kit.t.storage, events: createDomainEvents(createInProcessPubSub(), () => undefined) });
    expect(await erasure.sweep(clock.now())).not.toContain(person.id);
    clock.advance(7 * DAY + 60_000);
    // The app's own sweep (every minute) may take the account first, even while ours runs: either way it is erased once.
    // A sweep whose transaction is rolled back (a write beside it, such as the provider's webhook about the renewal,
    // can deadlock with it) leaves the account to the next sweep, a minute later in the app: ours sweeps again meanwhile
    // (its own rollback is the same case: the row then tells).
    const erased = await until(
      'the erasure',
      async () => {
        await erasure.sweep(clock.now()).catch(() => []);
        return (await db().select().from(users).where(eq(users.id, person.id)))[0];
      },
      (row) => Boolean(row?.erasedAt),
    );
    expect(await erasure.sweep(clock.now())).toEqual([]);
    expect((await journalOf(person.id)).filter((action) => action === 'user.erase')).toHaveLength(1);

    expect(await db().select().from(dataExports).where(eq(dataExports.userId, person.id))).toEqual([]);
    expect(await kit.t.storage.keys(`exports/${archive.id}`)).toEqual([]);
    expect(erased).toMatchObject({ firstName: 'Compte', lastName: 'supprimé', email: `supprime-${person.id}@kora.invalid`, profileImageUrl: null });
    expect(erased?.erasedAt).not.toBeNull();
    expect(await db().select().from(profiles).where(eq(profiles.userId, person.id))).toEqual([]);
    expect((await db().select().from(chatMessages).where(eq(chatMessages.userId, person.id))).map((m) => m.username)).toEqual([ERASED_NAME]);
    expect(await db().select().from(paymentLedger).where(eq(paymentLedger.userId, person.id))).toEqual(ledgerBefore);
    expect(await journalOf(person.id)).toContain('user.erase');
    expect((await createAgent(kit.t.app).post(apiPaths.login, { email: person.email, password: DEFAULT_PASSWORD })).status).toBe(401);
    clock.reset();
  });

  it('for a creator, unpublishes their videos, or deletes those they chose to delete', async () => {
    const creator = await createUser(db(), { accountType: 'creator' });
    const kept = await createVideo(db(), { title: 'Gardée', uploadedBy: creator.id });
    const agent = await signedInAgent(kit.t.app, creator);
    expect((await agent.post(apiPaths.userDeletion, { password: creator.password, deleteVideos: false })).status).toBe(202);
    const other = await createUser(db(), { accountType: 'creator' });
    const gone = await createVideo(db(), { title: 'Effacée', uploadedBy: other.id });
    expect((await (await signedInAgent(kit.t.app, other)).post(apiPaths.userDeletion, { password: other.password, deleteVideos: true })).status).toBe(202);
    const admin = await signedInAgent(kit.t.app, await createUser(db(), { accountType: 'admin' }));
    expect((await admin.post(apiPaths.userDeletion, { password: 'x' })).body).toMatchObject({ code: 'forbidden', message: myDataMessages.adminsCannot });

    clock.advance(7 * DAY + 60_000);
    await createAccountErasure({ db: db(), storage: kit.t.storage, events: createDomainEvents(createInProcessPubSub(), () => undefined) }).sweep(clock.now());
    // (the app's own sweep may hold one of the accounts meanwhile: wait for its commit)
    await until('both erased', async () => (await db().select().from(users).where(inArray(users.id, [creator.id, other.id]))).filter((row) => row.erasedAt).length, (count) => count === 2);
    expect((await db().select().from(videos).where(eq(videos.id, kept.id)))[0]?.isActive).toBe(false);
    expect(await db().select().from(videos).where(eq(videos.id, gone.id))).toEqual([]);
    clock.reset();
  });
});

