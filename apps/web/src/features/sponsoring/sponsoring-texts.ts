import { defineMessages } from '@kora/shared';

/** Sponsoring's own words under a video and in its dialog (the spec's sponsor texts are sponsorMessages, @kora/shared). */
export const sponsoringTexts = defineMessages('sponsoringTexts', {
  title: 'Parrainages',
  statsFailed: "Les parrainages n'ont pas pu être chargés.",
  count: (count: number) => `${count} parrainage${count > 1 ? 's' : ''}`,
  messagesLabel: 'Messages des parrains',
  pendingDescription: 'Votre parrainage apparaîtra dès que l’opérateur l’aura confirmé.',
  dialog: {
    formLabel: 'Parrainage',
    intro: 'Soutenez le créateur de cette vidéo par un don, du montant de votre choix.',
    send: 'Envoyer le parrainage',
    close: 'Fermer',
    edit: 'Modifier le parrainage',
    pay: (price: string) => `Payer ${price}`,
    cardUnavailable: "Le paiement par carte n'est pas disponible pour le moment.",
  },
  fields: {
    amount: 'Montant',
    currency: 'Devise',
    message: 'Message (facultatif)',
    publicHint: 'Votre nom et votre message apparaîtront sous la vidéo.',
    country: 'Pays',
    phoneHint: 'Le numéro du compte qui paie : vous validerez le paiement sur ce téléphone.',
    methodRequired: 'Choisissez un moyen de paiement.',
  },
});
