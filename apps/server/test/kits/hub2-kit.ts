import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiPaths, type Hub2ConfirmPaymentResult, type Hub2CreatePaymentIntentBody, type Hub2PaymentIntentResult, type User } from '@kora/shared';
import { type Agent, signedInAgent } from '../agent.js';
import { createUser } from '../factories.js';
import { freePort } from '../free-port.js';
import { createTestApp, type TestApp } from '../test-app.js';
import type { TestClock } from '../test-clock.js';
import { until } from '../until.js';
import { seedDemoPlans } from '../../src/db/demo-plans.js';
import { paymentLedger } from '../../src/db/schema/index.js';

/*
 * What the Hub2 API tests share (test code, not bundled): a real Kora listening on a port (the
 * sandbox delivers its webhooks over HTTP), its Hub2 sandbox on a known port (the tests play the
 * network between Hub2 and Kora through /hub2/_sandbox), the demo plans, and the payer's steps.
 */

export const PASS_JOUR = '5e1a0000-0004-4000-8000-000000000004';
export type Failure = { message: string; code: string; fieldErrors?: Record<string, string> };

export interface Hub2Kit {
  t: TestApp;
  /** http://127.0.0.1:<port>/hub2 */
  sandbox: string;
  buyer(): Promise<{ id: string; agent: Agent }>;
  start(agent: Agent, overrides?: Partial<Hub2CreatePaymentIntentBody>): Promise<{ status: number; body: Hub2PaymentIntentResult & Failure }>;
  /** The payer's answer on the sandbox payment page (a form POST to payment_link, as the browser sends it). */
  answer(link: string, outcome: string): Promise<{ status: number; location: string | undefined }>;
  confirm(agent: Agent, id: string): Promise<{ status: number; body: Hub2ConfirmPaymentResult & Failure }>;
  me(agent: Agent): Promise<User>;
  untilTier(agent: Agent, tier: User['subscriptionTier']): Promise<User>;
  ledger(intentId: string): Promise<Array<typeof paymentLedger.$inferSelect>>;
  /** The sandbox's events of an intent and Kora's answer to each delivery. */
  events(intentId: string): Promise<Array<{ id: string; type: string; deliveries: Array<number | 'lost'> }>>;
  sandboxPost(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

export const validBody = (o: Partial<Hub2CreatePaymentIntentBody> = {}): Hub2CreatePaymentIntentBody => ({
  amount: 5000,
  currency: 'XOF',
  payment_method: 'orange_money',
  customer_email: 'aminata@exemple.sn',
  customer_phone: '77 123 45 67',
  country: 'SN',
  return_url: '/hub2-success',
  cancel_url: '/hub2-error',
  ...o,
});

export async function createHub2Kit(clock?: TestClock, env: Record<string, string> = {}): Promise<Hub2Kit> {
  const port = await freePort();
  const t = await createTestApp({ SANDBOX_PORT: String(port), ...env }, undefined, undefined, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await seedDemoPlans(t.database.db);
  const sandbox = `http://127.0.0.1:${port}/hub2`;

  const me = async (agent: Agent) => (await agent.get<User>(apiPaths.authUser)).body;
  return {
    t,
    sandbox,
    async buyer() {
      const user = await createUser(t.database.db);
      return { id: user.id, agent: await signedInAgent(t.app, user) };
    },
    start: (agent, overrides) => agent.post<Hub2PaymentIntentResult & Failure>(apiPaths.hub2CreatePaymentIntent, validBody(overrides)),
    async answer(link, outcome) {
      const url = new URL(link);
      const res = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        payload: `outcome=${encodeURIComponent(outcome)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const location = res.headers.location;
      return { status: res.statusCode, location: typeof location === 'string' ? location : undefined };
    },
    confirm: (agent, id) => agent.post<Hub2ConfirmPaymentResult & Failure>(apiPaths.hub2ConfirmPayment, { id }),
    me,
    untilTier: (agent, tier) => until(`tier ${tier}`, () => me(agent), (user) => user.subscriptionTier === tier),
    ledger: (intentId) => t.database.db.select().from(paymentLedger).where(eq(paymentLedger.providerRef, intentId)),
    async events(intentId) {
      const res = await fetch(`${sandbox}/_sandbox/payment-intents/${intentId}/events`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { events: Array<{ id: string; type: string; deliveries: Array<number | 'lost'> }> }).events;
    },
    async sandboxPost(path, body = {}) {
      const res = await fetch(`${sandbox}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    close: () => t.close(),
  };
}
