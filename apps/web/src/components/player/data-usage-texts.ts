import { defineMessages } from '@kora/shared';

/** The data the players used this month (/settings). Apart from playerTexts: the app counts usage from its first load. */
export const playerDataUsageTexts = defineMessages('playerDataUsageTexts', {
  usedThisMonth: 'Données utilisées ce mois-ci par ce profil sur cet appareil :',
  /** '84 Mo': decimal megabytes, the figure already formatted. */
  megabytes: (amount: string) => `${amount} Mo`,
} as const);
