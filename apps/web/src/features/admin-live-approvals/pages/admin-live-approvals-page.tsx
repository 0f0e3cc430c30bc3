import { categoryLabel, liveLimits, liveMessages, type LiveStream } from '@kora/shared';
import { useState } from 'react';
import { AdminItem, AdminList } from '../../../components/admin/admin-list';
import { DecisionButtons } from '../../../components/admin/decision-buttons';
import { RejectDialog } from '../../../components/admin/reject-dialog';
import { AgeRatingBadge } from '../../../components/ui/age-rating-badge';
import { Badge } from '../../../components/ui/badge';
import { toastActionError } from '../../../lib/action-error';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { adminLiveApprovalsTexts as t } from '../admin-live-approvals-texts';
import { useApproveLive, usePendingLives, useRejectLive } from '../api/pending-lives';

/** One pending live (with its tier and age rating) and 'Approuver' and 'Rejeter'; its buttons wait while a decision on it is sent. */
function PendingLive({ live, approving, onApprove, onReject }: { live: LiveStream; approving: boolean; onApprove: () => void; onReject: () => void }) {
  return (
    <AdminItem
      title={live.title}
      meta={
        <>
          <span>{[live.creatorName, categoryLabel(live.category)].filter(Boolean).join(' · ')}</span>
          <Badge>{live.requiredTier.toUpperCase()}</Badge>
          <AgeRatingBadge rating={live.ageRating} />
          <span>{t.requestedOn(formatDateTime(live.createdAt))}</span>
          {live.scheduledAt && <span>{t.scheduledFor(formatDateTime(live.scheduledAt))}</span>}
        </>
      }
      description={live.description}
      actions={<DecisionButtons busy={approving} onApprove={onApprove} onReject={onReject} />}
    />
  );
}

/** 'Autorisations de lives' (live-creators-admin.md §2): the pending lives, approved or rejected with a reason. */
export default function AdminLiveApprovalsPage() {
  const pending = usePendingLives();
  const approve = useApproveLive();
  const reject = useRejectLive();
  const [rejecting, setRejecting] = useState<LiveStream | null>(null);

  const onApprove = (live: LiveStream) =>
    approve.mutate(live.id, {
      onSuccess: () => toast({ title: t.approvedTitle, description: t.approvedDescription(live.title) }),
      onError: (error) => toastActionError(error, liveMessages.approveFailed),
    });
  const onReject = (reason: string) => {
    if (!rejecting) return;
    const live = rejecting;
    reject.mutate(
      { id: live.id, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast({ title: t.rejectedTitle, description: t.rejectedDescription(live.title) });
        },
        onError: (error) => toastActionError(error, liveMessages.rejectFailed),
      },
    );
  };

  return (
    <section className="admin__section" aria-labelledby="live-approvals-title">
      <h2 id="live-approvals-title" className="admin__title">
        {t.title}
      </h2>
      <AdminList query={pending} empty={t.empty}>
        {(live) => (
          <PendingLive
            key={live.id}
            live={live}
            approving={approve.isPending && approve.variables === live.id}
            onApprove={() => onApprove(live)}
            onReject={() => setRejecting(live)}
          />
        )}
      </AdminList>
      {/* A reason is required (live-creators-admin.md §5): blank, 'Raison requise' and nothing is sent. */}
      <RejectDialog
        key={rejecting?.id ?? 'none'}
        open={rejecting !== null}
        title={t.rejectTitle}
        maxLength={liveLimits.rejectionReasonMax}
        required={{ title: liveMessages.reasonRequiredTitle, description: liveMessages.reasonRequired }}
        busy={reject.isPending}
        onReject={onReject}
        onClose={() => setRejecting(null)}
      >
        {t.rejectBody(rejecting?.title ?? '')}
      </RejectDialog>
    </section>
  );
}
