import { createNotify } from '../notifications/notify.js';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, paymentMessages, type User } from '@kora/shared';
import { type Agent, signedInAgent } from '../../../test/agent.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestClock } from '../../../test/test-clock.js';
import { createBackgroundTasks } from '../../background.js';
import { demoPlans, seedDemoPlans } from '../../db/demo-plans.js';
import { type PaymentLedgerRow, paymentLedger, subscriptionStatusChanges, users } from '../../db/schema/index.js';
import { transactionOf } from '../../db/transaction.js';
import { createDomainEvents } from '../../events/domain-events.js';
import { createInProcessPubSub } from '../../realtime/pubsub.js';
import { createPlansRepository } from '../plans/plans.repository.js';
import { createUsersRepository } from '../users/users.repository.js';
import type { PaymentFact } from './payment-facts.js';
import { createPaymentsCore, type PaymentsCore } from './payments-core.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';

/*
 * The payments core without a provider: facts in, subscription states, ledger lines and the
 * account's tier out. A fact is applied once per webhook event; an older fact never moves a status
 * back; a pass ends by the clock at its minute, at every rights check, before any job writes it down;
 * a failed renewal keeps the tier for the grace period; a tier set by hand is not the core's to change.
 */
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const premiumPlanId = demoPlans.find((p) => p.name === 'Premium')?.id as string;
const passDayId = demoPlans.find((p) => p.name === 'Pass Jour')?.id as string;

const clock = createTestClock();
const pubsub = createInProcessPubSub();
let t: TestApp;
let core: PaymentsCore;
const receipts: Array<{ line: PaymentLedgerRow; planName: string }> = [];
/** The core's after-commit work (receipts, notices): a test waits for it before reading what it sent. */
const background = createBackgroundTasks(pino({ level: 'silent' }));

beforeAll(async () => {
  t = await createTestApp({ SUBSCRIPTION_GRACE_DAYS: '3' }, pubsub, undefined, { clock });
  await seedDemoPlans(t.database.db);
  const db = t.database.db;
  core = createPaymentsCore({
    plans: createPlansRepository(db),
    subscriptions: createSubscriptionsRepository(db),
    inTransaction: transactionOf(db, (tx) => ({ subscriptions: createSubscriptionsRepository(tx), users: createUsersRepository(tx) })),
    // The same bus as the app's: its session cache hears 'user.changed'.
    events: createDomainEvents(pubsub, () => undefined),
    background,
    clock,
    graceDays: 3,
    notify: createNotify(t.jobs, pino({ level: 'silent' })),
    sendReceipt: async (line, planName) => {
      receipts.push({ line, planName });
    },
  });
});
afterAll(() => t.close());

