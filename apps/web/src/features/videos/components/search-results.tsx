import { catalogueMessages, type VideoSearchResult } from '@kora/shared';
import { Link } from '../../../lib/router';
import { useSearchVideos } from '../api/search-videos';
import { spokenLineParts, spokenLinePath } from '../spoken-line';
import { VideoCard } from './video-card';
import { CardSkeletons, EmptyVideos } from './video-grid';
import { videosTexts } from '../videos-texts';
import './search-results.css';

/**
 * Where the result's subtitles say the words searched for: « “…” à 1:23 » (the line on 2 lines at most), a link to the
 * video page opened at that moment. data-testid="search-spoken-line".
 */
function SpokenLine({ video, spoken }: { video: VideoSearchResult; spoken: NonNullable<VideoSearchResult['spoken']> }) {
  const { quote, time } = spokenLineParts(spoken);
  return (
    <Link to={spokenLinePath(video.id, spoken.seconds)} className="spoken-line" data-testid="search-spoken-line" title={quote} aria-label={videosTexts.spokenLine(quote, time, video.title)}>
      <span className="spoken-line__text">{quote}</span> <span className="spoken-line__time">{time}</span>
    </Link>
  );
}

/**
 * The results of a search as a grid of cards, shown in place of the rows; 'Aucun résultat' when nothing matches. A
 * video found by what its subtitles say shows that line under its card.
 */
export function SearchResults({ query }: { query: string }) {
  const search = useSearchVideos(query);
  const results = search.data ?? [];
  return (
    <section className="search-results" aria-labelledby="search-results-title" aria-busy={search.isFetching || undefined}>
      <h2 className="video-row__title" id="search-results-title">
        {videosTexts.resultsFor(query)}
      </h2>
      {search.isPending ? (
        <ul className="video-grid" role="list">
          <CardSkeletons count={4} />
        </ul>
      ) : search.isError ? (
        <EmptyVideos title={videosTexts.searchFailed} description={videosTexts.checkConnection} />
      ) : results.length === 0 ? (
        <EmptyVideos title={catalogueMessages.noResults} description={videosTexts.noResultsHint} />
      ) : (
        <ul className="video-grid" role="list">
          {results.map((video) => (
            <li key={video.id} className="search-result">
              <VideoCard video={video} />
              {video.spoken && <SpokenLine video={video} spoken={video.spoken} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
