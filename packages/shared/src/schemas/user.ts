import { z } from 'zod';
import { ACCOUNT_TYPES, SUBSCRIPTION_STATUSES, TIERS } from '../tiers.js';
import { LOCALES } from '../i18n/locale.js';

/** The user as the API shows it. The password hash is not part of it, and never leaves the server. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  accountType: z.enum(ACCOUNT_TYPES),
  subscriptionTier: z.enum(TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  freeWatchTimeLimit: z.number().int(),
  freeWatchTimeUsed: z.number().int(),
  /** When the paid tier ends by itself (a pass, a cancelled subscription), or null. */
  subscriptionEndsAt: z.string().nullable(),
  /** When a renewing subscription renews next, or null. */
  subscriptionRenewsAt: z.string().nullable(),
  createdAt: z.string(),
  /** The language chosen in /settings; null: the browser's. */
  locale: z.enum(LOCALES).nullable(),
});
export type User = z.infer<typeof userSchema>;
