import { canAccessTier, type Tier } from '@kora/shared';
import { createContext, useContext } from 'react';

export interface VideoAccess {
  /** The tier the viewer enjoys now (effectiveTier of the user). */
  tier: Tier;
  /** Opens the plan chooser: what 'Débloquer' does. */
  onUnlock: () => void;
}

/**
 * Who is watching, for the cards and the video page: the app provides it once, so rows and grids need
 * not pass the user down. The default is a free viewer with nothing to unlock.
 */
export const VideoAccessContext = createContext<VideoAccess>({ tier: 'free', onUnlock: () => undefined });

/** Whether the viewer may play a video requiring `required`, and how to unlock it otherwise. */
export function useVideoAccess(required: Tier) {
  const access = useContext(VideoAccessContext);
  return { playable: canAccessTier(access.tier, required), onUnlock: access.onUnlock, tier: access.tier };
}
