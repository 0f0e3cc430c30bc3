import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminAuditPage, type AdminPlanCreateBody, type AdminPlanSaved, apiPaths, pathTo, type Plan, type PlanDeletion, planMessages } from '@kora/shared';
import { type Agent, createAgent, signedInAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { demoPlans, seedDemoPlans } from '../../db/demo-plans.js';
import { adminActions, subscriptionPlans } from '../../db/schema/index.js';

/*
 * Plans are data (live-creators-admin.md §5, §7): the public list of active
 * plans with integer prices; creation's rules (name and description required, the spec's `price`
 * that is not a number becoming 0, blank features dropped, bad enumerations refused); deletion, or
 * deactivation when another row refers to the plan; each admin write with its journal row;
 * non-admins refused; the demo plans seeded once.
 */
let t: TestApp;
let admin: Agent;
let adminId: string;
let member: Agent;

beforeAll(async () => {
  t = await createTestApp();
  const row = await createUser(t.database.db, { accountType: 'admin' });
  adminId = row.id;
  admin = await signedInAgent(t.app, row);
  member = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'premium' }));
});
afterAll(() => t.close());

type Failure = { message: string; code: string; fieldErrors?: Record<string, string> };
const create = (body: unknown, agent = admin) => agent.post<Plan & Failure>(apiPaths.adminSubscriptionPlans, body);
const edit = (id: string, body: unknown, agent = admin) => agent.patch<Plan & Failure>(pathTo(apiPaths.adminSubscriptionPlanEdit, { id }), body);
const remove = (id: string, agent = admin) => agent.delete<PlanDeletion & Failure>(pathTo(apiPaths.adminSubscriptionPlan, { id }));
const journal = (targetId: string) => t.database.db.select().from(adminActions).where(and(eq(adminActions.targetId, targetId), eq(adminActions.targetType, 'plan')));
const valid = (o: Partial<AdminPlanCreateBody> = {}): AdminPlanCreateBody => ({
  name: 'Premium Mensuel',
  description: 'Tout le catalogue',
  tier: 'premium',
  interval: 'month',
  prices: [{ currency: 'XOF', amount: 5000 }],
  ...o,
});

