import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, paymentMessages } from '@kora/shared';
import { until } from '../../../../test/until.js';
import { subscriptionStatusChanges } from '../../../db/schema/index.js';
import { stripeSignatureHeader } from '@kora/sandboxes';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { createStripeKit, KIT_METRICS_TOKEN, PASS_JOUR, type StripeKit } from '../../../../test/kits/stripe-kit.js';

/*
 * Stripe's webhook: the signature over the raw body with Stripe's 300 s tolerance, each
 * event applied once, events Kora does not act on acknowledged, an older event never moving a
 * subscription backwards.
 */
let k: StripeKit;
beforeAll(async () => {
  k = await createStripeKit();
});
afterAll(() => k.close());

const now = () => Math.floor(Date.now() / 1000);
const invalid = { code: 'invalid_signature', message: paymentMessages.invalidSignature };
const event = (type: string, object: unknown, created = now()) =>
  JSON.stringify({ id: `evt_test_${Math.random().toString(36).slice(2)}`, object: 'event', api_version: '2026-10-28.endive', created, type, livemode: false, pending_webhooks: 1, data: { object } });

describe('the signature', () => {
  it('refuses a forged or missing signature and a body changed after signing (400, French)', async () => {
    const payload = event('customer.created', { id: 'cus_x', object: 'customer' });
    expect(await k.webhook(payload, { secret: 'whsec_not_the_right_one_0000000' })).toEqual({ status: 400, body: invalid });
    expect(await k.webhook(payload, { signature: 'garbage' })).toEqual({ status: 400, body: invalid });
    const changedAfterSigning = await k.webhook(payload.replace('cus_x', 'cus_y'), { signature: stripeSignatureHeader(payload, k.secret) });
    expect(changedAfterSigning).toEqual({ status: 400, body: invalid });
    const unsigned = await k.t.app.inject({ method: 'POST', url: apiPaths.stripeWebhook, payload, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual(invalid);
  });

  it("refuses a signature older than Stripe's 300 s tolerance (a replay), accepts one within it", async () => {
    const payload = event('customer.created', { id: 'cus_x', object: 'customer' });
    expect(await k.webhook(payload, { timestamp: now() - 301 })).toEqual({ status: 400, body: invalid });
    expect(await k.webhook(payload, { timestamp: now() - 290 })).toEqual({ status: 200, body: { received: true } });
  });

  it('acknowledges events Kora does not act on, and events about payments Kora did not start, without effect', async () => {
    const unknown = event('charge.refunded', { id: 'ch_x', object: 'charge' });
    expect(await k.webhook(unknown)).toEqual({ status: 200, body: { received: true } });
    const stranger = event('customer.subscription.updated', { id: 'sub_not_kora', object: 'subscription', status: 'active', cancel_at_period_end: false });
    expect(await k.webhook(stranger)).toEqual({ status: 200, body: { received: true } });
    expect(await k.processed(JSON.parse(unknown).id)).toEqual([]);
  });
});

describe('the metrics', () => {
  it('counts webhooks accepted and refused (kora_webhooks_total)', async () => {
    const count = async (outcome: string) => {
      const res = await k.t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${KIT_METRICS_TOKEN}` } });
      const family = parsePrometheusTextFormat(res.body).find((f) => f.name === 'kora_webhooks_total');
      const metric = (family?.metrics ?? []).find((m) => (m as { labels?: Record<string, string> }).labels?.outcome === outcome && (m as { labels?: Record<string, string> }).labels?.provider === 'stripe');
      return Number((metric as { value?: string } | undefined)?.value ?? 0);
    };
    const [accepted, refused] = [await count('accepted'), await count('refused')];
    const payload = event('customer.created', { id: 'cus_m', object: 'customer' });
    await k.webhook(payload, { signature: 'garbage' });
    await k.webhook(payload);
    expect(await count('refused')).toBe(refused + 1);
    expect(await count('accepted')).toBeGreaterThanOrEqual(accepted + 1);
  });
});

describe('events applied once, in order', () => {
  it('applies the same event delivered twice once: one ledger line, one receipt', async () => {
    const { agent, email } = await k.buyer();
    const paid = await k.subscribed(agent);
    const [invoicePaid] = await k.eventsAbout(paid.ref, 'invoice.paid');
    expect(invoicePaid).toBeDefined();
    await until('the first delivery recorded', () => k.processed(invoicePaid?.id as string), (rows) => rows.length === 1);
    const receipts = () => k.t.readOutbox().then((mails) => mails.filter((m) => m.includes(email)));
    await until('the receipt', receipts, (mails) => mails.length === 1);

    const again = await k.webhook(JSON.stringify(invoicePaid));
    expect(again).toEqual({ status: 200, body: { received: true } });
    expect(await k.processed(invoicePaid?.id as string)).toHaveLength(1);
    expect((await k.ledger(paid.id)).filter((l) => l.status === 'succeeded')).toHaveLength(1);
    // A later payment's receipt arrives after anything the repeat could have sent.
    const pass = await k.create(agent, { planId: PASS_JOUR, currency: 'XOF', amount: 300 });
    await k.pay(agent, pass.body.subscriptionId);
    await until('the pass receipt', receipts, (mails) => mails.length >= 2);
    expect((await receipts()).filter((m) => m.includes('Premium') && !m.includes('Pass Jour'))).toHaveLength(1);
  });

  it('does not let an older subscription event move a subscription backwards', async () => {
    const { agent } = await k.buyer();
    const paid = await k.subscribed(agent);
    const base = Math.floor(((await k.row(paid.id))?.providerUpdatedAt?.getTime() ?? Date.now()) / 1000);
    const sub = await k.stripe.subscriptions.retrieve(paid.ref);
    const newer = event('customer.subscription.updated', { ...sub, status: 'past_due' }, base + 4);
    const older = event('customer.subscription.updated', { ...sub, status: 'active', cancel_at_period_end: true }, base + 2);

    expect((await k.webhook(newer)).status).toBe(200);
    expect(await k.row(paid.id)).toMatchObject({ status: 'past_due', cancelAtPeriodEnd: false });
    expect(await k.me(agent)).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'past_due' });
    expect((await k.webhook(older)).status).toBe(200);
    expect(await k.row(paid.id)).toMatchObject({ status: 'past_due', cancelAtPeriodEnd: false });
    expect(await k.me(agent)).toMatchObject({ subscriptionStatus: 'past_due' });
    const history = await k.t.database.db.select().from(subscriptionStatusChanges).where(eq(subscriptionStatusChanges.subscriptionId, paid.id)).orderBy(subscriptionStatusChanges.at);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.cause])).toEqual([
      [null, 'incomplete', 'user:create-subscription'],
      ['incomplete', 'active', 'stripe:invoice.paid'],
      ['active', 'past_due', 'stripe:customer.subscription.updated'],
    ]);
  });
});
