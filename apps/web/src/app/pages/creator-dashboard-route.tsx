import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { usePublicConfig } from '../../features/auth/api/get-public-config';
import CreatorDashboardPage from '../../features/creator-dashboard/pages/creator-dashboard-page';
import { CreatorVideoList } from '../../features/uploads/components/creator-video-list';
import { VIDEO_CATEGORIES } from '../../features/uploads/video-categories';

/*
 * The Lives and Upload tabs come with their own chunks, fetched when the tab opens: the dashboard's
 * first load on a phone carries the overview and the list of videos, not the live cards or the
 * upload form (zod, the resumable sender's loader).
 */
const MyLives = lazy(() => import('../../features/lives/components/my-lives').then((module) => ({ default: module.MyLives })));
const UploadPanel = lazy(() => import('../../features/uploads/components/upload-panel').then((module) => ({ default: module.UploadPanel })));

function TabChunk({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton height="14rem" />}>{children}</Suspense>;
}

/** The Upload tab: the /upload form, told the server's size cap (MAX_UPLOAD_MB) from the public config. */
function UploadTab() {
  const maxUploadMb = usePublicConfig().data?.maxUploadMb;
  return <UploadPanel maxUploadMb={maxUploadMb} />;
}

/**
 * /creator-dashboard (every signed-in person may open it; without a creator profile it says 'Accès
 * non autorisé'): the dashboard feature's page, given the other features' parts — the uploads
 * feature's list of videos (which polls while one is being prepared) with the dashboard's actions,
 * its categories for the edit form, the lives feature's 'Mes lives', and the upload form.
 */
export default function CreatorDashboardRoute() {
  return (
    <CreatorDashboardPage
      videoList={(actionsOf) => <CreatorVideoList actionsOf={actionsOf} />}
      videoCategories={VIDEO_CATEGORIES}
      lives={
        <TabChunk>
          <MyLives />
        </TabChunk>
      }
      upload={
        <TabChunk>
          <UploadTab />
        </TabChunk>
      }
    />
  );
}
