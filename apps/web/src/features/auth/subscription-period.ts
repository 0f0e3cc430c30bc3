import { effectiveTier, type User } from '@kora/shared';
import { formatDate } from '../../lib/format';
import { authAccountTexts } from './account-texts';

type PeriodFields = Pick<User, 'subscriptionTier' | 'subscriptionStatus' | 'subscriptionEndsAt' | 'subscriptionRenewsAt'>;

/**
 * When a paid tier renews or ends, for the profile modal and /settings: « Renouvellement le
 * … » while a subscription renews; « Actif jusqu'au … » for a pass or a cancelled subscription (the
 * tier holds until then); null for the free tier or a tier granted without an end.
 */
export function subscriptionPeriodText(user: PeriodFields): string | null {
  if (effectiveTier(user) === 'free') return null;
  if (user.subscriptionRenewsAt) return authAccountTexts.period.renewsOn(formatDate(user.subscriptionRenewsAt));
  if (user.subscriptionEndsAt) return authAccountTexts.period.activeUntil(formatDate(user.subscriptionEndsAt));
  return null;
}

/** Whether something renews that 'Résilier l’abonnement' can stop (a pass, or a cancelled one, has nothing left to cancel). */
export function hasRenewingSubscription(user: PeriodFields): boolean {
  return effectiveTier(user) !== 'free' && Boolean(user.subscriptionRenewsAt);
}
