import type { VideoStatus } from '@kora/shared';
import { ProgressBar } from '../ui/progress-bar';
import { adminComponentsTexts as t } from './admin-components-texts';

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
      <ProgressBar label={t.processingOf(title)} value={percent} valueText={t.percent(percent)}>
        {percent > 0 ? t.transcoding(percent) : t.queued}
      </ProgressBar>
    );
  }
  if (status === 'failed') return <p className="admin-media__note admin-media__note--danger">{failureReason || t.preparationFailed}</p>;
  return null;
}
