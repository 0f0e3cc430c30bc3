import { apiPaths, type CardFields } from '@kora/shared';
import { api } from '../../lib/api';

/** POST /api/sandbox/card-payments: the sandbox card form pays a pending card payment (sandbox mode only). */
export function paySandboxCard(clientSecret: string, card: CardFields) {
  return api('post', apiPaths.sandboxCardPayment, { body: { clientSecret, ...card } });
}
