import { catalogueMessages } from '@kora/shared';
import { useLocation } from '../../lib/router';
import { useFavorites } from '../../features/favorites/api/get-favorites';
import { useVideos } from '../../features/videos/api/get-videos';
import { VideoRow } from '../../features/videos/components/video-row';
import { EmptyMyList } from './empty-my-list';
import { HomeLiveSlot } from './home-live-slot';

/** Anchor of the 'My List' row, which the bottom navigation scrolls to. */
export const MY_LIST_ID = 'my-list';

/**
 * The rows of home: 'Continuer à regarder' (only with something started), the live section,
 * 'Trending Now', 'My List' (only with favourites; asked for with none, #my-list, it says how to fill it),
 * 'Popular Movies', 'Premium Exclusives'.
 */
export function HomeRows() {
  const started = useVideos('continue');
  const trending = useVideos('trending');
  const favorites = useFavorites();
  const popular = useVideos('popular');
  const premium = useVideos('premium');
  const { rows } = catalogueMessages;
  const myListAsked = useLocation().hash === `#${MY_LIST_ID}`;

  return (
    <>
      {started.data && started.data.length > 0 && <VideoRow id="continue-watching" title={catalogueMessages.continueWatching} query={started} />}
      <HomeLiveSlot />
      <VideoRow id="trending" title={rows.trending} query={trending} />
      {favorites.data && favorites.data.length > 0 && <VideoRow id={MY_LIST_ID} title={rows.myList} query={favorites} />}
      {favorites.data?.length === 0 && myListAsked && <EmptyMyList id={MY_LIST_ID} />}
      <VideoRow id="popular" title={rows.popular} query={popular} />
      <VideoRow id="premium-exclusives" title={rows.premium} query={premium} />
    </>
  );
}
