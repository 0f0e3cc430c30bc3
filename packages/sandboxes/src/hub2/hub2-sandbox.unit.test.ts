import { describe, expect, it, vi } from 'vitest';
import type { Hub2PaymentIntent } from '@kora/providers/hub2';
import { signHub2, verifyHub2Signature } from '@kora/providers/hub2-signature';
import { SANDBOX_SECRETS as secrets } from '../sandbox-deps.js';
import { createHub2Sandbox } from './hub2-sandbox.js';
import { apiPaths } from '@kora/shared';

/*
 * The Hub2 sandbox on its own: it answers as Hub2 does, signs its webhooks as Hub2 signs
 * them (s1 with the current secret, s0 with the previous one), and tries again when Kora does not
 * answer 2xx.
 */
const merchant = { apikey: 'k', merchantid: 'm', environment: 'sandbox' };

function sandboxWith(deliver: (path: string, body: string, headers: Record<string, string>) => Promise<number>) {
  const handler = createHub2Sandbox({ publicUrl: 'http://kora.test', secrets, deliver });
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = merchant) => {
    const res = await handler.handle({ method, url: new URL(`http://127.0.0.1/hub2${path}`), headers, body: Buffer.from(body === undefined ? '' : JSON.stringify(body)) });
    return res as { status: number; body: Hub2PaymentIntent & { message?: string } };
  };
}

describe('the Hub2 sandbox', () => {
  it('needs the merchant headers, checks references, and keeps a payment pending until the payer answers', async () => {
    const call = sandboxWith(async () => 200);
    expect((await call('POST', '/payment-intents', { customerReference: 'u', purchaseReference: 'p', amount: 300, currency: 'XOF' }, {})).status).toBe(401);
    expect((await call('POST', '/payment-intents', { customerReference: 'u/1', purchaseReference: 'p', amount: 300, currency: 'XOF' })).status).toBe(400);
    const created = await call('POST', '/payment-intents', { customerReference: 'u', purchaseReference: 'p', amount: 300, currency: 'XOF' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.stringMatching(/^pi_/), status: 'payment_required', payments: [], mode: 'sandbox', token: expect.any(String) });
    const { id, token } = created.body;
    const attempt = { paymentMethod: 'mobile_money', country: 'SN', provider: 'orange', mobileMoney: { msisdn: '221771234567' } };
    expect((await call('POST', `/payment-intents/${id}/payments`, { ...attempt, token: 'nope' }, {})).status).toBe(401);
    const attempted = await call('POST', `/payment-intents/${id}/payments`, { ...attempt, token }, {});
    expect(attempted.body).toMatchObject({ status: 'processing', payments: [{ status: 'pending', provider: 'orange', method: 'mobile_money' }] });
    expect((await call('POST', `/payment-intents/${id}/payments`, { ...attempt, token }, {})).status).toBe(409);
    expect((await call('GET', `/payment-intents/${id}`)).body.status).toBe('processing');
  });

  it('signs its webhook with s1 and s0, and delivers it again until Kora answers 2xx', async () => {
    const deliveries: Array<{ body: string; signature: string | undefined }> = [];
    const call = sandboxWith(async (path, body, headers) => {
      expect(path).toBe(apiPaths.hub2Webhook);
      deliveries.push({ body, signature: headers['hub2-signature'] });
      return deliveries.length === 1 ? 503 : 200;
    });
    const { id, token } = (await call('POST', '/payment-intents', { customerReference: 'u', purchaseReference: 'p', amount: 5000, currency: 'XOF' })).body;
    await call('POST', `/payment-intents/${id}/payments`, { token, paymentMethod: 'mobile_money', country: 'SN', provider: 'wave' }, {});
    expect((await call('POST', `/_sandbox/payment-intents/${id}/complete`, { token: 'nope', outcome: 'success' })).status).toBe(401);
    expect((await call('POST', `/_sandbox/payment-intents/${id}/complete`, { token, outcome: 'success' })).body.status).toBe('successful');

    await vi.waitFor(() => expect(deliveries.length).toBeGreaterThanOrEqual(2), { timeout: 5000, interval: 100 });
    const [first, second] = deliveries;
    expect(second).toEqual(first);
    const event = JSON.parse(first?.body ?? '{}') as { id: string; type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({ id: expect.stringMatching(/^evt_/), type: 'payment_intent.succeeded', data: { id, status: 'successful' } });
    expect(event.data.token).toBeUndefined();
    expect(first?.signature).toBe(signHub2(first?.body ?? '', secrets.hub2Webhook, secrets.hub2PreviousWebhook));
    expect(first?.signature).toMatch(/^s1=[0-9a-f]{64},s0=[0-9a-f]{64}$/);
    const raw = Buffer.from(first?.body ?? '');
    expect(verifyHub2Signature(raw, first?.signature, [secrets.hub2Webhook])).toBe(true);
    expect(verifyHub2Signature(raw, first?.signature, [secrets.hub2PreviousWebhook])).toBe(true);
    expect(verifyHub2Signature(raw, first?.signature, ['another-secret-entirely'])).toBe(false);
    expect((await call('GET', `/_sandbox/payment-intents/${id}/events`)).body).toEqual({ events: [{ id: event.id, type: event.type, deliveries: [503, 200] }] });
  });
});
