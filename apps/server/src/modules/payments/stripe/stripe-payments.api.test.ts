import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, paymentMessages, pathTo, type SubscriptionView } from '@kora/shared';
import { until } from '../../../../test/until.js';
import { BASIC, createStripeKit, DECLINED, type Failure, PASS_JOUR, type StripeKit, VISA } from '../../../../test/kits/stripe-kit.js';

/*
 * Cards through Stripe, against the Stripe sandbox through the real `stripe` package: a
 * tier comes only from Stripe's signed webhook (or from asking Stripe again), at the server's price.
 */
let k: StripeKit;
beforeAll(async () => {
  k = await createStripeKit();
});
afterAll(() => k.close());

describe('a card subscription', () => {
  it('pays with the test Visa: the webhook makes the account premium, a premium video plays, one receipt in French', async () => {
    const { agent, email } = await k.buyer();
    expect((await k.playback(agent)).status).toBe(403);
    const created = await k.create(agent);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      subscriptionId: expect.any(String),
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      amount: 999,
      currency: 'EUR',
      planName: 'Premium',
      interval: 'month',
      sandbox: true,
      publishableKey: null,
    });
    const row = await k.row(created.body.subscriptionId);
    expect(row).toMatchObject({ provider: 'stripe', providerRef: expect.stringMatching(/^sub_/), status: 'incomplete', renews: true, amount: 999, currency: 'EUR' });
    const atStripe = await k.stripe.subscriptions.retrieve(row?.providerRef as string, { expand: ['latest_invoice'] });
    expect(atStripe).toMatchObject({ status: 'incomplete', metadata: { koraUserId: row?.userId }, items: { data: [{ price: { unit_amount: 999, currency: 'eur' } }] } });

    expect((await k.pay(agent, created.body.subscriptionId, VISA)).body).toEqual({ status: 'succeeded', message: null });
    const user = await k.untilAccount(agent, (u) => u.subscriptionTier === 'premium', 'premium after the webhook');
    expect(user).toMatchObject({ subscriptionStatus: 'active', subscriptionRenewsAt: expect.any(String) });
    expect((await k.playback(agent)).status).toBe(200);
    expect((await k.stripe.subscriptions.retrieve(row?.providerRef as string)).status).toBe('active');

    const lines = await k.ledger(created.body.subscriptionId);
    expect(lines.map((l) => [l.status, l.amount, l.currency, l.method, l.cause])).toEqual([['succeeded', 999, 'EUR', 'card', 'stripe:invoice.paid']]);
    const receipts = await until('the receipt', () => k.t.readOutbox().then((mails) => mails.filter((m) => m.includes(email))), (mails) => mails.length > 0);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toContain('Premium');

    const status = await k.status(agent, created.body.subscriptionId);
    expect(status.body).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'active', subscription: { status: 'active', renews: true, cancelAtPeriodEnd: false } });
  });

  it('declined (4000 0000 0000 0002): still free, a failed line in the ledger, the subscription failed', async () => {
    const { agent } = await k.buyer();
    const created = await k.create(agent, { currency: 'XOF', amount: 5000 });
    expect(created.body).toMatchObject({ amount: 5000, currency: 'XOF' });
    expect((await k.pay(agent, created.body.subscriptionId, DECLINED)).body).toEqual({ status: 'failed', message: paymentMessages.cardDeclined });
    await k.untilRow(created.body.subscriptionId, (r) => r?.status === 'failed', 'failed subscription');
    const lines = await k.ledger(created.body.subscriptionId);
    expect(lines.map((l) => [l.status, l.amount, l.currency])).toEqual([['failed', 5000, 'XOF']]);
    expect(await k.me(agent)).toMatchObject({ subscriptionTier: 'free' });
    expect((await k.status(agent, created.body.subscriptionId)).body).toMatchObject({ subscriptionTier: 'free', subscription: { status: 'failed' } });
    expect((await k.playback(agent)).status).toBe(403);
    // The failed one is no longer pending: the payer may start again.
    expect((await k.create(agent, { currency: 'XOF', amount: 5000 })).status).toBe(200);
  });

  it('catches up a lost webhook when the page asks for the status', async () => {
    const { agent } = await k.buyer();
    const created = await k.create(agent);
    await k.helper('/webhooks', { delivery: 'paused' });
    try {
      expect((await k.pay(agent, created.body.subscriptionId)).body.status).toBe('succeeded');
    } finally {
      await k.helper('/webhooks', { delivery: 'on' });
    }
    const ref = (await k.row(created.body.subscriptionId))?.providerRef as string;
    const deliveries = (await k.helper('/deliveries')).data as Array<{ event: string; state: string }>;
    const [paid] = await k.eventsAbout(ref, 'invoice.paid');
    expect(deliveries.find((d) => d.event === paid?.id)?.state).toBe('lost');
    expect(await k.me(agent)).toMatchObject({ subscriptionTier: 'free' });

    const status = await k.status(agent, created.body.subscriptionId);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'active', subscription: { status: 'active' } });
    expect(await k.me(agent)).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'active' });
    expect((await k.ledger(created.body.subscriptionId)).map((l) => [l.status, l.cause])).toEqual([['succeeded', 'stripe:poll']]);
    // Asked again: nothing new.
    await k.status(agent, created.body.subscriptionId);
    expect(await k.ledger(created.body.subscriptionId)).toHaveLength(1);
  });
});

