import { z } from 'zod';
import { CURRENCIES, PLAN_INTERVALS, PLAN_KINDS, PLAN_TIERS, PRICE_AMOUNT_MAX, priceAmountOf, sortedPrices } from '../prices.js';
import { multilineText, plainText } from './text.js';
import { defineMessages } from '../i18n/catalogue.js';
import { schemaMessages } from './schema-messages.js';

/*
 * Subscription plans and passes (viewer.md §2 plan chooser, §3, §9; live-creators-admin.md §2, §3,
 * §5, §7 'subscription plans'). A plan is data: a tier it gives, a period, features, and
 * one price per currency it is sold in, in integer minor units (see prices.ts).
 */

/** The French texts of plans (§5 quotes none: these are ours). */
export const planMessages = defineMessages('planMessages', {
  nameRequired: 'Le nom est requis',
  descriptionRequired: 'La description est requise',
  tierInvalid: 'Niveau invalide (basic, premium ou family)',
  intervalInvalid: 'Période invalide (day, week, month ou year)',
  kindInvalid: 'Type invalide (subscription ou pass)',
  currencyInvalid: 'Devise invalide (XOF, XAF, EUR ou USD)',
  amountInvalid: 'Montant invalide : un entier en unités mineures (centimes ; FCFA sans décimales)',
  priceRequired: 'Indiquez au moins un prix',
  priceNegative: 'Un prix ne peut pas être négatif',
  priceTooHigh: 'Prix trop élevé',
  currencyTwice: 'Un seul prix par devise',
  dailySubscription: 'Un abonnement ne se renouvelle pas chaque jour : choisissez un pass',
  zeroPriceInactive: 'Enregistré inactif : un prix à 0 ne se vend pas. Donnez-lui un vrai prix pour le proposer aux abonnés.',
  featureTooLong: 'Une caractéristique ne doit pas dépasser 200 caractères',
  planNotFound: 'Plan introuvable.',
  createFailed: 'Impossible de créer le plan',
  deleteFailed: 'Impossible de supprimer le plan',
  notEditable: 'Le niveau, la période et le type d’un plan ne changent pas (ce qui a été vendu le garde) : créez un autre plan',
  nothingToEdit: 'Rien à modifier',
  editFailed: 'Impossible de modifier le plan',
} as const);

/** One price of a plan: its currency and the amount in minor units (5000 FCFA = 5000, 9,99 € = 999). */
export const planPriceSchema = z.object({
  currency: z.enum(CURRENCIES, { error: planMessages.currencyInvalid }),
  amount: z.number({ error: planMessages.amountInvalid }).int({ error: planMessages.amountInvalid }).min(0, { error: planMessages.priceNegative }).max(PRICE_AMOUNT_MAX, { error: planMessages.priceTooHigh }),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** A plan as the chooser and the admin list show it; prices in the order of CURRENCIES. */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tier: z.enum(PLAN_TIERS),
  interval: z.enum(PLAN_INTERVALS),
  kind: z.enum(PLAN_KINDS),
  features: z.array(z.string()),
  isActive: z.boolean(),
  popular: z.boolean(),
  prices: z.array(planPriceSchema),
});
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = z.array(planSchema);
/** A plan as an admin's creation or edit answers it: `warning` when it was saved otherwise than asked (inactive). */
export const adminPlanSavedSchema = planSchema.extend({ warning: z.string().optional() });
export type AdminPlanSaved = z.infer<typeof adminPlanSavedSchema>;

/**
 * Whether a plan can be sold: every price above 0. A price typed as something that is not a number becomes 0
 * (live-creators-admin.md §5); such a plan is kept inactive and never offered (payments refuse it anyway).
 */
export const isSellable = (prices: readonly PlanPrice[]): boolean => prices.every((price) => price.amount > 0);

/** A plan's features as sent: at most 20 texts of at most 200 characters. */
const featureItems = z.array(plainText().max(200, { error: planMessages.featureTooLong })).max(20, { error: schemaMessages.n20CaracteristiquesAuPlus });
/** §2: a feature is kept only when non-blank after trimming. */
const keptFeatures = (features: string[]) => features.map((feature) => feature.trim()).filter((feature) => feature !== '');

/**
 * POST /api/admin/subscription-plans (live-creators-admin.md §5, §7). Name and description required;
 * features kept only when non-blank after trimming. Prices come two ways, merged: the spec's single
 * `price` (a number or a text in major units, '9,99' or 9.99, for `currency`, EUR unless given; one
 * that is not a number becomes 0 as §5 says) and `prices`, the list in minor units the admin page
 * sends. At least one price; one per currency. A day-long plan is a pass (nothing renews daily).
 */
