import {
  type Country,
  type Currency,
  currencyMinorDigits,
  methodNeedsPhone,
  type PaymentMethod,
  SPONSOR_MESSAGE_MAX,
  sponsorAmountToMinor,
  type SponsorBody,
  sponsorMessages,
} from '@kora/shared';
import { checkPayerPhone, methodsFor } from '../../components/payment/payment-matrix';
import { sponsoringTexts } from './sponsoring-texts';

/*
 * The sponsor dialog's form (viewer.md §5, §9) without zod: what the person typed, the
 * methods on offer, and the check before sending, which mirrors the contract's (the server decides).
 */

export interface SponsorFields {
  amount: string;
  currency: Currency;
  message: string;
  showPublicly: boolean;
  country: Country;
  method: PaymentMethod | '';
  phone: string;
}

export type SponsorFieldErrors = Partial<Record<'amount' | 'message' | 'phone' | 'method', string>>;

export type SponsorCheck =
  | { ok: true; body: SponsorBody }
  | { ok: false; errors: SponsorFieldErrors }
  | { ok: false; toast: { title: string; description: string } };

/** The methods a sponsorship may be paid with there: the matrix's mobile money, or a card (no bank transfer for a gift). */
export function sponsorMethodsFor(country: Country, currency: Currency): PaymentMethod[] {
  return methodsFor(country, currency).filter((method) => method !== 'bank_transfer');
}

/** The amount input's step: FCFA whole, others to the cent (viewer.md §5: min 0.01, step 0.01). */
export function amountStep(currency: Currency): string {
  return currencyMinorDigits[currency] === 0 ? '1' : '0.01';
}

/** '1 500', '2,5' or '2.50' as a number; NaN for anything else. */
export function readAmount(text: string): number {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * Checks the form (viewer.md §5): an amount > 0 with two decimals at most (FCFA whole), a message of
 * 200 characters at most (empty: null), a method, and a phone for mobile money; answers the body.
 */
export function checkSponsor(fields: SponsorFields): SponsorCheck {
  const errors: SponsorFieldErrors = {};
  const amount = readAmount(fields.amount);
  const read = sponsorAmountToMinor(amount, fields.currency);
  if ('error' in read) errors.amount = read.error;
  if (fields.message.length > SPONSOR_MESSAGE_MAX) errors.message = sponsorMessages.messageTooLong;
  if (!fields.method) errors.method = sponsoringTexts.fields.methodRequired;
  if (Object.keys(errors).length > 0 || !fields.method) return { ok: false, errors };

  const phone = checkPayerPhone(fields.method, fields.country, fields.phone);
  if (!phone.ok) return 'toast' in phone ? phone : { ok: false, errors: { phone: phone.message } };
  const message = fields.message.trim();
  const mobile = methodNeedsPhone(fields.method);
  return {
    ok: true,
    body: {
      amount,
      currency: fields.currency,
      message: message ? message : null,
      payment_method: fields.method,
      show_publicly: fields.showPublicly,
      ...(mobile ? { country: fields.country, customer_phone: phone.msisdn } : {}),
    },
  };
}
