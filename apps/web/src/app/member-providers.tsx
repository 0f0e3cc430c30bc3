import { type AuthUser, profileMessages, type User } from '@kora/shared';
import { useMemo, type ReactNode } from 'react';
import { PlanChooserContext, useOpenPlanChooser } from '../components/plan-chooser/plan-chooser-context';
import { PlanChooserProvider } from '../components/plan-chooser/plan-chooser-provider';
import { VideoAccessContext } from '../features/videos/video-access';
import { isKidsProfile } from '../lib/kids-profile';
import { toast } from '../lib/toast';

function VideoAccessFromUser({ user, children }: { user: User; children: ReactNode }) {
  const openPlanChooser = useOpenPlanChooser();
  const access = useMemo(() => ({ viewer: user, onUnlock: openPlanChooser }), [user, openPlanChooser]);
  return <VideoAccessContext value={access}>{children}</VideoAccessContext>;
}

/** A kids profile is offered no plan: what would open the plan chooser (« Débloquer »…) says so instead. */
const noPlansForKids = () => toast({ title: profileMessages.kidsRefused });

/** What every signed-in page may use: the plan chooser (never on a kids profile), and who is watching, for locked cards and pages. */
export function MemberProviders({ user, children }: { user: AuthUser; children: ReactNode }) {
  const pages = <VideoAccessFromUser user={user}>{children}</VideoAccessFromUser>;
  if (isKidsProfile(user)) return <PlanChooserContext value={noPlansForKids}>{pages}</PlanChooserContext>;
  return <PlanChooserProvider user={user}>{pages}</PlanChooserProvider>;
}
