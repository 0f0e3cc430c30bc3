import {
  CURRENCIES,
  type Currency,
  formatPrice,
  passDurationLabels,
  type Plan,
  type PlanInterval,
  planIntervalLabels,
  PLAN_TIERS,
  type PlanKind,
  type PlanTier,
  sortedPrices,
} from '@kora/shared';
import { paymentsTexts } from './payments-texts';

/**
 * Which plan a payment page sells, from its address: `?pass=<id>` (a pass, or any plan by its id),
 * `?plan=<tier>` (the subscription of that tier, as the plan chooser sends it), else the Premium
 * monthly plan the spec's /subscribe screen sells (viewer.md §2, §9).
 */
export type PlanChoice = { by: 'id'; id: string } | { by: 'tier'; tier: PlanTier };

export function planChoiceOf(search: URLSearchParams): PlanChoice {
  const id = search.get('pass');
  if (id) return { by: 'id', id };
  const tier = search.get('plan');
  return { by: 'tier', tier: (PLAN_TIERS as readonly string[]).includes(tier ?? '') ? (tier as PlanTier) : 'premium' };
}

/** The plan the choice names among those on sale: a tier's monthly subscription first, then its other periods. */
export function findPlan(plans: readonly Plan[], choice: PlanChoice): Plan | undefined {
  if (choice.by === 'id') return plans.find((plan) => plan.id === choice.id);
  const ofTier = plans.filter((plan) => plan.kind === 'subscription' && plan.tier === choice.tier);
  return ofTier.find((plan) => plan.interval === 'month') ?? ofTier[0];
}

/** The query that names a choice again on another payment page ('plan=premium', 'pass=<id>'). */
export function choiceQueryOf(choice: PlanChoice): string {
  return choice.by === 'id' ? `pass=${encodeURIComponent(choice.id)}` : `plan=${choice.tier}`;
}

/** The query that names `plan` again on another payment page. */
export function planQueryOf(plan: Plan): string {
  return choiceQueryOf(plan.kind === 'pass' ? { by: 'id', id: plan.id } : { by: 'tier', tier: plan.tier });
}

/** The currencies the plan is sold in (a price above 0), FCFA first. */
export function planCurrencies(plan: Plan): Currency[] {
  return sortedPrices(plan.prices)
    .filter((price) => price.amount > 0)
    .map((price) => price.currency);
}

/**
 * The currency a page starts with: the one asked for when the plan is sold in it, else FCFA of West
 * Africa (most of Kora's viewers), else the first the plan has.
 */
export function defaultCurrency(currencies: readonly Currency[], asked?: string | null): Currency | undefined {
  const wanted = CURRENCIES.find((currency) => currency === asked);
  if (wanted && currencies.includes(wanted)) return wanted;
  return currencies.includes('XOF') ? 'XOF' : currencies[0];
}

/** The plan's amount in `currency` (minor units), if sold in it. */
export function priceIn(plan: Plan, currency: Currency): number | undefined {
  return plan.prices.find((price) => price.currency === currency)?.amount;
}

/** '/ mois' after a subscription's price, '· 24 heures' after a pass's. */
export function periodLabel(plan: Pick<Plan, 'kind' | 'interval'>): string {
  return plan.kind === 'pass' ? `· ${passDurationLabels[plan.interval]}` : `/ ${planIntervalLabels[plan.interval]}`;
}

/** '5 000 FCFA / mois', '300 FCFA · 24 heures'. */
export function priceWithPeriod(plan: Pick<Plan, 'kind' | 'interval'>, amount: number, currency: Currency): string {
  return `${formatPrice(amount, currency)} ${periodLabel(plan)}`;
}

/** The summary's period line: '24 heures, sans renouvellement', 'Renouvelé chaque mois, résiliable à tout moment'. */
export function periodSummary(kind: PlanKind, interval: PlanInterval): string {
  return kind === 'pass' ? paymentsTexts.passPeriod(passDurationLabels[interval]) : paymentsTexts.renewed(paymentsTexts.renewals[interval]);
}
