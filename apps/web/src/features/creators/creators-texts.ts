import { CREATOR_REVIEW_TIME, defineMessages } from '@kora/shared';
import { formatNumber } from '../../lib/format';

/**
 * The creator pages' own words: the application, its status, a public channel and 'Suivre'. The spec's texts are
 * creatorMessages (@kora/shared). The twelve categories and the countries of an application are values the server
 * stores, shown as they are.
 */
export const creatorsTexts = defineMessages('creatorsTexts', {
  /** How long a review takes ('2 à 5 jours ouvrés', live-creators-admin.md §9). */
  reviewTime: CREATOR_REVIEW_TIME,
  openDashboard: 'Ouvrir mon tableau de bord',
  followApplication: 'Suivre ma candidature',
  loading: 'Chargement',
  /** "Aucun abonné", "1 abonné", "1 234 abonnés". */
  followers: (count: number) => (count <= 0 ? 'Aucun abonné' : `${formatNumber(count)} abonné${count > 1 ? 's' : ''}`),
  followFailed: 'Abonnement impossible',
  unfollowFailed: 'Désabonnement impossible',
  channel: {
    title: 'Chaîne',
    missingTitle: 'Chaîne introuvable',
    missing: "Cette chaîne n'existe pas ou n'est plus disponible.",
    loadFailed: "La chaîne n'a pas pu être chargée.",
    categories: 'Catégories',
    videos: 'Vidéos',
  },
  form: {
    businessName: 'Nom de la chaîne',
    country: 'Pays',
    countryPlaceholder: 'Choisissez votre pays',
    address: 'Adresse',
    contact: 'Contact',
    contactHint: 'Un numéro de téléphone (WhatsApp) ou une adresse e-mail où vous joindre.',
    facebookPage: 'Page Facebook (facultatif)',
    instagramPage: 'Page Instagram (facultatif)',
    categories: 'Catégories de contenu',
    categoriesHint: 'Une ou plusieurs.',
    frequency: 'Fréquence de publication',
    duration: 'Durée moyenne des vidéos',
    submit: 'Envoyer ma candidature',
    failed: "Impossible d'envoyer la candidature",
  },
  status: {
    pageTitle: 'Ma candidature',
    loadFailed: "Le statut de votre candidature n'a pas pu être chargé.",
    title: 'Candidature créateur',
    sentOn: 'Envoyée le',
    reviewedOn: 'Examinée le',
    reason: 'Raison du rejet',
    pending: (time: string) => `L'examen d'une candidature prend ${time}. Vous recevrez un e-mail dès qu'une décision sera prise.`,
    newApplication: 'Nouvelle candidature',
    none: "Vous n'avez pas encore demandé à devenir créateur sur Kora.",
    apply: 'Déposer une candidature',
  },
  application: {
    pageTitle: 'Devenir créateur',
    intro: 'Publiez vos vidéos et vos lives sur Kora. Présentez votre chaîne : un administrateur examinera votre candidature.',
    rejected: 'Votre candidature précédente a été rejetée. Vous pouvez en déposer une nouvelle.',
    alreadyCreator: 'Vous êtes déjà créateur',
    pendingTitle: "Candidature en cours d'examen",
    pendingTime: (time: string) => `L'examen prend ${time}.`,
  },
  signedOut: {
    signIn: 'Se connecter',
    application: 'Connectez-vous pour devenir créateur sur Kora et déposer votre candidature.',
    status: 'Connectez-vous pour suivre votre candidature de créateur.',
  },
});
