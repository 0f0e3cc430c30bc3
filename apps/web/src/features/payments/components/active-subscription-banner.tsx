import { effectiveTier, type User } from '@kora/shared';
import { BadgeCheck } from 'lucide-react';
import { formatDate } from '../../../lib/format';

/** 'premium' → 'Premium'. */
export const tierName = (tier: string) => tier.charAt(0).toUpperCase() + tier.slice(1);

/**
 * The green banner of an active subscriber (viewer.md §2 /subscribe): their tier, and when it renews
 * or ends. Not a live region: the toasts are the page's announcements.
 */
export function ActiveSubscriptionBanner({ user }: { user: User }) {
  const tier = effectiveTier(user);
  if (tier === 'free') return null;
  let when = 'Votre abonnement est actif.';
  if (user.subscriptionRenewsAt) when = `Renouvellement le ${formatDate(user.subscriptionRenewsAt)}.`;
  else if (user.subscriptionEndsAt) when = `Actif jusqu'au ${formatDate(user.subscriptionEndsAt)}.`;
  return (
    <section className="pay-banner" aria-label="Abonnement actif" data-testid="active-subscription-banner">
      <BadgeCheck size={22} aria-hidden />
      <div>
        <p className="pay-banner__title">Abonnement {tierName(tier)} actif</p>
        <p className="pay-banner__text">{when}</p>
      </div>
    </section>
  );
}
