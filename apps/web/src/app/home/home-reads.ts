import type { VideoSection } from '@kora/shared';
import { apiPaths, pathTo } from '@kora/shared/api-paths';

/**
 * The reads home's first render makes, by the addresses its queries ask (get-videos, get-favorites, get-lives):
 * the boot script starts them as soon as the session says who is watching, beside home's code, so on a 300 ms link
 * the rows' answers are on their way while the framework and the page still download and run. Premium's row is
 * not asked on a kids profile (home-rows.tsx shows it to no child).
 */
/** Home's read of the lives on air (its live section's code is wanted only when there is one). */
export const homeLivesUrl = pathTo(apiPaths.liveStreams, null, { active: 'true' });

export function homeReadUrls(kids: boolean): string[] {
  const row = (section: VideoSection) => pathTo(apiPaths.videos, null, { section });
  // The lives first: the rows under the live section wait for its code, which the boot script asks for once this
  // answer says a live is on air; last, the answer came while home drew the rows and the code a round trip later.
  return [homeLivesUrl, row('continue'), row('trending'), apiPaths.favorites, row('popular'), ...(kids ? [] : [row('premium')])];
}
