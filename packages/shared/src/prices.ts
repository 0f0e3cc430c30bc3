import type { Tier } from './tiers.js';
import { formatWholeNumber } from './french-numbers.js';
import { currentLocale } from './i18n/catalogue.js';
import { defineMessages } from './i18n/catalogue.js';

/*
 * Plans and prices without zod (viewer.md §3, §9; live-creators-admin.md §3, §9): the enumerations,
 * the French price format and the reading of a typed price. The plan chooser and the admin pages use
 * these without loading the contract's schemas.
 */

/** The currencies Kora sells in (viewer.md §3). */
export const CURRENCIES = ['XOF', 'XAF', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Digits after the decimal point of each currency, i.e. how amounts are stored: FCFA has no minor
 * unit (5 000 FCFA is 5000), euros and dollars count cents (9,99 € is 999).
 */
export const currencyMinorDigits: Record<Currency, number> = { XOF: 0, XAF: 0, EUR: 2, USD: 2 };

/** The highest amount a price may hold, in minor units (1 000 000 € or 100 000 000 FCFA). */
export const PRICE_AMOUNT_MAX = 100_000_000;

/** Prices in the order of CURRENCIES (FCFA first). */
export function sortedPrices<P extends { currency: Currency }>(prices: readonly P[]): P[] {
  return [...prices].sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
}

/** The tiers a plan can give (free is what nobody pays for), in the order lists show them. */
export const PLAN_TIERS = ['basic', 'premium', 'family'] as const satisfies readonly Tier[];
export type PlanTier = (typeof PLAN_TIERS)[number];

/** How long a plan's period lasts, shortest first (lists are ordered so); day and week are the passes'. */
export const PLAN_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** A subscription renews each period; a pass is bought once and ends with its period. */
export const PLAN_KINDS = ['subscription', 'pass'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** '/ mois' after a subscription's price. */
export const planIntervalLabels = defineMessages('planIntervalLabels', { day: 'jour', week: 'semaine', month: 'mois', year: 'an' } satisfies Record<PlanInterval, string>);
/** What a pass lasts: '1 jour', '7 jours'. */
export const passDurationLabels = defineMessages('passDurationLabels', { day: '24 heures', week: '7 jours', month: '1 mois', year: '1 an' } satisfies Record<PlanInterval, string>);
export const planKindLabels = defineMessages('planKindLabels', { subscription: 'Abonnement', pass: 'Pass' } satisfies Record<PlanKind, string>);

/** The symbol written after the amount: 'FCFA' for both CFA francs, as people in both zones read it. */
const currencySymbols: Record<Currency, string> = { XOF: 'FCFA', XAF: 'FCFA', EUR: '€', USD: '$US' };
/** In English, the symbols written before the figure. */
const symbolsBefore: Partial<Record<Currency, string>> = { EUR: '€', USD: 'US$' };
export const currencyLabels = defineMessages('currencyLabels', {
  XOF: 'FCFA (XOF, Afrique de l’Ouest)',
  XAF: 'FCFA (XAF, Afrique centrale)',
  EUR: 'Euro (EUR)',
  USD: 'Dollar US (USD)',
} satisfies Record<Currency, string>);
/** The same, short enough for a select a phone shows whole (a viewer's choice of currency: the zone says which FCFA). */
export const currencyShortLabels = defineMessages('currencyShortLabels', {
  XOF: 'FCFA · Afrique de l’Ouest',
  XAF: 'FCFA · Afrique centrale',
  EUR: 'Euro (€)',
  USD: 'Dollar US ($US)',
} satisfies Record<Currency, string>);

/**
 * A price as readers of the language write it, from its amount in minor units: '5 000 FCFA', '9,99 €',
 * '19,99 $US' in French; '5,000 FCFA', '€9.99', 'US$19.99' in English. Digits are grouped by the narrow no-break space (U+202F) Intl's fr-FR uses, and the
 * symbol is held to the number by a no-break space (U+00A0), so a price never breaks across lines.
 * Written from the integer minor units (no float, no Intl: see formatWholeNumber).
 */
export function formatPrice(amount: number, currency: Currency): string {
  const locale = currentLocale();
  const digits = currencyMinorDigits[currency];
  const unit = 10 ** digits;
  const sign = amount < 0 ? '-' : '';
  const whole = formatWholeNumber(Math.trunc(Math.abs(amount) / unit), locale);
  const minor = digits > 0 ? `${locale === 'fr' ? ',' : '.'}${String(Math.abs(amount) % unit).padStart(digits, '0')}` : '';
  // English writes the euro and the dollar before the figure ('€9.99', 'US$12.00'), the CFA franc after ('5,000 FCFA').
  const before = locale === 'en' ? symbolsBefore[currency] : undefined;
  return before ? `${sign}${before}${whole}${minor}` : `${sign}${whole}${minor}\u00a0${currencySymbols[currency]}`;
}

/**
 * The amount in minor units of a price typed in major units ('9,99' or 9.99 for euros, '5 000' for
 * FCFA), rounded to the currency's unit. live-creators-admin.md §5: a price that is not a number
 * becomes 0 (an empty text, 'abc', null). A French decimal comma and digit-grouping spaces are read.
 * A negative or too large price gives its value anyway: the caller refuses it.
 */
export function priceAmountOf(value: unknown, currency: Currency): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.') : '';
  const number = /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(number)) return 0;
  return Math.round(number * 10 ** currencyMinorDigits[currency]);
}
