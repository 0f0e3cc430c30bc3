import { defineMessages } from './i18n/catalogue.js';
/*
 * The creators' constants, labels and French messages (live-creators-admin.md §5, §8, §9), apart
 * from their zod schemas (schemas/creators.ts re-exports them): pages that only show a label or a
 * message ('Suivre' on a video page, a status badge) stay free of zod.
 */

/** The twelve creator categories of §9, in the spec's order. */
export const CREATOR_CATEGORIES = ['Gaming', 'Éducation', 'Divertissement', 'Sport', 'Musique', 'Cuisine', 'Technologie', 'Lifestyle', 'Voyage', 'Art', 'Mode', 'Santé'] as const;
export type CreatorCategory = (typeof CREATOR_CATEGORIES)[number];

/** Countries an application may name (§9). */
export const CREATOR_COUNTRIES = ['France', 'Belgique', 'Suisse', 'Canada', 'Maroc', 'Tunisie', 'Algérie', 'Sénégal', "Côte d'Ivoire", 'Cameroun', 'Madagascar', 'Autre'] as const;
export type CreatorCountry = (typeof CREATOR_COUNTRIES)[number];

export const PUBLICATION_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export type PublicationFrequency = (typeof PUBLICATION_FREQUENCIES)[number];
/** How each frequency reads in French. */
export const publicationFrequencyLabels = defineMessages('publicationFrequencyLabels', {
  daily: 'Quotidienne',
  weekly: 'Hebdomadaire',
  biweekly: 'Toutes les deux semaines',
  monthly: 'Mensuelle',
} satisfies Record<PublicationFrequency, string>);

export const AVERAGE_VIDEO_DURATIONS = ['short', 'medium', 'long'] as const;
export type AverageVideoDuration = (typeof AVERAGE_VIDEO_DURATIONS)[number];
export const averageVideoDurationLabels = defineMessages('averageVideoDurationLabels', {
  short: 'Courte (1-5 min)',
  medium: 'Moyenne (5-20 min)',
  long: 'Longue (20 min et plus)',
} satisfies Record<AverageVideoDuration, string>);

export const CREATOR_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CreatorApplicationStatus = (typeof CREATOR_APPLICATION_STATUSES)[number];
export const creatorApplicationStatusLabels = defineMessages('creatorApplicationStatusLabels', {
  pending: 'En attente',
  approved: 'Approuvée',
  rejected: 'Rejetée',
} satisfies Record<CreatorApplicationStatus, string>);

/** Review time shown to an applicant (§9). */
export const CREATOR_REVIEW_TIME = '2 à 5 jours ouvrés';

export const creatorLimits = {
  businessNameMax: 100,
  addressMax: 300,
  contactInfoMax: 200,
  urlMax: 500,
  rejectionReasonMax: 1000,
  /** "New followers" and "views this week" count the last 7 days. */
  recentDays: 7,
  /** The dashboard's daily charts cover the last 28 days, today included. */
  chartDays: 28,
  topVideos: 5,
} as const;

/** The French messages of the creator screens and calls (§5: the spec quotes the first). */
export const creatorMessages = defineMessages('creatorMessages', {
  businessNameRequired: 'Le nom de la chaîne est requis.',
  businessNameTooLong: `Le nom de la chaîne ne doit pas dépasser ${creatorLimits.businessNameMax} caractères.`,
  countryRequired: 'Le pays est requis.',
  addressRequired: "L'adresse est requise.",
  addressTooLong: `L'adresse ne doit pas dépasser ${creatorLimits.addressMax} caractères.`,
  contactRequired: 'Le contact est requis.',
  contactTooLong: `Le contact ne doit pas dépasser ${creatorLimits.contactInfoMax} caractères.`,
  categoriesRequired: 'Choisissez au moins une catégorie.',
  categoryUnknown: 'Catégorie inconnue.',
  frequencyRequired: 'La fréquence de publication est requise.',
  durationRequired: 'La durée moyenne des vidéos est requise.',
  facebookInvalid: 'Le lien Facebook doit être une adresse web valide (https://…).',
  instagramInvalid: 'Le lien Instagram doit être une adresse web valide (https://…).',
  alreadyPending: 'Vous avez déjà une candidature en cours d’examen.',
  alreadyCreator: 'Votre compte est déjà un compte créateur.',
  applicationNotFound: 'Candidature introuvable.',
  notPending: 'Cette candidature a déjà été examinée.',
  reasonTooLong: `La raison ne doit pas dépasser ${creatorLimits.rejectionReasonMax} caractères.`,
  submitted: 'Candidature envoyée',
  submittedDescription: 'Nous examinons votre candidature : comptez 2 à 5 jours ouvrés. Vous recevrez un e-mail.',
  noApplication: 'Aucune candidature trouvée',
  profileMissing: 'Accès non autorisé',
  creatorNotFound: 'Créateur introuvable.',
  cannotFollowSelf: 'Vous ne pouvez pas vous abonner à votre propre chaîne.',
  videoNotFound: 'Vidéo introuvable.',
  approveFailed: "Impossible d'approuver la candidature",
  rejectFailed: 'Impossible de rejeter la candidature',
  editFailed: 'Impossible de modifier la vidéo',
  deleteFailed: 'Impossible de supprimer la vidéo',
  follow: 'Suivre',
  following: 'Abonné',
} as const);
