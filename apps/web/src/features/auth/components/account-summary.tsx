import { accountTypeLabels, hasWatchTimeAllowance, remainingWatchMinutes, type User } from '@kora/shared';
import { formatDate, formatNumber } from '../../../lib/format';
import { subscriptionPeriodText } from '../subscription-period';

/** "Premium" while a paid tier is active, else "Gratuit" (viewer.md §2 /settings). */
function subscriptionLabel(user: User): string {
  return user.subscriptionStatus === 'active' && user.subscriptionTier !== 'free' ? 'Premium' : 'Gratuit';
}

function remainingLabel(minutes: number): string {
  return minutes > 1 ? `${formatNumber(minutes)} minutes restantes ce mois-ci` : `${minutes} minute restante ce mois-ci`;
}

/** The read-only facts of the account: type, subscription, free watch time left, member since. */
export function AccountSummary({ user }: { user: User }) {
  const metered = hasWatchTimeAllowance(user);
  const period = subscriptionPeriodText(user);
  return (
    <section className="summary" aria-labelledby="account-summary-title">
      <h2 id="account-summary-title" className="settings__section-title">
        Informations du compte
      </h2>
      <dl className="summary__list">
        <div>
          <dt>Type de compte</dt>
          <dd>{accountTypeLabels[user.accountType]}</dd>
        </div>
        <div>
          <dt>Abonnement</dt>
          <dd>{subscriptionLabel(user)}</dd>
        </div>
        {period && (
          <div>
            <dt>Échéance</dt>
            <dd data-testid="settings-subscription-period">{period}</dd>
          </div>
        )}
        {metered && (
          <div>
            <dt>Temps de visionnage gratuit</dt>
            <dd>{remainingLabel(remainingWatchMinutes(user))}</dd>
          </div>
        )}
        <div>
          <dt>Membre depuis</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </div>
      </dl>
      {metered && (
        <p className="summary__note">Votre crédit de visionnage gratuit est renouvelé au début de chaque mois civil.</p>
      )}
    </section>
  );
}
