import { paymentMessages } from '@kora/shared';
import { DomainError } from '../../../errors.js';

/**
 * Stripe's documented test card numbers and the test payment method each stands for
 * (stripe.com/docs/testing): these pay, or are declined with their reason.
 */
const TEST_CARDS: Readonly<Record<string, string>> = {
  '4242424242424242': 'pm_card_visa',
  '4000056655665556': 'pm_card_visa_debit',
  '5555555555554444': 'pm_card_mastercard',
  '378282246310005': 'pm_card_amex',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  '4000000000000069': 'pm_card_chargeDeclinedExpiredCard',
};

/** Whether a card number passes the Luhn check every real card number passes. */
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

/** 'MM/AA' or 'MM/AAAA' not past at `now` (a card is good until the end of its month). */
function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]) + ((match[2] as string).length === 2 ? 2000 : 0);
  return month >= 1 && month <= 12 && Date.UTC(year, month, 1) > now.getTime();
}

/**
 * The test payment method the sandbox card form's card stands for. A malformed card is refused with
 * French field errors. A Luhn-valid number that is not one of Stripe's test cards is declined, as
 * Stripe's test mode declines a real card ("your request was in test mode, but used a non test card").
 */
export function testPaymentMethodOf(card: { cardNumber: string; expiry: string; cvc: string }, now: Date): string {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  const fieldErrors: Record<string, string> = {};
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) fieldErrors.cardNumber = paymentMessages.cardNumberInvalid;
  if (!expiryValid(card.expiry, now)) fieldErrors.expiry = paymentMessages.cardExpiryInvalid;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) fieldErrors.cvc = paymentMessages.cardCvcInvalid;
  const first = Object.values(fieldErrors)[0];
  if (first) throw new DomainError('validation_error', first, { fieldErrors });
  return TEST_CARDS[digits] ?? 'pm_card_chargeDeclined';
}
