import { liveMessages, type LiveStream } from '@kora/shared';
import { Clock, Play, Radio, Square, XCircle } from 'lucide-react';
import { Link } from '../../../lib/router';
import { Button, buttonClass } from '../../../components/ui/button';
import { toastActionError } from '../../../lib/action-error';
import { toast } from '../../../lib/toast';
import { useStartLive, useStopLive } from '../api/start-stop-live';
import { livesTexts } from '../lives-texts';

/**
 * What the live's creator (or an admin) may do with it (live-creators-admin.md §2, §4): a pending
 * live shows the disabled 'En attente d'approbation', a rejected one the disabled 'Stream rejeté'
 * and the reason; an approved one is started ('Démarrer') and stopped ('Arrêter'). Each button is
 * disabled while its request runs, so a second tap on a slow phone sends nothing more.
 */
export function LiveOwnerActions({ live }: { live: LiveStream }) {
  const start = useStartLive();
  const stop = useStopLive();

  if (live.status === 'pending') {
    return (
      <Button size="sm" variant="outline" disabled className="live-actions">
        <Clock size={16} aria-hidden /> {liveMessages.pendingApproval}
      </Button>
    );
  }
  if (live.status === 'rejected') {
    return (
      <div className="live-actions">
        <Button size="sm" variant="destructive" disabled>
          <XCircle size={16} aria-hidden /> {liveMessages.rejected}
        </Button>
        {live.rejectionReason && <p className="live-actions__reason">{livesTexts.owner.reason(live.rejectionReason)}</p>}
      </div>
    );
  }
  if (live.phase === 'ended') return null;

  const onStart = () =>
    start.mutate(live.id, {
      onSuccess: () => toast({ title: livesTexts.owner.startedTitle, description: livesTexts.owner.startedDescription }),
      onError: (error) => toastActionError(error, liveMessages.startFailed),
    });
  const onStop = () =>
    stop.mutate(live.id, {
      onSuccess: () => toast({ title: livesTexts.owner.stoppedTitle, description: livesTexts.replayLater }),
      onError: (error) => toastActionError(error, liveMessages.stopFailed),
    });

  return (
    <div className="live-actions">
      {live.phase === 'scheduled' ? (
        <Button size="sm" loading={start.isPending} onClick={onStart}>
          <Play size={16} aria-hidden /> {livesTexts.owner.start}
        </Button>
      ) : (
        <Button size="sm" variant="destructive" loading={stop.isPending} onClick={onStop}>
          <Square size={16} aria-hidden /> {liveMessages.stop}
        </Button>
      )}
      {/* /stream may use the camera: its document must be loaded afresh (Permissions-Policy). */}
      <Link to={`/stream?live=${live.id}`} reloadDocument className={buttonClass({ size: 'sm', variant: 'outline' })}>
        <Radio size={16} aria-hidden /> {livesTexts.owner.broadcast}
      </Link>
    </div>
  );
}
