import { defineMessages } from '@kora/shared';
import { formatNumber } from '../../lib/format';

/** The video pages' words (/video/{id}, /video-old/{id}): the player's messages, the details, the similar videos. */
export const videosWatchTexts = defineMessages('videosWatchTexts', {
  back: 'Retour',
  notFound: "Cette vidéo n'existe pas ou n'est plus disponible.",
  loadFailedTitle: 'Connexion impossible',
  loadFailed: "La vidéo n'a pas pu être chargée. Vérifiez votre connexion puis réessayez.",
  exhaustedTitle: 'Temps de visionnage gratuit épuisé',
  exhausted: "Vous avez utilisé votre crédit gratuit de ce mois-ci. Il revient au début du mois prochain ; d'ici là, un abonnement vous permet de continuer à regarder.",
  seePlans: 'Voir les abonnements',
  preparingTitle: 'Vidéo en préparation',
  preparing: (seconds: number) => `Cette vidéo est en cours de préparation pour la lecture. Nous réessayons toutes les ${seconds} secondes.`,
  playbackFailedTitle: 'Lecture impossible',
  playbackFailed: 'Kora ne répond pas pour le moment. Vérifiez votre connexion puis réessayez.',
  /** The free minutes left this month, already formatted ('12 minutes'). */
  allowanceLeft: (minutes: string) => `Temps gratuit restant ce mois-ci : ${minutes}`,
  views: (count: number) => `${formatNumber(count)} vue${count > 1 ? 's' : ''}`,
  like: "J'aime",
  /** The languages of a video's subtitles, already listed ('Français, Wolof'). */
  subtitles: (languages: string) => `Sous-titres : ${languages}`,
  similar: 'Vidéos similaires',
  info: 'Informations',
  category: 'Catégorie',
  access: 'Accès',
  duration: 'Durée',
  viewsHeading: 'Vues',
  addedOn: 'Ajoutée le',
  player: 'Lecteur vidéo',
  back10: 'Reculer de 10 secondes',
  forward10: 'Avancer de 10 secondes',
  watchHere: 'Regarder ici',
  subtitleChoiceFailed: 'Votre choix n’a pas pu être enregistré pour les prochaines vidéos.',
  /** What the whole video costs before playing: '≈ 12 Mo', then at which quality. */
  cost: (megabytes: string) => `≈ ${megabytes} Mo`,
  costLine: (cost: string, quality: string) => `Cette vidéo : ${cost} ${quality}`,
  costAudioOnly: 'en audio seul',
  costAtMost: (rendition: string) => `au plus (Auto, jusqu'en ${rendition})`,
  costAt: (rendition: string) => `en ${rendition}`,
} as const);
