import type { VideoRow } from '../../db/schema/index.js';
import { POSTER_FILE } from '../../media/thumbnails.js';
import { hlsPrefixOf } from '../../storage/media-storage.js';

/** Where the poster route answers. */
export const POSTER_URL_PREFIX = '/media/posters/';

/** The public address of a video's poster, served by the poster route while the video is listed. */
export const posterUrlOf = (videoId: string) => `${POSTER_URL_PREFIX}${videoId}.jpg`;

/** Where the poster Kora makes for a video is kept in media storage. */
export const posterKeyOf = (videoId: string) => `${hlsPrefixOf({ kind: 'video', id: videoId })}/${POSTER_FILE}`;

/**
 * The storage key of the poster Kora made for a video, when it made one: the transcoder writes the poster and the
 * preview together, so a recorded preview means a poster; a replay of a live has a poster and no preview, and shows
 * it as its thumbnail. Whether the video may show it (listed) is the caller's rule.
 */
export function koraPosterKeyOf(video: Pick<VideoRow, 'id' | 'previewVtt' | 'thumbnailUrl'>): string | undefined {
  if (!video.previewVtt && video.thumbnailUrl !== posterUrlOf(video.id)) return undefined;
  return posterKeyOf(video.id);
}
