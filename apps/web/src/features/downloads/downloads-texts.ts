import { defineMessages } from '@kora/shared';

/** The downloads' words: « Télécharger » on a video's page, the list of downloads, the offline screen and player. */
export const downloadsTexts = defineMessages('downloadsTexts', {
  myDownloads: 'Mes téléchargements',
  panel: {
    label: 'Téléchargement',
    failed: 'Le téléchargement a échoué. Vérifiez votre connexion puis réessayez.',
    kept: (rendition: string, size: string, until: string) => `Téléchargée en ${rendition} (${size}), disponible hors ligne jusqu’au ${until}.`,
    download: 'Télécharger',
    downloadAgain: 'Télécharger à nouveau',
    subtitles: 'Sous-titres à garder',
    quality: 'Qualité du téléchargement',
    sizesLoading: 'Tailles des qualités…',
    cancel: 'Annuler',
    keptFor: (days: number) => `Gardée ${days} jours sur cet appareil, prolongée quand vous êtes en ligne.`,
    progressLabel: 'Téléchargement de la vidéo',
    progress: (percent: number) => `Téléchargement… ${percent} %`,
    stop: 'Arrêter le téléchargement',
  },
  list: {
    expired: 'Ce téléchargement a expiré : connectez-vous à internet pour le renouveler.',
    subtitles: (names: string) => `Sous-titres : ${names}`,
    expiredSince: (date: string) => `Expiré depuis le ${date}`,
    availableUntil: (date: string) => `Disponible hors ligne jusqu’au ${date}`,
    play: 'Lire',
    playTitle: (title: string) => `Lire ${title}`,
    remove: 'Supprimer',
    removeTitle: (title: string) => `Supprimer ${title}`,
    loading: 'Chargement des téléchargements…',
    empty: 'Aucun téléchargement sur cet appareil. Sur la page d’une vidéo, « Télécharger » la garde pour la regarder sans connexion.',
    spaceUsed: (size: string) => `Espace utilisé : ${size}`,
    preparingPlayback: 'Préparation de la lecture…',
  },
  player: {
    label: (title: string) => `Lecture hors ligne : ${title}`,
    failed: 'Lecture impossible : ce téléchargement est incomplet ou a expiré.',
  },
  offline: {
    title: 'Vous êtes hors ligne',
    note: 'Vos téléchargements restent disponibles sur cet appareil.',
    retry: 'Réessayer la connexion',
  },
} as const);
