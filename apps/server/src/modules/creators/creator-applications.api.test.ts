import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminCreatorApplication,
  apiPaths,
  type CreatorApplicationReview,
  type CreatorApplicationStatusView,
  creatorLimits,
  creatorMessages,
  type CreatorProfile,
  pathTo,
  serverMessages,
} from '@kora/shared';
import { type Agent, createAgent, signedInAgent } from '../../../test/agent.js';
import { changeUser, createUser } from '../../../test/factories.js';
import { readMail } from '../../../test/mail-text.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminActions, creatorApplications, creatorProfiles, users } from '../../db/schema/index.js';

/*
 * Applying to become a creator and the admins' review (live-creators-admin.md §2, §4, §5, §7):
 * every rule of the form, one pending application at a time, the review's transaction (role,
 * profile, audit log), the new role seen by the same session at its next request, and the mails.
 */
let t: TestApp;
let admin: Agent;
let adminId: string;

const form = (over: Record<string, unknown> = {}) => ({
  businessName: 'La Cuisine de Mamie Awa',
  country: 'Sénégal',
  address: '12 rue Carnot, Dakar',
  contactInfo: '+221 77 123 45 67',
  facebookPage: 'https://facebook.com/mamieawa',
  instagramPage: '',
  contentCategories: JSON.stringify(['Cuisine', 'Lifestyle']),
  publicationFrequency: 'weekly',
  averageVideoDuration: 'medium',
  ...over,
});

/** A simple user, signed in. */
async function applicant(over: { firstName?: string } = {}) {
  const user = await createUser(t.database.db, over);
  return { user, agent: await signedInAgent(t.app, user) };
}

async function apply(agent: Agent, over: Record<string, unknown> = {}) {
  return agent.post<CreatorApplicationStatusView & { message: string; code: string }>(apiPaths.creatorApplications, form(over));
}

async function pendingIdOf(userId: string): Promise<string> {
  const list = await admin.get<AdminCreatorApplication[]>(apiPaths.adminPendingCreatorApplications);
  const found = list.body.find((a) => a.userId === userId);
  if (!found) throw new Error('no pending application');
  return found.id;
}

const approve = (id: string, agent = admin) => agent.post<CreatorApplicationReview & { message: string }>(pathTo(apiPaths.adminApproveCreatorApplication, { id }), {});
const reject = (id: string, body: Record<string, unknown> = {}, agent = admin) =>
  agent.post<CreatorApplicationReview & { message: string }>(pathTo(apiPaths.adminRejectCreatorApplication, { id }), body);

/** The mails sent to this address so far (they are written after the answer: waits for `count`). */
async function mailsTo(email: string, count = 1) {
  let mails: ReturnType<typeof readMail>[] = [];
  await expect.poll(async () => (mails = (await t.readOutbox()).map(readMail).filter((m) => m.to === email)).length, { timeout: 5000 }).toBe(count);
  return mails;
}

/** A multipart upload without its file: 400 (validation) proves the caller passed the creator-only access check. */
async function uploadWithoutFile(agent: Agent) {
  const form = new FormData();
  form.append('title', 'Premier essai');
  const request = new Request('http://kora.test/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: apiPaths.creatorUpload,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string, cookie: `kora_sid=${agent.cookie()}` },
  });
  return { status: res.statusCode, body: res.json() as { fieldErrors?: Record<string, string> } };
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.database.db, { accountType: 'admin' });
  adminId = a.id;
  admin = await signedInAgent(t.app, a);
});
afterAll(() => t.close());

