import { paymentMessages } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { checkMobileMoney, currenciesFor, type MobileMoneyFields } from './mobile-money';

const fields = (over: Partial<MobileMoneyFields> = {}): MobileMoneyFields => ({
  country: 'SN',
  currency: 'XOF',
  method: 'orange_money',
  email: 'awa@exemple.sn',
  phone: '77 123 45 67',
  ...over,
});

describe('the currencies /hub2-payment offers', () => {
  it("keeps the plan's currencies some method sells in the country", () => {
    expect(currenciesFor(['XOF', 'XAF'], 'SN')).toEqual(['XOF', 'XAF']);
    expect(currenciesFor(['XOF', 'XAF', 'EUR', 'USD'], 'GA')).toEqual(['XOF', 'XAF', 'EUR', 'USD']);
  });
});

describe('the form check before sending (viewer.md §5)', () => {
  it('accepts a Senegalese Orange Money number, sent with its country code', () => {
    expect(checkMobileMoney(fields())).toEqual({ ok: true, country: 'SN', currency: 'XOF', method: 'orange_money', email: 'awa@exemple.sn', msisdn: '221771234567' });
    expect(checkMobileMoney(fields({ phone: '+221 77 123 45 67' }))).toMatchObject({ ok: true, msisdn: '221771234567' });
  });

  it("says 'Informations manquantes' without a country, currency or method", () => {
    const missing = { ok: false, toast: { title: paymentMessages.missingFieldsTitle, description: paymentMessages.missingFields } };
    expect(checkMobileMoney(fields({ method: '' }))).toEqual(missing);
    expect(checkMobileMoney(fields({ country: '' }))).toEqual(missing);
    expect(checkMobileMoney(fields({ currency: '' }))).toEqual(missing);
  });

  it("asks a phone for a method whose id contains 'money', and only then", () => {
    expect(checkMobileMoney(fields({ phone: '  ' }))).toEqual({
      ok: false,
      toast: { title: 'Numéro de téléphone requis', description: 'Veuillez saisir votre numéro de téléphone pour le paiement mobile' },
    });
    expect(checkMobileMoney(fields({ method: 'mtn_mobile_money', country: 'CI', phone: '' }))).toMatchObject({ ok: false, toast: { title: 'Numéro de téléphone requis' } });
    expect(checkMobileMoney(fields({ method: 'wave', phone: '' }))).toMatchObject({ ok: true, msisdn: null });
    expect(checkMobileMoney(fields({ method: 'card', phone: '' }))).toMatchObject({ ok: true, msisdn: null });
  });

  it("refuses a number of another country's length, and an invalid email, under their fields", () => {
    expect(checkMobileMoney(fields({ phone: '77 12 34' }))).toEqual({ ok: false, field: 'phone', message: paymentMessages.phoneInvalid });
    expect(checkMobileMoney(fields({ country: 'CI', phone: '77 123 45 67' }))).toEqual({ ok: false, field: 'phone', message: paymentMessages.phoneInvalid });
    expect(checkMobileMoney(fields({ email: 'awa@' }))).toEqual({ ok: false, field: 'email', message: 'Adresse email invalide' });
  });

  it('refuses a combination the matrix does not sell', () => {
    expect(checkMobileMoney(fields({ method: 'wave', country: 'ML' }))).toMatchObject({ ok: false, toast: { description: paymentMessages.invalidCombination } });
  });
});
