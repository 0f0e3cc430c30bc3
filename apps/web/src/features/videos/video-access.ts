import { can, type Actor, type VideoSubject } from '@kora/shared';
import { createContext, useContext } from 'react';

export interface VideoAccess {
  /** Who is watching (the signed-in user), or null when nobody is. */
  viewer: Actor | null;
  /** Opens the plan chooser: what 'Débloquer' does. */
  onUnlock: () => void;
}

/**
 * Who is watching, for the cards and the video page: the app provides it once, so rows and grids need
 * not pass the user down. The default is nobody signed in, who may play nothing (every video screen
 * needs a session).
 */
export const VideoAccessContext = createContext<VideoAccess>({ viewer: null, onUnlock: () => undefined });

/**
 * Whether `viewer` may play `video` (undefined while it loads: not yet). The page asks the shared
 * watchVideo policy the server asks before handing out playback — admins and the video's uploader
 * watch anything, others by tier — so a card or page is never locked for a video the server would play.
 */
export function mayPlay(viewer: Actor | null, video: VideoSubject | undefined): boolean {
  return video !== undefined && can(viewer, 'watchVideo', video);
}

/** Whether the viewer may play `video`, and how to unlock it otherwise. */
export function useVideoAccess(video: VideoSubject | undefined) {
  const { viewer, onUnlock } = useContext(VideoAccessContext);
  return { playable: mayPlay(viewer, video), onUnlock, viewer };
}
