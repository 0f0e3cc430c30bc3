import { type Currency, currencyMinorDigits, currentLocale, localeTags, paymentMethods, type PaymentMethod } from '@kora/shared';

/*
 * Formatting of the 'Abonnements' section, in the page's language: months of the chart, ticks of an
 * amount axis, payment methods.
 */

/** The page's language as Intl names it ('fr-FR', 'en-GB'): formatters are made when used, in the language read then. */
const tag = () => localeTags[currentLocale()];
const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);
const shortMonth = () => new Intl.DateTimeFormat(tag(), { month: 'short', year: '2-digit', timeZone: 'UTC' });
const longMonth = () => new Intl.DateTimeFormat(tag(), { month: 'long', year: 'numeric', timeZone: 'UTC' });
const compact = () => new Intl.NumberFormat(tag(), { notation: 'compact', maximumFractionDigits: 1 });

/** 'mars 26': a month ('YYYY-MM', UTC) on the chart's axis. */
export function formatMonthShort(month: string): string {
  return shortMonth().format(monthDate(month));
}

/** 'mars 2026': a month in full. */
export function formatMonthLong(month: string): string {
  return longMonth().format(monthDate(month));
}

/** A tick of an amount axis, from minor units, in the currency's units at a glance ('5 k', '9,5'). */
export function formatAmountTick(amount: number, currency: Currency): string {
  return compact().format(amount / 10 ** currencyMinorDigits[currency]);
}

/** 'Orange Money', 'Carte bancaire'; a method Kora does not list keeps its own name. */
export function paymentMethodLabel(method: string): string {
  return Object.hasOwn(paymentMethods, method) ? paymentMethods[method as PaymentMethod].label : method;
}
