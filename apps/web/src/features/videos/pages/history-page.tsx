import { catalogueMessages } from '@kora/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { useVideos } from '../api/get-videos';
import { VideoRow } from '../components/video-row';
import { videosHistoryTexts } from './history-texts';

/**
 * /watch (viewer.md §2 lists it among the signed-in pages; the spec says no more): the watching profile's history —
 * what it started and may resume (« Continuer à regarder », as on home), and what it saw to the end (« Déjà vus »,
 * the last first). Each profile has its own.
 */
export default function HistoryPage() {
  const started = useVideos('continue');
  const watched = useVideos('watched');
  return (
    <main className="page">
      <PageHeader title={videosHistoryTexts.title} />
      <VideoRow title={catalogueMessages.continueWatching} query={started} empty={{ title: videosHistoryTexts.nothingStarted, description: videosHistoryTexts.nothingStartedHint }} />
      <VideoRow title={videosHistoryTexts.watched} query={watched} empty={{ title: videosHistoryTexts.nothingWatched, description: videosHistoryTexts.nothingWatchedHint }} />
    </main>
  );
}
