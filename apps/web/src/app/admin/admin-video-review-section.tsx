import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import AdminVideoReviewPage from '../../features/admin-video-review/pages/admin-video-review-page';
import { VideoPoster } from '../../features/videos/components/poster';

// The player (hls.js) is fetched when an admin opens a preview, not with the list.
const VideoPreview = lazy(() => import('./video-preview'));

/** 'À valider', composed: the videos feature's posters, and its player for the preview. */
export default function AdminVideoReviewSection() {
  return (
    <AdminVideoReviewPage
      Poster={VideoPoster}
      preview={(video) => (
        <Suspense fallback={<Skeleton height="12rem" />}>
          <VideoPreview video={video} />
        </Suspense>
      )}
    />
  );
}
