import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from './i18n/locale.js';
import { setLocaleSource } from './i18n/catalogue.js';
import { formatPrice, priceAmountOf } from './prices.js';

// Intl's fr-FR groups digits with a narrow no-break space (U+202F); the symbol is held by a no-break space (U+00A0).
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('writes FCFA without decimals, digits grouped the French way', () => {
    expect(formatPrice(5000, 'XOF')).toBe(`5${NNBSP}000${NBSP}FCFA`);
    expect(formatPrice(300, 'XAF')).toBe(`300${NBSP}FCFA`);
    expect(formatPrice(1_250_000, 'XOF')).toBe(`1${NNBSP}250${NNBSP}000${NBSP}FCFA`);
  });

  it('writes euros and dollars from cents, two decimals after a comma', () => {
    expect(formatPrice(999, 'EUR')).toBe(`9,99${NBSP}€`);
    expect(formatPrice(1500, 'EUR')).toBe(`15,00${NBSP}€`);
    expect(formatPrice(123456, 'USD')).toBe(`1${NNBSP}234,56${NBSP}$US`);
    expect(formatPrice(0, 'EUR')).toBe(`0,00${NBSP}€`);
    expect(formatPrice(-150, 'EUR')).toBe(`-1,50${NBSP}€`);
  });

  it('writes prices as English readers do when the page is in English', () => {
    setLocaleSource(() => 'en');
    try {
      expect(formatPrice(5000, 'XOF')).toBe(`5,000${NBSP}FCFA`);
      expect(formatPrice(10_000_000, 'XAF')).toBe(`10,000,000${NBSP}FCFA`);
      expect(formatPrice(999, 'EUR')).toBe('€9.99');
      expect(formatPrice(123456, 'USD')).toBe('US$1,234.56');
      expect(formatPrice(-150, 'EUR')).toBe('-€1.50');
    } finally {
      setLocaleSource(() => DEFAULT_LOCALE);
    }
  });
});

describe('priceAmountOf', () => {
  it('reads a price typed in major units into minor units', () => {
    expect(priceAmountOf(9.99, 'EUR')).toBe(999);
    expect(priceAmountOf('9,99', 'USD')).toBe(999);
    expect(priceAmountOf('5 000', 'XOF')).toBe(5000);
    expect(priceAmountOf(`1${NNBSP}500`, 'XAF')).toBe(1500);
    expect(priceAmountOf('4.5', 'XOF')).toBe(5);
    expect(priceAmountOf('-2', 'EUR')).toBe(-200);
  });

  it('gives 0 for what is not a number (live-creators-admin.md §5)', () => {
    for (const value of ['abc', '', '9,99 €', '1e3', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}]) expect(priceAmountOf(value, 'EUR')).toBe(0);
  });
});
