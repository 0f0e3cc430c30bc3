import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, formatPrice, pathTo, paymentMessages, type Playback } from '@kora/shared';
import { createVideo, makePlayable } from '../../../../test/factories.js';
import { readMail } from '../../../../test/mail-text.js';
import { until } from '../../../../test/until.js';
import { processedWebhookEvents } from '../../../db/schema/index.js';
import { SANDBOX_SECRETS } from '@kora/sandboxes';
import { createHub2Kit, type Hub2Kit } from '../../../../test/kits/hub2-kit.js';
import { signHub2 } from '@kora/providers/hub2-signature';

/*
 * Mobile money through Hub2, against the sandbox through Kora's own Hub2 client: the
 * payer confirms or refuses on the sandbox payment page (a form POST to payment_link), Hub2's
 * signed webhook makes the tier, and only what Hub2 answers when asked again counts.
 */
let kit: Hub2Kit;
let premiumVideo: string;

beforeAll(async () => {
  kit = await createHub2Kit();
  const video = await createVideo(kit.t.database.db, { tier: 'premium', durationSeconds: 60 });
  await makePlayable(kit.t.database.db, kit.t.config.mediaDir, video.id);
  premiumVideo = video.id;
});
afterAll(() => kit.close());

const receiptsOf = async (intentId: string) => (await kit.t.readOutbox()).map(readMail).filter((mail) => mail.text.includes(intentId));
const webhook = (body: string, signature?: string) =>
  kit.t.app.inject({ method: 'POST', url: apiPaths.hub2Webhook, payload: body, headers: { 'content-type': 'application/json', ...(signature ? { 'hub2-signature': signature } : {}) } });

describe('a mobile-money payment confirmed on the sandbox page', () => {
  it('makes the payer premium by Hub2’s webhook only, with one ledger line, a receipt, and a premium video that plays', async () => {
    const { id: userId, agent } = await kit.buyer();
    const started = await kit.start(agent);
    expect(started.status).toBe(201);
    const { id, payment_link: link } = started.body;
    expect(link).toMatch(new RegExp(`^http://kora\\.test/sandbox/hub2/pay/${id}\\?token=[\\w-]{20,}$`));

    const page = await kit.t.app.inject({ method: 'GET', url: link.replace('http://kora.test', '') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const text of ['Mode test', 'Kora', formatPrice(5000, 'XOF'), 'Orange Money', '+221771234567', 'Confirmer sur mon téléphone', 'Refuser']) expect(page.body).toContain(text);
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!kora)/);

    // Nothing is granted before the payer answers: the page's return is not proof of payment.
    expect((await kit.confirm(agent, id)).body).toMatchObject({ status: 'pending', subscriptionTier: 'free' });
    expect((await agent.get(pathTo(apiPaths.playback, { id: premiumVideo }))).status).toBe(403);

    expect(await kit.answer(link, 'success')).toEqual({ status: 303, location: 'http://kora.test/hub2-success' });
    const user = await kit.untilTier(agent, 'premium');
    expect(user.subscriptionStatus).toBe('active');
    expect(user.subscriptionRenewsAt).toBeNull();
    const end = new Date(user.subscriptionEndsAt as string).getTime();
    expect(end - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(end - Date.now()).toBeLessThan(32 * 86_400_000);

    const lines = await kit.ledger(id);
    expect(lines).toEqual([expect.objectContaining({ userId, status: 'succeeded', amount: 5000, currency: 'XOF', method: 'orange_money', provider: 'hub2' })]);
    // The sandbox records Kora's answer to its webhook once it has it (the tier may show a moment before).
    const events = await until('the webhook answered', () => kit.events(id), (list) => list.every((e) => e.deliveries.length > 0));
    expect(events).toEqual([{ id: expect.stringMatching(/^evt_/), type: 'payment_intent.succeeded', deliveries: [200] }]);
    const [receipt, ...more] = await until('the receipt', () => receiptsOf(id), (mails) => mails.length > 0);
    expect(more).toEqual([]);
    expect(receipt?.text).toContain('Premium');
    expect((await agent.get<Playback>(pathTo(apiPaths.playback, { id: premiumVideo }))).status).toBe(200);

    const confirmed = await kit.confirm(agent, id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'succeeded', subscriptionTier: 'premium', subscription: { status: 'active', provider: 'hub2', renews: false, amount: 5000, currency: 'XOF' } });
  });

  it('counts the same event delivered twice once: one ledger line, one receipt, one processed event', async () => {
    const { agent } = await kit.buyer();
    const { id, payment_link: link } = (await kit.start(agent)).body;
    await kit.answer(link, 'success');
    await kit.untilTier(agent, 'premium');
    const [event] = await until('the delivered event', () => kit.events(id), (events) => events[0]?.deliveries.includes(200) === true);
    await until('the receipt', () => receiptsOf(id), (mails) => mails.length === 1);

    expect(await kit.sandboxPost(`/_sandbox/events/${event?.id}/resend`)).toEqual({ status: 200, body: { status: 200 } });
    expect(await kit.ledger(id)).toHaveLength(1);
    expect(await kit.t.database.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, event?.id as string))).toHaveLength(1);
    expect(await receiptsOf(id)).toHaveLength(1);
    expect((await kit.me(agent)).subscriptionEndsAt).toBe((await kit.confirm(agent, id)).body.subscription?.currentPeriodEnd);
  });
});

