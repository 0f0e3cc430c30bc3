import { describe, expect, it } from 'vitest';
import { platformShareOf, sponsorAmountToMinor, sponsorMessages } from './sponsoring-constants.js';

describe('sponsorAmountToMinor', () => {
  it('reads euros and dollars with two decimals, FCFA whole', () => {
    expect(sponsorAmountToMinor(19.99, 'EUR')).toEqual({ amount: 1999 });
    expect(sponsorAmountToMinor(0.01, 'USD')).toEqual({ amount: 1 });
    expect(sponsorAmountToMinor(0.1 + 0.2, 'EUR')).toEqual({ amount: 30 });
    expect(sponsorAmountToMinor(500, 'XOF')).toEqual({ amount: 500 });
  });
  it('refuses nothing, negatives, a third decimal, decimals in FCFA and the absurd', () => {
    expect(sponsorAmountToMinor(0, 'EUR')).toEqual({ error: sponsorMessages.amountInvalid });
    expect(sponsorAmountToMinor(-5, 'XOF')).toEqual({ error: sponsorMessages.amountInvalid });
    expect(sponsorAmountToMinor(Number.NaN, 'EUR')).toEqual({ error: sponsorMessages.amountInvalid });
    expect(sponsorAmountToMinor(1.005, 'EUR')).toEqual({ error: sponsorMessages.amountDecimals });
    expect(sponsorAmountToMinor(0.001, 'USD')).toEqual({ error: sponsorMessages.amountDecimals });
    expect(sponsorAmountToMinor(500.5, 'XOF')).toEqual({ error: sponsorMessages.amountWhole });
    expect(sponsorAmountToMinor(0.01, 'XAF')).toEqual({ error: sponsorMessages.amountWhole });
    expect(sponsorAmountToMinor(1e12, 'XOF')).toEqual({ error: sponsorMessages.amountTooLarge });
  });
});

describe('platformShareOf', () => {
  it('takes the share rounded down', () => {
    expect(platformShareOf(1000, 1000)).toBe(100);
    expect(platformShareOf(999, 1000)).toBe(99);
    expect(platformShareOf(5, 1000)).toBe(0);
    expect(platformShareOf(1234, 0)).toBe(0);
  });
});
