/*
 * Sponsoring without zod (viewer.md §2, §3, §4, §5, §8, §9): the sponsor dialog's rules, the
 * statuses of a sponsorship and of a creator's payout, and their French texts. The sponsor dialog, the
 * creator's 'Revenus' and the admin's 'Paiements créateurs' read them without loading the schemas.
 */
import { type Currency, currencyMinorDigits, PRICE_AMOUNT_MAX } from './prices.js';
import { defineMessages } from './i18n/catalogue.js';

/** viewer.md §9: a sponsor's message holds at most 200 characters. */
export const SPONSOR_MESSAGE_MAX = 200;
/** viewer.md §5, §9: the smallest amount, in major units (the dialog's `min` and `step`). */
export const SPONSOR_AMOUNT_MIN = 0.01;

/** A sponsorship: waiting for its payment, paid (it counts), failed (refused or abandoned: it never counts), refunded. */
export const SPONSORSHIP_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type SponsorshipStatus = (typeof SPONSORSHIP_STATUSES)[number];

/**
 * A payout: asked by the creator; refused by an admin (the money returns to the balance); approved, the
 * transfer sent ('sending' until the provider took it, then 'pending'); then paid, or failed (the money
 * returns to the balance).
 */
export const PAYOUT_STATUSES = ['requested', 'refused', 'sending', 'pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The mobile-money operators a payout can go to (Hub2's transfers). */
export const PAYOUT_METHODS = ['orange_money', 'mtn_mobile_money', 'moov_money', 'wave'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** The creator's ledger: every movement of their money, one immutable row each. */
export const EARNING_KINDS = ['sponsorship', 'platform_share', 'refund', 'payout_requested', 'payout_paid', 'payout_returned'] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];
/** Where a movement sits: what Kora owes the creator, or what is on its way to their phone. */
export const EARNING_ACCOUNTS = ['balance', 'in_transit'] as const;
export type EarningAccount = (typeof EARNING_ACCOUNTS)[number];

export const sponsorshipStatusLabels = defineMessages('sponsorshipStatusLabels', { pending: 'En attente', paid: 'Payé', failed: 'Échoué', refunded: 'Remboursé' } satisfies Record<SponsorshipStatus, string>);
export const payoutStatusLabels = defineMessages('payoutStatusLabels', {
  requested: 'Demandé',
  refused: 'Refusé',
  sending: 'Envoi en cours',
  pending: 'En cours',
  paid: 'Versé',
  failed: 'Échoué',
} satisfies Record<PayoutStatus, string>);

/** The spec's sponsor texts (viewer.md §8, verbatim) and Kora's own French ones. */
export const sponsorMessages = defineMessages('sponsorMessages', {
  // viewer.md §8 (verbatim)
  sentTitle: 'Parrainage envoyé',
  sent: 'Merci pour votre soutien au créateur !',
  failedTitle: 'Erreur',
  failedDefault: "Impossible d'envoyer le parrainage.",
  // Kora's own
  dialogTitle: 'Sponsoriser',
  amountInvalid: 'Montant invalide : un nombre supérieur à 0.',
  amountTooSmall: 'Le montant minimum est de 0,01.',
  amountDecimals: 'Deux décimales au plus.',
  amountWhole: 'Les montants en FCFA sont entiers.',
  amountTooLarge: 'Montant trop élevé.',
  messageTooLong: `Le message contient au plus ${SPONSOR_MESSAGE_MAX} caractères.`,
  premiumVideo: 'Le parrainage est réservé aux vidéos gratuites.',
  ownVideo: 'Vous ne pouvez pas parrainer votre propre vidéo.',
  noCreator: "Cette vidéo n'a pas de créateur à soutenir.",
  sponsorshipNotFound: 'Parrainage introuvable.',
  tooMany: 'Trop de parrainages en peu de temps. Réessayez dans quelques minutes.',
  pending: 'Paiement en attente de confirmation…',
  showPublicly: 'Afficher publiquement',
  payoutBelowMinimum: 'Montant inférieur au minimum de versement.',
  payoutAboveBalance: 'Montant supérieur à votre solde disponible.',
  payoutCurrency: 'Les versements mobile money se font en FCFA : ce solde attend un virement bancaire.',
  payoutNotFound: 'Versement introuvable.',
  payoutNotRequested: "Ce versement n'attend plus de décision.",
  payoutPending: 'Un versement est déjà en cours pour ce solde.',
  payoutRefuseReason: 'Indiquez la raison du refus.',
} as const);

/**
 * The amount in minor units of an amount typed in major units (viewer.md §5: a number > 0, step 0.01;
 * FCFA has no decimals), or the French reason it is refused.
 */
export function sponsorAmountToMinor(value: number, currency: Currency): { amount: number } | { error: string } {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return { error: sponsorMessages.amountInvalid };
  const digits = currencyMinorDigits[currency];
  const scaled = value * 10 ** digits;
  const amount = Math.round(scaled);
  // A typed 19.99 is 1998.9999… once scaled: what is within a rounding error of a whole number of minor units is that number.
  if (Math.abs(scaled - amount) > 1e-6) return { error: digits === 0 ? sponsorMessages.amountWhole : sponsorMessages.amountDecimals };
  if (amount < 1) return { error: sponsorMessages.amountTooSmall };
  if (amount > PRICE_AMOUNT_MAX) return { error: sponsorMessages.amountTooLarge };
  return { amount };
}

/** The platform's share of a gross amount at `percent` (%), rounded down in minor units: the creator never gets less than the rest. */
export function platformShareOf(gross: number, percentBasisPoints: number): number {
  return Math.floor((gross * percentBasisPoints) / 10_000);
}

/**
 * The currency a creator's figures are shown in (a video's sponsorship total, the first balance): FCFA of
 * their zone (XAF for Cameroun, XOF for the rest of Kora's Africa), euros for a creator in the euro zone.
 */
export function displayCurrencyOfCountry(country: string | null | undefined): Currency {
  if (country === 'Cameroun') return 'XAF';
  if (country === 'France' || country === 'Belgique') return 'EUR';
  return 'XOF';
}
