import type { ComponentType } from 'react';

/** How a video's image is drawn (the videos feature's poster, given by the app): named posters, URLs, a fallback. */
export type PosterComponent = ComponentType<{ thumbnailUrl: string | null; id: string; className?: string }>;
