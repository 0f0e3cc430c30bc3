import { z } from 'zod';
import { COUNTRIES, PAYMENT_METHODS, PAYMENT_PROVIDERS } from '../payment-constants.js';
import { CURRENCIES } from '../prices.js';
import {
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  SPONSOR_MESSAGE_MAX,
  sponsorAmountToMinor,
  SPONSORSHIP_STATUSES,
  sponsorMessages,
} from '../sponsoring-constants.js';
import { plainText } from './text.js';
import { schemaMessages } from './schema-messages.js';

/*
 * Sponsoring and creator earnings (viewer.md §2, §3, §5, §7, §8). Amounts a person types are
 * major units (19.99 €, 500 FCFA); every amount the server answers is integer minor units with its
 * currency, and amounts of different currencies are never added together.
 */

const currency = z.enum(CURRENCIES, { error: schemaMessages.deviseInvalideXofXafEur });
const minor = z.number().int();
/** One figure per currency. */
const perCurrency = z.array(z.object({ currency, amount: minor }));

/** A typed amount, checked against its currency (FCFA whole, others two decimals at most). */
function checkAmount(value: { amount: number; currency: z.infer<typeof currency> }, ctx: z.RefinementCtx) {
  const read = sponsorAmountToMinor(value.amount, value.currency);
  if ('error' in read) ctx.addIssue({ code: 'custom', path: ['amount'], message: read.error });
}
const typedAmount = z.number({ error: sponsorMessages.amountInvalid });

/**
 * POST /api/videos/{id}/sponsor (viewer.md §7: amount, message or null; how to pay). For
 * mobile money, country and customer_phone as in /api/hub2/create-payment-intent; `payment_method:
 * 'card'` for a card. An empty message is null.
 */
export const sponsorBodySchema = z
  .object({
    amount: typedAmount,
    message: plainText()
      .max(SPONSOR_MESSAGE_MAX, { error: sponsorMessages.messageTooLong })
      .nullable()
      .optional()
      .transform((text) => (text?.trim() ? text.trim() : null)),
    currency,
    payment_method: z.enum(PAYMENT_METHODS, { error: schemaMessages.moyenPaiementInvalide }),
    country: z.enum(COUNTRIES, { error: schemaMessages.paysInvalide }).optional(),
    customer_phone: plainText().max(30).optional().nullable(),
    /** 'Afficher publiquement': the message is shown under the video. */
    show_publicly: z.boolean().default(false),
  })
  .superRefine(checkAmount);
export type SponsorBody = z.input<typeof sponsorBodySchema>;

/** The payment to complete: a link (mobile money) or a card to confirm (clientSecret; the sandbox card form when `sandbox`). */
export const sponsorResultSchema = z.object({
  sponsorshipId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's reference (Hub2's payment intent id). */
  id: z.string(),
  payment_link: z.string().nullable(),
  clientSecret: z.string().nullable(),
  sandbox: z.boolean(),
  publishableKey: z.string().nullable(),
  amount: minor,
  currency,
});
export type SponsorResult = z.infer<typeof sponsorResultSchema>;

/** GET /api/sponsorships/{id}: the sponsor's own sponsorship, the provider asked again while it is pending. */
export const sponsorshipViewSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  status: z.enum(SPONSORSHIP_STATUSES),
  amount: minor,
  currency,
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type SponsorshipView = z.infer<typeof sponsorshipViewSchema>;

/**
 * GET /api/videos/{id}/sponsorship-stats (viewer.md §3: count, total). Paid sponsorships only. `total`
 * is in the video's display currency (`currency`: its creator's FCFA zone); `totals` has every currency
 * given; `messages`, those their sponsors chose to show, newest first.
 */
export const sponsorshipStatsSchema = z.object({
  count: z.number().int(),
  total: minor,
  currency,
  totals: perCurrency,
  messages: z.array(z.object({ id: z.string(), sponsorName: z.string(), message: z.string(), amount: minor, currency, at: z.string() })),
});
export type SponsorshipStats = z.infer<typeof sponsorshipStatsSchema>;

const payoutDestination = {
  method: z.enum(PAYOUT_METHODS, { error: schemaMessages.operateurInvalide }),
  country: z.enum(COUNTRIES, { error: schemaMessages.paysInvalide }),
  phone: plainText({ error: schemaMessages.numeroTelephoneRequis }).min(1, { error: schemaMessages.numeroTelephoneRequis }).max(30),
};

/** POST /api/creator/payouts: a payout of (part of) the available balance to a mobile-money number. */
export const payoutRequestBodySchema = z.object({ amount: typedAmount, currency, ...payoutDestination }).superRefine(checkAmount);
export type PayoutRequestBody = z.input<typeof payoutRequestBodySchema>;

export const payoutViewSchema = z.object({
  id: z.string(),
  amount: minor,
  currency,
  method: z.enum(PAYOUT_METHODS),
  country: z.enum(COUNTRIES),
  phone: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  reason: z.string().nullable(),
  requestedAt: z.string(),
  reviewedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
});
export type PayoutView = z.infer<typeof payoutViewSchema>;

/** A creator's money in one currency (minor units): earned (net of the platform share), held, available, on its way, paid out. */
export const earningsBalanceSchema = z.object({ currency, earned: minor, pending: minor, available: minor, inPayout: minor, paidOut: minor });
export type EarningsBalance = z.infer<typeof earningsBalanceSchema>;

/** GET /api/creator/earnings: the dashboard's 'Revenus'. */
export const creatorEarningsSchema = z.object({
  platformSharePercent: z.number(),
  holdDays: z.number().int(),
  /** The smallest payout, in FCFA (payouts go to mobile money, in FCFA). */
  payoutMinimum: minor,
  balances: z.array(earningsBalanceSchema),
  sponsorships: z.array(
    z.object({
      id: z.string(),
      videoId: z.string(),
      videoTitle: z.string(),
      sponsorName: z.string(),
      amount: minor,
      platformShare: minor,
      net: minor,
      currency,
      message: z.string().nullable(),
      showPublicly: z.boolean(),
      paidAt: z.string(),
      availableAt: z.string(),
      status: z.enum(SPONSORSHIP_STATUSES),
    }),
  ),
  /** The last 12 weeks, oldest first: the Monday ('YYYY-MM-DD') and the net earned per currency. */
  weeks: z.array(z.object({ week: z.string(), amounts: perCurrency })),
  payouts: z.array(payoutViewSchema),
});
export type CreatorEarnings = z.infer<typeof creatorEarningsSchema>;

/** GET /api/admin/payouts: 'Paiements créateurs', newest first, with each creator's available balance. */
export const adminPayoutsSchema = z.object({
  payouts: z.array(payoutViewSchema.extend({ creatorId: z.string(), creatorName: z.string(), creatorEmail: z.string(), available: minor, transferRef: z.string().nullable() })),
});
export type AdminPayouts = z.infer<typeof adminPayoutsSchema>;
export type AdminPayout = AdminPayouts['payouts'][number];

/** POST /api/admin/payouts/{id}/refuse: the reason, told to the creator. */
export const payoutRefuseBodySchema = z.object({ reason: plainText().trim().min(1, { error: sponsorMessages.payoutRefuseReason }).max(500) });
