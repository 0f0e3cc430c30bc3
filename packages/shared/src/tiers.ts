/**
 * Subscription tiers and account kinds, and the rules that rank them (viewer.md §4, §6). No texts here (tier-labels.ts):
 * the boot script reads these rules before the app, and only them.
 */
export const TIERS = ['free', 'basic', 'premium', 'family'] as const;
export type Tier = (typeof TIERS)[number];

export const ACCOUNT_TYPES = ['simple', 'creator', 'admin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'pending', 'canceled', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const RANK: Record<Tier, number> = { free: 0, basic: 1, premium: 2, family: 3 };

export function tierRank(tier: Tier | null | undefined): number {
  return tier ? RANK[tier] : 0;
}

/**
 * The tier a user actually enjoys: a paid tier counts while the subscription is active, or past due
 * (a renewal failed: the tier holds during the grace period, whose end the server reads by the clock).
 */
export function effectiveTier(user: { subscriptionTier: Tier; subscriptionStatus: SubscriptionStatus }): Tier {
  return user.subscriptionStatus === 'active' || user.subscriptionStatus === 'past_due' ? user.subscriptionTier : 'free';
}

/**
 * The tallest picture each tier is served, as its plan names it: « HD » (720p) for Basic and for the free tier (whose
 * limit is its minutes, not its picture), « Full HD 1080p » for Premium and Famille. 2160p is not prepared: it would
 * not fit the encode's CPU budget, and no phone of our viewers' data bundles would play it.
 */
export const TIER_MAX_HEIGHT: Readonly<Record<Tier, number>> = Object.freeze({ free: 720, basic: 720, premium: 1080, family: 1080 });

/** A video is playable when the user's rank is at least the required one; no requirement means free. */
export function canAccessTier(userTier: Tier, required: Tier | null | undefined): boolean {
  return tierRank(userTier) >= tierRank(required ?? 'free');
}

/** Remaining free minutes: limit minus used, never below 0 (viewer.md §4). */
export function remainingWatchMinutes(user: { freeWatchTimeLimit: number; freeWatchTimeUsed: number }): number {
  return Math.max(0, user.freeWatchTimeLimit - user.freeWatchTimeUsed);
}

/** Free simple users are the ones metered by the watch-time allowance. */
export function hasWatchTimeAllowance(user: {
  accountType: AccountType;
  subscriptionTier: Tier;
  subscriptionStatus: SubscriptionStatus;
}): boolean {
  return user.accountType === 'simple' && effectiveTier(user) === 'free';
}
