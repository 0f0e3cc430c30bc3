import type { Plan } from '@kora/shared';
import { describe, expect, it } from 'vitest';
import { defaultCurrency, findPlan, periodSummary, planChoiceOf, planCurrencies, planQueryOf, priceIn, priceWithPeriod } from './plan-selection';

const plan = (over: Partial<Plan>): Plan => ({
  id: 'id',
  name: 'Premium',
  description: '',
  tier: 'premium',
  interval: 'month',
  kind: 'subscription',
  features: [],
  isActive: true,
  popular: false,
  prices: [],
  ...over,
});
const premiumYear = plan({ id: 'py', interval: 'year', prices: [{ currency: 'EUR', amount: 9990 }] });
const premium = plan({
  id: 'pm',
  popular: true,
  prices: [
    { currency: 'EUR', amount: 999 },
    { currency: 'XOF', amount: 5000 },
    { currency: 'USD', amount: 999 },
    { currency: 'XAF', amount: 5000 },
  ],
});
const basic = plan({ id: 'b', name: 'Basic', tier: 'basic', prices: [{ currency: 'XOF', amount: 2500 }] });
const day = plan({ id: 'day', name: 'Pass Jour', kind: 'pass', interval: 'day', prices: [{ currency: 'XOF', amount: 300 }, { currency: 'XAF', amount: 300 }] });
const plans = [basic, day, premiumYear, premium];

describe('which plan a payment page sells', () => {
  it('defaults to the Premium monthly plan, as the spec screen sells', () => {
    expect(findPlan(plans, planChoiceOf(new URLSearchParams()))).toBe(premium);
    expect(findPlan(plans, planChoiceOf(new URLSearchParams('plan=unknown')))).toBe(premium);
  });

  it('follows the plan chooser: ?plan=<tier> and ?pass=<id>', () => {
    expect(findPlan(plans, planChoiceOf(new URLSearchParams('plan=basic')))).toBe(basic);
    expect(findPlan(plans, planChoiceOf(new URLSearchParams('pass=day')))).toBe(day);
    expect(findPlan(plans, planChoiceOf(new URLSearchParams('pass=gone')))).toBeUndefined();
    expect(findPlan(plans, planChoiceOf(new URLSearchParams('plan=family')))).toBeUndefined();
  });

  it('names the plan again for the next page', () => {
    expect(planQueryOf(premium)).toBe('plan=premium');
    expect(planQueryOf(day)).toBe('pass=day');
  });
});

describe('prices and currencies', () => {
  it('lists FCFA first, and starts in West African FCFA unless another sold one is asked', () => {
    expect(planCurrencies(premium)).toEqual(['XOF', 'XAF', 'EUR', 'USD']);
    expect(defaultCurrency(planCurrencies(premium))).toBe('XOF');
    expect(defaultCurrency(planCurrencies(premium), 'EUR')).toBe('EUR');
    expect(defaultCurrency(planCurrencies(day), 'EUR')).toBe('XOF');
    expect(defaultCurrency(planCurrencies(premiumYear))).toBe('EUR');
    expect(defaultCurrency([])).toBeUndefined();
  });

  it('shows the price with its period in French', () => {
    expect(priceIn(premium, 'XOF')).toBe(5000);
    expect(priceWithPeriod(premium, 5000, 'XOF')).toBe('5\u202f000\u00a0FCFA / mois');
    expect(priceWithPeriod(premium, 999, 'EUR')).toBe('9,99\u00a0€ / mois');
    expect(priceWithPeriod(day, 300, 'XOF')).toBe('300\u00a0FCFA · 24 heures');
    expect(periodSummary('subscription', 'year')).toBe('Renouvelé chaque année, résiliable à tout moment');
    expect(periodSummary('pass', 'week')).toBe('7 jours, sans renouvellement');
  });
});
