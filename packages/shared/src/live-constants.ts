import { defineMessages } from './i18n/catalogue.js';
/*
 * The lives' enumerations, limits and French texts without zod: home's live section and the
 * live pages import them without loading the contract's schemas.
 */

/** Moderation status of a live (live-creators-admin.md §4): pending, then approved or rejected by an admin. */
export const LIVE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** Admin live categories (live-creators-admin.md §9); creators pick from the same list. */
export const LIVE_CATEGORIES = ['Nature', 'Cuisine', 'Voyage', 'Jardinage', 'Histoire', 'Sport', 'Musique', 'Art', 'Gaming', 'Éducation'] as const;
export type LiveCategory = (typeof LIVE_CATEGORIES)[number];

/**
 * Where a live is in its life, derived from isLive and endedAt: scheduled (not started yet),
 * live (started, until stopped), ended (stopped for good; its replay follows).
 */
export const LIVE_PHASES = ['scheduled', 'live', 'ended'] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];

/**
 * What the ingest receives while a live is on: nothing yet ('waiting'), an encoder's picture
 * ('receiving'), or an encoder that dropped and may come back within the grace period ('reconnecting').
 * Null when the live is not on.
 */
export const LIVE_SIGNALS = ['waiting', 'receiving', 'reconnecting'] as const;
export type LiveSignal = (typeof LIVE_SIGNALS)[number];

/** Limits of lives: texts, the reconnect grace period. */
export const liveLimits = {
  titleMax: 120,
  descriptionMax: 2000,
  rejectionReasonMax: 500,
  /** An encoder that drops may reconnect this long and resume the same live (server setting LIVE_RECONNECT_GRACE_SECONDS). */
  reconnectGraceSeconds: 60,
} as const;

/** Stable id of the demo live, always on in the demo platform (the spec's "stream 6"; /live/watch opens it). */
export const DEMO_LIVE_ID = '00000000-0000-4000-8000-000000000006';

/** Largest body of POST /api/live-streams/upload-test (schemas/lives.ts: uploadTestSchema). */
export const uploadTestMaxBytes = 1024 * 1024;

/** Texts of the live screens (live-creators-admin.md §2, §5, §8) quoted verbatim. */
export const liveMessages = defineMessages('liveMessages', {
  liveNow: 'En Direct Maintenant',
  allLives: 'Tous les Lives',
  pendingApproval: "En attente d'approbation",
  rejected: 'Stream rejeté',
  restricted: 'Accès restreint',
  notFound: 'Stream non trouvé',
  premiumWall: 'Contenu Premium',
  liveBadge: 'EN DIRECT',
  seeAll: 'Voir tout',
  watch: 'Regarder',
  livesShortcut: 'Lives',
  reasonRequiredTitle: 'Raison requise',
  reasonRequired: 'Veuillez indiquer une raison pour le rejet.',
  approveFailed: "Impossible d'approuver la diffusion",
  rejectFailed: 'Impossible de rejeter la diffusion',
  createFailed: 'Impossible de créer le live stream',
  deleteFailed: 'Impossible de supprimer le live stream',
  startFailed: 'Impossible de démarrer le live stream',
  stopFailed: "Impossible d'arrêter le live stream",
  sessionExpired: 'Session expirée',
  notAuthorized: 'Non autorisé',
  goLive: 'Démarrer le direct',
  stop: 'Arrêter',
  replay: 'Revoir',
  directBadge: 'DIRECT',
  /** Home's live section once every live it showed has ended, while home stays open (our wording). */
  noneOnAir: 'Aucun live en direct pour le moment.',
} as const);

/** Server answers about lives, one French message per refusal. */
export const liveServerMessages = defineMessages('liveServerMessages', {
  notFound: 'Stream non trouvé',
  notApproved: "Ce live n'est pas approuvé : il ne peut pas démarrer.",
  alreadyEnded: 'Ce live est terminé.',
  alreadyLive: 'Ce live est déjà en cours.',
  notLive: "Ce live n'est pas en cours.",
  oneAtATime: "Vous avez déjà un live en cours. Arrêtez-le avant d'en démarrer un autre.",
  notPending: "Ce live n'est plus en attente d'approbation.",
  capacityFull: 'Tous les emplacements de diffusion sont occupés. Réessayez dans quelques minutes.',
  noSignalYet: "Le direct n'a pas encore commencé.",
  tierRequired: (tier: string) => `Ce live nécessite l'abonnement ${tier}.`,
} as const);
