import type { AuthUser, VideoOpening } from '@kora/shared';
import { apiPaths, pathTo } from '@kora/shared/api-paths';
import { homeLivesUrl, homeReadUrls } from './app/home/home-reads';
import { loadLiveSection } from './app/home/live-section-code';
import { demoVideoPath, videoPaths } from './app/route-paths';
import { loadVodEngine } from './components/player/player-code';
import { playbackAsPlayed, playsAv1 } from './components/player/av1-choice';
import { warmPlaylists } from './components/player/warm-playlists';
import { pageLocale } from './i18n/page-locale';
import { dropEarly, jsonResponse, keepEarly, readInit, startEarly } from './lib/early-requests';
import { isKidsProfile } from './lib/kids-profile';
import { sessionHint } from './lib/session-hint';
import { matchPath } from './lib/router/match-path';
import { storedPlayerSettings } from './lib/stored-settings';

/**
 * The first script to run (its own entry in index.html, a few hundred bytes), while React and the
 * app are still on their way: on a 300 ms link every round trip in a row costs. The session check
 * starts now (with a video page's video and playback beside it), and once it says someone is signed
 * in, the code of the page being opened (home; a video page and its player) downloads beside the
 * framework instead of after it, and home's rows are asked for at once (home-reads.ts); the app takes
 * those answers when it gets there. Home and a video page do not wait for the check where this device remembers a session
 * (lib/session-hint.ts). Signed out, the app decides (landing, sign-in) as before.
 */
const { pathname } = window.location;
// A page in English needs its texts before its first render: they download beside the framework.
if (pageLocale() === 'en') void import('./i18n/english');
const videoId = videoPaths.map((pattern) => matchPath(pattern, pathname)?.params.id).find(Boolean);

const session = startEarly(apiPaths.authUser);
if (videoId) openVideo(videoId);
// Someone was signed in here when the app last knew (session-hint.ts): home's or a video page's code, and home's
// reads, start with the check.
const onHome = Boolean(matchPath('/', pathname));
const hint = onHome || videoId ? sessionHint() : null;
const hinted = hint && onHome ? homeReadUrls(hint === 'kids') : [];
if (hint && onHome) {
  void import('./app/pages/home-route');
  hinted.forEach(startHomeRead);
  // With home's code, not once the lives' answer is in: by then the page is busy drawing the rows' answers, and the
  // section's code came a second later on the phone; about 8 KB for a visit with no live on air.
  loadLiveSection().catch(() => undefined);
}
// Not an `else` of the above: the minifier would make the two imports one call, which Vite then gave one page's
// preloads for both (home downloaded the video page's code).
if (hint && videoId) void import('./app/pages/video-route');
void session.then((response) => {
  // Nobody signed in after all: the reads started on the guess are nobody's (a sign-in moments later asks afresh).
  if (!response.ok) return hinted.forEach(dropEarly);
  if (onHome) {
    if (!hint) void import('./app/pages/home-route');
    // A copy of the session's answer: the app reads the answer itself later.
    response
      .clone()
      .json()
      .then((user: AuthUser | null) => {
        const urls = user ? homeReadUrls(isKidsProfile(user)) : [];
        urls.filter((url) => !hinted.includes(url)).forEach(startHomeRead);
        hinted.filter((url) => !urls.includes(url)).forEach(dropEarly);
      })
      .catch(() => undefined);
  } else if (videoId && !hint) void import('./app/pages/video-route');
  else if (matchPath(demoVideoPath, pathname)) void import('./app/pages/demo-video-route');
}, () => undefined);

/**
 * One of home's reads; with a live on air, the live section's code comes with the answer (its module run before the
 * rows draw, which wait for it: home-live-slot.ts), not once home has drawn the answer.
 */
function startHomeRead(url: string): void {
  const answer = startEarly(url);
  if (url !== homeLivesUrl) return;
  answer
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown[]>) : []))
    .then((lives) => (lives.length > 0 ? loadLiveSection() : null))
    .catch(() => undefined);
}

/**
 * A video page's video and playback, asked beside the session in one read (the server applies every rule of the
 * playback route, and answers null where it would refuse: a locked video is never asked for a refusal). The app
 * takes each answer at its own address; where the read failed (signed out, a kids profile's refusal), the video's
 * own address answers the app with the server's reason. With a playback, the player's engine and the playlists it
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
        loadVodEngine().catch(() => undefined);
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