describe('POST /api/admin/subscription-plans', () => {
  it('creates a plan with its prices (FCFA first), its features trimmed, and a journal row', async () => {
    const res = await create(
      valid({ features: ['  4K ', '', '   ', 'Lives'], popular: true, prices: [{ currency: 'EUR', amount: 999 }, { currency: 'XOF', amount: 5000 }] }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Premium Mensuel',
      description: 'Tout le catalogue',
      tier: 'premium',
      interval: 'month',
      kind: 'subscription',
      features: ['4K', 'Lives'],
      isActive: true,
      popular: true,
      prices: [{ currency: 'XOF', amount: 5000 }, { currency: 'EUR', amount: 999 }],
    });
    const [entry, ...more] = await journal(res.body.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ adminId, action: 'plan.create', before: null, after: { name: 'Premium Mensuel', tier: 'premium', prices: res.body.prices } });
    expect(entry?.ip).toBeTruthy();
  });

  it("takes the spec's single price in major units, in EUR unless a currency is given; one that is not a number becomes 0", async () => {
    const cases: Array<[unknown, string | undefined, { currency: string; amount: number }]> = [
      [9.99, undefined, { currency: 'EUR', amount: 999 }],
      ['9,99', 'USD', { currency: 'USD', amount: 999 }],
      ['5 000', 'XOF', { currency: 'XOF', amount: 5000 }],
      ['abc', undefined, { currency: 'EUR', amount: 0 }],
      ['', 'XAF', { currency: 'XAF', amount: 0 }],
      [null, undefined, { currency: 'EUR', amount: 0 }],
    ];
    for (const [price, currency, expected] of cases) {
      const res = await create({ name: 'Spec', description: 'Un plan', tier: 'basic', interval: 'week', features: ['HD'], isActive: true, price, ...(currency ? { currency } : {}) });
      expect(res.status, JSON.stringify(price)).toBe(201);
      expect(res.body.prices).toEqual([expected]);
      // Priced 0, it cannot be sold: saved inactive, and the answer says why.
      const free = expected.amount === 0;
      expect([res.body.isActive, (res.body as AdminPlanSaved).warning]).toEqual(free ? [false, planMessages.zeroPriceInactive] : [true, undefined]);
    }
  });

  it('keeps a plan priced 0 inactive through an edit, and offers it once it has a real price', async () => {
    const zero = await create(valid({ name: 'Prix oublié', price: 'abc', prices: [] }));
    expect((await edit(zero.body.id, { isActive: true })).body).toMatchObject({ isActive: false, warning: planMessages.zeroPriceInactive });
    // Nor by a change of price alone, and it is never offered meanwhile.
    expect((await edit(zero.body.id, { prices: [{ currency: 'XOF', amount: 0 }] })).body).toMatchObject({ isActive: false });
    const onSale = async () => (await createAgent(t.app).get<Plan[]>(apiPaths.subscriptionPlans)).body.map((plan) => plan.id);
    expect(await onSale()).not.toContain(zero.body.id);
    const priced = await edit(zero.body.id, { isActive: true, prices: [{ currency: 'EUR', amount: 499 }] });
    expect(priced.body).toMatchObject({ isActive: true });
    expect((priced.body as AdminPlanSaved).warning).toBeUndefined();
    expect(await onSale()).toContain(zero.body.id);
  });

  it('refuses a plan without name or description, in French, under each field', async () => {
    const res = await create(valid({ name: '   ', description: '' }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({ name: planMessages.nameRequired, description: planMessages.descriptionRequired });
    const missing = await create({ tier: 'basic', prices: [{ currency: 'EUR', amount: 100 }] });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toMatchObject({ name: planMessages.nameRequired, description: planMessages.descriptionRequired });
  });

  it('refuses bad tiers, periods, kinds, currencies and amounts, a currency twice, no price, a daily subscription', async () => {
    const refusals: Array<[unknown, string, string]> = [
      [valid({ tier: 'free' as never }), 'tier', planMessages.tierInvalid],
      [valid({ tier: 'gold' as never }), 'tier', planMessages.tierInvalid],
      [valid({ interval: 'fortnight' as never }), 'interval', planMessages.intervalInvalid],
      [valid({ kind: 'gift' as never }), 'kind', planMessages.kindInvalid],
      [valid({ prices: [{ currency: 'GBP' as never, amount: 100 }] }), 'prices', planMessages.currencyInvalid],
      [valid({ prices: [{ currency: 'EUR', amount: 9.99 }] }), 'prices', planMessages.amountInvalid],
      [valid({ prices: [{ currency: 'EUR', amount: -1 }] }), 'prices', planMessages.priceNegative],
      [valid({ price: '-5' }), 'price', planMessages.priceNegative],
      [valid({ currency: 'XOF', price: 5000 }), 'prices', planMessages.currencyTwice],
      [valid({ prices: [] }), 'prices', planMessages.priceRequired],
      [valid({ interval: 'day' }), 'kind', planMessages.dailySubscription],
    ];
    for (const [body, field, message] of refusals) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const messages = Object.entries(res.body.fieldErrors ?? {}).filter(([key]) => key === field || key.startsWith(`${field}.`));
      expect(messages.map(([, text]) => text), JSON.stringify(body)).toContain(message);
    }
    expect((await create(valid({ interval: 'day', kind: 'pass' }))).status).toBe(201);
  });
});

describe('GET /api/subscription-plans', () => {
  it('lists the active plans only, to anyone, tier then period, with integer prices', async () => {
    const family = await create(valid({ name: 'Famille', tier: 'family' }));
    const weekPass = await create(valid({ name: 'Semaine', kind: 'pass', interval: 'week', prices: [{ currency: 'XOF', amount: 1500 }] }));
    const hidden = await create(valid({ name: 'Caché', isActive: false }));
    const basic = await create(valid({ name: 'Base', tier: 'basic', interval: 'year' }));

    const res = await createAgent(t.app).get<Plan[]>(apiPaths.subscriptionPlans);
    expect(res.status).toBe(200);
    const ids = res.body.map((p) => p.id);
    expect(ids).not.toContain(hidden.body.id);
    expect(res.body.every((p) => p.isActive && p.prices.every((price) => Number.isInteger(price.amount)))).toBe(true);
    expect(ids.indexOf(basic.body.id)).toBeLessThan(ids.indexOf(weekPass.body.id));
    expect(ids.indexOf(weekPass.body.id)).toBeLessThan(ids.indexOf(family.body.id));
    const rank = { basic: 0, premium: 1, family: 2 };
    const periods = { day: 0, week: 1, month: 2, year: 3 };
    const keys = res.body.map((p) => rank[p.tier] * 10 + periods[p.interval]);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));

    const all = await admin.get<Plan[]>(apiPaths.adminSubscriptionPlans);
    expect(all.status).toBe(200);
    expect(all.body.map((p) => p.id)).toContain(hidden.body.id);
  });
});

