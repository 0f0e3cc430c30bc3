import { type AuthUser, can, liveMessages } from '@kora/shared';
import { ChevronDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { isKidsProfile } from '../../../lib/kids-profile';
import { useLives } from '../api/get-lives';
import { CreateLiveForm } from '../components/create-live-form';
import { LiveGrid } from '../components/live-grid';
import { LiveOwnerActions } from '../components/live-owner-actions';
import { livesTexts } from '../lives-texts';
import '../lives.css';

/**
 * /live (live-creators-admin.md §2): 'En Direct Maintenant' and 'Tous les Lives', asked again every
 * 30 s. Creators and admins create lives here and start or stop the ones they manage (not from a kids profile).
 */
export default function LivePage({ user }: { user: AuthUser }) {
  const onAir = useLives(true);
  const all = useLives(false);
  const [creating, setCreating] = useState(false);
  const creator = can(user, 'create') && !isKidsProfile(user);

  return (
    <main className="page live-page">
      <PageHeader title={livesTexts.pageTitle} />
      {creator && (
        <Card className="live-page__create">
          <Button variant={creating ? 'ghost' : 'primary'} aria-expanded={creating} aria-controls="create-live" onClick={() => setCreating(!creating)}>
            {creating ? <ChevronDown size={18} aria-hidden /> : <Plus size={18} aria-hidden />} {livesTexts.createLive}
          </Button>
          {creating && (
            <div id="create-live">
              <CreateLiveForm approvedAtOnce={can(user, 'administer')} onCreated={() => setCreating(false)} />
            </div>
          )}
        </Card>
      )}
      <LiveGrid
        id="live-now"
        title={liveMessages.liveNow}
        lives={onAir.data}
        isError={onAir.isError}
        onRetry={() => void onAir.refetch()}
        empty={livesTexts.noneOnAir}
      />
      <LiveGrid
        id="all-lives"
        title={liveMessages.allLives}
        lives={all.data}
        isError={all.isError}
        onRetry={() => void all.refetch()}
        empty={livesTexts.noneScheduled}
        actionsOf={(live) => (creator && can(user, 'manageLive', live) ? <LiveOwnerActions live={live} /> : null)}
      />
    </main>
  );
}
