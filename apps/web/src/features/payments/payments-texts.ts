import { defineMessages } from '@kora/shared';

/**
 * The payment pages' own words (/subscribe, /hub2-payment, /hub2-success, /hub2-error, the cancellation). The spec's
 * payment toasts are paymentMessages (@kora/shared); viewer.md §2 quotes the English of 'Complete Your Purchase',
 * 'Subscribe Now', 'POPULAR', 'Proceed to payment' and 'Cancel Subscription'.
 */
export const paymentsTexts = defineMessages('paymentsTexts', {
  subscribeTitle: 'Abonnement',
  noPrice: "Cette offre n'a pas de prix pour le moment.",
  banner: {
    label: 'Abonnement actif',
    title: (tier: string) => `Abonnement ${tier} actif`,
    active: 'Votre abonnement est actif.',
    renews: (date: string) => `Renouvellement le ${date}.`,
    activeUntil: (date: string) => `Actif jusqu'au ${date}.`,
  },
  offer: {
    popular: 'POPULAIRE',
    currency: 'Devise',
    payByMobileMoney: 'Payer par Mobile Money',
    or: 'ou',
    payByCard: 'Payer par carte bancaire',
  },
  checkout: {
    back: 'Retour aux offres',
    title: 'Complete Your Purchase',
    summary: 'Récapitulatif',
    plan: 'Offre',
    duration: 'Durée',
    period: 'Période',
    total: 'Total',
    subscribe: (price: string) => `S’abonner · ${price}`,
    cardUnavailable: "Le paiement par carte n'est pas disponible pour le moment.",
  },
  /** A plan's period in the checkout's summary: how often it renews, or how long a pass lasts. */
  renewals: { day: 'chaque jour', week: 'chaque semaine', month: 'chaque mois', year: 'chaque année' },
  renewed: (renewal: string) => `Renouvelé ${renewal}, résiliable à tout moment`,
  passPeriod: (duration: string) => `${duration}, sans renouvellement`,
  chosenPlan: {
    loading: "Chargement de l'offre",
    loadFailed: "Les offres n'ont pas pu être chargées.",
    gone: "Cette offre n'est plus proposée.",
    seePremium: "Voir l'offre Premium",
  },
  cancel: {
    button: 'Résilier l’abonnement',
    dialogTitle: "Résilier l'abonnement",
    confirm: 'Résilier',
    note: "Votre abonnement ne sera plus renouvelé ; vous gardez votre accès jusqu'à la fin de la période payée.",
  },
  mobile: {
    title: 'Paiement mobile',
    back: "Retour à l'offre",
    intro: 'Payez avec Orange Money, MTN, Moov, Wave, une carte ou un virement.',
    country: 'Pays',
    currency: 'Devise',
    email: 'Email de contact',
    phoneHint: 'Le numéro du compte qui paie : vous validerez le paiement sur ce téléphone.',
    summary: 'Récapitulatif',
    plan: 'Offre',
    total: 'Total',
    proceed: 'Proceed to payment',
    benefits: 'Ce que vous obtenez',
    tabOpened: 'Validez le paiement dans l’onglet qui vient de s’ouvrir.',
    retryLater: 'Réessayez dans un instant.',
  },
  started: {
    title: 'Paiement en attente de validation',
    opened: 'La page de paiement s’est ouverte dans un nouvel onglet. Validez-y le paiement (ou sur votre téléphone), puis revenez ici.',
    notOpened: 'Ouvrez la page de paiement, validez-y le paiement (ou sur votre téléphone), puis revenez ici.',
    openLink: 'Ouvrir la page de paiement',
    paid: "J'ai payé",
    changeMethod: 'Changer de moyen de paiement',
  },
  /** Kora's own texts around a payment's outcome (viewer.md §8 quotes none for these). */
  outcome: {
    stillPendingTitle: 'Paiement en cours de validation',
    stillPending: 'Votre paiement est reçu par le fournisseur ; votre abonnement sera activé dans quelques instants.',
    notConfirmedTitle: 'Paiement pas encore confirmé',
    notConfirmed: 'Validez le paiement sur votre téléphone, puis appuyez de nouveau sur « J’ai payé ».',
    refused: 'Le fournisseur a refusé ce paiement. Vous pouvez réessayer.',
    popupBlocked: 'Ouvrez la page de paiement avec le lien ci-dessous.',
  },
  success: {
    home: "Retour à l'accueil",
    account: 'Voir mon compte',
    open: 'Merci ! Votre paiement est validé : votre accès Premium est ouvert.',
    opening: 'Merci ! Votre accès Premium s’ouvre dès que votre opérateur confirme le paiement, en général en quelques instants.',
    benefitsTitle: 'Vos avantages Premium',
    benefits: {
      catalogue: 'Tout le catalogue Premium, films, séries et exclusivités',
      lives: 'Les lives et leurs replays premium',
      quality: 'La meilleure image, jusqu’à la Full HD 1080p',
      creators: 'Les créateurs africains soutenus par votre abonnement',
    },
    countdown: (seconds: number) => `Retour à l'accueil dans ${seconds} seconde${seconds > 1 ? 's' : ''}`,
  },
  failure: {
    title: "Le paiement n'a pas abouti",
    retry: 'Réessayer le paiement',
    home: "Retour à l'accueil",
    intro: 'Le paiement a été refusé ou annulé. Quelques vérifications avant de réessayer :',
    tips: {
      balance: 'Vérifiez que votre compte mobile money a un solde suffisant (frais compris).',
      number: 'Vérifiez le numéro de téléphone saisi et l’indicatif du pays.',
      validate: 'Validez le paiement sur votre téléphone avant la fin du délai (code ou confirmation USSD).',
      other: 'Essayez un autre moyen de paiement ou une autre devise.',
      slow: 'Si la connexion est lente, patientez quelques instants avant de réessayer.',
    },
    help: "Besoin d'aide ?",
  },
});
