import { PageHeader } from '../../../components/ui/page-header';
import { CreatorVideoList } from '../components/creator-video-list';
import { UploadPanel } from '../components/upload-panel';
import { uploadsTexts } from '../uploads-texts';
import '../uploads.css';

/**
 * /upload (creators and admins): the upload form, then the live follow-up of the sent video's
 * preparation, and 'Mes vidéos' below. `maxUploadMb` is the server's size cap once known.
 */
export default function UploadPage({ maxUploadMb }: { maxUploadMb?: number | undefined }) {
  return (
    <main className="upload-page page">
      <PageHeader title={uploadsTexts.pageTitle} />
      <UploadPanel maxUploadMb={maxUploadMb} />
      <CreatorVideoList />
    </main>
  );
}
