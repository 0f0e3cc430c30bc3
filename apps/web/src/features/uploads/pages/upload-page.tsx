import type { CreatorVideo } from '@kora/shared';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { CreatorVideoList } from '../components/creator-video-list';
import { ProcessingStatus } from '../components/processing-status';
import { UploadForm } from '../components/upload-form';
import '../uploads.css';

/**
 * /upload (creators and admins): the upload form, then the live follow-up of the sent video's
 * preparation, and 'Mes vidéos' below. `maxUploadMb` is the server's size cap once known.
 */
export default function UploadPage({ maxUploadMb }: { maxUploadMb?: number | undefined }) {
  const [uploaded, setUploaded] = useState<CreatorVideo | null>(null);
  // A new key gives a fresh form (a file input cannot be emptied from code).
  const [formKey, setFormKey] = useState(0);
  const uploadAnother = () => {
    setUploaded(null);
    setFormKey((k) => k + 1);
  };

  return (
    <main className="upload-page page">
      <PageHeader title="Envoyer une vidéo" />
      {uploaded ? (
        <ProcessingStatus
          key={uploaded.id}
          videoId={uploaded.id}
          title={uploaded.title}
          initial={{ status: uploaded.status, progress: uploaded.processingProgress, failureReason: uploaded.failureReason }}
          onUploadAnother={uploadAnother}
        />
      ) : (
        <Card>
          <UploadForm key={formKey} onUploaded={setUploaded} maxUploadMb={maxUploadMb} />
        </Card>
      )}
      <CreatorVideoList />
    </main>
  );
}
