import { catalogueMessages, type Tier, tierLabels } from '@kora/shared';
import { Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../lib/cx';
import '../videos.css';

interface LockedOverlayProps {
  tier: Tier;
  onUnlock: () => void;
  /** The accessible name of the button when 'Débloquer' alone is ambiguous (one per card in a row). */
  unlockLabel?: string;
  large?: boolean;
}

/** 'Contenu {Tier}' / 'Abonnement requis' over a video the viewer may not play, with 'Débloquer'. */
export function LockedOverlay({ tier, onUnlock, unlockLabel, large }: LockedOverlayProps) {
  return (
    <div className={cx('locked', large && 'locked--large')}>
      {large && <Lock size={28} aria-hidden className="locked__icon" />}
      <p className="locked__title">
        {!large && <Lock size={12} aria-hidden className="locked__icon" />}
        {catalogueMessages.lockedTitle(tierLabels[tier])}
      </p>
      <p className="locked__subtitle">{catalogueMessages.lockedSubtitle}</p>
      <Button size={large ? 'md' : 'sm'} className="locked__button" aria-label={unlockLabel} onClick={onUnlock}>
        {catalogueMessages.unlock}
      </Button>
    </div>
  );
}
