import { defineMessages } from '@kora/shared';
import { formatNumber } from '../../lib/format';

/** 'Abonnements': the figures, the charts of the last 12 months and the latest payments. */
export const adminSubscriptionsTexts = defineMessages('adminSubscriptionsTexts', {
  title: 'Abonnements',
  note: 'Abonnements et pass payés seulement : un niveau donné à la main n’est pas compté. Mois en temps universel (UTC) ; chaque devise a ses propres totaux, jamais additionnés.',
  loadFailed: 'Les chiffres des abonnements n’ont pas pu être chargés.',
  lastMonths: 'Les 12 derniers mois',
  latestPayments: 'Derniers paiements',
  activeByTier: 'Abonnés actifs par niveau',
  thisMonth: 'Ce mois-ci',
  revenue: 'Recettes',
  noRevenue: 'Aucune recette',
  newSubscriptions: 'Nouveaux abonnements',
  cancellations: 'Résiliations',
  passesSold: 'Pass vendus',
  noRevenueInMonths: 'Aucune recette sur les 12 derniers mois.',
  revenueIn: (currency: string) => `Recettes en ${currency}`,
  newPerMonth: 'Nouveaux abonnements par mois',
  subscriptions: (n: number) => `${formatNumber(n)} abonnement${n > 1 ? 's' : ''}`,
  month: 'Mois',
  /** A chart's summary for a screen reader: '… : 12 000 FCFA sur les 12 derniers mois, au plus 5 000 FCFA en mars 2026.' */
  summaryNone: (title: string, months: number) => `${title} : aucun sur les ${months} derniers mois.`,
  summary: (title: string, total: string, months: number, peak: string, peakMonth: string) =>
    `${title} : ${total} sur les ${months} derniers mois, au plus ${peak} en ${peakMonth}.`,
  noPayments: 'Aucun paiement pour le moment.',
  /** The payment methods whose name is words (the others are brands: paymentMethods' labels). */
});
