import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { KIDS_MAX_AGE_RATINGS, type KidsMaxAgeRating, PROFILE_AVATARS, PROFILE_KINDS, type ProfileAvatar, type ProfileKind, SUBTITLE_LANGUAGES, type SubtitleLanguage } from '@kora/shared';
import { oneOf } from './enum-check.js';
import { users } from './users.js';

/**
 * The people of an account: each has a profile, the first made from the account's first name. A kids profile
 * has the highest age rating it may see. Oldest first is the order of the picker, and of which stay usable
 * when a plan allows fewer than there are.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    avatar: text('avatar').$type<ProfileAvatar>().notNull(),
    kind: text('kind').$type<ProfileKind>().notNull().default('standard'),
    maxAgeRating: text('max_age_rating').$type<KidsMaxAgeRating>(),
    pinRequired: boolean('pin_required').notNull().default(false),
    /** The subtitles this profile last chose in a player, or null (« Désactivés »). */
    subtitleLanguage: text('subtitle_language').$type<SubtitleLanguage>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_user_idx').on(t.userId, t.createdAt),
    check('profiles_avatar_check', oneOf(t.avatar, PROFILE_AVATARS)),
    check('profiles_kind_check', oneOf(t.kind, PROFILE_KINDS)),
    check('profiles_subtitle_language_check', oneOf(t.subtitleLanguage, SUBTITLE_LANGUAGES)),
    check('profiles_kids_rating_check', sql`(${t.kind} = 'kids') = (${t.maxAgeRating} is not null) and (${t.maxAgeRating} is null or ${oneOf(t.maxAgeRating, KIDS_MAX_AGE_RATINGS)})`),
  ],
);
export type ProfileRow = typeof profiles.$inferSelect;
