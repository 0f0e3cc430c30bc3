import { type Country, type Currency, type PaymentMethodType, paymentMessages } from '@kora/shared';
import { DomainError } from '../../../errors.js';

/*
 * A small typed client of Hub2's API (https://docs.hub2.io; no npm client exists), for the subset
 * Kora uses: the PAY-IN circuit (a payment intent, a payment attempt on it with the intent's token,
 * the optional OTP authentication, reading the intent back) and the PAY-OUT one (transfers, used by
 * sponsoring later). Every call carries Hub2's headers `ApiKey`, `MerchantId` and `Environment`.
 * The same client talks to the real API (HUB2_API_URL) or to Kora's sandbox (`<sandbox>/hub2`).
 */

/** A payment intent's status: waiting for a payment, a payment under way, one waiting for the payer, paid. */
export type Hub2IntentStatus = 'payment_required' | 'processing' | 'action_required' | 'successful';
/** A payment attempt's status. */
export type Hub2PaymentStatus = 'pending' | 'processing' | 'action_required' | 'successful' | 'failed';
/** Hub2's webhook events for the end of a payment on an intent (the ones Kora acts on). */
export const HUB2_EVENTS = { succeeded: 'payment_intent.succeeded', failed: 'payment_intent.payment_failed' } as const;
/** A transfer's events (a payout reached the creator's phone, or did not). */
export const HUB2_TRANSFER_EVENTS = { succeeded: 'transfer.succeeded', failed: 'transfer.failed' } as const;

/** Mobile-money operators as Hub2 names them. */
export type Hub2Provider = 'orange' | 'mtn' | 'moov' | 'wave';

/** What the payer still has to do: follow a link (Wave, Orange CI/SN), or give the OTP their operator sent. */
export interface Hub2NextAction {
  type: 'redirection' | 'otp' | 'ussd';
  message: string;
  data: { url?: string; method?: string; headers?: Record<string, string>; data?: Record<string, unknown> };
}

export interface Hub2MobileMoney {
  msisdn?: string;
  otp?: string;
  /** Where the operator's page sends the payer back (redirection providers). */
  onSuccessRedirectionUrl?: string;
  onFailedRedirectionUrl?: string;
}

/** One attempt to pay an intent. */
export interface Hub2Payment {
  id: string;
  intentId: string;
  status: Hub2PaymentStatus;
  amount: number;
  currency: Currency;
  method: PaymentMethodType;
  country: Country;
  provider: Hub2Provider | null;
  mobileMoney?: Hub2MobileMoney;
  nextAction: Hub2NextAction | null;
  failureCause?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Hub2PaymentIntent {
  id: string;
  merchantId: string;
  customerReference: string;
  purchaseReference: string;
  amount: number;
  currency: Currency;
  /** A token (a JWT at Hub2) that authenticates the payment attempts on this intent (it may reach the payer). */
  token: string;
  status: Hub2IntentStatus;
  payments: Hub2Payment[];
  mode: 'sandbox' | 'live';
  createdAt: string;
  updatedAt: string;
}

export interface Hub2CreateIntent {
  customerReference: string;
  purchaseReference: string;
  amount: number;
  currency: Currency;
  overrideBusinessName?: string;
}

export interface Hub2AttemptPayment {
  token: string;
  paymentMethod: PaymentMethodType;
  country: Country;
  provider?: Hub2Provider;
  mobileMoney?: Hub2MobileMoney;
}

/** A payout (PAY-OUT): money sent to a mobile-money account (a creator's sponsoring, later). */
export interface Hub2CreateTransfer {
  reference: string;
  amount: number;
  currency: Currency;
  description: string;
  destination: { type: 'mobile_money'; country: Country; recipientName: string; msisdn: string; provider: Hub2Provider };
}

export interface Hub2Transfer extends Omit<Hub2CreateTransfer, 'destination'> {
  id: string;
  status: 'created' | 'pending' | 'successful' | 'failed';
  destination: Hub2CreateTransfer['destination'];
  createdAt: string;
  updatedAt: string;
}

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
    /**
     * Sandbox only (not Hub2's API): the payer confirms or refuses "on their phone"; the sandbox then
     * notifies Kora's webhook as Hub2 would. The intent's token proves the caller holds the payment link.
     */
    sandboxComplete: (id: string, body: { token: string; outcome: 'success' | 'failure' }) => call<Hub2PaymentIntent>('POST', `/_sandbox${intentPath(id)}/complete`, body),
  };
}
export type Hub2Client = ReturnType<typeof createHub2Client>;

/** The last payment attempt of an intent, if any. */
export const lastPaymentOf = (intent: Hub2PaymentIntent): Hub2Payment | undefined => intent.payments.at(-1);
