import type { Processing } from '@kora/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, Loader, Play, TriangleAlert, Upload } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useProcessing } from '../api/get-processing';
import { uploadKeys } from '../api/upload-keys';
import { uploadsTexts } from '../uploads-texts';

interface ProcessingStatusProps {
  videoId: string;
  /** The video's title, to say which one is followed. */
  title: string;
  /** What the upload's answer already said, shown until the first poll. */
  initial?: Processing;
  onUploadAnother: () => void;
}

/**
 * Follows the preparation of an uploaded video (polled every 2 s until ready or failed):
 * 'En file d'attente', 'Transcodage… N %' with its bar, 'Prête' with 'Voir la vidéo' (or, while an admin has
 * still to approve it, 'Prête · En attente de validation', what happens next, and 'Voir l’aperçu'), or 'Échec' with
 * the reason; and 'Envoyer une autre vidéo'. Used by /upload and the dashboard's Upload tab.
 */
export function ProcessingStatus({ videoId, title, initial, onUploadAnother }: ProcessingStatusProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data } = useProcessing(videoId, initial);
  const status = data?.status ?? 'processing';
  const percent = Math.floor((data?.progress ?? 0) * 100);

  // The list of the creator's videos shows the outcome as soon as it is known.
  useEffect(() => {
    if (status !== 'processing') void queryClient.invalidateQueries({ queryKey: uploadKeys.creatorVideos });
  }, [status, queryClient]);

  const waiting = data?.reviewStatus === 'pending';
  const texts = uploadsTexts.processing;
  let state;
  if (status === 'ready') {
    state = (
      <>
        <p className="processing__state processing__state--ready" role="status">
          <CheckCircle2 size={20} aria-hidden /> {waiting ? texts.readyPending : texts.ready}
        </p>
        <p className="processing__text">{texts.readyText[data?.reviewStatus ?? 'approved']}</p>
      </>
    );
  } else if (status === 'failed') {
    state = (
      <>
        <p className="processing__state processing__state--failed" role="status">
          <TriangleAlert size={20} aria-hidden /> {texts.failed}
        </p>
        <p className="processing__text">{data?.failureReason || texts.failedFallback}</p>
      </>
    );
  } else if (percent > 0) {
    state = (
      <>
        {/* The number lives in the bar: the live region speaks only when the state changes. */}
        <p className="processing__state" role="status">
          <Loader size={20} aria-hidden /> {texts.transcoding} <span aria-hidden>{percent} %</span>
        </p>
        <ProgressBar label={texts.barLabel} value={percent} valueText={`${percent} %`} />
      </>
    );
  } else {
    state = (
      <>
        <p className="processing__state" role="status">
          <Clock size={20} aria-hidden /> {texts.queued}
        </p>
        <p className="processing__text">{texts.received}</p>
      </>
    );
  }

  return (
    <Card className="processing" role="region" aria-labelledby={headingId}>
      <h2 className="processing__title" id={headingId}>
        {texts.title}
      </h2>
      <p className="processing__video">{title}</p>
      {state}
      <div className="processing__actions">
        {status === 'ready' && (
          <ButtonLink to={`/video/${encodeURIComponent(videoId)}`}>
            <Play size={18} aria-hidden /> {waiting ? texts.preview : texts.watch}
          </ButtonLink>
        )}
        <Button variant={status === 'ready' ? 'outline' : 'primary'} onClick={onUploadAnother}>
          <Upload size={18} aria-hidden /> {texts.another}
        </Button>
      </div>
    </Card>
  );
}
