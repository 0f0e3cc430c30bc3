import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, pathTo, sponsorMessages } from '@kora/shared';
import { createAgent } from '../../../test/agent.js';
import { HUB2_SIGNATURE_HEADER, signHub2 } from '@kora/providers/hub2-signature';
import { SANDBOX_SECRETS } from '@kora/sandboxes';
import { createTestClock } from '../../../test/test-clock.js';
import { cardBody, createSponsoringKit, mobileBody, type SponsoringKit } from '../../../test/kits/sponsoring-kit.js';

/*
 * Sponsoring a video (viewer.md §2, §5, §6, §7) against the real payment sandbox: a
 * sponsorship counts once paid, with what the provider reported; failures leave no trace; every
 * refusal is a French message and writes nothing.
 */

const clock = createTestClock();
let kit: SponsoringKit;
let creator: Awaited<ReturnType<SponsoringKit['creator']>>;

beforeAll(async () => {
  kit = await createSponsoringKit(clock);
  creator = await kit.creator();
});
afterAll(() => kit.close());

describe('a sponsorship by mobile money', () => {
  it('counts once paid: the stats, the public message, the creator’s held balance less Kora’s 10 %', async () => {
    const { agent } = await kit.buyer();
    const before = await kit.stats(agent, creator.free.id);
    const started = await kit.sponsor(agent, creator.free.id, mobileBody({ amount: 500, message: '  <b>Bravo</b> Moussa  ' }));
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ provider: 'hub2', amount: 500, currency: 'XOF', clientSecret: null });
    // Not paid yet: nothing counts.
    expect((await kit.stats(agent, creator.free.id)).count).toBe(before.count);
    expect((await kit.status(agent, started.body.sponsorshipId)).body.status).toBe('pending');

    const answered = await kit.hub2.answer(started.body.payment_link as string, 'success');
    expect(answered.location).toBe(`http://kora.test/video/${creator.free.id}?parrainage=${started.body.sponsorshipId}`);
    await kit.untilStatus(agent, started.body.sponsorshipId, 'paid');

    const stats = await kit.stats(createAgent(kit.t.app), creator.free.id);
    expect(stats).toMatchObject({ count: before.count + 1, total: before.total + 500, currency: 'XOF' });
    // Kept as text: escaping is the page's (React); the server never turns it into HTML.
    expect(stats.messages[0]).toMatchObject({ sponsorName: 'Aminata', message: '<b>Bravo</b> Moussa', amount: 500, currency: 'XOF' });

    const earnings = await kit.earnings(creator.agent);
    expect(earnings.platformSharePercent).toBe(10);
    const line = earnings.sponsorships.find((s) => s.id === started.body.sponsorshipId);
    expect(line).toMatchObject({ amount: 500, platformShare: 50, net: 450, videoTitle: 'Le marché de Sandaga', message: '<b>Bravo</b> Moussa' });
    const xof = earnings.balances.find((b) => b.currency === 'XOF');
    expect(xof).toMatchObject({ earned: 450, pending: 450, available: 0, inPayout: 0, paidOut: 0 });

    // After the hold, the money is available.
    clock.advance((earnings.holdDays + 1) * 86_400_000);
    expect(await kit.balance(creator.agent)).toMatchObject({ earned: 450, pending: 0, available: 450 });
    clock.reset();
    const metrics = await kit.t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer sponsoring-kit-metrics' } });
    expect(metrics.body).toMatch(/kora_sponsorships_total\{step="paid"\} [1-9]/);
  });

  it('a failed or abandoned payment leaves no trace in the figures; a private message stays private', async () => {
    const { agent } = await kit.buyer();
    const before = { stats: await kit.stats(agent, creator.free.id), earnings: await kit.earnings(creator.agent) };
    const failed = await kit.byMobile(agent, creator.free.id, 'failure');
    expect(failed.settled.status).toBe('failed');
    const abandoned = await kit.sponsor(agent, creator.free.id, mobileBody());
    expect(abandoned.status).toBe(201);
    await kit.byMobile(agent, creator.free.id, 'success', { message: 'Secret', show_publicly: false, amount: 300 });

    const stats = await kit.stats(agent, creator.free.id);
    expect(stats.count).toBe(before.stats.count + 1);
    expect(stats.total).toBe(before.stats.total + 300);
    expect(stats.messages.map((m) => m.message)).not.toContain('Secret');
    const earnings = await kit.earnings(creator.agent);
    expect(earnings.sponsorships.length).toBe(before.earnings.sponsorships.length + 1);
    expect(earnings.sponsorships.find((s) => s.message === 'Secret')).toMatchObject({ showPublicly: false, net: 270 });
  });

  it('a lost webhook is caught up when the sponsor comes back; a webhook delivered twice credits once', async () => {
    const { agent } = await kit.buyer();
    const started = await kit.sponsor(agent, creator.free.id, mobileBody({ amount: 1000 }));
    const intent = started.body.id;
    expect((await kit.hub2.sandboxPost(`/_sandbox/payment-intents/${intent}/lose-webhooks`)).status).toBe(200);
    await kit.hub2.answer(started.body.payment_link as string, 'success');
    expect((await kit.hub2.events(intent))[0]?.deliveries).toEqual(['lost']);
    // Back on the video page, the page asks: Hub2 is read again.
    expect((await kit.status(agent, started.body.sponsorshipId)).body.status).toBe('paid');
    const [event] = await kit.hub2.events(intent);
    expect((await kit.hub2.sandboxPost(`/_sandbox/events/${event?.id}/resend`)).body.status).toBe(200);
    expect((await kit.hub2.sandboxPost(`/_sandbox/events/${event?.id}/resend`)).body.status).toBe(200);
    const rows = (await kit.ledgerOf(creator.user.id)).filter((r) => r.sponsorshipId === started.body.sponsorshipId);
    expect(rows.map((r) => [r.kind, r.amount]).sort()).toEqual([['platform_share', -100], ['sponsorship', 1000]]);
  });


  it('a forged webhook moves nothing; a signed one that lies is read back: what Hub2 reports is what counts', async () => {
    const { agent } = await kit.buyer();
    const started = await kit.sponsor(agent, creator.free.id, mobileBody({ amount: 700 }));
    const lie = JSON.stringify({ id: 'evt_lie', type: 'payment_intent.succeeded', data: { id: started.body.id, status: 'successful', amount: 1 } });
    const post = (headers: Record<string, string>) => kit.t.app.inject({ method: 'POST', url: apiPaths.hub2Webhook, payload: lie, headers: { 'content-type': 'application/json', ...headers } });
    expect((await post({ [HUB2_SIGNATURE_HEADER]: `s1=${'a'.repeat(64)}` })).statusCode).toBe(400);
    expect((await post({})).statusCode).toBe(400);
    // Signed as Hub2 signs, but the payer has not paid: Hub2, asked, says so.
    expect((await post({ [HUB2_SIGNATURE_HEADER]: signHub2(lie, SANDBOX_SECRETS.hub2Webhook) })).statusCode).toBe(200);
    expect((await kit.status(agent, started.body.sponsorshipId)).body.status).toBe('pending');
    expect((await kit.ledgerOf(creator.user.id)).filter((r) => r.sponsorshipId === started.body.sponsorshipId)).toEqual([]);
    await kit.hub2.answer(started.body.payment_link as string, 'success');
    expect((await kit.untilStatus(agent, started.body.sponsorshipId, 'paid')).amount).toBe(700);
  });
});

