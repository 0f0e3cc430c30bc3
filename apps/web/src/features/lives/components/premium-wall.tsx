import { liveMessages, liveServerMessages, type Tier } from '@kora/shared';
import { Crown, Lock } from 'lucide-react';
import { useOpenPlanChooser } from '../../../components/plan-chooser/plan-chooser-context';
import { Button } from '../../../components/ui/button';

const tierName = (tier: Tier) => tier.charAt(0).toUpperCase() + tier.slice(1);

/** 'Contenu Premium' in place of the player when the viewer's plan does not include the live; the plan chooser opens from it. */
export function PremiumWall({ requiredTier }: { requiredTier: Tier }) {
  const openPlanChooser = useOpenPlanChooser();
  return (
    <div className="live-panel live-panel--wall" role="region" aria-labelledby="premium-wall-title">
      <Lock size={28} aria-hidden />
      <h2 id="premium-wall-title" className="live-panel__title">
        {liveMessages.premiumWall}
      </h2>
      <p>
        {liveServerMessages.tierRequired(tierName(requiredTier === 'free' ? 'premium' : requiredTier))} Abonnez-vous pour le regarder en direct et discuter
        avec les autres spectateurs.
      </p>
      <Button onClick={openPlanChooser}>
        <Crown size={18} aria-hidden /> Voir les abonnements
      </Button>
    </div>
  );
}
