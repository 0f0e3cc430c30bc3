import { can, catalogue, categoryLabel, liveMessages, type LiveStream, type User } from '@kora/shared';
import { Eye, Play, Radio } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { useOpenPlanChooser } from '../../../components/plan-chooser/plan-chooser-context';
import { Button, ButtonLink } from '../../../components/ui/button';
import { formatViewers } from '../live-time';
import { LiveBadge } from './live-badge';
import { liveViewerPath, LiveThumbnail } from './live-card';
import '../lives.css';

/** One live of home: picture with EN DIRECT and viewers, title, category, 'Regarder'. */
function HomeLiveCard({ live, onWatch }: { live: LiveStream; onWatch: (live: LiveStream) => void }) {
  return (
    <li className="home-live">
      <div className="live-card__media">
        <LiveThumbnail live={live} />
        <LiveBadge className="live-card__badge" />
        <span className="live-card__viewers">
          <Eye size={14} aria-hidden /> {formatViewers(live.viewerCount)}
        </span>
      </div>
      <div className="home-live__text">
        <h3 className="live-card__title">{live.title}</h3>
        <p className="live-card__meta">{[categoryLabel(live.category), live.creatorName].filter(Boolean).join(' · ')}</p>
      </div>
      <Button size="sm" className="home-live__watch" aria-label={`${liveMessages.watch} ${live.title}`} onClick={() => onWatch(live)}>
        <Play size={16} aria-hidden fill="currentColor" /> {liveMessages.watch}
      </Button>
    </li>
  );
}

/**
 * The live section of home (viewer.md §2): at most 2 lives on air, asked again every 30 s, 'Voir
 * tout' and the 'Lives' shortcut to /live. 'Regarder' opens the live for those whose plan allows it
 * from home (premium and family; creators and admins), else the plan chooser. Nothing when no live
 * is on air as home opens. The lives come from the slot that shows it (its query, asked again every 30 s): a query
 * of its own would ask again as it mounts, one more round trip on a slow link for the same answer.
 * While home stays open the section never shrinks: when its lives end it keeps its room and says so.
 */
export default function HomeLiveSection({ user, lives }: { user: User; lives: LiveStream[] }) {
  const navigate = useNavigate();
  const openPlanChooser = useOpenPlanChooser();
  const shown = lives.slice(0, catalogue.homeLiveMax);
  // The tallest the section has been: a live that ends while home is open leaves its room, so the rows under it stay under the finger.
  const ref = useRef<HTMLElement>(null);
  const [kept, setKept] = useState<number | null>(null);
  const drawn = shown.length > 0 || kept !== null;
  // Told by a resize observer once the page is laid out: reading the height as the section mounted laid home out
  // again in the middle of its first frame.
  useEffect(() => {
    const section = ref.current;
    if (!drawn || !section) return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? 0;
      if (height) setKept((before) => (before !== null && before >= height ? before : height));
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, [drawn]);

  if (!drawn) return null;
  const watch = (live: LiveStream) => (can(user, 'watchLiveFromHome') ? navigate(liveViewerPath(live.id)) : openPlanChooser());
  return (
    <section ref={ref} className="home-lives" aria-labelledby="home-lives-title" style={kept === null ? undefined : { minHeight: kept }}>
      <header className="home-lives__header">
        <h2 id="home-lives-title" className="live-section__title">
          {liveMessages.liveNow}
        </h2>
        <Link to="/live" className="home-lives__all">
          {liveMessages.seeAll}
        </Link>
      </header>
      {shown.length === 0 ? (
        <p className="home-lives__none">{liveMessages.noneOnAir}</p>
      ) : (
        <ul className="home-lives__list" role="list">
          {shown.map((live) => (
            <HomeLiveCard key={live.id} live={live} onWatch={watch} />
          ))}
        </ul>
      )}
      <ButtonLink to="/live" variant="outline" size="sm" className="home-lives__shortcut">
        <Radio size={16} aria-hidden /> {liveMessages.livesShortcut}
      </ButtonLink>
    </section>
  );
}
