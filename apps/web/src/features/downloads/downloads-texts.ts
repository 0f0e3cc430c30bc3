import { defineMessages } from '@kora/shared';

/** The downloads' words: « Télécharger » on a video's page, the list of downloads, the offline screen and player. */
export const downloadsTexts = defineMessages('downloadsTexts', {
  myDownloads: 'Mes téléchargements',
  /** A download's quality: its rung ('144p'), or sound alone (as a label, then within a sentence). */
  audioOnly: 'Audio seul',
  audioOnlyInSentence: 'audio seul',
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

/** How a download's quality is named: its rung ('144p'), or sound alone, as a label or `inSentence`. */
export const downloadQuality = ({ rendition, height }: { rendition: string; height: number | null }, inSentence = false) =>
  height !== null ? rendition : inSentence ? downloadsTexts.audioOnlyInSentence : downloadsTexts.audioOnly;
