import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type CancelSubscriptionResult, paymentMessages } from '@kora/shared';
import { createTestClock } from '../../../../test/test-clock.js';
import { until } from '../../../../test/until.js';
import type { Failure } from '../../../../test/kits/stripe-kit.js';
import { createStripeKit, PASS_JOUR, type StripeKit } from '../../../../test/kits/stripe-kit.js';

/*
 * Periods by the clock: a cancelled subscription keeps its tier until its paid period ends,
 * a renewal extends it, a failed renewal keeps it through the grace then falls back to free, a pass
 * ends at its minute. The clock is moved by hand, never slept on.
 */
const clock = createTestClock();
let k: StripeKit;
beforeAll(async () => {
  k = await createStripeKit(clock);
});
afterEach(() => clock.reset());
afterAll(() => k.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Moves the clock to `at` plus `extra` ms. */
const moveTo = (at: Date | string, extra: number) => clock.advance(new Date(at).getTime() + extra - clock.now().getTime());

describe('cancellation', () => {
  it('stops renewal at Stripe; the tier stays until the paid period ends, then the account is free', async () => {
    const { agent } = await k.buyer();
    const paid = await k.subscribed(agent);
    const periodEnd = (await k.row(paid.id))?.currentPeriodEnd as Date;
    expect(periodEnd.getTime() - Date.now()).toBeGreaterThan(27 * DAY);

    const cancelled = await agent.delete<CancelSubscriptionResult & Failure>(apiPaths.subscription);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ message: paymentMessages.cancelled, endsAt: periodEnd.toISOString() });
    expect((await k.stripe.subscriptions.retrieve(paid.ref)).cancel_at_period_end).toBe(true);
    expect(await k.me(agent)).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'active', subscriptionEndsAt: periodEnd.toISOString(), subscriptionRenewsAt: null });
    const twice = await agent.delete<Failure>(apiPaths.subscription);
    expect(twice.status).toBe(404);
    expect(twice.body).toEqual({ code: 'not_found', message: paymentMessages.nothingToCancel });
    // Stripe's own echo of the change arrives and changes nothing.
    const echo = (await k.eventsAbout(paid.ref, 'customer.subscription.updated')).find((e) => 'cancel_at_period_end' in (e.data.previous_attributes ?? {}));
    await until('the echo applied', () => k.processed(echo?.id ?? 'none'), (rows) => rows.length === 1);
    expect(await k.row(paid.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    moveTo(periodEnd, -MINUTE);
    expect(await k.me(agent)).toMatchObject({ subscriptionTier: 'premium' });
    expect((await k.playback(agent)).status).toBe(200);
    moveTo(periodEnd, MINUTE);
    expect(await k.me(agent)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'inactive' });
    expect((await k.playback(agent)).status).toBe(403);
  });

  it('ends the subscription when Stripe deletes it at the period end', async () => {
    const { agent } = await k.buyer();
    const paid = await k.subscribed(agent);
    expect((await agent.delete(apiPaths.subscription)).status).toBe(200);
    await k.helper(`/subscriptions/${paid.ref}/renew`, { outcome: 'success' });
    await k.untilRow(paid.id, (r) => r?.status === 'canceled', 'deleted at Stripe');
    expect((await k.ledger(paid.id)).filter((l) => l.status === 'succeeded')).toHaveLength(1);
  });
});

describe('renewals', () => {
  it('extends the period when the renewal is paid; a failed one makes it past due, the tier kept through the grace, then free', async () => {
    const { agent } = await k.buyer();
    const paid = await k.subscribed(agent);
    const first = (await k.row(paid.id))?.currentPeriodEnd as Date;

    await k.helper(`/subscriptions/${paid.ref}/renew`, { outcome: 'success' });
    const renewed = await k.untilRow(paid.id, (r) => (r?.currentPeriodEnd?.getTime() ?? 0) > first.getTime(), 'the renewed period');
    const second = renewed?.currentPeriodEnd as Date;
    expect(second.getTime() - first.getTime()).toBeGreaterThan(27 * DAY);
    expect((await k.ledger(paid.id)).map((l) => [l.status, l.periodEnd?.toISOString()])).toEqual([
      ['succeeded', first.toISOString()],
      ['succeeded', second.toISOString()],
    ]);
    expect(await k.me(agent)).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'active', subscriptionRenewsAt: second.toISOString() });

    moveTo(second, -MINUTE);
    await k.helper(`/subscriptions/${paid.ref}/renew`, { outcome: 'failure' });
    const pastDue = await k.untilRow(paid.id, (r) => r?.status === 'past_due', 'past due');
    expect(pastDue?.currentPeriodEnd?.toISOString()).toBe(second.toISOString());
    expect((await k.ledger(paid.id)).map((l) => l.status)).toEqual(['succeeded', 'succeeded', 'failed']);
    expect(await k.me(agent)).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'past_due' });

    const grace = k.t.config.payments.graceDays * DAY;
    moveTo(second, grace - MINUTE);
    expect(await k.me(agent)).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'past_due' });
    expect((await k.playback(agent)).status).toBe(200);
    moveTo(second, grace + MINUTE);
    expect(await k.me(agent)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'inactive' });
    expect((await k.playback(agent)).status).toBe(403);
  });
});

describe('a pass by card', () => {
  it('ends at its minute by the clock', async () => {
    const { agent } = await k.buyer();
    const created = await k.create(agent, { planId: PASS_JOUR, currency: 'XAF', amount: 300 });
    expect((await k.pay(agent, created.body.subscriptionId)).body.status).toBe('succeeded');
    const user = await k.untilAccount(agent, (u) => u.subscriptionTier === 'premium', 'premium from the pass');
    const endsAt = user.subscriptionEndsAt as string;
    moveTo(endsAt, -MINUTE);
    expect((await k.playback(agent)).status).toBe(200);
    moveTo(endsAt, MINUTE);
    expect(await k.me(agent)).toMatchObject({ subscriptionTier: 'free' });
    expect((await k.playback(agent)).status).toBe(403);
  });
});
