import { describe, expect, it } from 'vitest';
import { checkCard } from '@kora/shared';
import { cardPaymentFields, formatCardNumber, formatExpiry } from './card-form';

const now = new Date('2026-11-24T10:00:00Z');

describe('the sandbox card form', () => {
  it('groups the card number by four as it is typed or pasted', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000.0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('writes MM/AA as it is typed, and lets a slash be deleted', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it("accepts Stripe's test cards as typed and refuses a mistyped number (the contract's rule)", () => {
    expect(checkCard({ cardNumber: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' }, now)).toEqual({});
    expect(checkCard({ cardNumber: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' }, now)).toEqual({ cardNumber: 'Numéro de carte invalide.' });
    expect(checkCard({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, now)).toEqual({});
  });

  it('says which field is wrong, in French', () => {
    expect(checkCard({ cardNumber: '1234', expiry: '13/30', cvc: '12' }, now)).toEqual({
      cardNumber: 'Numéro de carte invalide.',
      expiry: "Date d'expiration invalide (MM/AA, dans le futur).",
      cvc: 'Cryptogramme invalide (3 ou 4 chiffres).',
    });
    expect(checkCard({ cardNumber: '4242424242424242', expiry: '10/26', cvc: '123' }, now)).toEqual({ expiry: "Date d'expiration invalide (MM/AA, dans le futur)." });
    expect(checkCard({ cardNumber: '4242424242424242', expiry: '11/26', cvc: '1234' }, now)).toEqual({});
  });

  it('sends the number without spaces', () => {
    expect(cardPaymentFields({ cardNumber: '4242 4242 4242 4242', expiry: ' 12/34', cvc: '123 ' })).toEqual({ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' });
  });
});
