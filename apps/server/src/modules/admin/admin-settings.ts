import type { AdminSettings, Tier } from '@kora/shared';
import type { Config } from '../../config.js';
import { users } from '../../db/schema/index.js';
import { settingSources } from './admin-settings-texts.js';


/**
 * The settings the admin area shows, read-only (live-creators-admin.md §2, §9): the values this
 * server really runs with, and where each is set. The tier of a new account is the default of
 * the `users.subscription_tier` column (Kora has no setting for it).
 */
export function adminSettingsOf(config: Pick<Config, 'maxUploadMb' | 'creatorVideoReview'>): AdminSettings {
  return {
    maxUploadMb: config.maxUploadMb,
    defaultTier: users.subscriptionTier.default as Tier,
    creatorVideoReview: config.creatorVideoReview,
    sources: { maxUploadMb: settingSources.maxUploadMb, defaultTier: settingSources.defaultTier, creatorVideoReview: settingSources.creatorVideoReview },
  };
}
