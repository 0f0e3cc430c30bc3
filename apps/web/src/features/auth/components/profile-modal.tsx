import type { User } from '@kora/shared';
import { Crown, History, LogOut, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from '../../../lib/router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useLogout } from '../api/logout';
import { authAccountTexts } from '../account-texts';
import { hasRenewingSubscription, subscriptionPeriodText } from '../subscription-period';
import { UserAvatar } from './user-avatar';
import '../profile-modal.css';

interface ProfileModalProps {
  user: User;
  open: boolean;
  onClose: () => void;
  /** 'Upgrade to Premium': the app opens its plan chooser; without it, /subscribe. */
  onUpgrade?: () => void;
  /** 'Résilier l’abonnement' (the payments feature's, composed by the app), shown while a subscription renews. */
  cancelAction?: ReactNode;
  /** « Changer de profil » (the profiles feature's, composed by the app), first of the menu. */
  switchProfile?: ReactNode;
}

/** FREE when there is no plan or it is inactive, else the tier in capitals (viewer.md §2 Profile modal). */
function planBadge(user: User): string {
  return user.subscriptionStatus === 'active' && user.subscriptionTier !== 'free' ? user.subscriptionTier.toUpperCase() : authAccountTexts.profileModal.free;
}

/**
 * The account part of the profile modal: who is signed in, the current plan, settings and logout.
 * An active plan says when it renews or ends. Decision: 'Résilier l’abonnement' only while
 * something renews; a pass, a cancelled subscription or a tier granted by hand has nothing to cancel,
 * so it shows its end date (if any) and 'Manage Subscription' instead.
 */
export function ProfileModal({ user, open, onClose, onUpgrade, cancelAction, switchProfile }: ProfileModalProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  const active = user.subscriptionStatus === 'active';
  const period = subscriptionPeriodText(user);
  const renewing = hasRenewingSubscription(user);
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  const texts = authAccountTexts.profileModal;
  const upgrade = () => {
    if (!onUpgrade) return go('/subscribe');
    onClose();
    onUpgrade();
  };

  return (
    <Modal open={open} onClose={onClose} title={texts.title} className="profile-modal">
      <div className="profile-modal__identity">
        <UserAvatar user={user} size={64} />
        <div className="profile-modal__names">
          <p className="profile-modal__name">{fullName || user.email}</p>
          <p className="profile-modal__email">{user.email}</p>
        </div>
      </div>

      <section className="plan-card" aria-label={texts.currentPlan}>
        <div className="plan-card__head">
          <span className="plan-card__label">{texts.currentPlan}</span>
          <Badge variant={active ? 'primary' : 'default'}>{planBadge(user)}</Badge>
          {active && <Badge variant="success">{texts.active}</Badge>}
        </div>
        {active && period && (
          <p className="plan-card__period" data-testid="subscription-period">
            {period}
          </p>
        )}
        {active && !renewing && user.subscriptionEndsAt && (
          <p className="plan-card__note">{texts.noRenewal}</p>
        )}
        {active && (
          <div className="plan-card__actions">
            {renewing && cancelAction ? (
              cancelAction
            ) : (
              <Button variant="outline" block onClick={() => go('/subscribe')}>
                {texts.manageSubscription}
              </Button>
            )}
          </div>
        )}
        {!active && (
          <div className="plan-card__actions">
            <Button variant="outline" block onClick={() => go('/subscribe')}>
              {texts.manageSubscription}
            </Button>
            <Button block onClick={upgrade}>
              <Crown size={18} aria-hidden /> {texts.upgrade}
            </Button>
          </div>
        )}
      </section>

      <div className="profile-modal__menu">
        {switchProfile}
        <Button variant="ghost" block className="profile-modal__item" onClick={() => go('/watch')}>
          <History size={18} aria-hidden /> {texts.history}
        </Button>
        <Button variant="ghost" block className="profile-modal__item" onClick={() => go('/settings')}>
          <Settings size={18} aria-hidden /> {authAccountTexts.settings}
        </Button>
        <Button variant="ghost" block className="profile-modal__item profile-modal__item--danger" loading={logout.isPending} onClick={() => logout.mutate()}>
          <LogOut size={18} aria-hidden /> {texts.signOut}
        </Button>
      </div>
    </Modal>
  );
}
