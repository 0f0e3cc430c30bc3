import type { CreatorVideo } from '@kora/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useCreatorVideos } from '../api/get-creator-videos';

const STATUS_BADGES: Record<CreatorVideo['status'], { label: string; variant: BadgeVariant }> = {
  ready: { label: 'Prête', variant: 'success' },
  processing: { label: 'En traitement', variant: 'default' },
  failed: { label: 'Échec', variant: 'danger' },
};

const SKELETON_ROWS = 3;

/** 'Mes vidéos': the creator's own videos, newest first, each with its state. */
export function CreatorVideoList() {
  const titleId = useId();
  const query = useCreatorVideos();

  let body;
  if (query.isPending) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <li key={i} className="my-videos__item" aria-hidden>
        <Skeleton width="60%" />
        <Skeleton width="5rem" height="1.3rem" />
      </li>
    ));
  } else if (query.isError) {
    body = (
      <li className="my-videos__message">
        <RetryMessage text="Impossible de charger vos vidéos." onRetry={() => void query.refetch()} />
      </li>
    );
  } else if (query.data.length === 0) {
    body = <li className="my-videos__message">Vous n'avez pas encore envoyé de vidéo.</li>;
  } else {
    body = query.data.map((video) => {
      const badge = STATUS_BADGES[video.status];
      return (
        <li key={video.id} className="my-videos__item">
          <div className="my-videos__text">
            {video.status === 'ready' ? (
              <Link to={`/video/${encodeURIComponent(video.id)}`} className="my-videos__title">
                {video.title}
              </Link>
            ) : (
              <span className="my-videos__title">{video.title}</span>
            )}
            <span className="my-videos__date">{formatDate(video.createdAt)}</span>
          </div>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </li>
      );
    });
  }

  return (
    <section className="my-videos" aria-labelledby={titleId} aria-busy={query.isPending || undefined}>
      <h2 className="my-videos__heading" id={titleId}>
        Mes vidéos
      </h2>
      <ul className="my-videos__list" role="list">
        {body}
      </ul>
    </section>
  );
}
