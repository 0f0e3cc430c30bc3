import { catalogueMessages } from '@kora/shared';
import { useSearchVideos } from '../api/search-videos';
import { CardSkeletons, EmptyVideos, VideoGrid } from './video-grid';

/** The results of a search as a grid of cards, shown in place of the rows; 'Aucun résultat' when nothing matches. */
export function SearchResults({ query }: { query: string }) {
  const search = useSearchVideos(query);
  const results = search.data ?? [];
  return (
    <section className="search-results" aria-labelledby="search-results-title" aria-busy={search.isFetching || undefined}>
      <h2 className="video-row__title" id="search-results-title">
        Résultats pour « {query} »
      </h2>
      {search.isPending ? (
        <ul className="video-grid" role="list">
          <CardSkeletons count={4} />
        </ul>
      ) : search.isError ? (
        <EmptyVideos title="La recherche n'a pas abouti" description="Vérifiez votre connexion puis réessayez." />
      ) : results.length === 0 ? (
        <EmptyVideos title={catalogueMessages.noResults} description="Essayez un autre titre ou une autre catégorie." />
      ) : (
        <VideoGrid videos={results} />
      )}
    </section>
  );
}
