import type { VideoSection } from '@kora/shared';
import { apiPaths, pathTo } from '@kora/shared/api-paths';

/**
 * The reads home's first render makes, by the addresses its queries ask (get-videos, get-favorites, get-lives):
 * the boot script starts them as soon as the session says who is watching, beside home's code, so on a 300 ms link
 * the rows' answers are on their way while the framework and the page still download and run. Premium's row is
 * not asked on a kids profile (home-rows.tsx shows it to no child).
 */
export function homeReadUrls(kids: boolean): string[] {
  const row = (section: VideoSection) => pathTo(apiPaths.videos, null, { section });
  return [
    row('continue'),
    row('trending'),
    apiPaths.favorites,
    row('popular'),
    ...(kids ? [] : [row('premium')]),
    pathTo(apiPaths.liveStreams, null, { active: 'true' }),
  ];
}
