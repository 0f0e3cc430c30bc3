import { type Country, type Currency, isValidPaymentCombination, methodNeedsPhone, normalizeMsisdn, PAYMENT_METHODS, type PaymentMethod, paymentMessages } from '@kora/shared';

/*
 * The mobile-money matrix as a payment form reads it (viewer.md §3, §5): which methods are sold where,
 * and the payer's phone. /hub2-payment, the sponsor dialog and the creator's payout form share it.
 */

/** The methods the matrix sells in `currency` to a payer in `country` (viewer.md §3), in the contract's order. */
export function methodsFor(country: Country, currency: Currency): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => isValidPaymentCombination(method, currency, country));
}

/** The chosen method if still offered after the country or currency changed, else none (the payer chooses again). */
export function keptMethod<M extends PaymentMethod>(method: M | '', country: Country, currency: Currency): M | '' {
  return method && methodsFor(country, currency).includes(method) ? method : '';
}

export type PhoneCheck =
  | { ok: true; msisdn: string | null }
  | { ok: false; toast: { title: string; description: string } }
  | { ok: false; field: 'phone'; message: string };

/**
 * The phone of a method whose id contains 'money' (viewer.md §5): required ('Numéro de téléphone
 * requis'), then a mobile number of `country`, answered as Hub2 wants it (country code, digits only).
 * Other methods need none (null). The server checks it again.
 */
export function checkPayerPhone(method: PaymentMethod, country: Country, phone: string): PhoneCheck {
  if (!methodNeedsPhone(method)) return { ok: true, msisdn: null };
  if (!phone.trim()) return { ok: false, toast: { title: paymentMessages.phoneRequiredTitle, description: paymentMessages.phoneRequired } };
  const msisdn = normalizeMsisdn(phone, country);
  return msisdn ? { ok: true, msisdn } : { ok: false, field: 'phone', message: paymentMessages.phoneInvalid };
}