describe('PATCH /api/admin/subscription-plans/{id}/edit', () => {
  it('changes name, description, features, state and prices (FCFA first), and journals before and after', async () => {
    const plan = await create(valid({ name: 'À modifier', features: ['HD'], prices: [{ currency: 'XOF', amount: 5000 }, { currency: 'EUR', amount: 999 }] }));
    const res = await edit(plan.body.id, {
      name: '  Premium+ ',
      description: 'Tout, en mieux',
      features: ['4K', '  ', ' Lives '],
      popular: true,
      isActive: false,
      prices: [{ currency: 'USD', amount: 1099 }, { currency: 'XOF', amount: 4500 }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...plan.body,
      name: 'Premium+',
      description: 'Tout, en mieux',
      features: ['4K', 'Lives'],
      popular: true,
      isActive: false,
      prices: [{ currency: 'XOF', amount: 4500 }, { currency: 'USD', amount: 1099 }],
    });
    expect((await admin.get<Plan[]>(apiPaths.adminSubscriptionPlans)).body.find((p) => p.id === plan.body.id)).toEqual(res.body);
    const [entry, ...more] = await journal(plan.body.id).then((rows) => rows.filter((r) => r.action === 'plan.update'));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      adminId,
      before: { name: 'À modifier', features: ['HD'], isActive: true, popular: false, prices: plan.body.prices },
      after: { name: 'Premium+', features: ['4K', 'Lives'], isActive: false, popular: true, prices: res.body.prices },
    });
    const shown = await admin.get<AdminAuditPage>(pathTo(apiPaths.adminAudit, null, { action: 'plan.update' }));
    expect(shown.body.items.find((item) => item.targetId === plan.body.id)).toMatchObject({ targetLabel: 'À modifier' });
  });

  it('changes only what is sent: a price alone keeps the rest', async () => {
    const plan = await create(valid({ name: 'Prix seul', features: ['HD'], prices: [{ currency: 'XOF', amount: 5000 }] }));
    const res = await edit(plan.body.id, { prices: [{ currency: 'XOF', amount: 6000 }] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...plan.body, prices: [{ currency: 'XOF', amount: 6000 }] });
    const renamed = await edit(plan.body.id, { name: 'Renommé' });
    expect(renamed.body).toEqual({ ...plan.body, name: 'Renommé', prices: [{ currency: 'XOF', amount: 6000 }] });
  });

  it('refuses tier, period and kind changes (what was sold stays), and writes nothing', async () => {
    const plan = await create(valid({ name: 'Figé' }));
    for (const [field, value] of [['tier', 'family'], ['interval', 'year'], ['kind', 'pass'], ['tier', 'premium']] as const) {
      const res = await edit(plan.body.id, { name: 'Changé', [field]: value });
      expect(res.status, field).toBe(400);
      expect(res.body.fieldErrors?.[field], field).toBe(planMessages.notEditable);
    }
    const [row] = await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.body.id));
    expect(row).toMatchObject({ name: 'Figé', tier: 'premium', interval: 'month', kind: 'subscription' });
    expect(await journal(plan.body.id).then((rows) => rows.filter((r) => r.action === 'plan.update'))).toEqual([]);
  });

  it('refuses blank names and descriptions, bad prices, no price, a currency twice, and an empty change, in French', async () => {
    const plan = await create(valid({ name: 'Validé' }));
    const refusals: Array<[unknown, string, string]> = [
      [{ name: '   ' }, 'name', planMessages.nameRequired],
      [{ description: '' }, 'description', planMessages.descriptionRequired],
      [{ prices: [] }, 'prices', planMessages.priceRequired],
      [{ prices: [{ currency: 'EUR', amount: 9.99 }] }, 'prices', planMessages.amountInvalid],
      [{ prices: [{ currency: 'EUR', amount: -1 }] }, 'prices', planMessages.priceNegative],
      [{ prices: [{ currency: 'GBP', amount: 100 }] }, 'prices', planMessages.currencyInvalid],
      [{ prices: [{ currency: 'EUR', amount: 100 }, { currency: 'EUR', amount: 200 }] }, 'prices', planMessages.currencyTwice],
      [{ features: ['x'.repeat(201)] }, 'features', planMessages.featureTooLong],
    ];
    for (const [body, field, message] of refusals) {
      const res = await edit(plan.body.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const messages = Object.entries(res.body.fieldErrors ?? {}).filter(([key]) => key === field || key.startsWith(`${field}.`));
      expect(messages.map(([, text]) => text), JSON.stringify(body)).toContain(message);
    }
    const empty = await edit(plan.body.id, {});
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(planMessages.nothingToEdit);
    expect((await edit('00000000-0000-4000-8000-000000000000', { name: 'Personne' })).status).toBe(404);
    const [row] = await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.body.id));
    expect(row?.name).toBe('Validé');
  });
});

