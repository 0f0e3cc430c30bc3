import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Currency, platformShareOf } from '@kora/shared';
import type { Agent } from '../../../test/agent.js';
import { createTestClock } from '../../../test/test-clock.js';
import { createSponsoringKit, type SponsoringKit } from '../../../test/kits/sponsoring-kit.js';

/*
 * The creators' ledger balances: after a random sequence of sponsorships (paid or failed,
 * mobile money in FCFA or card in euros), refunds at Stripe, days passing, payouts asked, approved (to
 * a number the operator pays or refuses) or refused, every figure the creator sees equals a model of
 * the money kept beside, and the ledger's rows sum to what Kora owes: credits − debits = balance.
 */

const DAY = 86_400_000;
const HOLD_DAYS = 7;
const SHARE_BPS = 1000;
const clock = createTestClock();
let kit: SponsoringKit;
let admin: Agent;

type Op =
  | { kind: 'sponsor'; amount: number; paid: boolean; card: boolean }
  | { kind: 'refund'; pick: number }
  | { kind: 'days'; days: number }
  | { kind: 'payout'; share: number; badNumber: boolean; decision: 'approve' | 'refuse' };

const ops = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('sponsor' as const), amount: fc.integer({ min: 1, max: 9000 }), paid: fc.boolean(), card: fc.boolean() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 10 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('payout' as const), share: fc.double({ min: 0.1, max: 1, noNaN: true }), badNumber: fc.boolean(), decision: fc.constantFrom('approve' as const, 'refuse' as const) }) },
  ),
  { minLength: 3, maxLength: 9 },
);

interface Gift { currency: Currency; net: number; availableAt: number; refunded: boolean; card: boolean; providerRef: string; sponsorshipId: string }

beforeAll(async () => {
  kit = await createSponsoringKit(clock);
  admin = await kit.admin();
});
afterAll(() => kit.close());

describe('the creators’ ledger', () => {
  it('every figure equals the model, and the rows sum to what Kora owes, after any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (sequence: Op[]) => {
        clock.reset();
        const creator = await kit.creator();
        const { agent } = await kit.buyer();
        const gifts: Gift[] = [];
        const paidOut = new Map<Currency, number>();

        for (const op of sequence) {
          if (op.kind === 'sponsor') {
            const currency: Currency = op.card ? 'EUR' : 'XOF';
            let id: string;
            let ref: string;
            if (op.card) {
              const { started } = await kit.byCard(agent, creator.free.id, op.paid ? '4242 4242 4242 4242' : '4000 0000 0000 0002', { amount: op.amount / 100 });
              await kit.untilStatus(agent, started.sponsorshipId, op.paid ? 'paid' : 'failed');
              id = started.sponsorshipId;
              ref = started.id;
            } else {
              const { started } = await kit.byMobile(agent, creator.free.id, op.paid ? 'success' : 'failure', { amount: op.amount });
              id = started.sponsorshipId;
              ref = started.id;
            }
            if (op.paid) gifts.push({ currency, net: op.amount - platformShareOf(op.amount, SHARE_BPS), availableAt: clock.now().getTime() + HOLD_DAYS * DAY, refunded: false, card: op.card, providerRef: ref, sponsorshipId: id });
          } else if (op.kind === 'refund') {
            const refundable = gifts.filter((g) => g.card && !g.refunded);
            const gift = refundable[op.pick % Math.max(1, refundable.length)];
            if (!gift) continue;
            await kit.stripe.refunds.create({ payment_intent: gift.providerRef });
            await kit.untilStatus(agent, gift.sponsorshipId, 'refunded');
            gift.refunded = true;
          } else if (op.kind === 'days') {
            clock.advance(op.days * DAY);
          } else {
            const available = (await kit.balance(creator.agent, 'XOF'))?.available ?? 0;
            const amount = Math.floor(available * op.share);
            const asked = await kit.requestPayout(creator.agent, { amount, phone: op.badNumber ? '77 111 0000' : '77 222 33 44' });
            if (amount < 1000) {
              expect(asked.status).toBe(400);
              continue;
            }
            expect(asked.status).toBe(201);
            if (op.decision === 'refuse') {
              expect((await kit.refuse(admin, asked.body.id, 'Vérification')).status).toBe(200);
            } else {
              expect((await kit.approve(admin, asked.body.id)).status).toBe(200);
              await kit.untilPayout(creator.agent, asked.body.id, op.badNumber ? 'failed' : 'paid');
              if (!op.badNumber) paidOut.set('XOF', (paidOut.get('XOF') ?? 0) + amount);
            }
          }
        }

        const now = clock.now().getTime();
        const earnings = await kit.earnings(creator.agent);
        const rows = await kit.ledgerOf(creator.user.id);
        for (const currency of ['XOF', 'EUR'] as const) {
          const mine = gifts.filter((g) => g.currency === currency);
          const earned = mine.reduce((n, g) => n + (g.refunded ? 0 : g.net), 0);
          const pending = mine.filter((g) => g.availableAt > now).reduce((n, g) => n + (g.refunded ? 0 : g.net), 0);
          const out = paidOut.get(currency) ?? 0;
          const expected = { currency, earned, pending, available: earned - pending - out, inPayout: 0, paidOut: out };
          const shown = earnings.balances.find((b) => b.currency === currency) ?? { currency, earned: 0, pending: 0, available: 0, inPayout: 0, paidOut: 0 };
          expect(shown).toEqual(expected);
          // Credits − debits = what Kora owes the creator (balance and in transit), never mixing currencies.
          const sum = rows.filter((r) => r.currency === currency).reduce((n, r) => n + r.amount, 0);
          expect(sum).toBe(shown.available + shown.pending + shown.inPayout);
          expect(sum).toBe(earned - out);
        }
        clock.reset();
      }),
      { numRuns: 12 },
    );
  });
});
