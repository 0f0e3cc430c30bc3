import { PageHeader } from '../../../components/ui/page-header';
import { useVideos } from '../api/get-videos';
import { VideoRow } from '../components/video-row';

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
      <PageHeader title="Historique" />
      <VideoRow title="Continuer à regarder" query={started} empty={{ title: 'Rien en cours', description: 'Une vidéo commencée vient ici : vous la reprendrez où vous l’avez laissée.' }} />
      <VideoRow title="Déjà vus" query={watched} empty={{ title: 'Rien de vu jusqu’au bout', description: 'Les vidéos regardées jusqu’à la fin viennent ici.' }} />
    </main>
  );
}
