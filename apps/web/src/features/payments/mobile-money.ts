import { type Country, type Currency, isValidPaymentCombination, type PaymentMethod, paymentMessages, validationMessages } from '@kora/shared';
import { checkPayerPhone, methodsFor } from '../../components/payment/payment-matrix';

/** Of the plan's currencies, those at least one method sells in `country`. */
export function currenciesFor(planCurrencies: readonly Currency[], country: Country): Currency[] {
  return planCurrencies.filter((currency) => methodsFor(country, currency).length > 0);
}

export interface MobileMoneyFields {
  country: Country | '';
  currency: Currency | '';
  method: PaymentMethod | '';
  email: string;
  phone: string;
}

export type MobileMoneyCheck =
  | { ok: true; country: Country; currency: Currency; method: PaymentMethod; email: string; msisdn: string | null }
  | { ok: false; toast: { title: string; description: string } }
  | { ok: false; field: 'email' | 'phone'; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form of /hub2-payment before it is sent (viewer.md §5): country, method and currency required
 * ('Informations manquantes'), a phone for a method whose id contains 'money' ('Numéro de téléphone
 * requis'), valid for the country (the server checks it again), and a contact email.
 */
export function checkMobileMoney(fields: MobileMoneyFields): MobileMoneyCheck {
  const { country, currency, method } = fields;
  const email = fields.email.trim();
  if (!country || !currency || !method || !email) {
    return { ok: false, toast: { title: paymentMessages.missingFieldsTitle, description: paymentMessages.missingFields } };
  }
  if (!isValidPaymentCombination(method, currency, country)) {
    return { ok: false, toast: { title: paymentMessages.missingFieldsTitle, description: paymentMessages.invalidCombination } };
  }
  if (!EMAIL.test(email)) return { ok: false, field: 'email', message: validationMessages.emailInvalid };
  const phone = checkPayerPhone(method, country, fields.phone);
  if (!phone.ok) return phone;
  return { ok: true, country, currency, method, email, msisdn: phone.msisdn };
}