describe('applying', () => {
  it('accepts the form with contentCategories as the spec’s JSON-encoded list or as an array, and shows it pending', async () => {
    const { user, agent } = await applicant();
    expect((await agent.get<CreatorApplicationStatusView>(apiPaths.creatorApplicationStatus)).body).toEqual({ status: 'none', createdAt: null, reviewedAt: null, rejectionReason: null });
    const res = await apply(agent);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', reviewedAt: null, rejectionReason: null });
    expect(Date.parse(res.body.createdAt as string)).toBeGreaterThan(Date.now() - 60_000);
    expect((await agent.get(apiPaths.creatorApplicationStatus)).body).toEqual(res.body);

    const other = await applicant();
    expect((await apply(other.agent, { contentCategories: ['Musique', 'Art', 'Musique'], facebookPage: null })).status).toBe(201);
    const rows = await t.database.db.select().from(creatorApplications).where(sql`${creatorApplications.userId} in (${user.id}, ${other.user.id})`);
    expect(rows.map((r) => r.contentCategories).sort()).toEqual([['Cuisine', 'Lifestyle'], ['Musique', 'Art']]);
    expect(rows.find((r) => r.userId === user.id)).toMatchObject({ facebookPage: 'https://facebook.com/mamieawa', instagramPage: null, businessName: 'La Cuisine de Mamie Awa' });
  });

  it('refuses every invalid field with its French message (§5)', async () => {
    const { agent } = await applicant();
    const long = (n: number) => 'x'.repeat(n + 1);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ businessName: '   ' }, 'businessName', creatorMessages.businessNameRequired],
      [{ businessName: undefined }, 'businessName', creatorMessages.businessNameRequired],
      [{ businessName: long(creatorLimits.businessNameMax) }, 'businessName', creatorMessages.businessNameTooLong],
      [{ country: undefined }, 'country', creatorMessages.countryRequired],
      [{ country: 'Narnia' }, 'country', creatorMessages.countryRequired],
      [{ address: '' }, 'address', creatorMessages.addressRequired],
      [{ address: long(creatorLimits.addressMax) }, 'address', creatorMessages.addressTooLong],
      [{ contactInfo: ' ' }, 'contactInfo', creatorMessages.contactRequired],
      [{ contactInfo: long(creatorLimits.contactInfoMax) }, 'contactInfo', creatorMessages.contactTooLong],
      [{ contentCategories: '[]' }, 'contentCategories', creatorMessages.categoriesRequired],
      [{ contentCategories: [] }, 'contentCategories', creatorMessages.categoriesRequired],
      [{ contentCategories: 'Cuisine' }, 'contentCategories', creatorMessages.categoriesRequired],
      [{ contentCategories: undefined }, 'contentCategories', creatorMessages.categoriesRequired],
      [{ contentCategories: ['Cinéma'] }, 'contentCategories.0', creatorMessages.categoryUnknown],
      [{ contentCategories: JSON.stringify(['Cuisine', 'Poésie']) }, 'contentCategories.1', creatorMessages.categoryUnknown],
      [{ publicationFrequency: undefined }, 'publicationFrequency', creatorMessages.frequencyRequired],
      [{ publicationFrequency: 'hourly' }, 'publicationFrequency', creatorMessages.frequencyRequired],
      [{ averageVideoDuration: '' }, 'averageVideoDuration', creatorMessages.durationRequired],
      [{ facebookPage: 'ma page facebook' }, 'facebookPage', creatorMessages.facebookInvalid],
      [{ facebookPage: 'javascript:alert(1)' }, 'facebookPage', creatorMessages.facebookInvalid],
      [{ instagramPage: 'ftp://instagram.com/awa' }, 'instagramPage', creatorMessages.instagramInvalid],
    ];
    for (const [over, field, message] of cases) {
      const res = await apply(agent, over);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect((res.body as { fieldErrors?: Record<string, string> }).fieldErrors?.[field], JSON.stringify(over)).toBe(message);
    }
    expect((await agent.get(apiPaths.creatorApplicationStatus)).body).toMatchObject({ status: 'none' });
  });

  it('keeps one pending application per person, even when two arrive at once, and accepts a new one after a rejection', async () => {
    const { user, agent } = await applicant();
    const both = await Promise.all([apply(agent), apply(agent, { businessName: 'Doublon' })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const again = await apply(agent);
    expect(again).toMatchObject({ status: 409, body: { code: 'conflict', message: creatorMessages.alreadyPending } });

    expect((await reject(await pendingIdOf(user.id), { reason: 'Adresse incomplète' })).status).toBe(200);
    expect((await agent.get(apiPaths.creatorApplicationStatus)).body).toMatchObject({ status: 'rejected', rejectionReason: 'Adresse incomplète' });
    const renewed = await apply(agent, { address: '12 rue Carnot, Plateau, Dakar' });
    expect(renewed.status).toBe(201);
    expect((await agent.get(apiPaths.creatorApplicationStatus)).body).toMatchObject({ status: 'pending', reviewedAt: null, rejectionReason: null });
  });

  it('refuses creators and admins (they already are: 403 with the reason) and visitors (401)', async () => {
    const creator = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
    expect(await apply(creator)).toMatchObject({ status: 403, body: { code: 'forbidden', message: creatorMessages.alreadyCreator } });
    expect(await apply(admin)).toMatchObject({ status: 403, body: { message: creatorMessages.alreadyCreator } });
    const visitor = createAgent(t.app);
    expect((await apply(visitor)).status).toBe(401);
    expect((await visitor.get(apiPaths.creatorApplicationStatus)).status).toBe(401);
  });
});