describe('a sponsorship by card', () => {
  it('the sandbox card pays it in euros; a declined card fails it; the video’s FCFA total is untouched by euros', async () => {
    const { agent } = await kit.buyer();
    const before = await kit.stats(agent, creator.free.id);
    const paid = await kit.byCard(agent, creator.free.id);
    expect(paid.started).toMatchObject({ provider: 'stripe', payment_link: null, sandbox: true, amount: 250, currency: 'EUR' });
    expect(paid.started.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(paid.paid.status).toBe('succeeded');
    await kit.untilStatus(agent, paid.started.sponsorshipId, 'paid');
    const declined = await kit.byCard(agent, creator.free.id, '4000 0000 0000 0002');
    expect(declined.paid.status).toBe('failed');
    await kit.untilStatus(agent, declined.started.sponsorshipId, 'failed');

    const stats = await kit.stats(agent, creator.free.id);
    expect(stats.count).toBe(before.count + 1);
    expect(stats.total).toBe(before.total);
    expect(stats.totals.find((t) => t.currency === 'EUR')?.amount).toBe((before.totals.find((t) => t.currency === 'EUR')?.amount ?? 0) + 250);
    expect((await kit.earnings(creator.agent)).balances.find((b) => b.currency === 'EUR')).toMatchObject({ pending: 225 });
  });

  it('a refund at Stripe takes the creator’s part back, once', async () => {
    const { agent } = await kit.buyer();
    const before = await kit.balance(creator.agent, 'EUR');
    const paid = await kit.byCard(agent, creator.free.id, undefined, { amount: 10 });
    await kit.untilStatus(agent, paid.started.sponsorshipId, 'paid');
    expect((await kit.balance(creator.agent, 'EUR'))?.earned).toBe((before?.earned ?? 0) + 900);
    await kit.stripe.refunds.create({ payment_intent: paid.started.id });
    await kit.untilStatus(agent, paid.started.sponsorshipId, 'refunded');
    expect((await kit.balance(creator.agent, 'EUR'))?.earned).toBe(before?.earned ?? 0);
    await expect(kit.stripe.refunds.create({ payment_intent: paid.started.id })).rejects.toThrow(/already been refunded/);
  });
});

describe('refusals (nothing written)', () => {
  it('bad amounts, long messages, premium, missing or own videos, anonymous visitors, impossible payments', async () => {
    const { agent } = await kit.buyer();
    const before = await kit.written();
    const cases: Array<[string, () => Promise<{ status: number; body: { message: string; fieldErrors?: Record<string, string> } }>, number, string]> = [
      ['zero', () => kit.sponsor(agent, creator.free.id, mobileBody({ amount: 0 })), 400, sponsorMessages.amountInvalid],
      ['negative', () => kit.sponsor(agent, creator.free.id, mobileBody({ amount: -5 })), 400, sponsorMessages.amountInvalid],
      ['three decimals', () => kit.sponsor(agent, creator.free.id, cardBody({ amount: 1.005 })), 400, sponsorMessages.amountDecimals],
      ['FCFA decimals', () => kit.sponsor(agent, creator.free.id, mobileBody({ amount: 500.5 })), 400, sponsorMessages.amountWhole],
      ['not a number', () => kit.sponsor(agent, creator.free.id, { ...mobileBody(), amount: '5' as never }), 400, sponsorMessages.amountInvalid],
      ['201 characters', () => kit.sponsor(agent, creator.free.id, mobileBody({ message: 'é'.repeat(201) })), 400, sponsorMessages.messageTooLong],
      ['premium video', () => kit.sponsor(agent, creator.premium.id, mobileBody()), 403, sponsorMessages.premiumVideo],
      ['missing video', () => kit.sponsor(agent, '00000000-0000-4000-8000-00000000dead', mobileBody()), 404, 'Vidéo non trouvée'],
      ['own video', () => kit.sponsor(creator.agent, creator.free.id, mobileBody()), 403, sponsorMessages.ownVideo],
      ['Wave in XAF', () => kit.sponsor(agent, creator.free.id, mobileBody({ payment_method: 'wave', currency: 'XAF' })), 400, "Ce moyen de paiement n'est pas proposé pour ce pays et cette devise."],
      ['no phone', () => kit.sponsor(agent, creator.free.id, mobileBody({ customer_phone: '' })), 400, 'Veuillez saisir votre numéro de téléphone pour le paiement mobile'],
      ['bad phone', () => kit.sponsor(agent, creator.free.id, mobileBody({ customer_phone: '12' })), 400, 'Numéro de téléphone invalide pour ce pays.'],
    ];
    for (const [name, call, status, message] of cases) {
      const res = await call();
      expect(res.status, name).toBe(status);
      expect([res.body.message, ...Object.values(res.body.fieldErrors ?? {})], name).toContain(message);
    }
    const anonymous = await createAgent(kit.t.app).post(pathTo(apiPaths.videoSponsor, { id: creator.free.id }), mobileBody());
    expect(anonymous.status).toBe(401);
    expect(await kit.written()).toEqual(before);
  });

  it('someone else’s sponsorship is not found; the stats of a missing video are 404', async () => {
    const a = await kit.buyer();
    const b = await kit.buyer();
    const started = await kit.sponsor(a.agent, creator.free.id, mobileBody());
    expect((await kit.status(b.agent, started.body.sponsorshipId)).status).toBe(404);
    expect((await createAgent(kit.t.app).get(pathTo(apiPaths.sponsorshipStats, { id: '00000000-0000-4000-8000-00000000dead' }))).status).toBe(404);
  });
});
