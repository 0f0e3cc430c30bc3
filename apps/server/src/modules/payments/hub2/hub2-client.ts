import type { Hub2AttemptPayment, Hub2CreateIntent, Hub2CreateTransfer, Hub2PaymentIntent, Hub2Transfer } from '@kora/providers/hub2';
import { paymentMessages } from '@kora/shared';
import { DomainError } from '../../../errors.js';

/*
 * A small typed client of Hub2's API (https://docs.hub2.io; no npm client exists), for the subset
 * Kora uses: the PAY-IN circuit (a payment intent, a payment attempt on it with the intent's token,
 * the optional OTP authentication, reading the intent back) and the PAY-OUT one (transfers, used by
 * sponsoring later). Every call carries Hub2's headers `ApiKey`, `MerchantId` and `Environment`.
 * The same client talks to the real API (HUB2_API_URL) or to Kora's sandbox (`<sandbox>/hub2`).
 */

export interface Hub2ClientOptions {
  /** https://api.hub2.io, or the sandbox's http://127.0.0.1:<port>/hub2 */
  baseUrl: string;
  apiKey: string;
  merchantId: string;
  environment: 'sandbox' | 'live';
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const unavailable = () => new DomainError('service_unavailable', paymentMessages.providerUnavailable);

/**
 * The client. A network failure, a timeout or a 5xx becomes 503 (the provider does not answer); a 404
 * becomes 'payment not found'; another refusal (a number the operator refuses…) 400 with the spec's
 * mobile-money failure message.
 */
export function createHub2Client({ baseUrl, apiKey, merchantId, environment, timeoutMs = DEFAULT_TIMEOUT_MS }: Hub2ClientOptions) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ApiKey: apiKey, MerchantId: merchantId, Environment: environment, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw unavailable();
    }
    const text = await response.text().catch(() => '');
    if (response.status === 404) throw new DomainError('not_found', paymentMessages.paymentNotFound);
    if (response.status >= 400 && response.status < 500) throw new DomainError('bad_request', paymentMessages.mobileFailedDefault);
    if (!response.ok) throw unavailable();
    try {
      return JSON.parse(text) as T;
    } catch {
      throw unavailable();
    }
  }
  const intentPath = (id: string) => `/payment-intents/${encodeURIComponent(id)}`;

  return {
    createPaymentIntent: (body: Hub2CreateIntent) => call<Hub2PaymentIntent>('POST', '/payment-intents', body),
    getPaymentIntent: (id: string) => call<Hub2PaymentIntent>('GET', intentPath(id)),
    /** Attempts a payment on the intent (answers the intent, its new payment last in `payments`). */
    attemptPayment: (id: string, body: Hub2AttemptPayment) => call<Hub2PaymentIntent>('POST', `${intentPath(id)}/payments`, body),
    /** The OTP the payer received, for a payment whose nextAction is of type 'otp'. */
    authenticatePayment: (id: string, body: { token: string; confirmationCode: string }) => call<Hub2PaymentIntent>('POST', `${intentPath(id)}/authentication`, body),
    createTransfer: (body: Hub2CreateTransfer) => call<Hub2Transfer>('POST', '/transfers', body),
    getTransfer: (id: string) => call<Hub2Transfer>('GET', `/transfers/${encodeURIComponent(id)}`),
  };
}
export type Hub2Client = ReturnType<typeof createHub2Client>;

