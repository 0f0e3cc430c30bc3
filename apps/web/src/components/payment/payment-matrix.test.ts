import { paymentMessages } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { checkPayerPhone, keptMethod, methodsFor } from './payment-matrix';

describe('the methods a payment form offers (viewer.md §3 matrix)', () => {
  it('offers only the valid methods of a country and currency', () => {
    expect(methodsFor('SN', 'XOF')).toEqual(['orange_money', 'moov_money', 'wave', 'bank_transfer', 'card']);
    expect(methodsFor('CM', 'XAF')).toEqual(['orange_money', 'mtn_mobile_money', 'bank_transfer', 'card']);
    expect(methodsFor('GA', 'XOF')).toEqual(['bank_transfer', 'card']);
    expect(methodsFor('SN', 'EUR')).toEqual(['bank_transfer', 'card']);
    expect(methodsFor('TG', 'XOF')).toContain('moov_money');
    expect(methodsFor('TG', 'XOF')).not.toContain('wave');
  });

  it('narrows the chosen method when the country or currency changes', () => {
    expect(keptMethod('wave', 'CI', 'XOF')).toBe('wave');
    expect(keptMethod('wave', 'ML', 'XOF')).toBe('');
    expect(keptMethod('orange_money', 'SN', 'EUR')).toBe('');
    expect(keptMethod('card', 'GQ', 'USD')).toBe('card');
    expect(keptMethod('', 'SN', 'XOF')).toBe('');
  });
});

describe("the payer's phone (viewer.md §5)", () => {
  it('asks one only of a mobile-money method, and answers it with the country code', () => {
    expect(checkPayerPhone('card', 'SN', '')).toEqual({ ok: true, msisdn: null });
    expect(checkPayerPhone('orange_money', 'SN', '77 123 45 67')).toEqual({ ok: true, msisdn: '221771234567' });
    expect(checkPayerPhone('orange_money', 'SN', ' ')).toMatchObject({ ok: false, toast: { title: paymentMessages.phoneRequiredTitle } });
    expect(checkPayerPhone('mtn_mobile_money', 'CI', '77 123 45 67')).toEqual({ ok: false, field: 'phone', message: paymentMessages.phoneInvalid });
  });
});
