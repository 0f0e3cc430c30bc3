import { accountTypeLabels, hasWatchTimeAllowance, remainingWatchMinutes, tierLabels, type User } from '@kora/shared';
import { formatDate } from '../../../lib/format';
import { authAccountTexts } from '../account-texts';
import { subscriptionPeriodText } from '../subscription-period';

/** "Premium" while a paid tier is active, else "Gratuit" (viewer.md §2 /settings). */
function subscriptionLabel(user: User): string {
  return user.subscriptionStatus === 'active' && user.subscriptionTier !== 'free' ? tierLabels.premium : tierLabels.free;
}

/** The read-only facts of the account: type, subscription, free watch time left, member since. */
export function AccountSummary({ user }: { user: User }) {
  const metered = hasWatchTimeAllowance(user);
  const period = subscriptionPeriodText(user);
  const texts = authAccountTexts.summary;
  return (
    <section className="summary" aria-labelledby="account-summary-title">
      <h2 id="account-summary-title" className="settings__section-title">
        {texts.title}
      </h2>
      <dl className="summary__list">
        <div>
          <dt>{texts.accountType}</dt>
          <dd>{accountTypeLabels[user.accountType]}</dd>
        </div>
        <div>
          <dt>{texts.subscription}</dt>
          <dd>{subscriptionLabel(user)}</dd>
        </div>
        {period && (
          <div>
            <dt>{texts.period}</dt>
            <dd data-testid="settings-subscription-period">{period}</dd>
          </div>
        )}
        {metered && (
          <div>
            <dt>{texts.freeWatchTime}</dt>
            <dd>{texts.minutesLeft(remainingWatchMinutes(user))}</dd>
          </div>
        )}
        <div>
          <dt>{texts.memberSince}</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </div>
      </dl>
      {metered && (
        <p className="summary__note">{texts.freeWatchTimeNote}</p>
      )}
    </section>
  );
}
