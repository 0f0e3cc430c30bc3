import { categoryLabel, type LiveStream } from '@kora/shared';
import { Eye, Radio } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from '../../../lib/router';
import { Badge } from '../../../components/ui/badge';
import { formatViewers } from '../live-time';
import { livesTexts } from '../lives-texts';
import { Countdown } from './countdown';
import { LiveBadge } from './live-badge';

/** Where a live opens. */
export const liveViewerPath = (id: string) => `/live-viewer/${id}`;

/**
 * The live's picture (a frame of the stream while on air, else its channel's image: the server chooses), or a tinted
 * frame with a radio icon when it has none or the picture cannot be had.
 */
export function LiveThumbnail({ live, behindText = false }: { live: LiveStream; behindText?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  return live.thumbnailUrl && failed !== live.thumbnailUrl ? (
    <img className="live-card__image" src={live.thumbnailUrl} alt="" loading="lazy" decoding="async" onError={() => setFailed(live.thumbnailUrl)} />
  ) : (
    <span className="live-card__image live-card__image--empty" aria-hidden>
      {/* Under a message (the live stage's panels) the antenna would sit on its words: the gradient alone. */}
      {!behindText && <Radio size={32} />}
    </span>
  );
}

/**
 * A live in a grid: picture with EN DIRECT and the number of viewers when on air, tier, title,
 * category and creator, the start date and countdown when scheduled. The title opens the live;
 * `actions` (the owner's start and stop) sit under it.
 */
export function LiveCard({ live, actions }: { live: LiveStream; actions?: ReactNode }) {
  const onAir = live.phase === 'live';
  return (
    <article className="live-card" aria-label={live.title}>
      <Link to={liveViewerPath(live.id)} className="live-card__media" tabIndex={-1} aria-hidden>
        <LiveThumbnail live={live} />
        {onAir && <LiveBadge className="live-card__badge" />}
        {onAir && (
          <span className="live-card__viewers">
            <Eye size={14} aria-hidden /> {formatViewers(live.viewerCount)}
          </span>
        )}
      </Link>
      <div className="live-card__body">
        <h3 className="live-card__title">
          <Link to={liveViewerPath(live.id)}>{live.title}</Link>
        </h3>
        <p className="live-card__meta">
          {[categoryLabel(live.category), live.creatorName].filter(Boolean).join(' · ')}
          {live.requiredTier !== 'free' && (
            <Badge variant="primary" className="live-card__tier">
              {live.requiredTier.toUpperCase()}
            </Badge>
          )}
        </p>
        {live.phase === 'scheduled' && live.scheduledAt && <Countdown target={live.scheduledAt} className="live-card__when" />}
        {live.phase === 'ended' && <p className="live-card__when">{livesTexts.ended}</p>}
        {actions}
      </div>
    </article>
  );
}
