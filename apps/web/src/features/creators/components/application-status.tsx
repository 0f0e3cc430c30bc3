import { creatorApplicationStatusLabels, creatorMessages, type CreatorApplicationStatusView } from '@kora/shared';
import { Clock, FileSearch, LayoutDashboard, RotateCcw, Send } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { statusBadgeVariant } from '../creator-labels';
import { creatorsTexts } from '../creators-texts';

/** An application that exists: pending, approved or rejected. */
export type FiledApplication = CreatorApplicationStatusView & { status: 'pending' | 'approved' | 'rejected' };

/** The latest application: its badge, dates, reason, and what comes next. */
export function ApplicationStatusCard({ application }: { application: FiledApplication }) {
  const { status, createdAt, reviewedAt, rejectionReason } = application;
  const texts = creatorsTexts.status;
  return (
    <Card className="creator-card">
      <div className="creator-card__head">
        <h2 id="creator-status-title" className="creator-card__title">
          {texts.title}
        </h2>
        <Badge variant={statusBadgeVariant(status)} data-testid="creator-application-status" data-status={status}>
          {creatorApplicationStatusLabels[status]}
        </Badge>
      </div>
      <dl className="creator-facts">
        {createdAt && (
          <div>
            <dt>{texts.sentOn}</dt>
            <dd>{formatDate(createdAt)}</dd>
          </div>
        )}
        {reviewedAt && (
          <div>
            <dt>{texts.reviewedOn}</dt>
            <dd>{formatDate(reviewedAt)}</dd>
          </div>
        )}
        {rejectionReason && (
          <div>
            <dt>{texts.reason}</dt>
            <dd className="creator-facts__reason" data-testid="creator-rejection-reason">
              {rejectionReason}
            </dd>
          </div>
        )}
      </dl>
      {status === 'pending' && (
        <p className="notice">
          <Clock size={18} aria-hidden />
          <span>{texts.pending(creatorsTexts.reviewTime)}</span>
        </p>
      )}
      {status === 'approved' && (
        <ButtonLink to="/creator-dashboard" className="creator-card__action">
          <LayoutDashboard size={18} aria-hidden /> {creatorsTexts.openDashboard}
        </ButtonLink>
      )}
      {status === 'rejected' && (
        <ButtonLink to="/creator-application" className="creator-card__action">
          <RotateCcw size={18} aria-hidden /> {texts.newApplication}
        </ButtonLink>
      )}
    </Card>
  );
}

/** No application yet: 'Aucune candidature trouvée' and the way to file one. */
export function NoApplication() {
  return (
    <Card className="creator-card creator-card--empty">
      <span className="icon-disc icon-disc--sm">
        <FileSearch size={24} aria-hidden />
      </span>
      <h2 className="creator-card__title">{creatorMessages.noApplication}</h2>
      <p className="creator-card__text">{creatorsTexts.status.none}</p>
      <ButtonLink to="/creator-application" className="creator-card__action">
        <Send size={18} aria-hidden /> {creatorsTexts.status.apply}
      </ButtonLink>
    </Card>
  );
}

/** The outline of the status card while it loads. */
export function CreatorCardSkeleton() {
  return (
    <Card className="creator-card" aria-busy="true" aria-label={creatorsTexts.loading}>
      <Skeleton width="60%" height="1.4rem" />
      <Skeleton width="45%" height="1rem" />
      <Skeleton width="55%" height="1rem" />
      <Skeleton width="100%" height="3rem" />
    </Card>
  );
}
