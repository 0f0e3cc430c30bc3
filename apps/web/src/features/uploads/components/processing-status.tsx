import type { Processing } from '@kora/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, Loader, Play, TriangleAlert, Upload } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useProcessing } from '../api/get-processing';
import { uploadKeys } from '../api/upload-keys';

interface ProcessingStatusProps {
  videoId: string;
  /** The video's title, to say which one is followed. */
  title: string;
  /** What the upload's answer already said, shown until the first poll. */
  initial?: Processing;
  onUploadAnother: () => void;
}

/** What a ready video's follow-up says, by where its review stands (CREATOR_VIDEO_REVIEW). */
const readyText: Record<Processing['reviewStatus'], string> = {
  approved: 'Votre vidéo est en ligne.',
  pending: 'Un administrateur doit l’approuver avant qu’elle soit publiée. D’ici là, vous seul (et les administrateurs) pouvez la regarder.',
  rejected: 'Elle n’est pas publiée : la raison du refus est dans « Mes vidéos », où vous pouvez la modifier.',
};

/** What a failure says when the server gave no reason. */
export const PROCESSING_FAILED_FALLBACK = 'La préparation de la vidéo a échoué.';

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
  let state;
  if (status === 'ready') {
    state = (
      <>
        <p className="processing__state processing__state--ready" role="status">
          <CheckCircle2 size={20} aria-hidden /> {waiting ? 'Prête · En attente de validation' : 'Prête'}
        </p>
        <p className="processing__text">{readyText[data?.reviewStatus ?? 'approved']}</p>
      </>
    );
  } else if (status === 'failed') {
    state = (
      <>
        <p className="processing__state processing__state--failed" role="status">
          <TriangleAlert size={20} aria-hidden /> Échec
        </p>
        <p className="processing__text">{data?.failureReason || PROCESSING_FAILED_FALLBACK}</p>
      </>
    );
  } else if (percent > 0) {
    state = (
      <>
        {/* The number lives in the bar: the live region speaks only when the state changes. */}
        <p className="processing__state" role="status">
          <Loader size={20} aria-hidden /> Transcodage… <span aria-hidden>{percent} %</span>
        </p>
        <ProgressBar label="Traitement de la vidéo" value={percent} valueText={`${percent} %`} />
      </>
    );
  } else {
    state = (
      <>
        <p className="processing__state" role="status">
          <Clock size={20} aria-hidden /> En file d'attente
        </p>
        <p className="processing__text">La vidéo est reçue ; sa préparation va commencer.</p>
      </>
    );
  }

  return (
    <Card className="processing" role="region" aria-labelledby={headingId}>
      <h2 className="processing__title" id={headingId}>
        Suivi de la vidéo
      </h2>
      <p className="processing__video">{title}</p>
      {state}
      <div className="processing__actions">
        {status === 'ready' && (
          <ButtonLink to={`/video/${encodeURIComponent(videoId)}`}>
            <Play size={18} aria-hidden /> {waiting ? 'Voir l’aperçu' : 'Voir la vidéo'}
          </ButtonLink>
        )}
        <Button variant={status === 'ready' ? 'outline' : 'primary'} onClick={onUploadAnother}>
          <Upload size={18} aria-hidden /> Envoyer une autre vidéo
        </Button>
      </div>
    </Card>
  );
}
