import { describe, expect, it } from 'vitest';
import { formatAmountTick, formatMonthLong, formatMonthShort, paymentMethodLabel } from './subscriptions-format';

describe("the 'Abonnements' formats", () => {
  it('names UTC months in French', () => {
    expect(formatMonthLong('2026-03')).toBe('mars 2026');
    expect(formatMonthLong('2025-12')).toBe('décembre 2025');
    expect(formatMonthShort('2026-01')).toBe('janv. 26');
  });

  it('reads amount ticks in the currency’s units', () => {
    expect(formatAmountTick(5000, 'XOF')).toBe('5\u00a0k');
    expect(formatAmountTick(950, 'EUR')).toBe('9,5');
    expect(formatAmountTick(0, 'USD')).toBe('0');
  });

  it('labels payment methods, unknown ones by their name', () => {
    expect(paymentMethodLabel('orange_money')).toBe('Orange Money');
    expect(paymentMethodLabel('card')).toBe('Carte bancaire');
    expect(paymentMethodLabel('toString')).toBe('toString');
    expect(paymentMethodLabel('crypto')).toBe('crypto');
  });
});
