import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminPlanCreateBody, type AdminSubscriptionsOverview, apiPaths, type Currency, type Plan } from '@kora/shared';
import { type Agent, createAgent, signedInAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { paymentLedger, subscriptions, type SubscriptionRow } from '../../db/schema/index.js';
import { createSubscriptionsRepository, type NewSubscription } from './subscriptions.repository.js';

/*
 * The admin area's 'Abonnements' (live-creators-admin.md §2 'subscriptions overview'):
 * figures computed from subscriptions, their history and the ledger, seeded through the payments
 * repository (the one writer), backdated where the repository always writes now(). Expected figures
 * are counted by hand below.
 */
let t: TestApp;
let admin: Agent;
let member: Agent;
const DAY = 24 * 60 * 60 * 1000;
const plans: Record<'premium' | 'basic' | 'family' | 'pass', Plan> = {} as never;

const planBody = (o: Partial<AdminPlanCreateBody>): AdminPlanCreateBody => ({ name: 'Plan', description: 'Un plan', tier: 'premium', interval: 'month', prices: [{ currency: 'XOF', amount: 5000 }], ...o });

/** The UTC month `back` months before now, as 'YYYY-MM', and a moment in its middle. */
function monthBack(back: number): { key: string; mid: Date } {
  const now = new Date();
  const mid = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15, 12));
  return { key: mid.toISOString().slice(0, 7), mid };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAgent(t.app, await createUser(t.database.db, { accountType: 'admin' }));
  // A tier given by hand, no payment: not a paying subscriber.
  member = await signedInAgent(t.app, await createUser(t.database.db, { tier: 'premium' }));
  for (const [key, body] of [
    ['premium', planBody({ name: 'Premium' })],
    ['basic', planBody({ name: 'Basic', tier: 'basic' })],
    ['family', planBody({ name: 'Family', tier: 'family' })],
    ['pass', planBody({ name: 'Pass Jour', kind: 'pass', interval: 'day', prices: [{ currency: 'XOF', amount: 300 }] })],
  ] as const) {
    const res = await admin.post<Plan>(apiPaths.adminSubscriptionPlans, body);
    if (res.status !== 201) throw new Error(`plan: ${res.status}`);
    plans[key] = res.body;
  }
});
afterAll(() => t.close());

type PlanKey = keyof typeof plans;
let refs = 0;

/** A subscription opened and given its state through the repository, created `createdBack` months ago. */
async function subscription(userId: string, planKey: PlanKey, o: { currency: Currency; amount: number; renews: boolean; createdBack?: number }): Promise<SubscriptionRow> {
  const repo = createSubscriptionsRepository(t.database.db);
  const values: NewSubscription = {
    userId,
    planId: plans[planKey].id,
    provider: o.renews ? 'stripe' : 'hub2',
    providerRef: `ref_${++refs}`,
    renews: o.renews,
    tier: plans[planKey].tier,
    currency: o.currency,
    amount: o.amount,
  };
  const row = await repo.insert(values, 'test:open');
  if (o.createdBack === undefined) return row;
  // The payments module's own table, backdated (no writer of the module moves a creation date).
  // eslint-disable-next-line no-restricted-syntax
  await t.database.db.update(subscriptions).set({ createdAt: monthBack(o.createdBack).mid }).where(eq(subscriptions.id, row.id));
  return { ...row, createdAt: monthBack(o.createdBack).mid };
}

/** A ledger line: now through the repository, or backdated (`back` months) by a plain insert — the ledger takes inserts only. */
async function ledger(row: SubscriptionRow, status: 'succeeded' | 'failed', o: { back?: number; method?: string } = {}) {
  const line = {
    userId: row.userId,
    subscriptionId: row.id,
    planId: row.planId,
    provider: row.provider,
    providerRef: `pay_${row.providerRef}_${status}_${o.back ?? 0}`,
    status,
    amount: row.amount,
    currency: row.currency,
    method: o.method ?? (row.provider === 'stripe' ? 'card' : 'orange_money'),
    cause: 'test:payment',
  };
  if (o.back === undefined) await createSubscriptionsRepository(t.database.db).appendLedger(line);
  // eslint-disable-next-line no-restricted-syntax
  else await t.database.db.insert(paymentLedger).values({ ...line, at: monthBack(o.back).mid });
}

const change = (row: SubscriptionRow, values: Parameters<ReturnType<typeof createSubscriptionsRepository>['change']>[1], cause = 'test:change') =>
  createSubscriptionsRepository(t.database.db).change(row, values, cause);
