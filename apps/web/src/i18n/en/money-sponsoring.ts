import { translation } from '@kora/shared';
import { sponsoringTexts } from '../../features/sponsoring/sponsoring-texts';

export const englishSponsoring = [
  translation(sponsoringTexts, {
    title: 'Sponsorships',
    statsFailed: 'Sponsorships could not be loaded.',
    count: (count) => `${count} sponsorship${count === 1 ? '' : 's'}`,
    messagesLabel: 'Messages from sponsors',
    pendingDescription: 'Your sponsorship will appear as soon as the operator has confirmed it.',
    dialog: {
      formLabel: 'Sponsorship',
      intro: 'Support the creator of this video with a donation of any amount you choose.',
      send: 'Send sponsorship',
      close: 'Close',
      edit: 'Edit sponsorship',
      pay: (price) => `Pay ${price}`,
      cardUnavailable: 'Card payment is not available at the moment.',
    },
    fields: {
      amount: 'Amount',
      currency: 'Currency',
      message: 'Message (optional)',
      publicHint: 'Your name and message will appear under the video.',
      country: 'Country',
      phoneHint: 'The number of the paying account: you will approve the payment on this phone.',
      methodRequired: 'Choose a payment method.',
    },
  }),
];
