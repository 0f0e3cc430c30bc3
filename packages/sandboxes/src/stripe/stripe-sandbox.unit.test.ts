import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { SANDBOX_SECRETS as secrets } from '../sandbox-deps.js';
import { parseStripeForm } from './sandbox-form.js';
import { createStripeSandbox, STRIPE_SANDBOX_KEY } from './stripe-sandbox.js';

/*
 * The Stripe sandbox on its own: Stripe's form encoding, its key, idempotent retries, and webhooks the
 * real `stripe` package accepts as Stripe's (the sandbox signs by hand, the package verifies).
 */

function sandbox() {
  const delivered: Array<{ path: string; body: string; headers: Record<string, string> }> = [];
  const handler = createStripeSandbox({ publicUrl: 'http://kora.test', secrets, deliver: async (path, body, headers) => (delivered.push({ path, body, headers }), 200) });
  const call = async (method: string, path: string, form = '', headers: Record<string, string> = {}) => {
    const answer = await handler.handle({ method, url: new URL(path, 'http://127.0.0.1'), headers: { authorization: `Bearer ${STRIPE_SANDBOX_KEY}`, ...headers }, body: Buffer.from(form) });
    return answer as { status: number; body: Record<string, unknown> & { id: string } };
  };
  return { call, delivered };
}

describe('the Stripe sandbox', () => {
  it("reads Stripe's bracket notation", () => {
    expect(parseStripeForm('items[0][price]=price_1&expand[0]=latest_invoice.confirmation_secret&metadata[koraUserId]=u1&cancel_at_period_end=true')).toEqual({
      items: { '0': { price: 'price_1' } },
      expand: { '0': 'latest_invoice.confirmation_secret' },
      metadata: { koraUserId: 'u1' },
      cancel_at_period_end: 'true',
    });
  });

  it('refuses another key, and answers a retried POST (same Idempotency-Key) with the first answer', async () => {
    const { call } = sandbox();
    expect((await call('POST', '/v1/customers', 'email=a%40b.sn', { authorization: 'Bearer sk_test_other' })).status).toBe(401);
    const first = await call('POST', '/v1/customers', 'email=a%40b.sn', { 'idempotency-key': 'k1' });
    const again = await call('POST', '/v1/customers', 'email=a%40b.sn', { 'idempotency-key': 'k1' });
    const other = await call('POST', '/v1/customers', 'email=a%40b.sn', { 'idempotency-key': 'k2' });
    expect(first.body.id).toMatch(/^cus_/);
    expect(again.body.id).toBe(first.body.id);
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('signs its webhooks as Stripe does: the stripe package verifies them with the endpoint secret', async () => {
    const { call, delivered } = sandbox();
    const pi = await call('POST', '/v1/payment_intents', 'amount=300&currency=xof');
    const paid = await call('POST', `/v1/payment_intents/${pi.body.id}/confirm`, 'payment_method=pm_card_visa');
    expect(paid.body).toMatchObject({ status: 'succeeded', amount_received: 300 });
    await expect.poll(() => delivered.length).toBe(1);
    const [webhook] = delivered;
    const event = new Stripe(STRIPE_SANDBOX_KEY).webhooks.constructEvent(webhook?.body ?? '', webhook?.headers['stripe-signature'] ?? '', secrets.stripeWebhook, 300);
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', data: { object: { id: pi.body.id } } });
    expect(() => new Stripe(STRIPE_SANDBOX_KEY).webhooks.constructEvent(webhook?.body ?? '', webhook?.headers['stripe-signature'] ?? '', 'whsec_other_secret_000000', 300)).toThrow();
    const declined = await call('POST', `/v1/payment_intents/${pi.body.id}/confirm`, 'payment_method=pm_card_chargeDeclined');
    expect(declined.status).toBe(400);
    expect(declined.body).toMatchObject({ error: { code: 'payment_intent_unexpected_state' } });
  });
});
