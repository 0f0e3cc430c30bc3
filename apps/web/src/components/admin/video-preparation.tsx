import type { VideoStatus } from '@kora/shared';
import { ProgressBar } from '../ui/progress-bar';

interface VideoPreparationProps {
  title: string;
  status: VideoStatus;
  /** 0..1 while processing. */
  processingProgress: number;
  failureReason: string | null;
}

/**
 * How a video's preparation goes, for an admin item (inside AdminItemMedia): the transcode's percent
 * while processing, the reason once failed, nothing once ready.
 */
export function VideoPreparation({ title, status, processingProgress, failureReason }: VideoPreparationProps) {
  const percent = Math.floor(processingProgress * 100);
  if (status === 'processing') {
    return (
      <ProgressBar label={`Traitement de « ${title} »`} value={percent} valueText={`${percent} %`}>
        {percent > 0 ? `Transcodage… ${percent} %` : "En file d'attente"}
      </ProgressBar>
    );
  }
  if (status === 'failed') return <p className="admin-media__note admin-media__note--danger">{failureReason || 'La préparation a échoué.'}</p>;
  return null;
}
