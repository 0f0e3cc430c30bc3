import type { User } from '@kora/shared';
import { useMemo, type ReactNode } from 'react';
import { useOpenPlanChooser } from '../components/plan-chooser/plan-chooser-context';
import { PlanChooserProvider } from '../components/plan-chooser/plan-chooser-provider';
import { VideoAccessContext } from '../features/videos/video-access';

function VideoAccessFromUser({ user, children }: { user: User; children: ReactNode }) {
  const openPlanChooser = useOpenPlanChooser();
  const access = useMemo(() => ({ viewer: user, onUnlock: openPlanChooser }), [user, openPlanChooser]);
  return <VideoAccessContext value={access}>{children}</VideoAccessContext>;
}

/** What every signed-in page may use: the plan chooser, and who is watching, for locked cards and pages. */
export function MemberProviders({ user, children }: { user: User; children: ReactNode }) {
  return (
    <PlanChooserProvider user={user}>
      <VideoAccessFromUser user={user}>{children}</VideoAccessFromUser>
    </PlanChooserProvider>
  );
}
