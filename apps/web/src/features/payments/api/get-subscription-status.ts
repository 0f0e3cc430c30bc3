import { apiPaths } from '@kora/shared';
import { api } from '../../../lib/api';
import { outcomeOf, type PaymentOutcome, statusPollDelaysMs } from '../payment-outcome';

/** POST /api/subscription-status (viewer.md §7): the server asks the provider again, then answers the state. */
export function getSubscriptionStatus(subscriptionId: string) {
  return api('post', apiPaths.subscriptionStatus, { body: { subscriptionId } });
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Asks about the subscription after each of {@link statusPollDelaysMs} until it is active or failed;
 * 'pending' when the provider has still not said. A failed request ends the wait (it throws).
 */
export async function waitForSubscriptionOutcome(subscriptionId: string): Promise<PaymentOutcome> {
  for (const delay of statusPollDelaysMs) {
    await wait(delay);
    const outcome = outcomeOf((await getSubscriptionStatus(subscriptionId)).subscription.status);
    if (outcome !== 'pending') return outcome;
  }
  return 'pending';
}
