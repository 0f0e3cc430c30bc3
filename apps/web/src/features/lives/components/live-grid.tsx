import type { LiveStream } from '@kora/shared';
import { Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { RetryMessage } from '../../../components/ui/retry-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { livesTexts } from '../lives-texts';
import { LiveCard } from './live-card';

interface LiveGridProps {
  id: string;
  title: string;
  lives: LiveStream[] | undefined;
  isError: boolean;
  onRetry: () => void;
  empty: string;
  /** The owner's actions on a card, when the viewer manages that live. */
  actionsOf?: (live: LiveStream) => ReactNode;
}

/** A titled grid of lives, with 3 skeleton cards while loading, a retry on failure and an empty message. */
export function LiveGrid({ id, title, lives, isError, onRetry, empty, actionsOf }: LiveGridProps) {
  let body: ReactNode;
  if (lives === undefined && isError) body = <div className="live-grid__message"><RetryMessage text={livesTexts.grid.loadFailed} onRetry={onRetry} /></div>;
  else if (lives === undefined) {
    body = (
      <ul className="live-grid" aria-busy="true" aria-label={livesTexts.grid.loading}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="live-card-skeleton" aria-hidden>
            <Skeleton className="live-card-skeleton__media" />
            <Skeleton width="70%" height="0.9rem" />
            <Skeleton width="40%" height="0.75rem" />
          </li>
        ))}
      </ul>
    );
  } else if (lives.length === 0) {
    body = (
      <p className="live-grid__message">
        <Radio size={20} aria-hidden /> {empty}
      </p>
    );
  } else {
    body = (
      <ul className="live-grid" role="list">
        {lives.map((live) => (
          <li key={live.id}>
            <LiveCard live={live} actions={actionsOf?.(live)} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="live-section" aria-labelledby={id}>
      <h2 id={id} className="live-section__title">
        {title}
      </h2>
      {body}
    </section>
  );
}
