import { z } from 'zod';
import { multilineText, plainText } from './text.js';
import { videoSchema } from './videos.js';
import {
  AVERAGE_VIDEO_DURATIONS,
  CREATOR_APPLICATION_STATUSES,
  CREATOR_CATEGORIES,
  CREATOR_COUNTRIES,
  creatorLimits,
  creatorMessages,
  PUBLICATION_FREQUENCIES,
} from '../creator-constants.js';
import { schemaMessages } from './schema-messages.js';

export * from '../creator-constants.js';

/*
 * Creators (live-creators-admin.md §2, §3, §5, §7, §9): the application a simple user files, its
 * review by an admin, the creator profile it creates, the dashboard's figures, the creator's own
 * videos, followers and the public channel page.
 */

/** An optional social page: blank means none; otherwise an http(s) URL. */
const socialUrl = (message: string) =>
  plainText()
    .trim()
    .max(creatorLimits.urlMax, { error: message })
    .optional()
    .nullable()
    .transform((value) => value || null)
    .refine((value) => value === null || isWebUrl(value), { error: message });

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const required = (message: string, max: number, tooLong: string) =>
  plainText({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });

/**
 * contentCategories as the spec sends it (a JSON-encoded list, §3) or as a plain array; each a
 * category of §9, at least one, duplicates dropped.
 */
const contentCategories = z
  .union([z.array(z.string()), plainText()], { error: creatorMessages.categoriesRequired })
  .transform((value, ctx): string[] => {
    if (Array.isArray(value)) return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) return parsed as string[];
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: creatorMessages.categoriesRequired });
    return z.NEVER;
  })
  .pipe(z.array(z.enum(CREATOR_CATEGORIES, { error: creatorMessages.categoryUnknown })).min(1, { error: creatorMessages.categoriesRequired }))
  .transform((list) => [...new Set(list)]);

/** POST /api/creator-applications (§3 'Creator application (submission)', rules of §5). */
export const creatorApplicationBodySchema = z.object({
  businessName: required(creatorMessages.businessNameRequired, creatorLimits.businessNameMax, creatorMessages.businessNameTooLong),
  country: z.enum(CREATOR_COUNTRIES, { error: creatorMessages.countryRequired }),
  address: required(creatorMessages.addressRequired, creatorLimits.addressMax, creatorMessages.addressTooLong),
  contactInfo: required(creatorMessages.contactRequired, creatorLimits.contactInfoMax, creatorMessages.contactTooLong),
  facebookPage: socialUrl(creatorMessages.facebookInvalid),
  instagramPage: socialUrl(creatorMessages.instagramInvalid),
  contentCategories,
  publicationFrequency: z.enum(PUBLICATION_FREQUENCIES, { error: creatorMessages.frequencyRequired }),
  averageVideoDuration: z.enum(AVERAGE_VIDEO_DURATIONS, { error: creatorMessages.durationRequired }),
});
export type CreatorApplicationBody = z.input<typeof creatorApplicationBodySchema>;
export type CreatorApplicationFields = z.output<typeof creatorApplicationBodySchema>;

/** GET /api/creator-applications/my-status (§3 'Creator application status'): the latest application. */
export const creatorApplicationStatusSchema = z.object({
  status: z.enum(['none', ...CREATOR_APPLICATION_STATUSES]),
  createdAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type CreatorApplicationStatusView = z.infer<typeof creatorApplicationStatusSchema>;

/**
 * A pending application as the admin area lists it (§3 'Creator application (admin view)'), mapped
 * from the submitted fields: channelName ← businessName, contentType ← the categories,
 * description ← frequency, duration and country, experience ← the applicant's name and contact,
 * socialLinks ← the pages given. The submitted fields come along for a full view.
 */
export const adminCreatorApplicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  channelName: z.string(),
  contentType: z.string(),
  description: z.string(),
  experience: z.string(),
  socialLinks: z.array(z.string()),
  applicantName: z.string(),
  applicantEmail: z.string(),
  country: z.string(),
  createdAt: z.string(),
});
export type AdminCreatorApplication = z.infer<typeof adminCreatorApplicationSchema>;
export const adminCreatorApplicationListSchema = z.array(adminCreatorApplicationSchema);

