import type { AuthUser, VideoOpening } from '@kora/shared';
import { apiPaths, pathTo } from '@kora/shared/api-paths';
import { homeReadUrls } from './app/home/home-reads';
import { demoVideoPath, videoPaths } from './app/route-paths';
import { loadHls } from './components/player/player-code';
import { playbackAsPlayed, playsAv1 } from './components/player/av1-choice';
import { warmPlaylists } from './components/player/warm-playlists';
import { pageLocale } from './i18n/page-locale';
import { jsonResponse, keepEarly, readInit, startEarly } from './lib/early-requests';
import { isKidsProfile } from './lib/kids-profile';
import { matchPath } from './lib/router/match-path';
import { storedPlayerSettings } from './lib/stored-settings';

/**
 * The first script to run (its own entry in index.html, a few hundred bytes), while React and the
 * app are still on their way: on a 300 ms link every round trip in a row costs. The session check
 * starts now (with a video page's video and playback beside it), and once it says someone is signed
 * in, the code of the page being opened (home; a video page and its player) downloads beside the
 * framework instead of after it, and home's rows are asked for at once (home-reads.ts); the app takes
 * those answers when it gets there. Signed out, the app decides (landing, sign-in) as before.
 */
const { pathname } = window.location;
// A page in English needs its texts before its first render: they download beside the framework.
if (pageLocale() === 'en') void import('./i18n/english');
const videoId = videoPaths.map((pattern) => matchPath(pattern, pathname)?.params.id).find(Boolean);

const session = startEarly(apiPaths.authUser);
if (videoId) openVideo(videoId);
void session.then((response) => {
  if (!response.ok) return;
  if (matchPath('/', pathname)) {
    void import('./app/pages/home-route');
    // A copy of the session's answer: the app reads the answer itself later.
    response
      .clone()
      .json()
      .then((user: AuthUser | null) => user && homeReadUrls(isKidsProfile(user)).forEach((url) => void startEarly(url)))
      .catch(() => undefined);
  } else if (videoId) void import('./app/pages/video-route');
  else if (matchPath(demoVideoPath, pathname)) void import('./app/pages/demo-video-route');
}, () => undefined);

/**
 * A video page's video and playback, asked beside the session in one read (the server applies every rule of the
 * playback route, and answers null where it would refuse: a locked video is never asked for a refusal). The app
 * takes each answer at its own address; where the read failed (signed out, a kids profile's refusal), the video's
 * own address answers the app with the server's reason. With a playback, hls.js and the playlists the player
 * starts on come at once (and its first segment, when it will play at once).
 */
function openVideo(id: string): void {
  const videoUrl = pathTo(apiPaths.video, { id });
  const opening = fetch(pathTo(apiPaths.videoOpening, { id }), readInit())
    .then((answer) => (answer.ok ? (answer.json() as Promise<VideoOpening>) : null))
    .catch(() => null)
    .then((read) => {
      if (read?.playback) {
        keepEarly(pathTo(apiPaths.playback, { id }), Promise.resolve(jsonResponse(read.playback)));
        loadHls().catch(() => undefined);
        // With autoplay on, from the very start, the first segment is what the player asks for next: it comes now,
        // not once the page has drawn itself. The data saver's lower cap is the page's to apply: no guess then.
        const { autoplay, dataSaver } = storedPlayerSettings();
        const fromStart = read.playback.resumeAt === 0 && !new URLSearchParams(window.location.search).has('t');
        const { playback } = read;
        // The master this browser will play: AV1 where it decodes the copies (decided once, the page reads the answer).
        void playsAv1(playback).then((av1) => warmPlaylists(playbackAsPlayed(playback, av1), null, { firstSegment: autoplay && !dataSaver && fromStart }));
      }
      return read;
    });
  keepEarly(videoUrl, opening.then((read) => (read ? jsonResponse(read.video) : fetch(videoUrl, readInit()))));
}
