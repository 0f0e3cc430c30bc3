import { z } from 'zod';
import { AGE_RATINGS } from '../age-ratings.js';
import { ageRatingSchema } from './age-rating.js';
import { limits } from '../constants.js';
import { ACCOUNT_TYPES, SUBSCRIPTION_STATUSES, TIERS } from '../tiers.js';
import { profileSchema } from './profiles.js';
import { multilineText, plainText } from './text.js';
import { creatorVideoSchema, uploadFieldsSchema } from './uploads.js';
import { userSchema } from './user.js';
import { VIDEO_STATUSES } from './videos.js';
import { defineMessages } from '../i18n/catalogue.js';
import { schemaMessages } from './schema-messages.js';

/*
 * The admin back-office (live-creators-admin.md §2 'Admin area', §3, §5, §7, §8, §9): videos,
 * the review of creators' videos, users, settings, the journal and the first screen.
 */

/** Rows per page of the admin lists. */
export const ADMIN_PAGE_SIZE = 20;

/** The French texts of the admin area (§8 quotes the failure toasts; the rest are ours). */
export const adminMessages = defineMessages('adminMessages', {
  addVideoFailed: "Impossible d'ajouter la vidéo",
  deleteVideoFailed: 'Impossible de supprimer la vidéo',
  statusFailed: 'Impossible de modifier le statut de la vidéo',
  prepareAgainFailed: 'Impossible de relancer la préparation de la vidéo',
  thumbnailFailed: "Impossible de mettre à jour l'affiche",
  editVideoFailed: 'Impossible de modifier la vidéo',
  approveVideoFailed: "Impossible d'approuver la vidéo",
  rejectVideoFailed: 'Impossible de rejeter la vidéo',
  urlNotImage: 'URL invalide',
  urlUnreachable: 'URL inaccessible',
  urlNotVideo: "Cette adresse ne mène pas à une vidéo",
  urlRequired: "L'URL est requise",
  urlMalformed: 'Adresse web invalide (https://…)',
  videoNotFound: 'Vidéo introuvable.',
  userNotFound: 'Utilisateur introuvable.',
  reviewReasonRequired: 'La raison du rejet est requise.',
  notPendingReview: "Cette vidéo n'attend pas de validation.",
  notPreparable: "Seule une vidéo prête, dont l'original est gardé, peut être préparée à nouveau.",
  preparingAgain: 'La vidéo est préparée à nouveau : elle reste en ligne telle quelle jusqu’à ce que la nouvelle version la remplace.',
  preparingOlder: (count: number) =>
    count === 0
      ? 'Toutes les vidéos sont déjà au format du jour.'
      : `${count} vidéo${count > 1 ? 's' : ''} à l’ancien format ${count > 1 ? 'sont préparées' : 'est préparée'} à nouveau, une à une après les envois des créateurs : chacune reste en ligne telle quelle en attendant.`,
  lastAdmin: 'Impossible : Kora doit garder au moins un administrateur.',
  notYourself: 'Vous ne pouvez pas modifier votre propre compte ici.',
  nothingToChange: 'Rien à modifier',
  freeMinutesInvalid: 'Minutes gratuites : un nombre entier de 0 à 100 000',
  suspended: 'Ce compte est suspendu. Contactez le support de Kora.',
  adminPasswordMin: 'Le nouveau mot de passe doit contenir au moins 8 caractères',
  adminPasswordsMismatch: 'Les mots de passe ne correspondent pas',
} as const);

/** What the admin video list filters on: a processing state, 'blocked', or the review's 'pending' / 'rejected'. */
export const ADMIN_VIDEO_FILTERS = [...VIDEO_STATUSES, 'blocked', 'pending_review', 'rejected'] as const;
export type AdminVideoFilter = (typeof ADMIN_VIDEO_FILTERS)[number];

const pageParam = z.coerce.number({ error: schemaMessages.pageInvalide }).int({ error: schemaMessages.pageInvalide }).min(1, { error: schemaMessages.pageInvalide }).max(10_000).default(1);
const searchParam = plainText().trim().max(200).optional();

/** GET /api/admin/videos. */
export const adminVideoListQuerySchema = z.object({
  q: searchParam,
  status: z.enum(ADMIN_VIDEO_FILTERS).optional(),
  requiredTier: z.enum(TIERS).optional(),
  ageRating: z.enum(AGE_RATINGS).optional(),
  category: plainText().trim().max(100).optional(),
  page: pageParam,
});
export type AdminVideoListQuery = z.input<typeof adminVideoListQuerySchema>;

