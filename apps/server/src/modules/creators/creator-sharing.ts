import { shareMessages } from '@kora/shared';
import type { CreatorProfileRow } from '../../db/schema/index.js';
import type { ShareImage, SharePreview } from '../../http/share-previews.js';

/**
 * What a shared link of a creator's channel shows, for a channel people may visit (the repository's `findChannel`: an
 * approved creator's profile, its owner still a creator) and nothing otherwise. A channel has no picture of its own:
 * its previews show the site's image.
 */
export function createCreatorSharing(findChannel: (creatorId: string) => Promise<CreatorProfileRow | undefined>) {
  const image: ShareImage = 'default';
  return {
    async preview(id: string): Promise<SharePreview | undefined> {
      const channel = await findChannel(id);
      if (!channel) return undefined;
      return { kind: 'creator', id: channel.userId, title: channel.businessName, description: shareMessages.channel(channel.businessName, channel.contentCategories), image };
    },
    /** The picture of a channel; undefined for an id that is no channel (the route answers 404). */
    async image(id: string): Promise<ShareImage | undefined> {
      return (await findChannel(id)) ? image : undefined;
    },
  };
}
export type CreatorSharing = ReturnType<typeof createCreatorSharing>;