export const adminPlanFieldsSchema = z.object({
  name: plainText({ error: planMessages.nameRequired }).trim().min(1, { error: planMessages.nameRequired }).max(100, { error: schemaMessages.nomDepasser100Caracteres }),
  description: multilineText({ error: planMessages.descriptionRequired })
    .trim()
    .min(1, { error: planMessages.descriptionRequired })
    .max(1000, { error: schemaMessages.descriptionDepasser1000Caracteres }),
  tier: z.enum(PLAN_TIERS, { error: planMessages.tierInvalid }),
  interval: z.enum(PLAN_INTERVALS, { error: planMessages.intervalInvalid }).default('month'),
  kind: z.enum(PLAN_KINDS, { error: planMessages.kindInvalid }).default('subscription'),
  features: featureItems.default([]).transform(keptFeatures),
  isActive: z.boolean({ error: schemaMessages.valeurInvalide }).default(true),
  popular: z.boolean({ error: schemaMessages.valeurInvalide }).default(false),
  price: z.union([z.number(), plainText().max(50), z.null()], { error: schemaMessages.prixInvalide }).optional(),
  currency: z.enum(CURRENCIES, { error: planMessages.currencyInvalid }).default('EUR'),
  prices: z.array(planPriceSchema).max(CURRENCIES.length, { error: planMessages.currencyTwice }).default([]),
});
export const adminPlanCreateBodySchema = adminPlanFieldsSchema.transform(({ price, currency, prices, ...plan }, ctx) => {
  const merged: PlanPrice[] = [...prices];
  if (price !== undefined) {
    const amount = priceAmountOf(price, currency);
    if (amount < 0) ctx.addIssue({ code: 'custom', path: ['price'], message: planMessages.priceNegative });
    else if (amount > PRICE_AMOUNT_MAX) ctx.addIssue({ code: 'custom', path: ['price'], message: planMessages.priceTooHigh });
    merged.unshift({ currency, amount });
  }
  if (merged.length === 0) ctx.addIssue({ code: 'custom', path: ['prices'], message: planMessages.priceRequired });
  const currencies = merged.map((p) => p.currency);
  if (new Set(currencies).size !== currencies.length) ctx.addIssue({ code: 'custom', path: ['prices'], message: planMessages.currencyTwice });
  if (plan.interval === 'day' && plan.kind !== 'pass') ctx.addIssue({ code: 'custom', path: ['kind'], message: planMessages.dailySubscription });
  return { ...plan, prices: sortedPrices(merged) };
});
export type AdminPlanCreateBody = z.input<typeof adminPlanCreateBodySchema>;
export type NewPlan = z.output<typeof adminPlanCreateBodySchema>;

/**
 * DELETE /api/admin/subscription-plans/{id}: `deleted` when nothing refers to the plan, else
 * `deactivated` (kept for the subscriptions and payments that name it, no longer offered).
 */
export const planDeletionSchema = z.object({ outcome: z.enum(['deleted', 'deactivated']), plan: planSchema });
export type PlanDeletion = z.infer<typeof planDeletionSchema>;

/** What an admin may not change on a plan: what subscriptions bought. */
const notEditable = z.never({ error: planMessages.notEditable }).optional();

/**
 * PATCH /api/admin/subscription-plans/{id}/edit: some of the creation's fields — name,
 * description, features (blank ones dropped), isActive, popular, and the whole list of prices in minor
 * units (one per currency, at least one). A new price applies to new purchases only: a subscription
 * keeps the amount it was sold at. Tier, interval and kind are refused: a plan someone bought keeps
 * what it sold (create another plan instead). At least one field.
 */
export const adminPlanEditBodySchema = z
  .object({
    name: adminPlanFieldsSchema.shape.name.optional(),
    description: adminPlanFieldsSchema.shape.description.optional(),
    features: featureItems.transform(keptFeatures).optional(),
    isActive: z.boolean({ error: schemaMessages.valeurInvalide }).optional(),
    popular: z.boolean({ error: schemaMessages.valeurInvalide }).optional(),
    prices: z
      .array(planPriceSchema)
      .min(1, { error: planMessages.priceRequired })
      .max(CURRENCIES.length, { error: planMessages.currencyTwice })
      .optional(),
    tier: notEditable,
    interval: notEditable,
    kind: notEditable,
  })
  .transform(({ tier: _tier, interval: _interval, kind: _kind, ...edit }, ctx) => {
    const changes = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined)) as typeof edit;
    if (Object.keys(changes).length === 0) ctx.addIssue({ code: 'custom', path: [], message: planMessages.nothingToEdit });
    if (changes.prices) {
      const currencies = changes.prices.map((p) => p.currency);
      if (new Set(currencies).size !== currencies.length) ctx.addIssue({ code: 'custom', path: ['prices'], message: planMessages.currencyTwice });
      changes.prices = sortedPrices(changes.prices);
    }
    return changes;
  });
export type AdminPlanEditBody = z.input<typeof adminPlanEditBodySchema>;
export type PlanEdit = z.output<typeof adminPlanEditBodySchema>;
