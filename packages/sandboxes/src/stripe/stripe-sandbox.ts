import type { SandboxDeps } from '../sandbox-deps.js';
import type { SandboxHandler, SandboxResponse } from '../sandbox-server.js';
import { createSandboxBilling, missing, ok, stripeError } from './sandbox-billing.js';
import { type FormFields, metadataOf, parseStripeForm, textAt, textsOf } from './sandbox-form.js';
import { customerJson, emptyStore, invoiceJson, paymentIntentJson, priceJson, sandboxId, type SbPaymentIntent, type SbSubscription, subscriptionJson, unixNow } from './sandbox-objects.js';
import { createSandboxEvents } from './sandbox-webhooks.js';

/** The secret key the `stripe` package uses against the sandbox (the sandbox refuses any other). */
export const STRIPE_SANDBOX_KEY = 'sk_test_kora_sandbox';

/** Idempotent answers kept, oldest forgotten first (Stripe keeps them 24 hours). */
const KEPT_ANSWERS = 1000;

type Route = {
  method: string;
  pattern: RegExp;
  run: (match: string[], fields: FormFields) => SandboxResponse | Promise<SandboxResponse>;
};

/**
 * The Stripe sandbox: the subset of Stripe's HTTP API Kora uses, under /v1, in memory,
 * answering objects shaped like Stripe's, so the real `stripe` package runs against it (its host, port
 * and protocol options). Confirming a payment intent with a test payment method (`pm_card_visa` pays,
 * `pm_card_chargeDeclined` is declined) emits the events Stripe would, delivered to Kora's webhook
 * signed as Stripe signs. Beyond Stripe's API, two test helpers under /v1/test_helpers/kora: a
 * renewal at the period end (`subscriptions/{id}/renew`, outcome=success|failure) and pausing webhook
 * delivery (`webhooks`, delivery=paused|on) to lose events on purpose.
 */
