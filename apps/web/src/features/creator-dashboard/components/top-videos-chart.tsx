import type { CreatorStats } from '@kora/shared';
import { useId } from 'react';
import { Link } from '../../../lib/router';
import '../../../components/chart/series-chart.css';
import { creatorDashboardTexts } from '../creator-dashboard-texts';
import { formatViews } from '../dashboard-format';

/**
 * 'Top 5 des vidéos': one horizontal bar per video, the longest for the most viewed. Plain HTML
 * rather than SVG: a title wraps on a narrow phone and stays a link, and the list reads as it shows
 * ("1. Titre, 1,2 k vues").
 */
export function TopVideosChart({ videos }: { videos: CreatorStats['topVideos'] }) {
  const titleId = useId();
  const most = Math.max(1, ...videos.map((video) => video.views));
  return (
    <figure className="series-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="series-chart__title">
        {creatorDashboardTexts.overview.topVideos}
      </figcaption>
      {videos.length === 0 ? (
        <p className="series-chart__empty">{creatorDashboardTexts.overview.topVideosEmpty}</p>
      ) : (
        <ol className="dashboard-top-videos" aria-labelledby={titleId}>
          {videos.map((video) => (
            <li key={video.id} className="dashboard-top-videos__item">
              <div className="dashboard-top-videos__text">
                <Link to={`/video/${encodeURIComponent(video.id)}`} className="dashboard-top-videos__title">
                  {video.title}
                </Link>
                <span className="dashboard-top-videos__value">{formatViews(video.views, true)}</span>
              </div>
              <div className="dashboard-top-videos__track" aria-hidden>
                <div className="dashboard-top-videos__bar" style={{ width: `${video.views > 0 ? Math.max(1, (video.views / most) * 100) : 0}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}
