import { can, CREATOR_REVIEW_TIME, creatorMessages, type User } from '@kora/shared';
import { BadgeCheck, Clock, FileSearch, Info, LayoutDashboard } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useApplicationStatus } from '../api/get-application-status';
import { ApplicationForm } from '../components/application-form';
import { CreatorCardSkeleton } from '../components/application-status';
import { applicationPageState } from '../creator-application-form';
import { useAccountRefreshOnApproval } from '../use-account-refresh';
import '../creators.css';

/** What stands in place of the form: for a creator or admin, and for one whose application is pending. */
const insteadOfForm = {
  creator: {
    Icon: BadgeCheck,
    title: 'Vous êtes déjà créateur',
    text: creatorMessages.alreadyCreator,
    to: '/creator-dashboard',
    ActionIcon: LayoutDashboard,
    action: 'Ouvrir mon tableau de bord',
  },
  pending: {
    Icon: Clock,
    title: "Candidature en cours d'examen",
    text: `${creatorMessages.alreadyPending} L'examen prend ${CREATOR_REVIEW_TIME}.`,
    to: '/creator-status',
    ActionIcon: FileSearch,
    action: 'Suivre ma candidature',
  },
};

function InsteadOfForm({ state }: { state: keyof typeof insteadOfForm }) {
  const { Icon, title, text, to, ActionIcon, action } = insteadOfForm[state];
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
      <PageHeader title="Devenir créateur" />
      {state !== 'form' && <InsteadOfForm state={state} />}
      {loading && <CreatorCardSkeleton />}
      {state === 'form' && !loading && (
        <>
          <p className="creator-page__intro">Publiez vos vidéos et vos lives sur Kora. Présentez votre chaîne : un administrateur examinera votre candidature.</p>
          {current === 'rejected' && (
            <p className="notice" role="note">
              <Info size={18} aria-hidden />
              <span>Votre candidature précédente a été rejetée. Vous pouvez en déposer une nouvelle.</span>
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