describe('a payment the payer refuses', () => {
  it('writes a failed line, leaves the payer free, and goes back to cancel_url', async () => {
    const { agent } = await kit.buyer();
    const { id, payment_link: link } = (await kit.start(agent)).body;
    expect(await kit.answer(link, 'failure')).toEqual({ status: 303, location: 'http://kora.test/hub2-error' });
    const [line] = await until('the failed line', () => kit.ledger(id), (lines) => lines.length > 0);
    expect(line).toMatchObject({ status: 'failed', amount: 5000, currency: 'XOF', method: 'orange_money' });
    expect(await kit.events(id)).toEqual([expect.objectContaining({ type: 'payment_intent.payment_failed', deliveries: [200] })]);
    expect((await kit.me(agent)).subscriptionTier).toBe('free');
    expect((await kit.confirm(agent, id)).body).toMatchObject({ status: 'failed', subscriptionTier: 'free', subscription: { status: 'failed' } });
    // The link is answered: posting again changes nothing.
    expect(await kit.answer(link, 'success')).toEqual({ status: 303, location: 'http://kora.test/hub2-error' });
    expect((await kit.me(agent)).subscriptionTier).toBe('free');
  });
});

describe('Hub2’s webhook', () => {
  const secrets = () => SANDBOX_SECRETS;

  it('refuses a missing, forged or tampered signature (400 invalid_signature)', async () => {
    const body = JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded', data: { id: 'pi_whatever' } });
    const forged = signHub2(body, 'not-the-secret-at-all', 'nor-the-previous-one');
    const tampered = signHub2(body.replace('pi_whatever', 'pi_other'), secrets().hub2Webhook);
    for (const signature of [undefined, forged, tampered, 's1=zz', 'v1=abc', `s2=${signHub2(body, secrets().hub2Webhook).slice(3)}`]) {
      const res = await webhook(body, signature);
      expect(res.statusCode, String(signature)).toBe(400);
      expect(res.json(), String(signature)).toEqual({ code: 'invalid_signature', message: paymentMessages.invalidSignature });
    }
  });

  it('grants nothing on a well-signed event whose intent Hub2 has not been paid', async () => {
    const { agent } = await kit.buyer();
    const { id } = (await kit.start(agent)).body;
    const body = JSON.stringify({ id: 'evt_unpaid', type: 'payment_intent.succeeded', data: { id, status: 'successful' } });
    const res = await webhook(body, signHub2(body, secrets().hub2Webhook));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await kit.ledger(id)).toEqual([]);
    expect((await kit.me(agent)).subscriptionTier).toBe('free');
  });

  it('acknowledges and ignores unknown events and unknown intents', async () => {
    for (const event of [{ id: 'evt_other', type: 'payment.created', data: { id: 'pi_x' } }, { id: 'evt_nobody', type: 'payment_intent.succeeded', data: { id: 'pi_unknown' } }]) {
      const body = JSON.stringify(event);
      const res = await webhook(body, signHub2(body, secrets().hub2Webhook));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
  });

  it('accepts, during a rotation, an event signed with the previous secret only (s1 or s0)', async () => {
    for (const place of ['s1', 's0'] as const) {
      const { agent } = await kit.buyer();
      const { id, payment_link: link } = (await kit.start(agent)).body;
      expect((await kit.sandboxPost(`/_sandbox/payment-intents/${id}/lose-webhooks`)).status).toBe(200);
      await kit.answer(link, 'success');
      const body = JSON.stringify({ id: `evt_rotation_${place}_${id}`, type: 'payment_intent.succeeded', data: { id } });
      const previous = signHub2(body, secrets().hub2PreviousWebhook as string).replace('s1=', '');
      const header = place === 's1' ? `s1=${previous}` : `s1=${'0'.repeat(64)},s0=${previous}`;
      const res = await webhook(body, header);
      expect(res.statusCode, place).toBe(200);
      expect((await kit.me(agent)).subscriptionTier, place).toBe('premium');
    }
  });
});

describe('a lost webhook', () => {
  it('is caught up by confirm-payment, which asks Hub2 again', async () => {
    const { agent } = await kit.buyer();
    const { id, payment_link: link } = (await kit.start(agent)).body;
    await kit.sandboxPost(`/_sandbox/payment-intents/${id}/lose-webhooks`);
    expect((await kit.answer(link, 'success')).status).toBe(303);
    expect(await kit.events(id)).toEqual([expect.objectContaining({ type: 'payment_intent.succeeded', deliveries: ['lost'] })]);
    expect((await kit.me(agent)).subscriptionTier).toBe('free');

    const confirmed = await kit.confirm(agent, id);
    expect(confirmed.body).toMatchObject({ status: 'succeeded', subscriptionTier: 'premium', subscription: { status: 'active' } });
    expect((await kit.me(agent)).subscriptionTier).toBe('premium');
    expect(await kit.ledger(id)).toHaveLength(1);
    await kit.confirm(agent, id);
    expect(await kit.ledger(id)).toHaveLength(1);
  });
});
