import { cardDigitsOf, type CardFields, checkCard } from '@kora/shared';
import type { Refuse } from '../sandbox-deps.js';

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

/**
 * The test payment method the sandbox card form's card stands for. A malformed card is refused with
 * French field errors (the page's own checks, from the contract). A Luhn-valid number that is not one
 * of Stripe's test cards is declined, as Stripe's test mode declines a real card ("your request was in
 * test mode, but used a non test card").
 */
export function testPaymentMethodOf(card: CardFields, now: Date, refuse: Refuse): string {
  const fieldErrors = checkCard(card, now);
  const first = Object.values(fieldErrors)[0];
  if (first) throw refuse('validation_error', first, fieldErrors);
  return TEST_CARDS[cardDigitsOf(card.cardNumber) ?? ''] ?? 'pm_card_chargeDeclined';
}
