import { describe, expect, it } from 'vitest';
import { countdownLabel, secondsLeft } from './countdown';
import { outcomeOf, statusPollDelaysMs } from './payment-outcome';

describe('the return home after a payment (viewer.md §9: 10 s)', () => {
  it('counts whole seconds down to 0', () => {
    expect(secondsLeft(1000, 1000, 10_000)).toBe(10);
    expect(secondsLeft(1000, 1001, 10_000)).toBe(10);
    expect(secondsLeft(1000, 2000, 10_000)).toBe(9);
    expect(secondsLeft(1000, 10_999, 10_000)).toBe(1);
    expect(secondsLeft(1000, 11_000, 10_000)).toBe(0);
    expect(secondsLeft(1000, 60_000, 10_000)).toBe(0);
  });

  it('says it in French', () => {
    expect(countdownLabel(10)).toBe("Retour à l'accueil dans 10 secondes");
    expect(countdownLabel(1)).toBe("Retour à l'accueil dans 1 seconde");
  });
});

describe('waiting for the card payment to be confirmed', () => {
  it('asks at once, then with growing waits, about 10 s in all', () => {
    expect(statusPollDelaysMs[0]).toBe(0);
    expect([...statusPollDelaysMs].sort((a, b) => a - b)).toEqual([...statusPollDelaysMs]);
    const total = statusPollDelaysMs.reduce<number>((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThanOrEqual(8000);
    expect(total).toBeLessThanOrEqual(12_000);
  });

  it('reads a subscription state as the outcome the payer waits for', () => {
    expect(outcomeOf('active')).toBe('active');
    expect(outcomeOf('past_due')).toBe('active');
    expect(outcomeOf('incomplete')).toBe('pending');
    expect(outcomeOf('failed')).toBe('failed');
    expect(outcomeOf('expired')).toBe('failed');
  });
});