describe('what the page may not decide', () => {
  it('charges the server price: an amount that differs is refused (400 amount_mismatch), nothing is created', async () => {
    const { agent } = await k.buyer();
    const tampered = await k.create(agent, { currency: 'EUR', amount: 1 });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toEqual({ code: 'amount_mismatch', message: paymentMessages.amountMismatch });
    expect((await k.create(agent, { currency: 'XOF', amount: 999 })).status).toBe(400);
    expect((await agent.get(apiPaths.subscription)).body).toEqual({ subscriptions: [] });
  });

  it('allows one pending card subscription at a time (409); the back button gives it up, at Stripe too', async () => {
    const { agent } = await k.buyer();
    const first = await k.create(agent);
    const second = await k.create(agent, { currency: 'XOF', amount: 5000 });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ code: 'conflict', message: paymentMessages.pendingExists });

    const other = await k.buyer();
    expect((await other.agent.delete(pathTo(apiPaths.pendingSubscription, { id: first.body.subscriptionId }))).status).toBe(404);
    const back = await agent.delete<SubscriptionView & Failure>(pathTo(apiPaths.pendingSubscription, { id: first.body.subscriptionId }));
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id: first.body.subscriptionId, status: 'failed' });
    const ref = (await k.row(first.body.subscriptionId))?.providerRef as string;
    expect((await k.stripe.subscriptions.retrieve(ref)).status).toBe('canceled');
    expect((await k.pay(agent, first.body.subscriptionId)).status).toBe(409);
    expect((await k.create(agent)).status).toBe(200);
  });

  it('refuses a second subscription to a tier the payer already has (or a lower one), and a card form without the client secret', async () => {
    const { agent } = await k.buyer();
    const paid = await k.subscribed(agent);
    const again = await k.create(agent);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'conflict', message: paymentMessages.alreadySubscribed });
    expect((await k.create(agent, { planId: BASIC, currency: 'EUR' })).status).toBe(409);

    const other = await k.buyer();
    expect((await k.status(other.agent, paid.id)).status).toBe(404);
    // The card form pays with the payment's client secret, as Stripe.js does: a made-up one, or another payment's
    // intent with a made-up secret, finds nothing.
    const pending = await k.create(other.agent);
    const intent = pending.body.clientSecret.split('_secret_')[0] as string;
    for (const clientSecret of ['pi_madeup_secret_madeup', `${intent}_secret_madeup`]) {
      const refused = await k.pay(other.agent, pending.body.subscriptionId, VISA, { clientSecret });
      expect(refused.status, clientSecret).toBe(404);
      expect(refused.body).toMatchObject({ code: 'not_found', message: paymentMessages.paymentNotFound });
    }
    expect((await k.pay(other.agent, pending.body.subscriptionId, 'x', { clientSecret: 'not a secret' })).status).toBe(400);
  });

  it('checks the sandbox card form: a number failing Luhn, a past expiry, a bad CVC', async () => {
    const { agent } = await k.buyer();
    const created = await k.create(agent);
    const badNumber = await k.pay(agent, created.body.subscriptionId, '4242 4242 4242 4241');
    expect(badNumber.status).toBe(400);
    expect(badNumber.body).toMatchObject({ code: 'validation_error', fieldErrors: { cardNumber: paymentMessages.cardNumberInvalid } });
    const badDate = await k.pay(agent, created.body.subscriptionId, VISA, { expiry: '01/20', cvc: '12' });
    expect(badDate.body.fieldErrors).toEqual({ expiry: paymentMessages.cardExpiryInvalid, cvc: paymentMessages.cardCvcInvalid });
    // A real card number in test mode is declined, as Stripe's test mode does.
    expect((await k.pay(agent, created.body.subscriptionId, '4970 1000 0000 0063')).body).toEqual({ status: 'failed', message: paymentMessages.cardDeclined });
    expect(await k.me(agent)).toMatchObject({ subscriptionTier: 'free' });
  });

  it('limits payments started to 10 per quarter of an hour per user (429, French)', async () => {
    const { agent } = await k.buyer();
    const answers: number[] = [];
    for (let i = 0; i < 10; i += 1) answers.push((await k.create(agent)).status);
    expect(answers).toEqual([200, ...Array(9).fill(409)]);
    const limited = await k.create(agent);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited', message: paymentMessages.tooManyPayments });
    const someoneElse = await k.buyer();
    expect((await k.create(someoneElse.agent)).status).toBe(200);
  });
});

describe('a pass by card', () => {
  it('buys Pass Jour in FCFA with a payment intent: premium for 24 hours, no renewal', async () => {
    const { agent } = await k.buyer();
    const created = await k.create(agent, { planId: PASS_JOUR, currency: 'XOF', amount: 300 });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ planName: 'Pass Jour', interval: 'day', amount: 300, currency: 'XOF', clientSecret: expect.stringMatching(/^pi_/) });
    const row = await k.row(created.body.subscriptionId);
    expect(row).toMatchObject({ providerRef: expect.stringMatching(/^pi_/), renews: false });
    expect((await k.pay(agent, created.body.subscriptionId)).body.status).toBe('succeeded');
    const user = await k.untilAccount(agent, (u) => u.subscriptionTier === 'premium', 'premium from the pass');
    expect(user.subscriptionRenewsAt).toBeNull();
    const hours = (Date.parse(user.subscriptionEndsAt as string) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await k.ledger(created.body.subscriptionId)).map((l) => [l.status, l.amount, l.cause])).toEqual([['succeeded', 300, 'stripe:payment_intent.succeeded']]);
    // Asked again, the paid pass keeps its one period.
    expect((await k.status(agent, created.body.subscriptionId)).body.subscription.currentPeriodEnd).toBe(user.subscriptionEndsAt);
    // A pass is not a subscription that renews: nothing to cancel.
    const cancel = await agent.delete<Failure>(apiPaths.subscription);
    expect(cancel.status).toBe(404);
    expect(cancel.body).toEqual({ code: 'not_found', message: paymentMessages.nothingToCancel });
  });
});
