import { describe, expect, it } from 'vitest';
import { cardDigitsOf, checkCard, luhnValid } from './card-check.js';
import { paymentMessages } from './payment-messages.js';

const now = new Date('2026-11-24T12:00:00Z');

describe('the sandbox card checks', () => {
  it("accepts Stripe's test cards as typed, spaces and dashes included", () => {
    for (const number of ['4242 4242 4242 4242', '4000-0000-0000-0002', '378282246310005', '5555555555554444']) {
      expect(checkCard({ cardNumber: number, expiry: '12/34', cvc: '123' }, now), number).toEqual({});
    }
  });

  it('refuses a number failing Luhn, too short, or with letters', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardDigitsOf('4242 4242')).toBeNull();
    expect(cardDigitsOf('4242a42424242424')).toBeNull();
    expect(checkCard({ cardNumber: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' }, now)).toEqual({ cardNumber: paymentMessages.cardNumberInvalid });
  });

  it('keeps a card good to the end of its month; refuses a past or malformed expiry and a bad CVC', () => {
    const card = (expiry: string, cvc = '123') => checkCard({ cardNumber: '4242424242424242', expiry, cvc }, now);
    expect(card('11/26')).toEqual({});
    expect(card('11/2026')).toEqual({});
    expect(card('10/26')).toEqual({ expiry: paymentMessages.cardExpiryInvalid });
    expect(card('13/30')).toEqual({ expiry: paymentMessages.cardExpiryInvalid });
    expect(card('1230')).toEqual({ expiry: paymentMessages.cardExpiryInvalid });
    expect(card('12/30', '12')).toEqual({ cvc: paymentMessages.cardCvcInvalid });
    expect(card('12/30', '12345')).toEqual({ cvc: paymentMessages.cardCvcInvalid });
  });
});
