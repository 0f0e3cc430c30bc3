import { can, creatorMessages, type User } from '@kora/shared';
import { BadgeCheck, Clock, FileSearch, Info, LayoutDashboard } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useApplicationStatus } from '../api/get-application-status';
import { ApplicationForm } from '../components/application-form';
import { CreatorCardSkeleton } from '../components/application-status';
import { applicationPageState } from '../creator-application-form';
import { creatorsTexts } from '../creators-texts';
import { useAccountRefreshOnApproval } from '../use-account-refresh';
import '../creators.css';

/** What stands in place of the form: for a creator or admin, and for one whose application is pending (read when drawn). */
const insteadOfForm = () => {
  const texts = creatorsTexts.application;
  return {
    creator: {
      Icon: BadgeCheck,
      title: texts.alreadyCreator,
      text: creatorMessages.alreadyCreator,
      to: '/creator-dashboard',
      ActionIcon: LayoutDashboard,
      action: creatorsTexts.openDashboard,
    },
    pending: {
      Icon: Clock,
      title: texts.pendingTitle,
      text: `${creatorMessages.alreadyPending} ${texts.pendingTime(creatorsTexts.reviewTime)}`,
      to: '/creator-status',
      ActionIcon: FileSearch,
      action: creatorsTexts.followApplication,
    },
  };
};

function InsteadOfForm({ state }: { state: 'creator' | 'pending' }) {
  const { Icon, title, text, to, ActionIcon, action } = insteadOfForm()[state];
  return (
    <Card className="creator-card creator-card--empty">
      <span className="icon-disc icon-disc--sm">
        <Icon size={24} aria-hidden />
      </span>
      <h2 className="creator-card__title">{title}</h2>
      <p className="creator-card__text">{text}</p>
      <ButtonLink to={to} className="creator-card__action">
        <ActionIcon size={18} aria-hidden /> {action}
      </ButtonLink>
    </Card>
  );
}

/**
 * /creator-application (live-creators-admin.md §2): the form for a simple user. A pending application
 * is shown instead (a second one is refused, §5), with the way to /creator-status; a creator or an
 * admin is told they are one already, with the way to /creator-dashboard. After a rejection the
 * form is back, said so above it.
 */
export default function CreatorApplicationPage({ user }: { user: User }) {
  const isCreator = can(user, 'create');
  // A creator needs no status; a failed read leaves the form (the server refuses a second pending one).
  const status = useApplicationStatus(!isCreator);
  const current = status.data?.status;
  const state = applicationPageState(isCreator, current);
  useAccountRefreshOnApproval(current === 'approved', isCreator);
  const loading = state === 'form' && status.isPending;

  return (
    <main className="page creator-page">
      <PageHeader title={creatorsTexts.application.pageTitle} />
      {state !== 'form' && <InsteadOfForm state={state} />}
      {loading && <CreatorCardSkeleton />}
      {state === 'form' && !loading && (
        <>
          <p className="creator-page__intro">{creatorsTexts.application.intro}</p>
          {current === 'rejected' && (
            <p className="notice" role="note">
              <Info size={18} aria-hidden />
              <span>{creatorsTexts.application.rejected}</span>
            </p>
          )}
          <Card>
            <ApplicationForm />
          </Card>
        </>
      )}
    </main>
  );
}
