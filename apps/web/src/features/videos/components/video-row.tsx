import { catalogue, type Video } from '@kora/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef } from 'react';
import { RetryMessage } from '../../../components/ui/retry-message';
import { preferredScrollBehavior } from '../../../lib/motion';
import { VideoCard } from './video-card';
import { CardSkeletons, EmptyVideos } from './video-grid';
import { useScrollEdges } from '../../../lib/use-scroll-edges';
import { videosTexts } from '../videos-texts';
import '../videos.css';

interface VideoRowProps {
  title: string;
  /** The list's query: its data, whether it loads or failed, and how to ask again. */
  query: Pick<UseQueryResult<Video[]>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  /** An anchor for links to this row (the bottom navigation's 'Ma liste'). */
  id?: string;
  /** What an empty row says, when not the catalogue's words. */
  empty?: { title: string; description?: string };
}

/**
 * A titled, horizontally scrolled row of cards (viewer.md §2): its count, arrows that move it by
 * 320 px, 5 skeleton cards while it loads and the empty state.
 */
export function VideoRow({ title, query, id, empty }: VideoRowProps) {
  const titleId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const videos = query.data ?? [];
  const { atStart, atEnd } = useScrollEdges(trackRef, query.data);
  const scroll = (direction: 1 | -1) =>
    trackRef.current?.scrollBy({ left: direction * catalogue.rowScrollStepPx, behavior: preferredScrollBehavior() });

  let body;
  if (query.isPending) {
    body = <CardSkeletons count={catalogue.skeletonCards} />;
  } else if (query.isError) {
    body = (
      <li className="video-row__message">
        <RetryMessage text={videosTexts.rowFailed} onRetry={() => void query.refetch()} />
      </li>
    );
  } else if (videos.length === 0) {
    body = (
      <li className="video-row__message">
        <EmptyVideos {...empty} />
      </li>
    );
  } else {
    body = videos.map((video) => (
      <li key={video.id} className="video-row__item">
        <VideoCard video={video} />
      </li>
    ));
  }

  return (
    <section className="video-row" id={id} aria-labelledby={titleId} aria-busy={query.isPending || undefined}>
      <header className="video-row__header">
        <h2 className="video-row__title" id={titleId}>
          {title}
        </h2>
        {query.data && <span className="video-row__count">{videosTexts.count(videos.length)}</span>}
        {/* A row whose cards all fit has nothing to scroll: its arrows keep their room (nothing moves) unseen. */}
        <div className={atStart && atEnd ? 'video-row__arrows video-row__arrows--idle' : 'video-row__arrows'}>
          <button type="button" className="video-row__arrow" aria-label={videosTexts.scrollLeft} aria-controls={`${titleId}-track`} disabled={atStart} onClick={() => scroll(-1)}>
            <ChevronLeft size={20} aria-hidden />
          </button>
          <button type="button" className="video-row__arrow" aria-label={videosTexts.scrollRight} aria-controls={`${titleId}-track`} disabled={atEnd} onClick={() => scroll(1)}>
            <ChevronRight size={20} aria-hidden />
          </button>
        </div>
      </header>
      <ul className="video-row__track" id={`${titleId}-track`} ref={trackRef} role="list">
        {body}
      </ul>
    </section>
  );
}
