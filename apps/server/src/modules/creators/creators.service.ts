import { authorize, type CreatorChannel, type CreatorFollow, type CreatorProfile, type CreatorStats, maxRatingOf } from '@kora/shared';
import type { CreatorProfileRow, UserRow } from '../../db/schema/index.js';
import { toPublicVideo } from '../videos/public-video.js';
import type { VideosRepository } from '../videos/videos.repository.js';
import type { SessionIdentity } from '../sessions/session-store.js';
import { cannotFollowSelf, creatorNotFound, profileMissing } from './creators.errors.js';
import type { CreatorsRepository } from './creators.repository.js';

interface Deps {
  creators: Pick<CreatorsRepository, 'findProfile' | 'findChannel' | 'follow' | 'unfollow' | 'followState'>;
  /** The catalogue's own query for a channel's videos, so its cards follow the same rules as home. */
  videos: Pick<VideosRepository, 'listedByUploader'>;
  stats: (creatorId: string) => Promise<CreatorStats>;
}

/** The profile card of §3: categories as the spec's JSON-encoded list, and as an array. */
export function toCreatorProfile(p: CreatorProfileRow): CreatorProfile {
  return {
    userId: p.userId,
    businessName: p.businessName,
    country: p.country,
    contactInfo: p.contactInfo,
    address: p.address,
    publicationFrequency: p.publicationFrequency,
    averageVideoDuration: p.averageVideoDuration,
    contentCategories: JSON.stringify(p.contentCategories),
    categories: p.contentCategories,
    facebookPage: p.facebookPage,
    instagramPage: p.instagramPage,
    approvedAt: p.createdAt.toISOString(),
  };
}

/** A creator's own profile and figures, and what everyone else sees of a channel: its page and its followers. */
export function createCreatorsService({ creators, videos, stats }: Deps) {
  /** The channel, if this id is a creator with a profile; 404 otherwise. */
  async function channelOf(creatorId: string): Promise<CreatorProfileRow> {
    const channel = await creators.findChannel(creatorId);
    if (!channel) throw creatorNotFound();
    return channel;
  }

  /** Follows or unfollows (both idempotent); one's own channel is refused. */
  async function setFollowing(user: UserRow, creatorId: string, following: boolean): Promise<CreatorFollow> {
    await channelOf(creatorId);
    if (!authorize(user, 'followCreator', { id: creatorId }).allowed) throw cannotFollowSelf();
    if (following) await creators.follow(user.id, creatorId);
    else await creators.unfollow(user.id, creatorId);
    return creators.followState(creatorId, user.id);
  }

  return {
    async profile(user: UserRow): Promise<CreatorProfile> {
      const profile = await creators.findProfile(user.id);
      if (!profile) throw profileMissing();
      return toCreatorProfile(profile);
    },

    async stats(user: UserRow): Promise<CreatorStats> {
      return stats(user.id);
    },

    follow: (user: UserRow, creatorId: string) => setFollowing(user, creatorId, true),
    unfollow: (user: UserRow, creatorId: string) => setFollowing(user, creatorId, false),

    /** A public channel: its name, followers, and its videos as the catalogue lists them to this profile (ready, active, published, rated for it). */
    async channel({ user, profile }: SessionIdentity, creatorId: string): Promise<CreatorChannel> {
      const channel = await channelOf(creatorId);
      const [state, listed] = await Promise.all([creators.followState(creatorId, user.id), videos.listedByUploader(creatorId, profile.id, maxRatingOf(profile))]);
      return {
        id: creatorId,
        businessName: channel.businessName,
        categories: channel.contentCategories,
        country: channel.country,
        followers: state.followers,
        following: state.following,
        isMe: creatorId === user.id,
        videos: listed.map((r) => toPublicVideo(r.video, r.resumeAt)),
      };
    },
  };
}
export type CreatorsService = ReturnType<typeof createCreatorsService>;