/** A video as admins see it: every state, who uploaded it, its review. */
export const adminVideoSchema = creatorVideoSchema.extend({
  uploaderName: z.string().nullable(),
  uploaderEmail: z.string().nullable(),
  /** How its media were prepared: 'cmaf' (today's), 'mpegts' (before: heavier, « Préparer à nouveau »), null when none. */
  mediaFormat: z.enum(['cmaf', 'mpegts']).nullable(),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;

/** One page of an admin list. */
const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
/** The answer to « Tout préparer à nouveau » (apiPaths.adminPrepareOlderVideos): what is done, and how many were queued. */
export const preparingOlderSchema = z.object({ message: z.string(), queued: z.number().int() });
export type PreparingOlder = z.infer<typeof preparingOlderSchema>;

export const adminVideoPageSchema = pageOf(adminVideoSchema);
export type AdminVideoPage = z.infer<typeof adminVideoPageSchema>;

/** PATCH /api/admin/videos/{id} (§5: title required). */
export const adminVideoEditBodySchema = z.object({
  title: uploadFieldsSchema.shape.title,
  description: multilineText().trim().max(5000, { error: schemaMessages.descriptionDepasser5000Caracteres }).default(''),
  category: plainText().trim().min(1, { error: schemaMessages.categorieEstRequise }).max(100),
  requiredTier: z.enum(TIERS, { error: schemaMessages.niveauRequisInvalide }),
  /** Kept as it is when not given. */
  ageRating: ageRatingSchema.optional(),
});
export type AdminVideoEditBody = z.input<typeof adminVideoEditBodySchema>;

/** PATCH /api/admin/videos/{id}/status. */
export const adminVideoStatusBodySchema = z.object({ isActive: z.boolean({ error: schemaMessages.valeurInvalide }) });

const webUrl = plainText({ error: adminMessages.urlRequired })
  .trim()
  .min(1, { error: adminMessages.urlRequired })
  .max(2000, { error: adminMessages.urlMalformed })
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), { error: adminMessages.urlMalformed });

/** PATCH /api/admin/videos/{id}/thumbnail: checked by the server (an image answering OK) before it is kept. */
export const adminThumbnailBodySchema = z.object({ thumbnailUrl: webUrl });

/** POST /api/admin/url-check: the server fetches the URL (HEAD, then GET of the first bytes) under the address policy. */
export const urlCheckBodySchema = z.object({ url: webUrl, expect: z.enum(['video', 'image']) });
export type UrlCheckBody = z.infer<typeof urlCheckBodySchema>;
/** ok false carries the French reason (adminMessages.urlNotImage / urlUnreachable / urlNotVideo). */
export const urlCheckResultSchema = z.object({
  ok: z.boolean(),
  message: z.string().nullable(),
  contentType: z.string().nullable(),
  contentLength: z.number().int().nullable(),
  /** The address after redirects. */
  finalUrl: z.string().nullable(),
});
export type UrlCheckResult = z.infer<typeof urlCheckResultSchema>;

/** POST /api/admin/videos/{id}/reject (a creator's video under review): the reason is shown to the creator. */
export const rejectVideoBodySchema = z.object({
  reason: multilineText({ error: adminMessages.reviewReasonRequired }).trim().min(1, { error: adminMessages.reviewReasonRequired }).max(1000),
});

