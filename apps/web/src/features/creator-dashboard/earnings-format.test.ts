import { describe, expect, it } from 'vitest';
import { defaultPayout, pendingLabel, platformShareLine, weekPoint } from './earnings-format';

const balance = (currency: 'XOF' | 'XAF' | 'EUR', available: number) => ({ currency, earned: available, pending: 0, available, inPayout: 0, paidOut: 0 });

describe("the 'Revenus' tab's wording", () => {
  it("says the platform's share of a sponsorship", () => {
    expect(platformShareLine(10, 50, 'XOF')).toBe('Part Kora 10\u00a0% : 50\u00a0FCFA');
    expect(platformShareLine(12.5, 31, 'EUR')).toBe('Part Kora 12,5\u00a0% : 0,31\u00a0€');
  });

  it('names the hold and the weeks', () => {
    expect(pendingLabel(7)).toBe('En attente (7 jours)');
    expect(pendingLabel(1)).toBe('En attente (1 jour)');
    expect(weekPoint('2026-11-02')).toEqual({ key: '2026-11-02', short: '2 nov.', long: 'semaine du lundi 2 novembre' });
  });

  it('offers the largest available FCFA balance as the payout, never euros', () => {
    expect(defaultPayout([balance('EUR', 5000), balance('XOF', 1800), balance('XAF', 900)])).toEqual({ currency: 'XOF', amount: '1800' });
    expect(defaultPayout([balance('XAF', 2500), balance('XOF', 0)])).toEqual({ currency: 'XAF', amount: '2500' });
    expect(defaultPayout([balance('EUR', 5000)])).toEqual({ currency: 'XOF', amount: '' });
    expect(defaultPayout([balance('XAF', 0)])).toEqual({ currency: 'XAF', amount: '' });
  });
});
