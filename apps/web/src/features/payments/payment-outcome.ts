import type { SubscriptionState } from '@kora/shared';

/**
 * After the card is accepted, the page asks the server (POST /api/subscription-status, which asks the
 * provider again) until the subscription is active or failed: the provider's webhook, which grants the
 * tier, may arrive a moment after the browser's answer. The waits before each ask, about 10 s in all.
 */
export const statusPollDelaysMs = [0, 600, 1000, 1500, 2500, 4000] as const;

export type PaymentOutcome = 'active' | 'failed' | 'pending';

/** What a subscription's state means for the payer waiting on the page. */
export function outcomeOf(state: SubscriptionState): PaymentOutcome {
  if (state === 'active' || state === 'past_due') return 'active';
  if (state === 'failed' || state === 'expired') return 'failed';
  return 'pending';
}
