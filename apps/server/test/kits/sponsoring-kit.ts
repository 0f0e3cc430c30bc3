import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  apiPaths,
  type CreatorEarnings,
  pathTo,
  type PayoutView,
  type SponsorBody,
  type SponsorResult,
  type SponsorshipStats,
  type SponsorshipView,
} from '@kora/shared';
import { type Agent, signedInAgent } from '../agent.js';
import { createUser, createVideo } from '../factories.js';
import type { TestClock } from '../test-clock.js';
import { until } from '../until.js';
import { creatorLedger, creatorPayouts, sponsorships } from '../../src/db/schema/index.js';
import { STRIPE_SANDBOX_KEY } from '@kora/sandboxes';
import { createHub2Kit, type Failure } from './hub2-kit.js';

/*
 * What the sponsoring API tests share (test code): a real Kora listening on a port with its payment
 * sandbox (Hub2 and Stripe, webhooks over HTTP), a creator with a free and a premium video, sponsors,
 * and the steps of a sponsorship and a payout.
 */

type Reply<T> = { status: number; body: T & Failure };

export const mobileBody = (o: Partial<SponsorBody> = {}): SponsorBody => ({
  amount: 500,
  currency: 'XOF',
  message: 'Bravo pour la vidéo !',
  payment_method: 'orange_money',
  country: 'SN',
  customer_phone: '77 123 45 67',
  show_publicly: true,
  ...o,
});

export const cardBody = (o: Partial<SponsorBody> = {}): SponsorBody => ({ amount: 2.5, currency: 'EUR', message: null, payment_method: 'card', ...o });

export async function createSponsoringKit(clock?: TestClock, env: Record<string, string> = {}) {
  const hub2 = await createHub2Kit(clock, { METRICS_TOKEN: 'sponsoring-kit-metrics', ...env });
  const { t } = hub2;
  const db = t.database.db;
  const port = new URL(hub2.sandbox).port;
  const stripe = new Stripe(STRIPE_SANDBOX_KEY, { host: '127.0.0.1', port: Number(port), protocol: 'http', telemetry: false });

  async function creator() {
    const user = await createUser(db, { accountType: 'creator', firstName: 'Moussa', lastName: 'Diop' });
    const free = await createVideo(db, { title: 'Le marché de Sandaga', uploadedBy: user.id });
    const premium = await createVideo(db, { title: 'Exclusif', tier: 'premium', uploadedBy: user.id });
    return { user, agent: await signedInAgent(t.app, user), free, premium };
  }

  const kit = {
    t,
    hub2,
    stripe,
    creator,
    buyer: hub2.buyer,
    sponsor: (agent: Agent, videoId: string, body: SponsorBody): Promise<Reply<SponsorResult>> => agent.post(pathTo(apiPaths.videoSponsor, { id: videoId }), body),
    status: (agent: Agent, id: string): Promise<Reply<SponsorshipView>> => agent.get(pathTo(apiPaths.sponsorship, { id })),
    untilStatus: (agent: Agent, id: string, status: SponsorshipView['status']) =>
      until(`sponsorship ${status}`, async () => (await kit.status(agent, id)).body, (s) => s.status === status),
    stats: async (agent: Agent, videoId: string) => (await agent.get<SponsorshipStats>(pathTo(apiPaths.sponsorshipStats, { id: videoId }))).body,
    earnings: async (agent: Agent) => (await agent.get<CreatorEarnings>(apiPaths.creatorEarnings)).body,
    balance: async (agent: Agent, currency = 'XOF') => (await kit.earnings(agent)).balances.find((b) => b.currency === currency),

    /** A sponsorship by mobile money, answered on the sandbox's page ('success' or 'failure'), waited until settled. */
    async byMobile(agent: Agent, videoId: string, outcome: 'success' | 'failure' = 'success', o: Partial<SponsorBody> = {}) {
      const started = await kit.sponsor(agent, videoId, mobileBody(o));
      if (started.status !== 201 || !started.body.payment_link) throw new Error(`sponsor: ${started.status} ${JSON.stringify(started.body)}`);
      const answered = await hub2.answer(started.body.payment_link, outcome);
      const settled = await kit.untilStatus(agent, started.body.sponsorshipId, outcome === 'success' ? 'paid' : 'failed');
      return { started: started.body, answered, settled };
    },

    /** A sponsorship by card, paid (or declined) with the sandbox card form, with its client secret as Stripe.js would. */
    async byCard(agent: Agent, videoId: string, cardNumber = '4242 4242 4242 4242', o: Partial<SponsorBody> = {}) {
      const started = await kit.sponsor(agent, videoId, cardBody(o));
      if (started.status !== 201) throw new Error(`sponsor: ${started.status} ${JSON.stringify(started.body)}`);
      const paid = await agent.post<{ status: string; message: string | null }>(apiPaths.sandboxCardPayment, { clientSecret: started.body.clientSecret, cardNumber, expiry: '12/40', cvc: '123' });
      // Then, as the page does, asks how the payment ended (Kora reads it back from Stripe).
      await kit.status(agent, started.body.sponsorshipId);
      return { started: started.body, paid: paid.body };
    },

    requestPayout: (agent: Agent, body: Record<string, unknown>): Promise<Reply<PayoutView>> =>
      agent.post(apiPaths.creatorPayouts, { amount: 1000, currency: 'XOF', method: 'orange_money', country: 'SN', phone: '77 000 11 22', ...body }),
    approve: (admin: Agent, id: string): Promise<Reply<PayoutView>> => admin.post(pathTo(apiPaths.adminApprovePayout, { id }), {}),
    refuse: (admin: Agent, id: string, reason: string): Promise<Reply<PayoutView>> => admin.post(pathTo(apiPaths.adminRefusePayout, { id }), { reason }),
    async admin() {
      const user = await createUser(db, { accountType: 'admin' });
      return signedInAgent(t.app, user);
    },
    untilPayout: (agent: Agent, id: string, status: PayoutView['status']) =>
      until(`payout ${status}`, async () => (await kit.earnings(agent)).payouts.find((p) => p.id === id), (p) => p?.status === status),

    /** Rows written, to show that a refusal wrote nothing. */
    async written() {
      const [s] = await db.select({ n: count() }).from(sponsorships);
      const [l] = await db.select({ n: count() }).from(creatorLedger);
      const [p] = await db.select({ n: count() }).from(creatorPayouts);
      return { sponsorships: s?.n ?? 0, ledger: l?.n ?? 0, payouts: p?.n ?? 0 };
    },
    ledgerOf: (creatorId: string) => db.select().from(creatorLedger).where(eq(creatorLedger.creatorId, creatorId)),
    close: () => hub2.close(),
  };
  return kit;
}
export type SponsoringKit = Awaited<ReturnType<typeof createSponsoringKit>>;
