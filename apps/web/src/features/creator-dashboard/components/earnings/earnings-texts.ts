import { defineMessages } from '@kora/shared';

/**
 * The 'Revenus' tab's words (its own chunk): balances, the payout form, the weekly charts, the sponsorships
 * received and the payouts. Amounts come written (formatPrice), never added across currencies.
 */
export const creatorEarningsTexts = defineMessages('creatorEarningsTexts', {
  loading: 'Chargement des revenus',
  loadFailed: "Vos revenus n'ont pas pu être chargés.",
  balances: {
    empty: 'Aucun revenu pour le moment : les parrainages de vos vidéos gratuites apparaîtront ici.',
    label: (currency: string) => `Solde en ${currency}`,
    available: 'Disponible',
    /** 'En attente (7 jours)': the money held after a sponsorship (refunds and chargebacks). */
    pending: (holdDays: number) => `En attente (${holdDays} jour${holdDays > 1 ? 's' : ''})`,
    inPayout: 'En cours de versement',
    paidOut: 'Versé',
    earned: (amount: string) => `Gagné au total (net) : ${amount}`,
  },
  charts: {
    title: (currency: string) => `Revenus nets par semaine · ${currency}`,
    week: 'Semaine',
    net: 'Revenus nets',
    /** A chart's week in full: 'semaine du lundi 2 novembre'. */
    weekOf: (day: string) => `semaine du ${day}`,
    noneOverWeeks: (title: string, weeks: number) => `${title} : aucun sur les ${weeks} dernières semaines.`,
    overWeeks: (title: string, total: string, weeks: number, peak: string, peakWeek: string) =>
      `${title} : ${total} sur les ${weeks} dernières semaines, au plus ${peak} la ${peakWeek}.`,
  },
  sponsorships: {
    title: 'Parrainages reçus',
    empty: 'Aucun parrainage pour le moment.',
    /** 'Part Kora 10 % : 50 FCFA': what the platform kept of a sponsorship (`percent`: the figure, written). */
    platformShare: (percent: string, amount: string) => `Part Kora ${percent}\u00a0% : ${amount}`,
    net: (amount: string) => `Net : ${amount}`,
    receivedOn: (date: string) => `Reçu le ${date}`,
    availableOn: (date: string) => `Disponible le ${date}`,
    available: 'Disponible',
    private: 'Message privé',
  },
  payoutForm: {
    title: 'Demander un versement',
    intro: (available: string, minimum: string) =>
      `Disponible : ${available}. Minimum : ${minimum}. Versement sur un compte mobile money, après validation par un administrateur.`,
    amount: 'Montant (FCFA)',
    currency: 'Devise',
    country: 'Pays',
    operator: 'Opérateur',
    noOperator: 'Aucun opérateur de versement dans ce pays pour cette devise.',
    phoneHint: 'Le numéro du compte mobile money qui recevra le versement.',
    amountInvalid: 'Indiquez un montant entier en FCFA.',
    operatorRequired: 'Choisissez un opérateur.',
    requestedTitle: 'Versement demandé',
    requested: (amount: string) => `${amount} : un administrateur va le valider.`,
    failedTitle: 'Versement impossible',
    retryLater: 'Réessayez dans un instant.',
  },
  payouts: {
    title: 'Versements',
    empty: 'Aucun versement demandé pour le moment.',
    requestedOn: (date: string) => `Demandé le ${date}`,
    settledOn: (date: string) => `Réglé le ${date}`,
    reason: (reason: string) => `Raison : ${reason}`,
  },
});
