import { defineMessages } from '@kora/shared';

/** The payment fields' own words (the method choice, the phone, the card forms), shared by every payment form. */
export const paymentFieldsTexts = defineMessages('paymentFieldsTexts', {
  methodLegend: 'Moyen de paiement',
  /** Each method's kind, beside its name. */
  methodTypes: { mobile_money: 'Mobile money', bank_transfer: 'Virement', card: 'Carte' },
  /** The methods whose name is a word rather than a brand (the operators keep theirs). */
  phoneLabel: 'Numéro de téléphone',
  dialCode: (country: string) => `Indicatif ${country}`,
  cardForm: 'Carte bancaire',
  cardNumber: 'Numéro de carte',
  expiry: 'Expiration (MM/AA)',
  expiryPlaceholder: 'MM/AA',
  cvc: 'Cryptogramme (CVC)',
  stripeLoadFailed: "Le formulaire de paiement n'a pas pu être chargé. Vérifiez votre connexion et réessayez.",
});