let refs = 0;
const ref = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(refs += 1)}`;

/** A fresh free member, signed in, with a subscription opened for them. */
async function opened(planId = premiumPlanId, renews = true, currency: 'XOF' | 'EUR' = 'XOF') {
  const user = await createUser(t.database.db);
  const agent = await signedInAgent(t.app, user);
  const quote = await core.quote(planId, currency);
  const providerRef = ref('sub');
  const row = await core.open({ userId: user.id, quote, provider: 'stripe', providerRef, renews, cause: 'test:open' });
  return { user, agent, row, quote, providerRef };
}

const paid = (subscriptionRef: string, o: Partial<Extract<PaymentFact, { kind: 'payment_succeeded' }>> = {}): PaymentFact => {
  const start = clock.now();
  return {
    kind: 'payment_succeeded',
    provider: 'stripe',
    subscriptionRef,
    paymentRef: ref('in'),
    amount: 5000,
    currency: 'XOF',
    method: 'card',
    periodStart: start,
    periodEnd: new Date(start.getTime() + 30 * DAY),
    providerTime: start,
    cause: 'test:paid',
    ...o,
  };
};

const me = async (agent: Agent) => (await agent.get<User>(apiPaths.authUser)).body;
const ledgerOf = (subscriptionId: string) => t.database.db.select().from(paymentLedger).where(eq(paymentLedger.subscriptionId, subscriptionId));

describe('quote', () => {
  it('prices from the server: the Premium monthly plan by default, the page’s amount checked, unsold currencies and free plans refused', async () => {
    expect(await core.quote(undefined, 'XOF')).toMatchObject({ currency: 'XOF', amount: 5000, plan: { id: premiumPlanId } });
    expect((await core.quote(undefined, 'EUR', 999)).amount).toBe(999);
    await expect(core.quote(undefined, 'XOF', 500)).rejects.toMatchObject({ code: 'amount_mismatch', message: paymentMessages.amountMismatch });
    await expect(core.quote(passDayId, 'EUR')).rejects.toMatchObject({ code: 'bad_request', message: paymentMessages.planNotSold });
    const free = await createPlansRepository(t.database.db).insert({ name: 'Offert', description: 'Zéro', tier: 'basic', interval: 'month', kind: 'subscription', features: [], isActive: true, popular: false, prices: [{ currency: 'XOF', amount: 0 }] });
    await expect(core.quote(free?.id, 'XOF')).rejects.toMatchObject({ message: paymentMessages.freePlan });
  });
});

describe('apply', () => {
  it('grants the tier only when the money arrived, once per event, with one receipt', async () => {
    const { agent, row, providerRef } = await opened();
    expect(await me(agent)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'inactive' });
    const fact = paid(providerRef);
    expect(await core.apply([fact], { provider: 'stripe', eventId: `evt_${row.id}`, type: 'invoice.paid' })).toBe('applied');
    expect(await core.apply([fact], { provider: 'stripe', eventId: `evt_${row.id}`, type: 'invoice.paid' })).toBe('duplicate');
    // The same payment reported again by another event (a read-back): no second line, no second receipt.
    expect(await core.apply([fact])).toBe('applied');
    expect(await ledgerOf(row.id)).toHaveLength(1);
    await background.drain();
    expect(receipts.filter((r) => r.line.subscriptionId === row.id)).toEqual([expect.objectContaining({ planName: 'Premium' })]);
    const user = await me(agent);
    expect(user).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'active', subscriptionRenewsAt: fact.kind === 'payment_succeeded' ? fact.periodEnd.toISOString() : '' });
    // A renewing subscription's tier holds until its period end plus the grace (a late renewal report cuts nobody off).
    expect(new Date(user.subscriptionEndsAt as string).getTime() - new Date(user.subscriptionRenewsAt as string).getTime()).toBe(3 * DAY);
  });

  it('keeps an underpaid payment in the ledger without granting anything', async () => {
    const { agent, row, providerRef } = await opened();
    await core.apply([paid(providerRef, { amount: 4999 })]);
    const [line] = await ledgerOf(row.id);
    expect(line).toMatchObject({ status: 'succeeded', amount: 4999, failureReason: expect.stringContaining('attendu 5000 XOF') });
    expect(await me(agent)).toMatchObject({ subscriptionTier: 'free' });
  });

  it('fails a first payment, and never lets an older report move the subscription back', async () => {
    const { agent, row, providerRef } = await opened();
    const now = clock.now();
    await core.apply([{ kind: 'payment_failed', provider: 'stripe', subscriptionRef: providerRef, paymentRef: ref('in'), amount: 5000, currency: 'XOF', method: 'card', renewal: false, reason: 'card_declined', providerTime: now, cause: 'test:failed' }]);
    expect((await core.ownedBy(row.id, row.userId)).status).toBe('failed');
    expect(await me(agent)).toMatchObject({ subscriptionTier: 'free' });

    const second = await opened();
    await core.apply([paid(second.providerRef)]);
    const later = new Date(clock.now().getTime() + 1000);
    await core.apply([{ kind: 'subscription_changed', provider: 'stripe', subscriptionRef: second.providerRef, status: 'past_due', currentPeriodEnd: null, cancelAtPeriodEnd: false, providerTime: later, cause: 'test:newer' }]);
    await core.apply([{ kind: 'subscription_changed', provider: 'stripe', subscriptionRef: second.providerRef, status: 'incomplete', currentPeriodEnd: null, cancelAtPeriodEnd: false, providerTime: new Date(later.getTime() - 5000), cause: 'test:older' }]);
    expect((await core.ownedBy(second.row.id, second.row.userId)).status).toBe('past_due');
    // past_due keeps the tier (the grace period).
    expect(await me(second.agent)).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'past_due' });
  });

  it('says active only for a paid subscription', async () => {
    const { agent, row, providerRef } = await opened();
    await core.apply([{ kind: 'subscription_changed', provider: 'stripe', subscriptionRef: providerRef, status: 'active', currentPeriodEnd: new Date(clock.now().getTime() + 30 * DAY), cancelAtPeriodEnd: false, providerTime: clock.now(), cause: 'test:claims-active' }]);
    expect((await core.ownedBy(row.id, row.userId)).status).toBe('incomplete');
    expect(await me(agent)).toMatchObject({ subscriptionTier: 'free' });
  });

  it('leaves a tier granted by hand alone when payments give none', async () => {
    const user = await createUser(t.database.db, { tier: 'family' });
    const agent = await signedInAgent(t.app, user);
    const providerRef = ref('sub');
    await core.open({ userId: user.id, quote: await core.quote(undefined, 'XOF'), provider: 'stripe', providerRef, renews: true, cause: 'test:open' });
    await core.apply([{ kind: 'payment_failed', provider: 'stripe', subscriptionRef: providerRef, paymentRef: ref('in'), amount: 5000, currency: 'XOF', method: 'card', renewal: false, reason: null, providerTime: clock.now(), cause: 'test:failed' }]);
    expect(await me(agent)).toMatchObject({ subscriptionTier: 'family', subscriptionStatus: 'active', subscriptionEndsAt: null });
  });

  it('refuses a second pending card subscription', async () => {
    const { user, quote } = await opened();
    await expect(core.open({ userId: user.id, quote, provider: 'stripe', providerRef: ref('sub'), renews: true, cause: 'test:open' })).rejects.toMatchObject({ code: 'conflict', message: paymentMessages.pendingExists });
  });
});

describe('the clock', () => {
  it('ends a pass at its minute on every rights check, then the housekeeping writes it down', async () => {
    clock.reset();
    const { agent, row, providerRef, user } = await opened(passDayId, false);
    const period = await core.oneOffPeriod(user.id, 'premium', 'day');
    await core.apply([paid(providerRef, { amount: 300, periodStart: period.start, periodEnd: period.end })]);
    expect(await me(agent)).toMatchObject({ subscriptionTier: 'premium', subscriptionEndsAt: period.end.toISOString(), subscriptionRenewsAt: null });
    // A second pass bought while the first runs starts where it ends.
    expect((await core.oneOffPeriod(user.id, 'premium', 'day')).start).toEqual(period.end);

    clock.advance(DAY + 60_000);
    expect(await me(agent)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'inactive' });
    expect(await core.expireLapsed()).toBeGreaterThanOrEqual(1);
    expect((await core.ownedBy(row.id, row.userId)).status).toBe('expired');
    const history = await t.database.db.select().from(subscriptionStatusChanges).where(eq(subscriptionStatusChanges.subscriptionId, row.id)).orderBy(subscriptionStatusChanges.at);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.cause])).toEqual([
      [null, 'incomplete', 'test:open'],
      ['incomplete', 'active', 'test:paid'],
      ['active', 'expired', 'clock:period_end'],
    ]);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'inactive', subscriptionEndsAt: null });
    clock.reset();
  });

  it('keeps a cancelled subscription until its period end, and a failed renewal for the grace only', async () => {
    clock.reset();
    const cancelled = await opened();
    const fact = paid(cancelled.providerRef);
    await core.apply([fact]);
    await core.markCancelled(await core.ownedBy(cancelled.row.id, cancelled.user.id), 'user:cancel');
    const periodEnd = fact.kind === 'payment_succeeded' ? fact.periodEnd : new Date();
    expect(await me(cancelled.agent)).toMatchObject({ subscriptionTier: 'premium', subscriptionEndsAt: periodEnd.toISOString(), subscriptionRenewsAt: null });

    const failing = await opened();
    await core.apply([paid(failing.providerRef)]);
    clock.advance(30 * DAY);
    await core.apply([{ kind: 'payment_failed', provider: 'stripe', subscriptionRef: failing.providerRef, paymentRef: ref('in'), amount: 5000, currency: 'XOF', method: 'card', renewal: true, reason: 'insufficient_funds', providerTime: clock.now(), cause: 'test:renewal-failed' }]);
    expect(await me(failing.agent)).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'past_due' });
    expect(await me(cancelled.agent)).toMatchObject({ subscriptionTier: 'free' });

    clock.advance(3 * DAY + 60_000);
    expect(await me(failing.agent)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'inactive' });
    await core.expireLapsed();
    expect((await core.ownedBy(failing.row.id, failing.user.id)).status).toBe('expired');
    clock.reset();
  });
});

describe('the ledger', () => {
  it('refuses to be rewritten', async () => {
    const refused = { cause: { message: expect.stringMatching(/append-only/) } };
    const { row, providerRef } = await opened();
    await core.apply([paid(providerRef)]);
    // What no writer of Kora does, tried by hand: the database itself refuses it.
    // eslint-disable-next-line no-restricted-syntax
    await expect(t.database.db.update(paymentLedger).set({ amount: 1 }).where(eq(paymentLedger.subscriptionId, row.id))).rejects.toMatchObject(refused);
    // eslint-disable-next-line no-restricted-syntax
    await expect(t.database.db.delete(paymentLedger).where(eq(paymentLedger.subscriptionId, row.id))).rejects.toMatchObject(refused);
  });
});
