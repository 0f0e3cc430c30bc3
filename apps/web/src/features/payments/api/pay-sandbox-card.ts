import { apiPaths } from '@kora/shared';
import type { CardFields, SandboxCardPaymentResult } from '@kora/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/sandbox/card-payments: the sandbox card form pays (sandbox mode only). */
export function paySandboxCard(subscriptionId: string, card: CardFields): Promise<SandboxCardPaymentResult> {
  return apiRequest('POST', apiPaths.sandboxCardPayment, { subscriptionId, ...card });
}
