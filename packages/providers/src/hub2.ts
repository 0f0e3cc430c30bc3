import type { Country, Currency, PaymentMethod, PaymentMethodType } from '@kora/shared';

/*
 * Hub2's API as Kora uses it (https://docs.hub2.io): the objects its PAY-IN and PAY-OUT circuits answer, the
 * webhook events Kora acts on, and the operators behind Kora's payment methods. Kora's client speaks it, and so
 * does the local sandbox that stands in for Hub2 when no keys are given.
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

/** The last payment attempt of an intent, if any. */
export const lastPaymentOf = (intent: Hub2PaymentIntent): Hub2Payment | undefined => intent.payments.at(-1);

/** Kora's mobile-money methods and the operator Hub2 names for each. */
export const HUB2_PROVIDERS: Partial<Record<PaymentMethod, Hub2Provider>> = { orange_money: 'orange', mtn_mobile_money: 'mtn', moov_money: 'moov', wave: 'wave' };
export const METHODS_BY_PROVIDER: Record<Hub2Provider, PaymentMethod> = { orange: 'orange_money', mtn: 'mtn_mobile_money', moov: 'moov_money', wave: 'wave' };
