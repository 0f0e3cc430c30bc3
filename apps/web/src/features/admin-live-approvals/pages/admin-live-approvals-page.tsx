import { liveMessages, type LiveStream } from '@kora/shared';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { toastActionError } from '../../../lib/action-error';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useApproveLive, usePendingLives, useRejectLive } from '../api/pending-lives';
import { RejectLiveDialog } from '../components/reject-live-dialog';

/** One pending live with 'Approuver' and 'Rejeter'; its buttons wait while a decision on it is sent. */
function PendingLive({ live, approving, onApprove, onReject }: { live: LiveStream; approving: boolean; onApprove: () => void; onReject: () => void }) {
  return (
    <li>
      <Card className="admin-item">
        <h3 className="admin-item__title">{live.title}</h3>
        <p className="admin-item__meta">
          <span>{[live.creatorName, live.category].filter(Boolean).join(' · ')}</span>
          <Badge>{live.requiredTier.toUpperCase()}</Badge>
          <span>Demandé le {formatDateTime(live.createdAt)}</span>
          {live.scheduledAt && <span>Prévu le {formatDateTime(live.scheduledAt)}</span>}
        </p>
        {live.description && <p className="admin-item__description">{live.description}</p>}
        <div className="admin-item__actions">
          <Button size="sm" loading={approving} onClick={onApprove}>
            <Check size={16} aria-hidden /> Approuver
          </Button>
          <Button size="sm" variant="outline" disabled={approving} onClick={onReject}>
            <X size={16} aria-hidden /> Rejeter
          </Button>
        </div>
      </Card>
    </li>
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
      onSuccess: () => toast({ title: 'Live approuvé', description: `« ${live.title} » peut maintenant être démarré par son créateur.` }),
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
          toast({ title: 'Live rejeté', description: `« ${live.title} » ne sera pas diffusé.` });
        },
        onError: (error) => toastActionError(error, liveMessages.rejectFailed),
      },
    );
  };

  let body;
  if (pending.isPending) body = <Skeleton height="7rem" />;
  else if (pending.isError) body = <RetryMessage text="La liste n'a pas pu être chargée." onRetry={() => void pending.refetch()} />;
  else if (pending.data.length === 0) body = <p className="admin-empty">Aucun live en attente d'approbation.</p>;
  else {
    body = (
      <ul className="admin-list" role="list">
        {pending.data.map((live) => (
          <PendingLive
            key={live.id}
            live={live}
            approving={approve.isPending && approve.variables === live.id}
            onApprove={() => onApprove(live)}
            onReject={() => setRejecting(live)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="admin__section" aria-labelledby="live-approvals-title">
      <h2 id="live-approvals-title" className="admin__title">
        Autorisations de lives
      </h2>
      {body}
      <RejectLiveDialog key={rejecting?.id ?? 'none'} title={rejecting?.title ?? null} busy={reject.isPending} onReject={onReject} onClose={() => setRejecting(null)} />
    </section>
  );
}
