import { apiPaths, pathTo } from '@kora/shared';
import { type ShareImage, shareImageOf } from '../../http/share-previews.js';
import { POSTER_URL_PREFIX, posterKeyOf } from '../playback/poster-url.js';
import { livePictureKeyOf } from './ingest/index.js';
import type { LiveListing } from './lives.repository.js';

/** Whether the live shows a frame of its stream: on air, with one taken. */
const showsFrame = ({ live }: LiveListing) => live.isLive && live.pictureAt !== null;

/**
 * The picture of a live's cards and page: a frame of the stream while on air (its address changes with every new
 * frame, so a card shows the newest and a cache never the old one); otherwise its own image, the poster of its replay,
 * or the channel's image; null when it has none (the page draws its own).
 */
export function livePictureOf(listing: LiveListing): string | null {
  const { live } = listing;
  if (showsFrame(listing)) return pathTo(apiPaths.liveShareImage, { id: live.id }, { v: live.pictureAt!.getTime() });
  return live.thumbnailUrl ?? listing.replayPoster ?? listing.channelPoster;
}

/** The same picture as a shared link's preview reads it: stored files by their key, an outside image by its address. */
export function liveShareImageOf(listing: LiveListing): ShareImage {
  if (showsFrame(listing)) return { stored: livePictureKeyOf(listing.live.id) };
  const picture = livePictureOf(listing);
  const poster = picture?.startsWith(POSTER_URL_PREFIX) ? picture.slice(POSTER_URL_PREFIX.length).replace(/\.jpg$/, '') : null;
  if (poster) return { stored: posterKeyOf(poster) };
  return shareImageOf(picture);
}
