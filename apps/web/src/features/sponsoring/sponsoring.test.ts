import { sponsorMessages } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { nextAskDelay } from './api/get-sponsorship';
import { amountStep, checkSponsor, readAmount, type SponsorFields, sponsorMethodsFor } from './sponsor-form';
import { sponsorshipStatsLine } from './sponsorship-format';

const fields = (over: Partial<SponsorFields> = {}): SponsorFields => ({
  amount: '500',
  currency: 'XOF',
  message: '',
  showPublicly: true,
  country: 'SN',
  method: 'orange_money',
  phone: '77 123 45 67',
  ...over,
});

describe('the sponsor form (viewer.md §5)', () => {
  it('sends an Orange Money sponsorship with its country and phone, an empty message as null', () => {
    expect(checkSponsor(fields({ message: '   ' }))).toEqual({
      ok: true,
      body: { amount: 500, currency: 'XOF', message: null, payment_method: 'orange_money', show_publicly: true, country: 'SN', customer_phone: '221771234567' },
    });
  });

  it('sends a card sponsorship in euros without country nor phone', () => {
    expect(checkSponsor(fields({ amount: '2,50', currency: 'EUR', method: 'card', message: ' Bravo ', showPublicly: false }))).toEqual({
      ok: true,
      body: { amount: 2.5, currency: 'EUR', message: 'Bravo', payment_method: 'card', show_publicly: false },
    });
  });

  it('refuses an amount that is not above 0, has three decimals, or is not whole in FCFA', () => {
    expect(checkSponsor(fields({ amount: '' }))).toEqual({ ok: false, errors: { amount: sponsorMessages.amountInvalid } });
    expect(checkSponsor(fields({ amount: '0' }))).toEqual({ ok: false, errors: { amount: sponsorMessages.amountInvalid } });
    expect(checkSponsor(fields({ amount: '-5' }))).toEqual({ ok: false, errors: { amount: sponsorMessages.amountInvalid } });
    expect(checkSponsor(fields({ amount: '2.555', currency: 'EUR', method: 'card' }))).toEqual({ ok: false, errors: { amount: sponsorMessages.amountDecimals } });
    expect(checkSponsor(fields({ amount: '0.01', currency: 'USD', method: 'card' }))).toMatchObject({ ok: true, body: { amount: 0.01 } });
    expect(checkSponsor(fields({ amount: '10.5' }))).toEqual({ ok: false, errors: { amount: sponsorMessages.amountWhole } });
  });

  it('refuses a message over 200 characters, and asks for a method and a phone', () => {
    expect(checkSponsor(fields({ message: 'a'.repeat(201) }))).toEqual({ ok: false, errors: { message: sponsorMessages.messageTooLong } });
    expect(checkSponsor(fields({ message: 'a'.repeat(200) }))).toMatchObject({ ok: true });
    expect(checkSponsor(fields({ method: '' }))).toMatchObject({ ok: false, errors: { method: expect.any(String) } });
    expect(checkSponsor(fields({ phone: '' }))).toMatchObject({ ok: false, toast: { title: 'Numéro de téléphone requis' } });
    expect(checkSponsor(fields({ phone: '77 12' }))).toMatchObject({ ok: false, errors: { phone: expect.any(String) } });
  });

  it('reads amounts typed the French way', () => {
    expect(readAmount('1 500')).toBe(1500);
    expect(readAmount('2,5')).toBe(2.5);
    expect(readAmount('abc')).toBeNaN();
    expect(readAmount('1e3')).toBeNaN();
  });

  it('offers mobile money in FCFA where the matrix sells it, and a card everywhere, never a bank transfer', () => {
    expect(sponsorMethodsFor('SN', 'XOF')).toEqual(['orange_money', 'moov_money', 'wave', 'card']);
    expect(sponsorMethodsFor('SN', 'EUR')).toEqual(['card']);
    expect(amountStep('XOF')).toBe('1');
    expect(amountStep('EUR')).toBe('0.01');
  });
});

describe('the sponsorship banner', () => {
  it('says the count and the total, and the other currencies apart', () => {
    expect(sponsorshipStatsLine({ count: 3, total: 1500, currency: 'XOF', totals: [{ currency: 'XOF', amount: 1500 }] })).toBe('3 parrainages · 1\u202f500\u00a0FCFA');
    expect(sponsorshipStatsLine({ count: 1, total: 0, currency: 'XOF', totals: [{ currency: 'EUR', amount: 250 }] })).toBe('1 parrainage · 0\u00a0FCFA · 2,50\u00a0€');
  });
});

describe('asking again about a pending sponsorship', () => {
  it('waits longer each time, 10 s at most', () => {
    expect(nextAskDelay(0)).toBe(1000);
    expect(nextAskDelay(1)).toBe(1000);
    expect(nextAskDelay(2)).toBe(1600);
    expect(nextAskDelay(20)).toBe(10_000);
  });
});