describe('review by admins', () => {
  it('lists pending applications oldest first, in the admin view’s words', async () => {
    const first = await applicant({ firstName: 'Binta' });
    const second = await applicant();
    await apply(first.agent, { instagramPage: 'https://instagram.com/binta' });
    await apply(second.agent);
    const list = (await admin.get<AdminCreatorApplication[]>(apiPaths.adminPendingCreatorApplications)).body;
    const mine = list.filter((a) => [first.user.id, second.user.id].includes(a.userId));
    expect(mine.map((a) => a.userId)).toEqual([first.user.id, second.user.id]);
    expect(mine[0]).toMatchObject({
      channelName: 'La Cuisine de Mamie Awa',
      contentType: 'Cuisine, Lifestyle',
      description: 'Rythme : Hebdomadaire · Durée des vidéos : Moyenne (5-20 min) · Pays : Sénégal',
      experience: 'Binta Sow — +221 77 123 45 67',
      socialLinks: ['https://facebook.com/mamieawa', 'https://instagram.com/binta'],
      applicantName: 'Binta Sow',
      applicantEmail: first.user.email,
      country: 'Sénégal',
    });
    const times = list.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('approves in one go: the same session is a creator at its next request, with a profile, an audit row and a mail', async () => {
    const { user, agent } = await applicant({ firstName: 'Ousmane' });
    await apply(agent, { contentCategories: ['Gaming'] });
    expect((await uploadWithoutFile(agent)).status).toBe(403);
    expect((await agent.get(apiPaths.creatorProfile)).status).toBe(403);
    const id = await pendingIdOf(user.id);

    const res = await approve(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'approved', rejectionReason: null });
    const upload = await uploadWithoutFile(agent);
    expect(upload.status).toBe(400);
    expect(upload.body.fieldErrors).toHaveProperty('video');
    expect((await agent.get<{ accountType: string }>(apiPaths.authUser)).body.accountType).toBe('creator');
    expect((await agent.get(apiPaths.creatorApplicationStatus)).body).toMatchObject({ status: 'approved', rejectionReason: null });
    const profile = await agent.get<CreatorProfile>(apiPaths.creatorProfile);
    expect(profile.body).toMatchObject({
      userId: user.id,
      businessName: 'La Cuisine de Mamie Awa',
      country: 'Sénégal',
      contentCategories: '["Gaming"]',
      categories: ['Gaming'],
      publicationFrequency: 'weekly',
      averageVideoDuration: 'medium',
      facebookPage: 'https://facebook.com/mamieawa',
      instagramPage: null,
    });

    const audit = await t.database.db.select().from(adminActions).where(eq(adminActions.targetId, id));
    expect(audit).toEqual([
      expect.objectContaining({
        adminId,
        ip: '127.0.0.1',
        action: 'creator_application.approve',
        targetType: 'creator_application',
        before: { status: 'pending' },
        after: { status: 'approved' },
        details: { userId: user.id, businessName: 'La Cuisine de Mamie Awa' },
      }),
    ]);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Votre chaîne Kora est approuvée');
    expect(mail?.text).toContain('Bonjour Ousmane,');
    expect(mail?.text).toContain('« La Cuisine de Mamie Awa » a été approuvée');
    expect(mail?.text).toContain(`${t.config.publicUrl}/creator-dashboard`);
  });

  it('rejects with an optional reason, told in the status and the mail', async () => {
    const withReason = await applicant();
    await apply(withReason.agent);
    const id = await pendingIdOf(withReason.user.id);
    expect((await reject(id, { reason: 'x'.repeat(creatorLimits.rejectionReasonMax + 1) })).body).toMatchObject({ fieldErrors: { reason: creatorMessages.reasonTooLong } });
    const res = await reject(id, { reason: '  Les liens donnés ne mènent à aucune page.  ' });
    expect(res.body).toMatchObject({ id, status: 'rejected', rejectionReason: 'Les liens donnés ne mènent à aucune page.' });
    const status = (await withReason.agent.get<CreatorApplicationStatusView>(apiPaths.creatorApplicationStatus)).body;
    expect(status).toMatchObject({ status: 'rejected', rejectionReason: 'Les liens donnés ne mènent à aucune page.' });
    expect(Date.parse(status.reviewedAt as string)).toBeGreaterThanOrEqual(Date.parse(status.createdAt as string));
    const [mail] = await mailsTo(withReason.user.email);
    expect(mail?.subject).toBe('Votre candidature de créateur Kora');
    expect(mail?.text).toContain("n'a pas été retenue");
    expect(mail?.text).toContain('Raison indiquée : Les liens donnés ne mènent à aucune page.');
    expect(mail?.text).toContain(`${t.config.publicUrl}/creator-application`);
    const [row] = await t.database.db.select().from(adminActions).where(eq(adminActions.targetId, id));
    expect(row).toMatchObject({
      adminId,
      ip: '127.0.0.1',
      action: 'creator_application.reject',
      before: { status: 'pending' },
      after: { status: 'rejected', rejectionReason: 'Les liens donnés ne mènent à aucune page.' },
      details: { reason: 'Les liens donnés ne mènent à aucune page.' },
    });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, withReason.user.id));
    expect(account?.accountType).toBe('simple');

    const without = await applicant();
    await apply(without.agent);
    expect((await reject(await pendingIdOf(without.user.id), { reason: '   ' })).body).toMatchObject({ status: 'rejected', rejectionReason: null });
    const [silent] = await mailsTo(without.user.email);
    expect(silent?.text).not.toContain('Raison');
  });

  it('decides once: a second approval, or a rejection after it, is a 409 and changes nothing; an unknown id is a 404', async () => {
    const { user, agent } = await applicant();
    await apply(agent);
    const id = await pendingIdOf(user.id);
    const both = await Promise.all([approve(id), approve(id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await approve(id)).toMatchObject({ status: 409, body: { code: 'conflict', message: creatorMessages.notPending } });
    expect(await reject(id, { reason: 'Trop tard' })).toMatchObject({ status: 409, body: { message: creatorMessages.notPending } });
    expect((await agent.get(apiPaths.creatorApplicationStatus)).body).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(await t.database.db.select().from(adminActions).where(eq(adminActions.targetId, id))).toHaveLength(1);
    await mailsTo(user.email, 1);

    const unknown = '00000000-0000-4000-8000-00000000abcd';
    expect(await approve(unknown)).toMatchObject({ status: 404, body: { message: creatorMessages.applicationNotFound } });
    expect((await reject(unknown)).status).toBe(404);
    expect((await approve('pas-un-id')).status).toBe(400);
  });

  it('is for admins only: 403 for simple users and creators, 401 for visitors, on every admin call', async () => {
    const { user, agent } = await applicant();
    await apply(agent);
    const id = await pendingIdOf(user.id);
    const creator = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
    for (const [who, expected] of [[agent, 403], [creator, 403], [createAgent(t.app), 401]] as const) {
      expect((await who.get(apiPaths.adminPendingCreatorApplications)).status).toBe(expected);
      expect((await approve(id, who)).status).toBe(expected);
      expect((await reject(id, {}, who)).status).toBe(expected);
      expect((await reject(id, { reason: 'x'.repeat(5000) }, who)).body).toMatchObject({ message: expected === 401 ? serverMessages.unauthorized : serverMessages.forbidden });
    }
    expect((await agent.get(apiPaths.creatorApplicationStatus)).body).toMatchObject({ status: 'pending' });
  });

  it('keeps one profile per person when a creator is approved again, and answers 404 to a creator without one', async () => {
    const { user, agent } = await applicant();
    await apply(agent);
    await approve(await pendingIdOf(user.id));
    // An admin made them a simple user again (the admin area's user management); they apply anew.
    await changeUser(t.database.db, user.id, { accountType: 'simple' });
    await apply(agent, { businessName: 'Mamie Awa, saison 2' });
    await approve(await pendingIdOf(user.id));
    const profiles = await t.database.db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, user.id));
    expect(profiles.map((p) => p.businessName)).toEqual(['Mamie Awa, saison 2']);

    const bare = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'creator' }));
    expect(await bare.get(apiPaths.creatorProfile)).toMatchObject({ status: 404, body: { code: 'not_found', message: creatorMessages.profileMissing } });
  });
});
