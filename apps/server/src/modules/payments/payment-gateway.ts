import type { Country, Currency, PaymentMethod, PaymentProvider, PayoutMethod } from '@kora/shared';
import { paymentMessages } from '@kora/shared';
import { DomainError } from '../../errors.js';

/*
 * One-off charges and payouts for other modules (sponsoring), through the same providers,
 * sandbox and webhooks as subscriptions. The payments module attaches each provider's part; a module
 * that sells something registers itself as an owner, and settles the charges (and transfers) it opened
 * when the provider's webhook, or a read-back, reports them. Nothing here writes a table: owners do.
 */

/** A payment asked of a signed-in payer, in minor units; a card goes to Stripe, the rest to Hub2. */
export interface Charge {
  payer: { id: string; email: string; name: string };
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  /** Mobile money and Hub2's other methods: the payer's country and phone. */
  country?: Country | undefined;
  phone?: string | null | undefined;
  description: string;
  /** Kora's own pages to come back to after the operator's page. */
  returnUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

export interface StartedCharge {
  provider: PaymentProvider;
  /** The provider's reference (Stripe's payment intent, Hub2's payment intent): what outcomes name. */
  ref: string;
  /** Mobile money: the page the payer goes to. */
  paymentLink: string | null;
  /** Card: what Stripe.js (or the sandbox card form) confirms. */
  clientSecret: string | null;
  sandbox: boolean;
  publishableKey: string | null;
}

/** What a provider says of a charge, read from it (never from a page or a webhook's body). */
export interface ChargeOutcome {
  provider: PaymentProvider;
  ref: string;
  /** refunded: the payment was given back (a refund or a chargeback) after it succeeded. */
  status: 'pending' | 'succeeded' | 'failed' | 'refunded';
  /** What the provider reports paid (or asked, while pending). */
  amount: number;
  currency: Currency;
  method: string;
  reason: string | null;
}

/** Money sent to a mobile-money account (Hub2's transfers). `reference` is Kora's, unique: a retry never sends twice. */
export interface TransferOrder {
  reference: string;
  amount: number;
  currency: Currency;
  method: PayoutMethod;
  country: Country;
  msisdn: string;
  recipientName: string;
  description: string;
}

export interface TransferOutcome {
  ref: string;
  reference: string;
  status: 'pending' | 'succeeded' | 'failed';
  amount: number;
  currency: Currency;
  reason: string | null;
}

/** What a provider part offers for one-off charges (and, for mobile money, transfers). */
export interface ChargeProvider {
  start(charge: Charge): Promise<StartedCharge>;
  read(ref: string): Promise<ChargeOutcome>;
  transfer?(order: TransferOrder): Promise<TransferOutcome>;
  readTransfer?(ref: string): Promise<TransferOutcome>;
}

/** A module that sells through the gateway: it settles what it opened (true), or says the reference is not its own (false). */
export interface ChargeOwner {
  settleCharge(outcome: ChargeOutcome, cause: string): Promise<boolean>;
  settleTransfer?(outcome: TransferOutcome, cause: string): Promise<boolean>;
}

const unavailable = () => new DomainError('service_unavailable', paymentMessages.providerUnavailable);

export function createPaymentGateway() {
  const providers = new Map<PaymentProvider, ChargeProvider>();
  const owners: ChargeOwner[] = [];
  let stopRenewals: (userId: string) => Promise<void> = async () => undefined;
  const providerOf = (name: PaymentProvider) => {
    const found = providers.get(name);
    if (!found) throw unavailable();
    return found;
  };

  return {
    /** The payments module: each provider's part. */
    attach(name: PaymentProvider, provider: ChargeProvider): void {
      providers.set(name, provider);
    },
    /** A selling module registers itself (in its own wiring; the order of modules does not matter). */
    own(owner: ChargeOwner): void {
      owners.push(owner);
    },
    /** Cards go to Stripe; mobile money, bank transfer and Hub2's card to Hub2. */
    providerFor: (method: PaymentMethod): PaymentProvider => (method === 'card' ? 'stripe' : 'hub2'),
    start(charge: Charge): Promise<StartedCharge> {
      return providerOf(charge.method === 'card' ? 'stripe' : 'hub2').start(charge);
    },
    read: (provider: PaymentProvider, ref: string) => providerOf(provider).read(ref),
    transfer(order: TransferOrder): Promise<TransferOutcome> {
      const send = providerOf('hub2').transfer;
      if (!send) throw unavailable();
      return send(order);
    },
    readTransfer(ref: string): Promise<TransferOutcome> {
      const read = providerOf('hub2').readTransfer;
      if (!read) throw unavailable();
      return read(ref);
    },
    /** A provider reports a charge no subscription holds: its owner settles it (false: nobody's). */
    async settleCharge(outcome: ChargeOutcome, cause: string): Promise<boolean> {
      for (const owner of owners) if (await owner.settleCharge(outcome, cause)) return true;
      return false;
    },
    async settleTransfer(outcome: TransferOutcome, cause: string): Promise<boolean> {
      for (const owner of owners) if (await owner.settleTransfer?.(outcome, cause)) return true;
      return false;
    },
    /** The card part says how a person's renewing subscription stops at the provider (an account being deleted). */
    stopRenewalsWith(stop: (userId: string) => Promise<void>): void {
      stopRenewals = stop;
    },
    /** Stops the person's renewing subscription at the provider and in Kora, if there is one; the paid period holds. */
    stopRenewal: (userId: string) => stopRenewals(userId),
  };
}
export type PaymentGateway = ReturnType<typeof createPaymentGateway>;
