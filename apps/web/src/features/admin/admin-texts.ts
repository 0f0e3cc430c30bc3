import { type AdminOverview, defineMessages } from '@kora/shared';

/** The admin area's frame and first screen: its title, its navigation, and what waits for an admin. */
export const adminTexts = defineMessages('adminTexts', {
  title: 'Administration',
  navigation: "Sections de l'administration",
  toDo: 'À traiter',
  sections: 'Sections',
  overviewFailed: "Le résumé n'a pas pu être chargé.",
  /** Under each count of the first screen. */
  overview: {
    pendingLives: (n: number) => (n > 1 ? 'lives en attente' : 'live en attente'),
    pendingApplications: (n: number) => (n > 1 ? 'candidatures créateurs' : 'candidature créateur'),
    pendingPayouts: (n: number) => (n > 1 ? 'versements à décider' : 'versement à décider'),
    pendingVideos: (n: number) => (n > 1 ? 'vidéos à valider' : 'vidéo à valider'),
    failedVideos: (n: number) => (n > 1 ? 'vidéos en échec' : 'vidéo en échec'),
    processingVideos: (n: number) => (n > 1 ? 'vidéos en préparation' : 'vidéo en préparation'),
    signupsToday: (n: number) => (n > 1 ? 'inscriptions aujourd’hui' : 'inscription aujourd’hui'),
  } satisfies Record<keyof AdminOverview, (n: number) => string>,
});
