import { liveMessages, liveServerMessages, type Tier, tierLabels } from '@kora/shared';
import { Crown, Lock } from 'lucide-react';
import { useOpenPlanChooser } from '../../../components/plan-chooser/plan-chooser-context';
import { Button } from '../../../components/ui/button';
import { livesTexts } from '../lives-texts';


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
        {liveServerMessages.tierRequired(tierLabels[requiredTier === 'free' ? 'premium' : requiredTier])} {livesTexts.premiumWallInvite}
      </p>
      <Button onClick={openPlanChooser}>
        <Crown size={18} aria-hidden /> {livesTexts.seePlans}
      </Button>
    </div>
  );
}
