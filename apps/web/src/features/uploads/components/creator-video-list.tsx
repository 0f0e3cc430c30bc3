import type { CreatorVideo } from '@kora/shared';
import { useId, type ReactNode } from 'react';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreatorVideos } from '../api/get-creator-videos';
import { uploadsTexts } from '../uploads-texts';
import { CreatorVideoRow } from './creator-video-row';
import '../uploads.css';

const SKELETON_ROWS = 3;

interface CreatorVideoListProps {
  /** What the creator may do with a video, under its row (the dashboard's edit and delete). */
  actionsOf?: (video: CreatorVideo) => ReactNode;
}

/**
 * 'Mes vidéos': the creator's own videos, newest first, each with its state. Read again every 10 s
 * while one is being prepared (see get-creator-videos), so percents and outcomes show up by themselves.
 */
export function CreatorVideoList({ actionsOf }: CreatorVideoListProps) {
  const titleId = useId();
  const query = useCreatorVideos();

  let body;
  if (query.isPending) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <li key={i} className="my-videos__item my-videos__item--loading" aria-hidden>
        <Skeleton width="60%" />
        <Skeleton width="5rem" height="1.3rem" />
      </li>
    ));
  } else if (query.isError) {
    body = (
      <li className="my-videos__message">
        <RetryMessage text={uploadsTexts.list.loadFailed} onRetry={() => void query.refetch()} />
      </li>
    );
  } else if (query.data.length === 0) {
    body = <li className="my-videos__message">{uploadsTexts.list.empty}</li>;
  } else {
    body = query.data.map((video) => <CreatorVideoRow key={video.id} video={video} actions={actionsOf?.(video)} />);
  }

  return (
    <section className="my-videos" aria-labelledby={titleId} aria-busy={query.isPending || undefined}>
      <h2 className="my-videos__heading" id={titleId}>
        {uploadsTexts.list.title}
      </h2>
      <ul className="my-videos__list" role="list">
        {body}
      </ul>
    </section>
  );
}
