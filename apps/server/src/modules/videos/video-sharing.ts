import type { VideoRow } from '../../db/schema/index.js';
import { type ShareImage, shareImageOf, type SharePreview } from '../../http/share-previews.js';
import { koraPosterKeyOf, posterUrlOf } from '../playback/poster-url.js';
import { isListed } from './videos.repository.js';

type SharedVideo = Pick<VideoRow, 'id' | 'title' | 'description' | 'thumbnailUrl' | 'previewVtt' | 'isActive' | 'published' | 'status' | 'reviewStatus'>;

/**
 * The picture of a shared video: the image its catalogue card shows when it is a file (the poster Kora made, or an
 * image address an admin gave), else the poster Kora made from its frames (a demo video's card draws an SVG, which
 * link previews do not show), else the site's image.
 */
export function shareImageOfVideo(video: SharedVideo): ShareImage {
  const poster = koraPosterKeyOf(video);
  if (poster && video.thumbnailUrl === posterUrlOf(video.id)) return { stored: poster };
  const own = shareImageOf(video.thumbnailUrl);
  return own === 'default' && poster ? { stored: poster } : own;
}

/**
 * What a shared link of a video shows, for a video the catalogue lists (its own rule, `isListed`: ready, not blocked,
 * published, approved) and nothing for any other. A video of a paid tier is shared like the others: its title and
 * poster are on the catalogue's cards for everyone; playing it is still the tier's (signed media, playback).
 */
export function createVideoSharing(findById: (id: string) => Promise<SharedVideo | undefined>) {
  async function listed(id: string): Promise<SharedVideo | undefined> {
    const video = await findById(id);
    return video && isListed(video) ? video : undefined;
  }
  return {
    async preview(id: string): Promise<SharePreview | undefined> {
      const video = await listed(id);
      return video && { kind: 'video', id: video.id, title: video.title, description: video.description, image: shareImageOfVideo(video) };
    },
    /** The picture of a listed video; undefined for any other (the route answers 404). */
    async image(id: string): Promise<ShareImage | undefined> {
      const video = await listed(id);
      return video && shareImageOfVideo(video);
    },
  };
}
export type VideoSharing = ReturnType<typeof createVideoSharing>;
