import type { CreatorVideo } from '@kora/shared';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { ProcessingStatus } from './processing-status';
import { UploadForm } from './upload-form';
import '../uploads.css';

/**
 * The upload form, then the live follow-up of the sent video's preparation with 'Envoyer une autre
 * vidéo'. /upload shows it above 'Mes vidéos'; the creator dashboard's Upload tab shows it alone.
 * `maxUploadMb` is the server's size cap once known.
 */
export function UploadPanel({ maxUploadMb }: { maxUploadMb?: number | undefined }) {
  const [uploaded, setUploaded] = useState<CreatorVideo | null>(null);
  // A new key gives a fresh form (a file input cannot be emptied from code).
  const [formKey, setFormKey] = useState(0);
  const uploadAnother = () => {
    setUploaded(null);
    setFormKey((k) => k + 1);
  };

  return uploaded ? (
    <ProcessingStatus
      key={uploaded.id}
      videoId={uploaded.id}
      title={uploaded.title}
      initial={{ status: uploaded.status, progress: uploaded.processingProgress, failureReason: uploaded.failureReason, reviewStatus: uploaded.reviewStatus }}
      onUploadAnother={uploadAnother}
    />
  ) : (
    <Card>
      <UploadForm key={formKey} onUploaded={setUploaded} maxUploadMb={maxUploadMb} />
    </Card>
  );
}
