import { defineMessages, type VideoReviewStatus, type VideoStatus } from '@kora/shared';
import { formatNumber } from '../../lib/format';

/**
 * The upload's own words: the form, its progress, the follow-up of the video's preparation and 'Mes vidéos'. The
 * categories (video-categories.ts) are values the server stores, shown as they are; the form's refusals are
 * uploadMessages (@kora/shared).
 */
export const uploadsTexts = defineMessages('uploadsTexts', {
  pageTitle: 'Envoyer une vidéo',
  form: {
    title: 'Titre',
    description: 'Description',
    category: 'Catégorie',
    file: 'Fichier vidéo',
    chooseFile: 'Choisir une vidéo',
    resumeHint: "Un envoi interrompu de ce fichier a été retrouvé : il reprendra là où il s'était arrêté.",
    submit: 'Envoyer la vidéo',
    cancelledTitle: 'Envoi annulé',
    cancelled: "La vidéo n'a pas été envoyée.",
    answerLostTitle: 'Envoi terminé',
    answerLost: "La réponse du serveur s'est perdue. Vérifiez « Mes vidéos » : si la vidéo n'y est pas, envoyez-la à nouveau.",
    connectionLostTitle: 'Connexion interrompue',
    connectionLost: "La connexion a été perdue pendant l'envoi. Vérifiez votre réseau, puis réessayez : l'envoi reprendra là où il s'est arrêté.",
    retry: 'Réessayer',
  },
  progress: {
    label: 'Envoi de la vidéo',
    /** '12,3 Mo sur 80 Mo': the sizes come written. */
    sizes: (loaded: string, total: string) => `${loaded} sur ${total}`,
    estimating: 'Calcul du temps restant…',
    checking: 'Vérification du fichier…',
    reconnecting: 'Connexion perdue, nouvelle tentative…',
    resumed: (percent: number) => `Envoi repris à ${percent} % : la partie déjà reçue n'est pas renvoyée.`,
    cancel: 'Annuler',
  },
  processing: {
    title: 'Suivi de la vidéo',
    ready: 'Prête',
    readyPending: 'Prête · En attente de validation',
    /** What a ready video's follow-up says, by where its review stands (CREATOR_VIDEO_REVIEW). */
    readyText: {
      approved: 'Votre vidéo est en ligne.',
      pending: 'Un administrateur doit l’approuver avant qu’elle soit publiée. D’ici là, vous seul (et les administrateurs) pouvez la regarder.',
      rejected: 'Elle n’est pas publiée : la raison du refus est dans « Mes vidéos », où vous pouvez la modifier.',
    } satisfies Record<VideoReviewStatus, string>,
    failed: 'Échec',
    /** What a failure says when the server gave no reason. */
    failedFallback: 'La préparation de la vidéo a échoué.',
    transcoding: 'Transcodage…',
    barLabel: 'Traitement de la vidéo',
    queued: "En file d'attente",
    received: 'La vidéo est reçue ; sa préparation va commencer.',
    watch: 'Voir la vidéo',
    preview: 'Voir l’aperçu',
    another: 'Envoyer une autre vidéo',
  },
  list: {
    title: 'Mes vidéos',
    loadFailed: 'Impossible de charger vos vidéos.',
    empty: "Vous n'avez pas encore envoyé de vidéo.",
    status: { ready: 'Prête', processing: 'En traitement', failed: 'Échec' } satisfies Record<VideoStatus, string>,
    /** "0 vue", "1 vue", "12 vues" (French singular up to 1). */
    views: (views: number) => `${formatNumber(views)} vue${views > 1 ? 's' : ''}`,
    unpublished: 'Non publiée',
    toReview: 'À valider',
    rejected: 'Rejetée',
    blocked: 'Bloquée',
    processingLabel: (title: string) => `Traitement de « ${title} »`,
    transcoding: (percent: number) => `Transcodage… ${percent} %`,
    blockedNote: "Bloquée par un administrateur : elle n'apparaît plus dans le catalogue.",
    pendingNote: "En attente de validation : elle sera publiée dès qu'un administrateur l'aura approuvée.",
    rejectedNote: (reason: string) => `Rejetée : ${reason}`,
    noReason: 'sans raison donnée',
  },
});
