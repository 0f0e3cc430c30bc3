import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  AVERAGE_VIDEO_DURATIONS,
  type AverageVideoDuration,
  CREATOR_APPLICATION_STATUSES,
  type CreatorApplicationStatus,
  PUBLICATION_FREQUENCIES,
  type PublicationFrequency,
} from '@kora/shared';
import { oneOf } from './enum-check.js';
import { users } from './users.js';

/** What an applicant tells about their channel (live-creators-admin.md §3 'Creator application (submission)'). */
const channelColumns = () => ({
  businessName: text('business_name').notNull(),
  country: text('country').notNull(),
  address: text('address').notNull(),
  contactInfo: text('contact_info').notNull(),
  facebookPage: text('facebook_page'),
  instagramPage: text('instagram_page'),
  contentCategories: jsonb('content_categories').$type<string[]>().notNull(),
  publicationFrequency: text('publication_frequency').$type<PublicationFrequency>().notNull(),
  averageVideoDuration: text('average_video_duration').$type<AverageVideoDuration>().notNull(),
});

/**
 * Applications to become a creator (§4: pending, then approved or rejected). Kept after review:
 * the latest is the applicant's status, the older ones are the history. One pending per person,
 * held by the database whatever the instance.
 */
export const creatorApplications = pgTable(
  'creator_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ...channelColumns(),
    status: text('status').$type<CreatorApplicationStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('creator_applications_status_check', oneOf(t.status, CREATOR_APPLICATION_STATUSES)),
    check('creator_applications_frequency_check', oneOf(t.publicationFrequency, PUBLICATION_FREQUENCIES)),
    check('creator_applications_duration_check', oneOf(t.averageVideoDuration, AVERAGE_VIDEO_DURATIONS)),
    uniqueIndex('creator_applications_one_pending_key').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('creator_applications_user_idx').on(t.userId, t.createdAt),
    index('creator_applications_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
export type CreatorApplicationRow = typeof creatorApplications.$inferSelect;

/** A creator's channel (§3 'Creator profile'), created by the approval of their application. */
export const creatorProfiles = pgTable('creator_profiles', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  applicationId: uuid('application_id').references(() => creatorApplications.id, { onDelete: 'set null' }),
  ...channelColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CreatorProfileRow = typeof creatorProfiles.$inferSelect;

/** Who follows which creator (the dashboard's "subscribers"). */
export const creatorFollows = pgTable(
  'creator_follows',
  {
    followerId: uuid('follower_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.creatorId] }),
    index('creator_follows_creator_idx').on(t.creatorId, t.createdAt),
    // A notification's fan-out pages through a channel's followers in id order.
    index('creator_follows_fanout_idx').on(t.creatorId, t.followerId),
  ],
);

/**
 * Every admin action (a review, a block, a deletion…): who, what, on what, with which details.
 * Append-only; the admin sign-in attempts have their own table.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The item's fields that changed, as they were and as they became (null for a creation or deletion side). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The admin's address when they acted. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_actions_created_at_idx').on(t.createdAt), index('admin_actions_target_idx').on(t.targetType, t.targetId)],
);
