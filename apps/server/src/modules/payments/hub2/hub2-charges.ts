import { randomUUID } from 'node:crypto';
import {
  type Country,
  type Currency,
  isValidPaymentCombination,
  methodNeedsPhone,
  normalizeMsisdn,
  type PaymentMethod,
  paymentMessages,
  paymentMethods,
} from '@kora/shared';
import { DomainError } from '../../../errors.js';
import type { ChargeOutcome, ChargeProvider, TransferOutcome } from '../payment-gateway.js';
import { HUB2_PROVIDERS, type Hub2PaymentIntent, type Hub2Transfer, lastPaymentOf, METHODS_BY_PROVIDER } from '@kora/providers/hub2';
import type { Hub2Client } from './hub2-client.js';


export const refused = (message: string, field?: string) => new DomainError('bad_request', message, field ? { fieldErrors: { [field]: message } } : {});

/** The payer's number as Hub2 wants it (the msisdn), or why not; none when the method needs none. */
export function msisdnOf(method: PaymentMethod, phone: string | null | undefined, country: Country): string | undefined {
  const given = phone?.trim();
  if (!given) {
    if (methodNeedsPhone(method)) throw refused(paymentMessages.phoneRequired, 'customer_phone');
    return undefined;
  }
  const msisdn = normalizeMsisdn(given, country);
  if (!msisdn) throw refused(paymentMessages.phoneInvalid, 'customer_phone');
  return msisdn;
}

/** The method, currency and country as the matrix sells them (viewer.md §3), or 400. */
export function assertCombination(method: PaymentMethod, currency: Currency, country: Country | undefined): Country {
  if (!country) throw refused(paymentMessages.missingFields, 'country');
  if (!isValidPaymentCombination(method, currency, country)) throw refused(paymentMessages.invalidCombination, 'payment_method');
  return country;
}

/** Where a Hub2 intent stands for Kora. */
export function statusOfIntent(intent: Hub2PaymentIntent): ChargeOutcome['status'] {
  if (intent.status === 'successful') return 'succeeded';
  return lastPaymentOf(intent)?.status === 'failed' ? 'failed' : 'pending';
}

/** What an intent's payment reports (what was paid, by which operator). */
export function paymentOfIntent(intent: Hub2PaymentIntent) {
  const payment = lastPaymentOf(intent);
  return {
    amount: payment?.amount ?? intent.amount,
    currency: payment?.currency ?? intent.currency,
    method: payment?.provider ? METHODS_BY_PROVIDER[payment.provider] : (payment?.method ?? 'mobile_money'),
    reason: payment?.failureCause ?? null,
    at: new Date(payment?.updatedAt ?? intent.updatedAt),
  };
}

interface Deps {
  client: Hub2Client;
  /** Against the local sandbox (no keys): said to the page, which tells the payer no money moves. */
  sandboxed: boolean;
}

/**
 * Hub2's part of a payment, shared by subscriptions and one-off charges: the intent, the payer's
 * attempt, and the link the payer follows (the operator's page, or Kora's own page that asks until Hub2
 * says how it ended); transfers for payouts.
 */
export function createHub2Charges({ client, sandboxed }: Deps) {
  /**
   * Wave and Orange CI/SN answer a redirection (the operator's page: the link; the sandbox answers one to its
   * page); the others push a USSD prompt to the payer's phone, so the link is Kora's success page, which asks
   * until Hub2 says how it ended. An OTP (nextAction 'otp') is not asked for yet (`client.authenticatePayment`).
   */
  function linkOf(intent: Hub2PaymentIntent, successUrl: string): string {
    const next = lastPaymentOf(intent)?.nextAction;
    return next?.type === 'redirection' && next.data.url ? next.data.url : successUrl;
  }

  const transferOutcome = (transfer: Hub2Transfer): TransferOutcome => ({
    ref: transfer.id,
    reference: transfer.reference,
    status: transfer.status === 'successful' ? 'succeeded' : transfer.status === 'failed' ? 'failed' : 'pending',
    amount: transfer.amount,
    currency: transfer.currency,
    reason: transfer.status === 'failed' ? 'transfer_failed' : null,
  });

  const charges = {
    createIntent: (customerReference: string, amount: number, currency: Hub2PaymentIntent['currency']) =>
      client.createPaymentIntent({ customerReference, purchaseReference: `kora-${randomUUID()}`, amount, currency }),

    /** Asks the payer (through their operator) to pay `intent`; answers the link they follow. */
    async attempt(intent: Hub2PaymentIntent, a: { method: PaymentMethod; country: Country; msisdn: string | undefined; successUrl: string; failureUrl: string }): Promise<string> {
      const attempted = await client.attemptPayment(intent.id, {
        token: intent.token,
        paymentMethod: paymentMethods[a.method].type,
        country: a.country,
        provider: HUB2_PROVIDERS[a.method],
        mobileMoney: HUB2_PROVIDERS[a.method] ? { msisdn: a.msisdn, onSuccessRedirectionUrl: a.successUrl, onFailedRedirectionUrl: a.failureUrl } : undefined,
      });
      return linkOf(attempted, a.successUrl);
    },

    readTransfer: async (ref: string) => transferOutcome(await client.getTransfer(ref)),

    outcomeOf(intent: Hub2PaymentIntent): ChargeOutcome {
      const { amount, currency, method, reason } = paymentOfIntent(intent);
      return { provider: 'hub2', ref: intent.id, status: statusOfIntent(intent), amount, currency, method, reason };
    },
  };

  const provider: ChargeProvider = {
    async start(charge) {
      const country = assertCombination(charge.method, charge.currency, charge.country);
      const msisdn = msisdnOf(charge.method, charge.phone, country);
      const intent = await charges.createIntent(charge.payer.id, charge.amount, charge.currency);
      const link = await charges.attempt(intent, { method: charge.method, country, msisdn, successUrl: charge.returnUrl, failureUrl: charge.cancelUrl });
      return { provider: 'hub2', ref: intent.id, paymentLink: link, clientSecret: null, sandbox: sandboxed, publishableKey: null };
    },
    read: async (ref) => charges.outcomeOf(await client.getPaymentIntent(ref)),
    async transfer(order) {
      const provider = HUB2_PROVIDERS[order.method];
      if (!provider) throw refused(paymentMessages.invalidCombination, 'method');
      const transfer = await client.createTransfer({
        reference: order.reference,
        amount: order.amount,
        currency: order.currency,
        description: order.description,
        destination: { type: 'mobile_money', country: order.country, recipientName: order.recipientName, msisdn: order.msisdn, provider },
      });
      return transferOutcome(transfer);
    },
    readTransfer: charges.readTransfer,
  };
  return { ...charges, provider };
}
export type Hub2Charges = ReturnType<typeof createHub2Charges>;
