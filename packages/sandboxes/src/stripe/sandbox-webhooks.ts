import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { apiPaths } from '@kora/shared';
import type { SandboxDeps } from '../sandbox-deps.js';
import { sandboxId, unixNow } from './sandbox-objects.js';

/** A Stripe event as Stripe sends it (snapshot payload). */
export interface SandboxEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

/** What happened to an event's delivery: `lost` when delivery was paused (a webhook that never arrives). */
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'lost';

/** The Stripe-Signature header of a payload, as Stripe computes it: HMAC-SHA256 of "t.payload" with the endpoint secret. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp = unixNow()): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

/** Stripe retries a failed delivery for days; the sandbox a few times, quickly. */
const RETRY_DELAYS_MS = [250, 1_000, 4_000];
const KEPT_EVENTS = 500;

/**
 * The sandbox's events: each is kept (so `GET /v1/events` lists them, as Stripe does) and delivered
 * to Kora's webhook signed with the endpoint secret, re-signed at each attempt, retried with backoff
 * when Kora does not answer 2xx. A test may pause delivery: events created meanwhile are lost (a
 * webhook that never arrives), which the page's status call must catch up.
 */
export function createSandboxEvents(deps: SandboxDeps) {
  const kept: Array<{ event: SandboxEvent; state: DeliveryState; attempts: number }> = [];
  let paused = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, ms).unref();
    });

  async function deliver(entry: (typeof kept)[number]): Promise<void> {
    const payload = JSON.stringify(entry.event, null, 2);
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
      if (attempt > 0) await wait(RETRY_DELAYS_MS[attempt - 1] as number);
      entry.attempts += 1;
      const headers = { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': stripeSignatureHeader(payload, deps.secrets.stripeWebhook), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' };
      const status = await deps.deliver(apiPaths.stripeWebhook, payload, headers).catch(() => 0);
      if (status >= 200 && status < 300) {
        entry.state = 'delivered';
        return;
      }
    }
    entry.state = 'failed';
  }

  return {
    /**
     * Records events in order and delivers them one after the other in the background (the API call
     * that caused them answers first, as Stripe's does).
     */
    emit(items: ReadonlyArray<{ type: string; object: unknown; previous?: Record<string, unknown> }>): SandboxEvent[] {
      const created = unixNow();
      const entries = items.map(({ type, object, previous }) => ({
        event: {
          id: sandboxId('evt'),
          object: 'event' as const,
          api_version: Stripe.API_VERSION,
          created,
          type,
          data: { object, ...(previous ? { previous_attributes: previous } : {}) },
          livemode: false as const,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
        },
        state: (paused ? 'lost' : 'pending') as DeliveryState,
        attempts: 0,
      }));
      kept.unshift(...[...entries].reverse());
      kept.splice(KEPT_EVENTS);
      const toSend = entries.filter((e) => e.state === 'pending');
      void (async () => {
        for (const entry of toSend) await deliver(entry);
      })();
      return entries.map((e) => e.event);
    },
    /** Newest first, as Stripe lists events; with the sandbox's delivery state of each. */
    list(type: string | undefined, limit: number) {
      return kept.filter((e) => !type || e.event.type === type).slice(0, limit);
    },
    find: (id: string) => kept.find((e) => e.event.id === id),
    pause(value: boolean) {
      paused = value;
    },
  };
}
export type SandboxEvents = ReturnType<typeof createSandboxEvents>;