/** GET /api/admin/users. */
export const adminUserListQuerySchema = z.object({
  q: searchParam,
  accountType: z.enum(ACCOUNT_TYPES).optional(),
  subscriptionTier: z.enum(TIERS).optional(),
  page: pageParam,
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** A user as admins see them (§3 'User (admin view)'), sorted by sign-up date, newest first. */
export const adminUserSchema = userSchema.extend({ suspended: z.boolean() });
export type AdminUser = z.infer<typeof adminUserSchema>;
/** A profile of an account as admins see it: who it is for, nothing else (no avatar, no PIN, no lists). */
export const adminUserProfileSchema = profileSchema.pick({ name: true, kind: true, maxAgeRating: true });
export type AdminUserProfile = z.infer<typeof adminUserProfileSchema>;
/** A row of GET /api/admin/users: the account and its profiles, oldest first. */
export const adminUserRowSchema = adminUserSchema.extend({ profiles: z.array(adminUserProfileSchema) });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserPageSchema = pageOf(adminUserRowSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** PATCH /api/admin/users/{id}: role, a tier granted by hand, its status, suspension, the free minutes a month. */
export const adminUserPatchBodySchema = z
  .object({
    accountType: z.enum(ACCOUNT_TYPES).optional(),
    subscriptionTier: z.enum(TIERS).optional(),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).optional(),
    suspended: z.boolean().optional(),
    /** The free allowance's monthly limit, in minutes (0: none left to watch this month). */
    freeWatchTimeLimit: z.number({ error: adminMessages.freeMinutesInvalid }).int({ error: adminMessages.freeMinutesInvalid }).min(0, { error: adminMessages.freeMinutesInvalid }).max(100_000, { error: adminMessages.freeMinutesInvalid }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: adminMessages.nothingToChange });
export type AdminUserPatchBody = z.input<typeof adminUserPatchBodySchema>;

/** POST /api/admin/change-password (§5, §9: at least 8 characters). */
export const adminChangePasswordBodySchema = z.object({
  currentPassword: plainText({ error: schemaMessages.motPasseActuelEstRequis }).min(1, { error: schemaMessages.motPasseActuelEstRequis }).max(limits.passwordMax),
  newPassword: plainText({ error: adminMessages.adminPasswordMin })
    .min(8, { error: adminMessages.adminPasswordMin })
    .max(limits.passwordMax, { error: `Le mot de passe ne doit pas dépasser ${limits.passwordMax} caractères` }),
});
export type AdminChangePasswordBody = z.infer<typeof adminChangePasswordBodySchema>;
/** The form adds the confirmation, checked in the page. */
export const adminChangePasswordFormSchema = adminChangePasswordBodySchema.extend({ confirmPassword: z.string() }).superRefine((value, ctx) => {
  if (value.confirmPassword !== value.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: adminMessages.adminPasswordsMismatch });
});

/** GET /api/admin/settings: the real values, read-only, and where each is set. */
export const adminSettingsSchema = z.object({
  maxUploadMb: z.number().int(),
  defaultTier: z.enum(TIERS),
  creatorVideoReview: z.boolean(),
  /** e.g. 'MAX_UPLOAD_MB (variable d’environnement)'. */
  sources: z.record(z.string(), z.string()),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/**
 * Every action the server writes to the admin journal (`<thing>.<verb>`): the audit repository takes
 * nothing else, and the journal's labels are keyed by this list, so a new action needs its French label.
 */
export const ADMIN_ACTIONS = [
  'admin.password_change',
  'admin.two_factor_enable',
  'admin.two_factor_disable',
  'video.create',
  'video.update',
  'video.block',
  'video.unblock',
  'video.thumbnail',
  'video.approve',
  'video.reject',
  'video.delete',
  'video.subtitles_add',
  'video.subtitles_delete',
  'video.prepare_again',
  'user.update',
  'user.deletion_request',
  'user.deletion_cancel',
  'user.erase',
  'user.export',
  'live.create',
  'live.approve',
  'live.reject',
  'live.update',
  'live.delete',
  'creator_application.approve',
  'creator_application.reject',
  'plan.create',
  'plan.update',
  'plan.delete',
  'plan.deactivate',
  'payout.approve',
  'payout.refuse',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** How an admin sign-in attempt ended; `suspended`: the password matched an admin another admin suspended. */
export const ADMIN_LOGIN_OUTCOMES = [
  'success',
  'invalid_credentials',
  'not_admin',
  'suspended',
  'rate_limited',
  'invalid_input',
  /** The password matched; the second factor was asked. */
  'two_factor_asked',
  'two_factor_invalid',
  /** Signed in with one of the recovery codes. */
  'recovery_code_used',
] as const;
export type AdminLoginOutcome = (typeof ADMIN_LOGIN_OUTCOMES)[number];

/** What the journal lists: an admin action, or a sign-in as 'login.<outcome>'. */
export type AdminJournalAction = AdminAction | `login.${AdminLoginOutcome}`;
export const ADMIN_JOURNAL_ACTIONS: readonly AdminJournalAction[] = [...ADMIN_ACTIONS, ...ADMIN_LOGIN_OUTCOMES.map((outcome) => `login.${outcome}` as const)];

/** GET /api/admin/audit: admin sign-ins and admin actions, newest first. */
export const ADMIN_AUDIT_KINDS = ['action', 'login'] as const;
export const adminAuditQuerySchema = z.object({
  kind: z.enum(ADMIN_AUDIT_KINDS).optional(),
  /** An action name ('video.block', 'user.update'…) or a sign-in outcome. */
  action: plainText().trim().max(100).optional(),
  q: searchParam,
  page: pageParam,
});
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ADMIN_AUDIT_KINDS),
  at: z.string(),
  adminId: z.string().nullable(),
  /** Name and e-mail of the admin (for a sign-in, the e-mail typed). */
  adminLabel: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** What the item was called then (a video's title, a user's e-mail). */
  targetLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** What else the action kept (a rejection's reason…); null for a sign-in. */
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  /** The browser of a sign-in; null for an action. */
  userAgent: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditPageSchema = pageOf(adminAuditEntrySchema);
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

/** GET /api/admin/overview: the first screen, what needs attention. */
export const adminOverviewSchema = z.object({
  pendingLives: z.number().int(),
  pendingApplications: z.number().int(),
  /** Creators' payouts waiting for an admin's decision. */
  pendingPayouts: z.number().int(),
  pendingVideos: z.number().int(),
  failedVideos: z.number().int(),
  processingVideos: z.number().int(),
  signupsToday: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
