/*
 * Payments without zod (viewer.md §3, §4, §5, §8): providers, statuses, the mobile-money
 * matrix of methods × currencies × countries and the French labels. The payment pages, the server
 * and the database checks all read them from here.
 */
import type { Currency } from './prices.js';
import { defineMessages } from './i18n/catalogue.js';

/** Who moved the money: Stripe for cards, Hub2 for mobile money (and Hub2's card/bank methods). */
export const PAYMENT_PROVIDERS = ['stripe', 'hub2'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * A subscription (or pass) as Kora keeps it. incomplete: created, not paid yet; active: paid, within
 * its period; past_due: a renewal failed (the tier holds during the grace period); canceled: stopped by
 * the payer or the provider (the tier holds until the period ends); expired: the period (or grace)
 * ended; failed: the first payment never arrived (refused, or the pending payment was discarded).
 */
export const SUBSCRIPTION_STATES = ['incomplete', 'active', 'past_due', 'canceled', 'expired', 'failed'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** One line of the payments ledger: a payment is pending, then succeeded or failed (a new line each). */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const COUNTRIES = ['SN', 'CI', 'BF', 'ML', 'NE', 'TG', 'BJ', 'GN', 'CM', 'GA', 'TD', 'CF', 'CG', 'GQ'] as const;
export type Country = (typeof COUNTRIES)[number];

export const countryLabels = defineMessages('countryLabels', {
  SN: 'Sénégal',
  CI: "Côte d'Ivoire",
  BF: 'Burkina Faso',
  ML: 'Mali',
  NE: 'Niger',
  TG: 'Togo',
  BJ: 'Bénin',
  GN: 'Guinée',
  CM: 'Cameroun',
  GA: 'Gabon',
  TD: 'Tchad',
  CF: 'Centrafrique',
  CG: 'Congo',
  GQ: 'Guinée équatoriale',
} satisfies Record<Country, string>);

/** International dialling code of each country (the phone field's prefix). */
export const countryDialCodes: Record<Country, string> = {
  SN: '221', CI: '225', BF: '226', ML: '223', NE: '227', TG: '228', BJ: '229',
  GN: '224', CM: '237', GA: '241', TD: '235', CF: '236', CG: '242', GQ: '240',
};

/**
 * National significant number lengths (digits after the country code) of each country's mobile
 * numbers: Côte d'Ivoire went to 10 digits in 2021, Gabon's mobiles have 8 or 9, the others 8 or 9.
 */
export const countryPhoneDigits: Record<Country, readonly number[]> = {
  SN: [9], CI: [10], BF: [8], ML: [8], NE: [8], TG: [8], BJ: [8, 10],
  GN: [9], CM: [9], GA: [8, 9], TD: [8], CF: [8], CG: [9], GQ: [9],
};

export const PAYMENT_METHODS = ['orange_money', 'mtn_mobile_money', 'moov_money', 'wave', 'bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentMethodType = 'mobile_money' | 'bank_transfer' | 'card';

export interface PaymentMethodInfo {
  label: string;
  type: PaymentMethodType;
  currencies: readonly Currency[];
  countries: readonly Country[];
}

/** viewer.md §3 'Payment methods', as given. */
/** A method's name: the operator's brand, or the words of a bank transfer or a card. */
export const paymentMethodLabels = defineMessages('paymentMethodLabels', {
  orange_money: 'Orange Money',
  mtn_mobile_money: 'MTN Mobile Money',
  moov_money: 'Moov Money',
  wave: 'Wave',
  bank_transfer: 'Virement bancaire',
  card: 'Carte bancaire',
} satisfies Record<PaymentMethod, string>);

/** A method's rules, its label read in the language of the moment. */
const method = (id: PaymentMethod, rules: Omit<PaymentMethodInfo, 'label'>): PaymentMethodInfo => ({
  ...rules,
  get label() {
    return paymentMethodLabels[id];
  },
});

export const paymentMethods: Record<PaymentMethod, PaymentMethodInfo> = {
  orange_money: method('orange_money', { type: 'mobile_money', currencies: ['XOF', 'XAF'], countries: ['SN', 'CI', 'BF', 'ML', 'NE', 'CM'] }),
  mtn_mobile_money: method('mtn_mobile_money', { type: 'mobile_money', currencies: ['XOF', 'XAF'], countries: ['CI', 'BF', 'CM', 'GN'] }),
  moov_money: method('moov_money', { type: 'mobile_money', currencies: ['XOF'], countries: ['SN', 'CI', 'BF', 'ML', 'TG', 'BJ'] }),
  wave: method('wave', { type: 'mobile_money', currencies: ['XOF'], countries: ['SN', 'CI'] }),
  bank_transfer: method('bank_transfer', { type: 'bank_transfer', currencies: ['XOF', 'XAF', 'USD', 'EUR'], countries: COUNTRIES }),
  card: method('card', { type: 'card', currencies: ['XOF', 'XAF', 'USD', 'EUR'], countries: COUNTRIES }),
};

/** viewer.md §5: a method whose id contains 'money' needs a phone. */
export function methodNeedsPhone(method: PaymentMethod): boolean {
  return method.includes('money');
}

/** Whether the matrix sells `method` in `currency` to a payer in `country`. */
export function isValidPaymentCombination(method: PaymentMethod, currency: Currency, country: Country): boolean {
  const info = paymentMethods[method];
  return info.currencies.includes(currency) && info.countries.includes(country);
}

/**
 * A phone number as Hub2 wants it (the msisdn: country code then the national number, digits only),
 * or null when it is not a valid mobile number of `country`. Accepts spaces, dots, dashes, a leading
 * '+', '00' or the country code itself.
 */
export function normalizeMsisdn(phone: string, country: Country): string | null {
  let digits = phone.replace(/[\s.\-()]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  digits = digits.replace(/^\+/, '').replace(/^00/, '');
  const code = countryDialCodes[country];
  const lengths = countryPhoneDigits[country];
  if (digits.startsWith(code) && lengths.includes(digits.length - code.length)) return digits;
  if (lengths.includes(digits.length)) return code + digits;
  return null;
}

export const subscriptionStateLabels = defineMessages('subscriptionStateLabels', {
  incomplete: 'En attente de paiement',
  active: 'Actif',
  past_due: 'Paiement en retard',
  canceled: 'Annulé',
  expired: 'Expiré',
  failed: 'Échoué',
} satisfies Record<SubscriptionState, string>);

export const paymentStatusLabels = defineMessages('paymentStatusLabels', {
  pending: 'En attente',
  succeeded: 'Réussi',
  failed: 'Échoué',
} satisfies Record<PaymentStatus, string>);
