import { effectiveTier, tierLabels, type User } from '@kora/shared';
import { BadgeCheck } from 'lucide-react';
import { formatDate } from '../../../lib/format';
import { paymentsTexts } from '../payments-texts';

/** 'premium' → 'Premium'. */

/**
 * The green banner of an active subscriber (viewer.md §2 /subscribe): their tier, and when it renews
 * or ends. Not a live region: the toasts are the page's announcements.
 */
export function ActiveSubscriptionBanner({ user }: { user: User }) {
  const tier = effectiveTier(user);
  if (tier === 'free') return null;
  const texts = paymentsTexts.banner;
  let when = texts.active;
  if (user.subscriptionRenewsAt) when = texts.renews(formatDate(user.subscriptionRenewsAt));
  else if (user.subscriptionEndsAt) when = texts.activeUntil(formatDate(user.subscriptionEndsAt));
  return (
    <section className="pay-banner" aria-label={texts.label} data-testid="active-subscription-banner">
      <BadgeCheck size={22} aria-hidden />
      <div>
        <p className="pay-banner__title">{texts.title(tierLabels[tier])}</p>
        <p className="pay-banner__text">{when}</p>
      </div>
    </section>
  );
}
