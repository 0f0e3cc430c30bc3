import { can, type User } from '@kora/shared';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useApplicationStatus } from '../api/get-application-status';
import { ApplicationStatusCard, CreatorCardSkeleton, NoApplication } from '../components/application-status';
import { creatorsTexts } from '../creators-texts';
import { useAccountRefreshOnApproval } from '../use-account-refresh';
import '../creators.css';

/**
 * /creator-status (live-creators-admin.md §2): the latest application of the signed-in person, any
 * role (docs/decisions.md: a simple user who has just applied follows it here). Dates in French.
 */
export default function CreatorStatusPage({ user }: { user: User }) {
  const query = useApplicationStatus();
  const application = query.data;
  useAccountRefreshOnApproval(application?.status === 'approved', can(user, 'create'));

  let content;
  if (query.isPending) content = <CreatorCardSkeleton />;
  else if (query.isError)
    content = (
      <Card className="creator-card">
        <RetryMessage text={creatorsTexts.status.loadFailed} onRetry={() => void query.refetch()} />
      </Card>
    );
  else if (query.data.status === 'none') content = <NoApplication />;
  else content = <ApplicationStatusCard application={{ ...query.data, status: query.data.status }} />;

  return (
    <main className="page creator-page">
      <PageHeader title={creatorsTexts.status.pageTitle} />
      {content}
    </main>
  );
}
