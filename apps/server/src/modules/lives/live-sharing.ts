import { shareMessages } from '@kora/shared';
import type { ShareImage, SharePreview } from '../../http/share-previews.js';
import { liveShareImageOf } from './live-picture-url.js';
import type { LiveListing } from './lives.repository.js';
import { isPublicLive } from './lives.service.js';

/**
 * What a shared link of a live shows, for a live everyone may see (`isPublicLive`: approved, whether it is coming,
 * on air or ended) and nothing for a pending or rejected one. A live of a paid tier is shared like the others: its
 * page says what it is before the plan's wall.
 */
export function createLiveSharing(findListing: (id: string) => Promise<LiveListing | undefined>) {
  async function publicLive(id: string): Promise<LiveListing | undefined> {
    const found = await findListing(id);
    return found && isPublicLive(found.live) ? found : undefined;
  }
  return {
    async preview(id: string): Promise<SharePreview | undefined> {
      const found = await publicLive(id);
      if (!found) return undefined;
      const { live, creatorName } = found;
      const description = live.description.trim() || (creatorName ? shareMessages.liveBy(creatorName) : '');
      return { kind: 'live', id: live.id, title: live.title, description, image: liveShareImageOf(found) };
    },
    /** The picture of a public live; undefined for any other (the route answers 404). */
    async image(id: string): Promise<ShareImage | undefined> {
      const found = await publicLive(id);
      return found && liveShareImageOf(found);
    },
  };
}
export type LiveSharing = ReturnType<typeof createLiveSharing>;
