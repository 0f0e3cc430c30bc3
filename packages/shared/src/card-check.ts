import { paymentMessages } from './payment-messages.js';

/*
 * The sandbox card form's checks, one rule for the page (which spares a round trip) and the
 * server (which decides): a card number of 12 to 19 digits passing Luhn, an expiry not past, a CVC.
 */

export interface CardFields {
  cardNumber: string;
  expiry: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof CardFields, string>>;

/** A card number's digits, spaces and dashes dropped; null when anything else is in it or its length is not a card's. */
export function cardDigitsOf(cardNumber: string): string | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn check every real card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 'MM/AA' (or 'MM/AAAA') not past at `now`: a card is good until the end of its month. */
function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]) + ((match[2] as string).length === 2 ? 2000 : 0);
  return month >= 1 && month <= 12 && Date.UTC(year, month, 1) > now.getTime();
}

/** The field errors of a card (French), none when it may be sent. */
export function checkCard(card: CardFields, now: Date): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigitsOf(card.cardNumber);
  if (!digits || !luhnValid(digits)) errors.cardNumber = paymentMessages.cardNumberInvalid;
  if (!expiryValid(card.expiry, now)) errors.expiry = paymentMessages.cardExpiryInvalid;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = paymentMessages.cardCvcInvalid;
  return errors;
}