describe('DELETE /api/admin/subscription-plans/{id}', () => {
  it('deletes a plan nothing refers to, with its prices, and journals it', async () => {
    const plan = await create(valid({ name: 'À supprimer' }));
    const res = await remove(plan.body.id);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('deleted');
    expect(await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.body.id))).toEqual([]);
    const [entry] = await journal(plan.body.id).then((rows) => rows.filter((r) => r.action === 'plan.delete'));
    expect(entry).toMatchObject({ before: { name: 'À supprimer' }, after: null });
    const shown = await admin.get<AdminAuditPage>(pathTo(apiPaths.adminAudit, null, { action: 'plan.delete' }));
    expect(shown.body.items.find((item) => item.targetId === plan.body.id)).toMatchObject({ targetType: 'plan', targetLabel: 'À supprimer', adminId });
    expect((await remove(plan.body.id)).status).toBe(404);
  });

  it('deactivates instead when another row refers to the plan (a subscription, a payment)', async () => {
    // Stands for the subscriptions and payments, whose foreign keys restrict deletion.
    await t.database.db.execute(sql`create table plan_referrers (plan_id uuid not null references subscription_plans(id) on delete restrict)`);
    const plan = await create(valid({ name: 'Souscrit' }));
    await t.database.db.execute(sql`insert into plan_referrers values (${plan.body.id})`);
    const res = await remove(plan.body.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'deactivated', plan: { id: plan.body.id, isActive: false } });
    const [row] = await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.body.id));
    expect(row?.isActive).toBe(false);
    const [entry] = await journal(plan.body.id).then((rows) => rows.filter((r) => r.action === 'plan.deactivate'));
    expect(entry).toMatchObject({ adminId, before: { isActive: true }, after: { isActive: false } });
    const listed = await createAgent(t.app).get<Plan[]>(apiPaths.subscriptionPlans);
    expect(listed.body.map((p) => p.id)).not.toContain(plan.body.id);
  });

  it('answers 404 for an unknown plan', async () => {
    expect((await remove('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('who may call the admin routes', () => {
  it('refuses visitors (401) and members (403) before reading what they sent, and writes nothing', async () => {
    const plan = await create(valid({ name: 'Gardé' }));
    const anonymous = createAgent(t.app);
    for (const [agent, status] of [[anonymous, 401], [member, 403]] as const) {
      expect((await agent.get(apiPaths.adminSubscriptionPlans)).status).toBe(status);
      expect((await create({ nonsense: true }, agent)).status).toBe(status);
      expect((await create(valid(), agent)).status).toBe(status);
      expect((await remove(plan.body.id, agent)).status).toBe(status);
      expect((await edit(plan.body.id, { tier: 'gold' }, agent)).status).toBe(status);
      expect((await edit(plan.body.id, { name: 'Piraté' }, agent)).status).toBe(status);
    }
    expect(await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.body.id))).toMatchObject([{ name: 'Gardé' }]);
    expect(await journal(plan.body.id)).toHaveLength(1);
  });
});

describe('demo plans', () => {
  it('are written once, while Kora has no plan, with the /subscribe prices', async () => {
    await t.database.db.execute(sql`truncate subscription_plans cascade`);
    expect(await seedDemoPlans(t.database.db)).toBe(demoPlans.length);
    expect(await seedDemoPlans(t.database.db)).toBe(0);
    const listed = (await createAgent(t.app).get<Plan[]>(apiPaths.subscriptionPlans)).body;
    expect(listed.map((p) => p.name)).toEqual(['Basic', 'Pass Jour', 'Pass Semaine', 'Premium', 'Famille']);
    const premium = listed.find((p) => p.name === 'Premium');
    expect(premium).toMatchObject({ popular: true, kind: 'subscription', interval: 'month' });
    expect(premium?.features).toHaveLength(5);
    expect(premium?.prices).toEqual([
      { currency: 'XOF', amount: 5000 },
      { currency: 'XAF', amount: 5000 },
      { currency: 'EUR', amount: 999 },
      { currency: 'USD', amount: 999 },
    ]);
    expect(listed.filter((p) => p.kind === 'pass').map((p) => [p.interval, p.prices[0]])).toEqual([
      ['day', { currency: 'XOF', amount: 300 }],
      ['week', { currency: 'XOF', amount: 1500 }],
    ]);
  });
});
