import { apiPaths, pathTo } from '@kora/shared/api-paths';
import { type Actor, can, type VideoSubject } from '@kora/shared/policies';
import { demoVideoPath, videoPaths } from './app/route-paths';
import { loadHls } from './components/player/player-code';
import { pageLocale } from './i18n/page-locale';
import { startEarly } from './lib/early-requests';
import { matchPath } from './lib/router/match-path';

/**
 * The first script to run (its own entry in index.html, a few hundred bytes), while React and the
 * app are still on their way: on a 300 ms link every round trip in a row costs. The session check
 * starts now (with a video page's video beside it), and once it says someone is signed in, the code
 * of the page being opened (home; a video page and its player) downloads beside the framework instead
 * of after it, and a video page's playback is asked for if the person may play it (a locked video is
 * not asked for a refusal); the app takes those answers when it gets there. Signed out, the app
 * decides (landing, sign-in) as before.
 */
const { pathname } = window.location;
// A page in English needs its texts before its first render: they download beside the framework.
if (pageLocale() === 'en') void import('./i18n/english');
const videoId = videoPaths.map((pattern) => matchPath(pattern, pathname)?.params.id).find(Boolean);

/** The JSON of an early answer, read from a copy (the app reads the answer itself); null when refused. */
const jsonOf = <T>(response: Response): Promise<T | null> => (response.ok ? (response.clone().json() as Promise<T>) : Promise.resolve(null));

const session = startEarly(apiPaths.authUser);
// A video page's video is asked beside the session, not after it: one round trip less before the first frame, for a
// small answer a signed-out visitor (a shared link) may leave untaken.
const video = videoId
  ? startEarly(pathTo(apiPaths.video, { id: videoId }))
      .then((answer) => jsonOf<VideoSubject>(answer))
      .catch(() => null)
  : null;
void session.then((response) => {
  if (!response.ok) return;
  if (matchPath('/', pathname)) void import('./app/pages/home-route');
  else if (videoId && video) {
    void Promise.all([jsonOf<Actor>(response), video]).then(([viewer, subject]) => {
      if (viewer && subject && can(viewer, 'watchVideo', subject)) void startEarly(pathTo(apiPaths.playback, { id: videoId }));
    }, () => undefined);
    void import('./app/pages/video-route');
    loadHls().catch(() => undefined);
  } else if (matchPath(demoVideoPath, pathname)) void import('./app/pages/demo-video-route');
}, () => undefined);
