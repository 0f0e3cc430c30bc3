import type { AdminVideo } from '@kora/shared';
import type { ComponentType, ReactNode } from 'react';

/** How a video's image is drawn (the videos feature's poster, given by the app). */
export type PosterComponent = ComponentType<{ thumbnailUrl: string | null; id: string; className?: string }>;

/** The video's player, for the admin's preview (the videos feature's, given by the app). */
export type PreviewSlot = (video: AdminVideo) => ReactNode;
