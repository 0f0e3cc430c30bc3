import { Plus } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { useMyLives } from '../api/get-my-lives';
import { livesTexts } from '../lives-texts';
import { LiveGrid } from './live-grid';
import { LiveOwnerActions } from './live-owner-actions';
import '../lives.css';

/**
 * 'Mes lives': the caller's own lives, every status — the card tells on air, scheduled or ended,
 * the owner's actions pending, rejected (with the reason), start and stop — and 'Créer un live'
 * (the form lives on /live). The creator dashboard's Lives tab.
 */
export function MyLives() {
  const headingId = useId();
  const mine = useMyLives();
  return (
    <div className="my-lives">
      <LiveGrid
        id={headingId}
        title={livesTexts.myLives}
        lives={mine.data}
        isError={mine.isError}
        onRetry={() => void mine.refetch()}
        empty={livesTexts.noLivesYet}
        actionsOf={(live) => <LiveOwnerActions live={live} />}
      />
      <ButtonLink to="/live" variant="outline" className="my-lives__create">
        <Plus size={18} aria-hidden /> {livesTexts.createLive}
      </ButtonLink>
    </div>
  );
}
