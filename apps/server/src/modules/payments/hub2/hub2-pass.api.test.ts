import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/test-clock.js';
import { createHub2Kit, type Hub2Kit, PASS_JOUR } from '../../../../test/kits/hub2-kit.js';

/*
 * A Pass Jour bought by mobile money: premium for 24 hours without renewal, a second pass
 * adding a day after the first, and the tier falling back to free by the clock alone (a test clock,
 * moved by hand: no sleeps, no job needed).
 */
const HOUR = 3_600_000;
const clock = createTestClock();
let kit: Hub2Kit;
beforeAll(async () => {
  kit = await createHub2Kit(clock);
});
afterAll(() => kit.close());

async function buyPass(agent: Parameters<Hub2Kit['start']>[0]) {
  const { status, body } = await kit.start(agent, { amount: 300, planId: PASS_JOUR });
  expect(status).toBe(201);
  expect((await kit.answer(body.payment_link, 'success')).status).toBe(303);
  return body.id;
}
const hoursLeft = (endsAt: string | null) => (new Date(endsAt as string).getTime() - clock.now().getTime()) / HOUR;

describe('a Pass Jour', () => {
  it('gives premium for 24 h, a second one stacking after the first; then the clock makes the account free again', async () => {
    const single = await kit.buyer();
    const id = await buyPass(single.agent);
    const user = await kit.untilTier(single.agent, 'premium');
    expect(user.subscriptionRenewsAt).toBeNull();
    expect(hoursLeft(user.subscriptionEndsAt)).toBeGreaterThan(23.9);
    expect(hoursLeft(user.subscriptionEndsAt)).toBeLessThanOrEqual(24);
    expect((await kit.confirm(single.agent, id)).body.subscription).toMatchObject({ kind: 'pass', planName: 'Pass Jour', renews: false, amount: 300, currency: 'XOF' });

    const twice = await kit.buyer();
    await buyPass(twice.agent);
    await kit.untilTier(twice.agent, 'premium');
    const second = await buyPass(twice.agent);
    await kit.confirm(twice.agent, second);
    const stacked = await kit.me(twice.agent);
    expect(hoursLeft(stacked.subscriptionEndsAt)).toBeGreaterThan(47.9);
    expect(hoursLeft(stacked.subscriptionEndsAt)).toBeLessThanOrEqual(48);

    clock.advance(25 * HOUR);
    expect(await kit.me(single.agent)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'inactive' });
    expect((await kit.me(twice.agent)).subscriptionTier).toBe('premium');
    clock.advance(24 * HOUR);
    expect((await kit.me(twice.agent)).subscriptionTier).toBe('free');
  });
});
