import { catalogueMessages, type Video } from '@kora/shared';
import { Film } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { VideoCard } from './video-card';
import '../videos.css';

/** Cards in a wrapping grid (search results, similar videos). */
export function VideoGrid({ videos }: { videos: Video[] }) {
  return (
    <ul className="video-grid" role="list">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} />
        </li>
      ))}
    </ul>
  );
}

/** The outline of `count` cards while a list loads. */
export function CardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i} className="video-card-skeleton" aria-hidden>
      <Skeleton className="video-card-skeleton__media" />
      <Skeleton width="75%" height="0.9rem" />
      <Skeleton width="45%" height="0.75rem" />
    </li>
  ));
}

/** An empty list: 'Aucune vidéo disponible' / 'Revenez plus tard pour du nouveau contenu' unless told otherwise. */
export function EmptyVideos({ title = catalogueMessages.emptyRowTitle, description = catalogueMessages.emptyRowDescription }: { title?: string; description?: string }) {
  return (
    <div className="empty-videos">
      <Film size={28} aria-hidden />
      <p className="empty-videos__title">{title}</p>
      {description && <p className="empty-videos__description">{description}</p>}
    </div>
  );
}
