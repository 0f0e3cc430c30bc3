import { type Currency, currencyMinorDigits, type EarningsBalance, formatPrice } from '@kora/shared';
import type { ChartPoint } from '../../components/chart/series-chart';
import { creatorEarningsTexts } from './components/earnings/earnings-texts';
import { formatCompactNumber, formatDayLong, formatDayShort, perLocale } from './dashboard-format';

/*
 * The 'Revenus' tab's wording, in the page's language: the platform's share, the weeks of the chart, the
 * payout's default. Amounts are integer minor units with their currency, never added across currencies.
 */

const percentFormat = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }));

/** 'Part Kora 10 % : 50 FCFA': what the platform kept of a sponsorship. */
export function platformShareLine(percent: number, share: number, currency: Currency): string {
  return creatorEarningsTexts.sponsorships.platformShare(percentFormat().format(percent), formatPrice(share, currency));
}

/** 'En attente (7 jours)': the money held after a sponsorship (refunds and chargebacks). */
export function pendingLabel(holdDays: number): string {
  return creatorEarningsTexts.balances.pending(holdDays);
}

/** A week of the chart ('YYYY-MM-DD', its Monday): '3 nov.' on the axis, 'semaine du lundi 3 novembre' in full. */
export function weekPoint(week: string): ChartPoint {
  return { key: week, short: formatDayShort(week), long: creatorEarningsTexts.charts.weekOf(formatDayLong(week)) };
}

/** A tick of an amount axis, from minor units, in the currency's units at a glance ('5 k', '9,5'). */
export function amountTick(amount: number, currency: Currency): string {
  return formatCompactNumber(amount / 10 ** currencyMinorDigits[currency]);
}

/** Payouts go to mobile money, in FCFA. */
export const PAYOUT_CURRENCIES = ['XOF', 'XAF'] as const satisfies readonly Currency[];
export type PayoutCurrency = (typeof PAYOUT_CURRENCIES)[number];

/**
 * The payout form's default: the FCFA balance with the most available (FCFA has no minor unit, so the
 * amount is typed as the figure itself), else XOF and nothing.
 */
export function defaultPayout(balances: readonly EarningsBalance[]): { currency: PayoutCurrency; amount: string } {
  const fcfa = balances.filter((balance): balance is EarningsBalance & { currency: PayoutCurrency } => balance.currency === 'XOF' || balance.currency === 'XAF');
  const best = fcfa.reduce<(typeof fcfa)[number] | undefined>((found, balance) => (!found || balance.available > found.available ? balance : found), undefined);
  return best && best.available > 0 ? { currency: best.currency, amount: String(best.available) } : { currency: best?.currency ?? 'XOF', amount: '' };
}
