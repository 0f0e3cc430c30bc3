import { apiPaths, type CardFields, type SandboxCardPaymentResult } from '@kora/shared';
import { apiRequest } from '../../lib/api-client';

/** POST /api/sandbox/card-payments: the sandbox card form pays a pending card payment (sandbox mode only). */
export function paySandboxCard(clientSecret: string, card: CardFields): Promise<SandboxCardPaymentResult> {
  return apiRequest('POST', apiPaths.sandboxCardPayment, { clientSecret, ...card });
}
