import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, paymentMessages, sponsorMessages } from '@kora/shared';
import type { Agent } from '../../../test/agent.js';
import { createTestClock } from '../../../test/test-clock.js';
import { createSponsoringKit, type SponsoringKit } from '../../../test/kits/sponsoring-kit.js';

/*
 * Creators' payouts: asked against the available balance only, reviewed by an admin, sent
 * through Hub2's transfers in the sandbox, settled by the transfer's webhook; every step moves money once.
 */

const DAY = 86_400_000;
const clock = createTestClock();
let kit: SponsoringKit;
let admin: Agent;

beforeAll(async () => {
  kit = await createSponsoringKit(clock);
  admin = await kit.admin();
});
afterAll(() => kit.close());

/** A creator whose sponsorships (gross amounts in FCFA) are paid and past their hold. */
async function creatorWith(...grossAmounts: number[]) {
  const creator = await kit.creator();
  const { agent } = await kit.buyer();
  for (const amount of grossAmounts) await kit.byMobile(agent, creator.free.id, 'success', { amount });
  clock.advance(8 * DAY);
  return creator;
}

describe('asking for a payout', () => {
  it('refuses below the minimum, above the available balance, outside FCFA, to an impossible number; one at a time', async () => {
    const creator = await creatorWith(4000); // 3 600 available
    const before = await kit.written();
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ amount: 999 }, 400, sponsorMessages.payoutBelowMinimum],
      [{ amount: 3601 }, 409, sponsorMessages.payoutAboveBalance],
      [{ amount: 10, currency: 'EUR' }, 400, sponsorMessages.payoutCurrency],
      [{ method: 'wave', currency: 'XAF' }, 400, paymentMessages.invalidCombination],
      [{ phone: '12 34' }, 400, paymentMessages.phoneInvalid],
      [{ amount: 1000.5 }, 400, sponsorMessages.amountWhole],
    ];
    for (const [body, status, message] of refusals) {
      const res = await kit.requestPayout(creator.agent, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect([res.body.message, ...Object.values(res.body.fieldErrors ?? {})], JSON.stringify(body)).toContain(message);
    }
    expect(await kit.written()).toEqual(before);

    const asked = await kit.requestPayout(creator.agent, { amount: 2000 });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ amount: 2000, currency: 'XOF', status: 'requested', phone: '221770001122' });
    expect(await kit.balance(creator.agent)).toMatchObject({ earned: 3600, available: 1600, inPayout: 2000, paidOut: 0 });
    const again = await kit.requestPayout(creator.agent, { amount: 1000 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(sponsorMessages.payoutPending);
    clock.reset();
  });

  it('only creators have earnings; a creator sees and spends only their own balance', async () => {
    const rich = await creatorWith(5000);
    const other = await kit.creator();
    expect((await kit.earnings(other.agent)).balances).toEqual([]);
    expect((await kit.requestPayout(other.agent, { amount: 1000 })).status).toBe(409);
    const viewer = await kit.buyer();
    expect((await viewer.agent.get(apiPaths.creatorEarnings)).status).toBe(403);
    expect((await kit.requestPayout(viewer.agent, { amount: 1000 })).status).toBe(403);
    expect((await viewer.agent.get(apiPaths.adminPayouts)).status).toBe(403);
    expect((await kit.balance(rich.agent))?.available).toBe(4500);
    clock.reset();
  });
});

describe('reviewing a payout', () => {
  it('approved, the transfer leaves once and its webhook marks it paid; a second approval is refused', async () => {
    const creator = await creatorWith(2000, 1000); // 2 700 available
    const asked = await kit.requestPayout(creator.agent, { amount: 2500 });
    const listed = (await admin.get<{ payouts: Array<{ id: string; status: string; available: number; creatorEmail: string }> }>(apiPaths.adminPayouts)).body.payouts.find((p) => p.id === asked.body.id);
    expect(listed).toMatchObject({ status: 'requested', available: 200, creatorEmail: creator.user.email });

    const [first, second] = await Promise.all([kit.approve(admin, asked.body.id), kit.approve(admin, asked.body.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    await kit.untilPayout(creator.agent, asked.body.id, 'paid');
    expect((await kit.approve(admin, asked.body.id)).status).toBe(409);
    expect(await kit.balance(creator.agent)).toMatchObject({ earned: 2700, available: 200, inPayout: 0, paidOut: 2500 });
    const moves = (await kit.ledgerOf(creator.user.id)).filter((r) => r.payoutId === asked.body.id);
    expect(moves.map((r) => `${r.kind}:${r.account}:${r.amount}`).sort()).toEqual(['payout_paid:in_transit:-2500', 'payout_requested:balance:-2500', 'payout_requested:in_transit:2500']);
    clock.reset();
  });

  it('a transfer the operator refuses fails the payout and returns the money; a refusal needs a reason and returns it too', async () => {
    const creator = await creatorWith(5000); // 4 500 available
    const toBadNumber = await kit.requestPayout(creator.agent, { amount: 1500, phone: '77 111 0000' });
    expect((await kit.approve(admin, toBadNumber.body.id)).status).toBe(200);
    await kit.untilPayout(creator.agent, toBadNumber.body.id, 'failed');
    expect(await kit.balance(creator.agent)).toMatchObject({ available: 4500, inPayout: 0, paidOut: 0 });

    const asked = await kit.requestPayout(creator.agent, { amount: 4500 });
    const waiting = async () => (await admin.get<{ pendingPayouts: number }>(apiPaths.adminOverview)).body.pendingPayouts;
    const before = await waiting();
    expect(before).toBeGreaterThan(0);
    expect((await kit.refuse(admin, asked.body.id, '  ')).status).toBe(400);
    const refused = await kit.refuse(admin, asked.body.id, 'Numéro au nom d’un tiers');
    // The admin home's 'À traiter' counts the payouts waiting for a decision.
    expect(await waiting()).toBe(before - 1);
    expect(refused.body).toMatchObject({ status: 'refused', reason: 'Numéro au nom d’un tiers' });
    expect((await kit.approve(admin, asked.body.id)).status).toBe(409);
    expect(await kit.balance(creator.agent)).toMatchObject({ available: 4500, inPayout: 0 });
    expect((await kit.approve(creator.agent, asked.body.id)).status).toBe(403);
    clock.reset();
  });
});
