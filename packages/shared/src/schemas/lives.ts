import { z } from 'zod';
import { TIERS } from '../tiers.js';
import { multilineText, plainText } from './text.js';
import { renditionSchema } from './videos.js';

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

/** A live stream as lists and the viewer page show it (live-creators-admin.md §3, plus its life and replay). */
export const liveStreamSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  requiredTier: z.enum(TIERS),
  thumbnailUrl: z.string().nullable(),
  isLive: z.boolean(),
  status: z.enum(LIVE_STATUSES),
  phase: z.enum(LIVE_PHASES),
  signal: z.enum(LIVE_SIGNALS).nullable(),
  /** People on the live's page now. */
  viewerCount: z.number().int(),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** The creator's display name. */
  creatorName: z.string().nullable(),
  /** Shown only to the live's creator and admins; null for everyone else. */
  rejectionReason: z.string().nullable(),
  /** The recorded replay once it is a ready video in the catalogue. */
  replayVideoId: z.string().nullable(),
});
export type LiveStream = z.infer<typeof liveStreamSchema>;
export const liveStreamListSchema = z.array(liveStreamSchema);

/** GET /api/live-streams?active=true (the spec's "variant active"): only lives on air. */
export const liveListQuerySchema = z.object({
  active: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});

const title = plainText().trim().min(1, { error: 'Le titre est requis' }).max(liveLimits.titleMax);
const description = multilineText().trim().max(liveLimits.descriptionMax);
const category = z.enum(LIVE_CATEGORIES, { error: 'Catégorie invalide' });

/** POST /api/live-streams (creators and admins, live-creators-admin.md §7): the live waits for approval unless an admin creates it. */
export const createLiveBodySchema = z.object({
  title,
  description: description.default(''),
  category,
  scheduledAt: z.iso.datetime({ offset: true, error: 'Date de programmation invalide' }).nullable().optional(),
  requiredTier: z.enum(TIERS).default('free'),
});
export type CreateLiveBody = z.input<typeof createLiveBodySchema>;

/** POST /api/admin/live-streams (live-creators-admin.md §5: title and description required). Approved at once. */
export const adminCreateLiveBodySchema = z.object({
  title,
  description: description.min(1, { error: 'La description est requise' }),
  category,
  requiredTier: z.enum(TIERS),
  scheduledAt: z.iso.datetime({ offset: true, error: 'Date de programmation invalide' }).nullable().optional(),
});
export type AdminCreateLiveBody = z.input<typeof adminCreateLiveBodySchema>;

/** POST /api/admin/live-streams/{id}/reject: a reason, non-empty after trimming (§5). */
export const rejectLiveBodySchema = z.object({
  reason: multilineText()
    .trim()
    .min(1, { error: 'Veuillez indiquer une raison pour le rejet.' })
    .max(liveLimits.rejectionReasonMax),
});
export type RejectLiveBody = z.input<typeof rejectLiveBodySchema>;

/** GET /api/live-streams/{id}/ingest (the live's owner): what OBS calls Server and Stream Key. */
export const liveIngestSchema = z.object({
  /** rtmp://host:port/live — an encoder publishes to `${rtmpUrl}/${streamKey}`. */
  rtmpUrl: z.string(),
  streamKey: z.string(),
  /** WebSocket URL the /stream page sends its MediaRecorder chunks to (going live from the browser). */
  browserIngestUrl: z.string(),
  /** What Kora accepts and recommends (OBS settings shown on /stream). */
  maxVideoHeight: z.number().int(),
  maxBitrateKbps: z.number().int(),
  recommendedKeyframeSeconds: z.number().int(),
});
export type LiveIngest = z.infer<typeof liveIngestSchema>;

/** GET /api/live-streams/{id}/playback: the signed master playlist, as for a video, plus where the live is. */
export const livePlaybackSchema = z.object({
  masterUrl: z.string(),
  expiresAt: z.string(),
  renditions: z.array(renditionSchema),
});
export type LivePlayback = z.infer<typeof livePlaybackSchema>;

/** POST /api/live-streams/upload-test: how many bytes arrived (application/octet-stream, at most uploadTestMaxBytes). */
export const uploadTestSchema = z.object({ receivedBytes: z.number().int() });
export type UploadTest = z.infer<typeof uploadTestSchema>;
export const uploadTestMaxBytes = 1024 * 1024;

/** Texts of the live screens (live-creators-admin.md §2, §5, §8) quoted verbatim. */
export const liveMessages = {
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
} as const;

/** Server answers about lives, one French message per refusal. */
export const liveServerMessages = {
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
} as const;