const fromNow = (days: number) => new Date(Date.now() + days * DAY);

describe('GET /api/admin/subscriptions', () => {
  it('answers zeros, every tier and twelve empty months, before any payment', async () => {
    const res = await admin.get<AdminSubscriptionsOverview>(apiPaths.adminSubscriptions);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      activeByTier: [{ tier: 'basic', count: 0 }, { tier: 'premium', count: 0 }, { tier: 'family', count: 0 }],
      revenueThisMonth: [],
      newThisMonth: 0,
      cancelledThisMonth: 0,
      passesSoldThisMonth: 0,
      latestPayments: [],
    });
    expect(res.body.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => monthBack(11 - i).key));
    expect(res.body.months.every((m) => m.revenue.length === 0 && m.newSubscriptions === 0)).toBe(true);
  });

  it('counts paying subscribers per tier, revenue per currency never summed across currencies, new, cancelled, passes, 12 months, latest payments', async () => {
    const user = async (email: string) => (await createUser(t.database.db, { email })).id;
    const [u1, u2, u3, u4, u5, u6, u7] = await Promise.all(['a@kora.test', 'b@kora.test', 'c@kora.test', 'd@kora.test', 'e@kora.test', 'f@kora.test', 'g@kora.test'].map(user));

    // u1: premium by card this month, paid 999 EUR, then stops renewal (the tier holds): new, active, cancelled.
    const a = await subscription(u1!, 'premium', { currency: 'EUR', amount: 999, renews: true });
    await ledger(a, 'succeeded');
    const aActive = await change(a, { status: 'active', currentPeriodEnd: fromNow(20) });
    await change(aActive, { cancelAtPeriodEnd: true }, 'user:cancel');
    // u1 also buys a day pass (premium again: counted once among premium subscribers).
    const p1 = await subscription(u1!, 'pass', { currency: 'XOF', amount: 300, renews: false });
    await ledger(p1, 'succeeded');
    await change(p1, { status: 'active', currentPeriodEnd: fromNow(1) });
    // u2: a premium month paid by mobile money (no renewal, but a subscription, not a pass): new, active.
    const b = await subscription(u2!, 'premium', { currency: 'XOF', amount: 5000, renews: false });
    await ledger(b, 'succeeded');
    await change(b, { status: 'active', currentPeriodEnd: fromNow(30) });
    // u3: a day pass: passes sold, active premium.
    const c = await subscription(u3!, 'pass', { currency: 'XOF', amount: 300, renews: false });
    await ledger(c, 'succeeded');
    await change(c, { status: 'active', currentPeriodEnd: fromNow(1) });
    // u4: basic by card two months ago (499 EUR then); this month's renewal failed: past due, within the grace (3 days): active.
    const d = await subscription(u4!, 'basic', { currency: 'EUR', amount: 499, renews: true, createdBack: 2 });
    await ledger(d, 'succeeded', { back: 2 });
    const dActive = await change(d, { status: 'active', currentPeriodEnd: fromNow(-1) });
    await ledger(d, 'failed');
    await change(dActive, { status: 'past_due', pastDueSince: fromNow(-1) });
    // u5: family five months ago (1499 EUR), expired: not active.
    const e = await subscription(u5!, 'family', { currency: 'EUR', amount: 1499, renews: true, createdBack: 5 });
    await ledger(e, 'succeeded', { back: 5 });
    await change(await change(e, { status: 'active', currentPeriodEnd: fromNow(-100) }), { status: 'expired' }, 'clock:period_end');
    // u5: basic in XAF three months ago, ended by the provider this month: cancelled, not counted active.
    const h = await subscription(u5!, 'basic', { currency: 'XAF', amount: 2500, renews: true, createdBack: 3 });
    await ledger(h, 'succeeded', { back: 3 });
    await change(await change(h, { status: 'active', currentPeriodEnd: fromNow(5) }), { status: 'canceled' }, 'stripe:customer.subscription.deleted');
    // u6: a card subscription whose first payment failed: not new, not revenue.
    const f = await subscription(u6!, 'premium', { currency: 'EUR', amount: 999, renews: true });
    await ledger(f, 'failed');
    await change(f, { status: 'failed' });
    // u7: basic in USD four months ago, past due beyond the grace: not active.
    const g = await subscription(u7!, 'basic', { currency: 'USD', amount: 599, renews: true, createdBack: 4 });
    await ledger(g, 'succeeded', { back: 4 });
    await change(await change(g, { status: 'active', currentPeriodEnd: fromNow(-10) }), { status: 'past_due', pastDueSince: fromNow(-10) });
    // u2: a year-old payment (13 months ago): outside the chart.
    const old = await subscription(u2!, 'premium', { currency: 'EUR', amount: 999, renews: true, createdBack: 13 });
    await ledger(old, 'succeeded', { back: 13 });
    await change(await change(old, { status: 'active', currentPeriodEnd: fromNow(-360) }), { status: 'expired' });

    const res = await admin.get<AdminSubscriptionsOverview>(apiPaths.adminSubscriptions);
    expect(res.status).toBe(200);
    const o = res.body;
    expect(o.activeByTier).toEqual([
      { tier: 'basic', count: 1 },
      { tier: 'premium', count: 3 },
      { tier: 'family', count: 0 },
    ]);
    // XOF: 5000 + 300 + 300; EUR: 999 (the failed 999 and 499 are not revenue). Never one total.
    expect(o.revenueThisMonth).toEqual([
      { currency: 'XOF', amount: 5600 },
      { currency: 'EUR', amount: 999 },
    ]);
    expect(o.newThisMonth).toBe(2);
    expect(o.passesSoldThisMonth).toBe(2);
    expect(o.cancelledThisMonth).toBe(2);

    const byMonth = new Map(o.months.map((m) => [m.month, m]));
    expect(o.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => monthBack(11 - i).key));
    expect(byMonth.get(monthBack(0).key)).toEqual({ month: monthBack(0).key, revenue: o.revenueThisMonth, newSubscriptions: 2 });
    expect(byMonth.get(monthBack(2).key)).toEqual({ month: monthBack(2).key, revenue: [{ currency: 'EUR', amount: 499 }], newSubscriptions: 1 });
    expect(byMonth.get(monthBack(3).key)).toEqual({ month: monthBack(3).key, revenue: [{ currency: 'XAF', amount: 2500 }], newSubscriptions: 1 });
    expect(byMonth.get(monthBack(4).key)).toEqual({ month: monthBack(4).key, revenue: [{ currency: 'USD', amount: 599 }], newSubscriptions: 1 });
    expect(byMonth.get(monthBack(5).key)).toEqual({ month: monthBack(5).key, revenue: [{ currency: 'EUR', amount: 1499 }], newSubscriptions: 1 });
    for (const back of [1, 6, 7, 8, 9, 10, 11]) expect(byMonth.get(monthBack(back).key), `month -${back}`).toEqual({ month: monthBack(back).key, revenue: [], newSubscriptions: 0 });

    // Eleven lines, newest first, with their status; the list is capped at 20.
    expect(o.latestPayments).toHaveLength(11);
    const times = o.latestPayments.map((p) => Date.parse(p.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(o.latestPayments.at(-1)).toMatchObject({ userEmail: 'b@kora.test', planName: 'Premium', status: 'succeeded', amount: 999, currency: 'EUR', provider: 'stripe', method: 'card' });
    expect(o.latestPayments.filter((p) => p.status === 'failed').map((p) => p.userEmail).sort()).toEqual(['d@kora.test', 'f@kora.test']);
    expect(o.latestPayments.find((p) => p.userEmail === 'c@kora.test')).toMatchObject({ planName: 'Pass Jour', method: 'orange_money', provider: 'hub2', amount: 300, currency: 'XOF' });
  });

  it('refuses visitors (401) and members (403)', async () => {
    expect((await createAgent(t.app).get(apiPaths.adminSubscriptions)).status).toBe(401);
    expect((await member.get(apiPaths.adminSubscriptions)).status).toBe(403);
  });
});

describe('the payments ledger', () => {
  it('refuses UPDATE and DELETE (the trigger), so revenue cannot be rewritten', async () => {
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.database.db.execute(statement);
      } catch (error) {
        const err = error as Error & { cause?: Error };
        return `${err.message} ${err.cause?.message ?? ''}`;
      }
      return 'accepted';
    };
    const [before] = (await t.database.db.execute<{ n: number; total: number }>(sql`select count(*)::int as n, sum(amount)::int as total from payment_ledger`)).rows;
    expect(before?.n).toBeGreaterThan(0);
    expect(await refusal(sql`update payment_ledger set amount = amount + 1`)).toContain('payment_ledger is append-only (UPDATE refused)');
    expect(await refusal(sql`delete from payment_ledger`)).toContain('payment_ledger is append-only (DELETE refused)');
    const [after] = (await t.database.db.execute<{ n: number; total: number }>(sql`select count(*)::int as n, sum(amount)::int as total from payment_ledger`)).rows;
    expect(after).toEqual(before);
  });
});
