import { defineMessages } from './i18n/catalogue.js';
/*
 * Payment texts without zod: the payment pages and the card check import them without loading
 * the contract's schemas.
 */

/** The spec's payment texts (viewer.md §8, in French: its English wording is the English locale's) and Kora's own. */
export const paymentMessages = defineMessages('paymentMessages', {
  // viewer.md §8
  cancelFailedTitle: 'Erreur',
  cancelFailed: 'La résiliation a échoué. Veuillez réessayer.',
  cardFailedTitle: 'Échec du paiement',
  cardFailedDefault: 'Une erreur est survenue pendant le paiement.',
  createFailedTitle: 'Erreur',
  createFailed: "Impossible de créer l'abonnement. Veuillez réessayer.",
  mobileFailedTitle: 'Erreur de paiement',
  mobileFailedDefault: 'Impossible de créer le paiement',
  confirmFailedTitle: 'Erreur de confirmation',
  paymentSuccessTitle: 'Paiement réussi',
  paymentSuccess: 'Votre abonnement est actif !',
  paymentInitialised: 'Paiement initialisé',
  paymentConfirmedTitle: 'Paiement confirmé',
  paymentConfirmed: 'Votre abonnement Premium a été activé !',
  cancelledTitle: 'Abonnement résilié',
  cancelled: 'Votre abonnement a bien été résilié.',
  cancelConfirm: 'Voulez-vous vraiment résilier votre abonnement ?',
  missingFieldsTitle: 'Informations manquantes',
  missingFields: 'Veuillez remplir tous les champs requis',
  phoneRequiredTitle: 'Numéro de téléphone requis',
  phoneRequired: 'Veuillez saisir votre numéro de téléphone pour le paiement mobile',
  // Kora's own
  planNotSold: "Ce plan n'est pas vendu dans cette devise.",
  planUnavailable: "Ce plan n'est plus proposé.",
  freePlan: 'Ce plan est gratuit : il ne se paie pas.',
  amountMismatch: 'Le montant ne correspond pas au prix du plan. Rechargez la page et réessayez.',
  invalidCombination: "Ce moyen de paiement n'est pas proposé pour ce pays et cette devise.",
  phoneInvalid: 'Numéro de téléphone invalide pour ce pays.',
  pendingExists: 'Un paiement par carte est déjà en cours. Terminez-le ou revenez en arrière avant d’en commencer un autre.',
  alreadySubscribed: 'Vous avez déjà un abonnement actif à ce niveau ou au-dessus.',
  subscriptionNotFound: 'Abonnement introuvable.',
  paymentNotFound: 'Paiement introuvable.',
  nothingToCancel: "Vous n'avez pas d'abonnement qui se renouvelle.",
  providerUnavailable: 'Le service de paiement ne répond pas. Réessayez dans un instant.',
  tooManyPayments: 'Trop de tentatives de paiement. Réessayez dans quelques minutes.',
  invalidSignature: 'Signature invalide.',
  cardDeclined: 'Votre carte a été refusée.',
  cardNumberInvalid: 'Numéro de carte invalide.',
  cardExpiryInvalid: "Date d'expiration invalide (MM/AA, dans le futur).",
  cardCvcInvalid: 'Cryptogramme invalide (3 ou 4 chiffres).',
  paymentNotPending: "Ce paiement n'attend plus de carte : il est déjà réglé ou abandonné.",
  sandboxNotice: 'Mode test : aucun argent ne circule. Carte 4242 4242 4242 4242 acceptée, 4000 0000 0000 0002 refusée.',
} as const);
