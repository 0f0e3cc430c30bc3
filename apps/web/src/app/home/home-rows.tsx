import { catalogueMessages } from '@kora/shared';
import { Fragment } from 'react';
import { useLocation } from '../../lib/router';
import { useFavorites } from '../../features/favorites/api/get-favorites';
import { useVideos } from '../../features/videos/api/get-videos';
import { VideoRow } from '../../features/videos/components/video-row';
import { EmptyMyList } from './empty-my-list';
import { useHomeLiveSlot } from './home-live-slot';

/** Anchor of the 'Ma liste' row, which the bottom navigation scrolls to. */
export const MY_LIST_ID = 'my-list';

/** A row's query as if still loading: its skeleton, not its cards. */
const held = <Q extends object>(query: Q): Q & { data: undefined; isPending: true; isError: false } => ({ ...query, data: undefined, isPending: true, isError: false });

/**
 * The rows of home: 'Continuer à regarder' (only with something started), the live section,
 * 'Tendances', 'Ma liste' (only with favourites; asked for with none, #my-list, it says how to fill it),
 * 'Les plus regardés', 'Exclusivités Premium' (not on a kids profile: nothing there is sold to a child).
 *
 * Those that may or may not be there would push the rows under them down when their answer comes: a
 * row shows its cards only once every such row above it is known (its skeleton until then), so a tap
 * on a card never lands on the card that slid under the finger. The skeletons shown before the rows
 * above 'Tendances' are known are replaced, not pushed, once they are (a new key): nothing on screen
 * moves (no layout shift, which Lighthouse counted on home when a live was on air).
 */
export function HomeRows({ kids }: { kids: boolean }) {
  const started = useVideos('continue');
  const trending = useVideos('trending');
  const favorites = useFavorites();
  const popular = useVideos('popular');
  const premium = useVideos('premium', !kids);
  const { rows } = catalogueMessages;
  const myListAsked = useLocation().hash === `#${MY_LIST_ID}`;
  const live = useHomeLiveSlot();
  const trendingHeld = started.isPending || !live.settled;
  const belowHeld = trendingHeld || favorites.isPending;

  // Changes as each row above 'Tendances' becomes known: the rows under it are then new elements.
  const known = started.isPending ? 'none' : live.settled ? 'all' : 'started';

  return (
    <>
      {started.data && started.data.length > 0 && <VideoRow id="continue-watching" title={catalogueMessages.continueWatching} query={started} />}
      <Fragment key={known}>
        {!started.isPending && live.placement === 'top' && live.section}
        <VideoRow id="trending" title={rows.trending} query={trendingHeld ? held(trending) : trending} />
        {!trendingHeld && favorites.data && favorites.data.length > 0 && <VideoRow id={MY_LIST_ID} title={rows.myList} query={favorites} />}
        {!trendingHeld && favorites.data?.length === 0 && myListAsked && <EmptyMyList id={MY_LIST_ID} />}
        <VideoRow id="popular" title={rows.popular} query={belowHeld ? held(popular) : popular} />
        {!kids && <VideoRow id="premium-exclusives" title={rows.premium} query={belowHeld ? held(premium) : premium} />}
      </Fragment>
      {live.placement === 'bottom' && live.section}
    </>
  );
}
