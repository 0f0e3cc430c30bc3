import { defineMessages } from '@kora/shared';

/** The landing page of visitors (/ and /landing). */
export const landingTexts = defineMessages('landingTexts', {
  /** Before the accented « Kora ». */
  welcome: 'Bienvenue sur',
  intro:
    "Créez un compte pour accéder à la plateforme de streaming : des vidéos à la demande, des directs et les créateurs qui font vibrer l'Afrique.",
  signIn: 'Se connecter',
  register: 'Créer un compte',
  highlights: {
    films: 'Films, séries et contenus exclusifs',
    lives: 'Directs de vos créateurs préférés',
    mobileMoney: 'Paiement par mobile money',
  },
} as const);