export function createStripeSandbox(deps: SandboxDeps): SandboxHandler {
  const store = emptyStore();
  const events = createSandboxEvents(deps);
  const billing = createSandboxBilling(store, events);
  const answered = new Map<string, SandboxResponse>();
  /** Payment intents refunded (whole), as a support agent does from Stripe's dashboard. */
  const refunded = new Set<string>();

  /** POST /v1/refunds { payment_intent }: the whole payment given back; Stripe then sends charge.refunded. */
  function refund(fields: FormFields): SandboxResponse {
    const id = textAt(fields, 'payment_intent');
    if (!id) return stripeError(400, 'invalid_request_error', 'Missing required param: payment_intent.', { param: 'payment_intent' });
    return paymentIntent(id, (pi) => {
      if (pi.status !== 'succeeded' || refunded.has(pi.id)) {
        return stripeError(400, 'invalid_request_error', `Charge for PaymentIntent ${pi.id} has already been refunded or was not paid.`, { code: 'charge_already_refunded' });
      }
      refunded.add(pi.id);
      const created = unixNow();
      const charge = { id: sandboxId('ch'), object: 'charge', amount: pi.amount, amount_refunded: pi.amount, currency: pi.currency, payment_intent: pi.id, refunded: true, status: 'succeeded', created };
      events.emit([{ type: 'charge.refunded', object: charge }]);
      return ok({ id: sandboxId('re'), object: 'refund', amount: pi.amount, currency: pi.currency, payment_intent: pi.id, charge: charge.id, status: 'succeeded', created });
    });
  }

  const find = <T>(map: Map<string, T>, kind: string, id: string, then: (item: T) => SandboxResponse): SandboxResponse => {
    const item = map.get(id);
    return item ? then(item) : missing(kind, id);
  };
  const subscription = (id: string, then: (item: SbSubscription) => SandboxResponse) => find(store.subscriptions, 'subscription', id, then);
  const paymentIntent = (id: string, then: (item: SbPaymentIntent) => SandboxResponse) => find(store.paymentIntents, 'payment_intent', id, then);

  const routes: Route[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      run: (_m, f) => {
        const customer = { id: sandboxId('cus'), email: textAt(f, 'email') ?? null, name: textAt(f, 'name') ?? null, metadata: metadataOf(f), created: unixNow() };
        store.customers.set(customer.id, customer);
        return ok(customerJson(customer));
      },
    },
    { method: 'GET', pattern: /^\/v1\/customers\/([\w]+)$/, run: ([id], _f) => find(store.customers, 'customer', id as string, (c) => ok(customerJson(c))) },
    { method: 'POST', pattern: /^\/v1\/prices$/, run: (_m, f) => billing.createPrice(f) },
    {
      method: 'GET',
      pattern: /^\/v1\/prices$/,
      run: (_m, f) => {
        const keys = textsOf(f, 'lookup_keys');
        const found = [...store.prices.values()].filter((p) => keys.length === 0 || (p.lookup_key !== null && keys.includes(p.lookup_key)));
        return ok({ object: 'list', data: found.slice(0, Number(textAt(f, 'limit') ?? 10)).map(priceJson), has_more: false, url: '/v1/prices' });
      },
    },
    { method: 'POST', pattern: /^\/v1\/subscriptions$/, run: (_m, f) => billing.createSubscription(f) },
    { method: 'GET', pattern: /^\/v1\/subscriptions\/(\w+)$/, run: ([id], f) => subscription(id as string, (s) => ok(subscriptionJson(store, s, textsOf(f, 'expand')))) },
    { method: 'POST', pattern: /^\/v1\/subscriptions\/(\w+)$/, run: ([id], f) => subscription(id as string, (s) => billing.updateSubscription(s, f)) },
    { method: 'DELETE', pattern: /^\/v1\/subscriptions\/(\w+)$/, run: ([id]) => subscription(id as string, (s) => billing.cancelSubscription(s)) },
    { method: 'GET', pattern: /^\/v1\/invoices\/(\w+)$/, run: ([id], f) => find(store.invoices, 'invoice', id as string, (i) => ok(invoiceJson(store, i, textsOf(f, 'expand')))) },
    { method: 'POST', pattern: /^\/v1\/payment_intents$/, run: (_m, f) => billing.createPaymentIntent(f) },
    { method: 'GET', pattern: /^\/v1\/payment_intents\/(\w+)$/, run: ([id]) => paymentIntent(id as string, (pi) => ok(paymentIntentJson(pi))) },
    { method: 'POST', pattern: /^\/v1\/payment_intents\/(\w+)\/confirm$/, run: ([id], f) => paymentIntent(id as string, (pi) => billing.confirmPaymentIntent(pi, f)) },
    { method: 'POST', pattern: /^\/v1\/refunds$/, run: (_m, f) => refund(f) },
    { method: 'POST', pattern: /^\/v1\/payment_intents\/(\w+)\/cancel$/, run: ([id]) => paymentIntent(id as string, (pi) => billing.cancelPaymentIntent(pi)) },
    {
      method: 'GET',
      pattern: /^\/v1\/events$/,
      run: (_m, f) => {
        const data = events.list(textAt(f, 'type'), Math.min(100, Number(textAt(f, 'limit') ?? 10))).map((e) => e.event);
        return ok({ object: 'list', data, has_more: false, url: '/v1/events' });
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/events\/(\w+)$/,
      run: ([id]) => {
        const kept = events.find(id as string);
        return kept ? ok(kept.event) : missing('event', id as string);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/test_helpers\/kora\/subscriptions\/(\w+)\/renew$/,
      run: ([id], f) => subscription(id as string, (s) => billing.renew(s, textAt(f, 'outcome') === 'failure' ? 'failure' : 'success')),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/test_helpers\/kora\/webhooks$/,
      run: (_m, f) => {
        events.pause(textAt(f, 'delivery') === 'paused');
        return ok({ object: 'kora.webhook_delivery', delivery: textAt(f, 'delivery') === 'paused' ? 'paused' : 'on' });
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/test_helpers\/kora\/deliveries$/,
      run: (_m, f) => {
        const data = events.list(textAt(f, 'type'), 100).map((e) => ({ event: e.event.id, type: e.event.type, state: e.state, attempts: e.attempts }));
        return ok({ object: 'list', data, has_more: false });
      },
    },
  ];

  return {
    prefix: '/v1',
    async handle({ method, url, headers, body }) {
      if (headers.authorization !== `Bearer ${STRIPE_SANDBOX_KEY}`) {
        return stripeError(401, 'invalid_request_error', 'Invalid API Key provided. The Kora sandbox accepts only its own test key.');
      }
      // A POST retried with the same Idempotency-Key (the `stripe` package retries with one) gets the first answer again.
      const key = method === 'POST' ? headers['idempotency-key'] : undefined;
      const replay = typeof key === 'string' ? answered.get(key) : undefined;
      if (replay) return replay;
      const fields = { ...parseStripeForm(url.search.slice(1)), ...parseStripeForm(body.toString('utf8')) };
      for (const route of routes) {
        const match = route.method === method ? route.pattern.exec(url.pathname) : null;
        if (!match) continue;
        const answer = await route.run(match.slice(1), fields);
        if (typeof key === 'string') {
          answered.set(key, answer);
          if (answered.size > KEPT_ANSWERS) answered.delete(answered.keys().next().value as string);
        }
        return answer;
      }
      return undefined;
    },
  };
}