/** POST …/{id}/reject: the reason is optional (§5); blank means none. */
export const rejectCreatorApplicationBodySchema = z.object({
  reason: multilineText()
    .trim()
    .max(creatorLimits.rejectionReasonMax, { error: creatorMessages.reasonTooLong })
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type RejectCreatorApplicationBody = z.input<typeof rejectCreatorApplicationBodySchema>;

/** The result of a review: the application's new status. */
export const creatorApplicationReviewSchema = creatorApplicationStatusSchema.extend({ id: z.string() });
export type CreatorApplicationReview = z.infer<typeof creatorApplicationReviewSchema>;

/** GET /api/creator/profile (§3 'Creator profile'); contentCategories as a JSON-encoded list, as the spec says, and as an array. */
export const creatorProfileSchema = z.object({
  userId: z.string(),
  businessName: z.string(),
  country: z.string(),
  contactInfo: z.string(),
  address: z.string(),
  publicationFrequency: z.enum(PUBLICATION_FREQUENCIES),
  averageVideoDuration: z.enum(AVERAGE_VIDEO_DURATIONS),
  contentCategories: z.string(),
  categories: z.array(z.string()),
  facebookPage: z.string().nullable(),
  instagramPage: z.string().nullable(),
  approvedAt: z.string(),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

/** One day of a dashboard chart (YYYY-MM-DD, UTC). */
export const creatorDaySchema = z.object({ day: z.string(), views: z.number().int(), watchHours: z.number() });
export type CreatorDay = z.infer<typeof creatorDaySchema>;

/** GET /api/creator/stats: the §3 names, then what the charts draw. */
export const creatorStatsSchema = z.object({
  totalVideos: z.number().int(),
  totalLiveStreams: z.number().int(),
  totalViews: z.number().int(),
  totalSubscribers: z.number().int(),
  weeklyViews: z.number().int(),
  newSubscribers: z.number().int(),
  /** Hours watched of the creator's videos over the last {@link creatorLimits.chartDays} days (the charts' window), to one decimal. */
  watchTime: z.number(),
  /** The last {@link creatorLimits.chartDays} days, oldest first, every day present (zeros included). */
  daily: z.array(creatorDaySchema),
  topVideos: z.array(z.object({ id: z.string(), title: z.string(), views: z.number().int() })),
});
export type CreatorStats = z.infer<typeof creatorStatsSchema>;

/** PATCH /api/creator/videos/{id}: what the owner edits (title required when given). */
export const creatorVideoEditBodySchema = z
  .object({
    title: plainText({ error: schemaMessages.titreEstRequis }).trim().min(1, { error: schemaMessages.titreEstRequis }).max(200, { error: schemaMessages.titreDepasser200Caracteres }).optional(),
    description: multilineText().trim().max(5000, { error: schemaMessages.descriptionDepasser5000Caracteres }).optional(),
    category: plainText().trim().min(1, { error: schemaMessages.categorieEstRequise }).max(100).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: schemaMessages.rienModifier });
export type CreatorVideoEditBody = z.input<typeof creatorVideoEditBodySchema>;

/** GET /api/creators/{id}: a public channel; `following` says whether the caller follows it. */
export const creatorChannelSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  categories: z.array(z.string()),
  country: z.string(),
  followers: z.number().int(),
  following: z.boolean(),
  /** The caller's own channel (no follow button). */
  isMe: z.boolean(),
  videos: z.array(videoSchema),
});
export type CreatorChannel = z.infer<typeof creatorChannelSchema>;

/** POST/DELETE /api/creators/{id}/follow. */
export const creatorFollowSchema = z.object({ following: z.boolean(), followers: z.number().int() });
export type CreatorFollow = z.infer<typeof creatorFollowSchema>;
