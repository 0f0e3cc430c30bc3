import { paymentMessages } from '@kora/shared';

/*
 * The sandbox card form (issue 12): what a payer types, shaped as they type it, and checked before it
 * is sent. The sandbox (like Stripe) decides the outcome; these checks only spare a round trip on 3G.
 */

export interface CardFields {
  cardNumber: string;
  expiry: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof CardFields, string>>;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** '4242 4242 4242 4242' from whatever was typed or pasted (19 digits at most). */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/AA' as it is typed: '1' → '1', '12' → '12/', '123' → '12/3'; a deleted slash stays deleted. */
export function formatExpiry(text: string, previous = ''): string {
  const digits = digitsOf(text).slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return text.length < previous.length ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The field errors of a card form (French), none when it may be sent; `now` decides an expired card. */
export function checkCard(fields: CardFields, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (!luhnValid(fields.cardNumber)) errors.cardNumber = paymentMessages.cardNumberInvalid;
  const match = /^(\d{2})\/(\d{2})$/.exec(fields.expiry.trim());
  const month = match ? Number(match[1]) : 0;
  const year = match ? 2000 + Number(match[2]) : 0;
  const past = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
  if (!match || month < 1 || month > 12 || past) errors.expiry = paymentMessages.cardExpiryInvalid;
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = paymentMessages.cardCvcInvalid;
  return errors;
}

/** What the sandbox receives: the number without spaces, the expiry and CVC as typed. */
export function cardPaymentFields(fields: CardFields): CardFields {
  return { cardNumber: digitsOf(fields.cardNumber), expiry: fields.expiry.trim(), cvc: fields.cvc.trim() };
}
