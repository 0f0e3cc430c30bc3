import { ADMIN_PAGE_SIZE, type AdminAction, type AdminVideo, type AdminVideoListQuery, type AdminVideoPage, type CreatorVideo } from '@kora/shared';
import type { VideoRow } from '../../db/schema/index.js';
import type { InTransaction } from '../../db/transaction.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { MediaStorage } from '../../storage/media-storage.js';
import type { AdminActionsRepository, AdminActor } from '../audit/admin-actions.repository.js';
import type { MediaGrants } from '../playback/media-grants.js';
import { posterUrlOf } from '../playback/poster-url.js';
import { asCreatorVideo } from '../uploads/creator-video.js';
import type { EditableVideoFields, VideoLifecycleRepository } from '../videos/video-lifecycle.repository.js';
import { removeVideoMedia } from '../videos/video-removal.js';
import { isListed } from '../videos/videos.repository.js';
import { DomainError } from '../../errors.js';
import { badThumbnailUrl, notPendingReview, notPreparable, videoNotFound } from './admin-videos.errors.js';
import type { UrlChecker } from './url-check.js';

/** The repositories an admin's change writes through, all on one transaction (the change and its audit row). */
export interface AdminVideoUnit {
  videos: Pick<VideoLifecycleRepository, 'lockById' | 'updateDetails' | 'remove'>;
  audit: Pick<AdminActionsRepository, 'record'>;
}

interface Deps {
  videos: Pick<VideoLifecycleRepository, 'listForAdmin' | 'findById' | 'olderFormatIds'>;
  inTransaction: InTransaction<AdminVideoUnit>;
  events: Pick<DomainEvents, 'publish'>;
  storage: Pick<MediaStorage, 'removePrefix'>;
  checkUrl: UrlChecker;
  /** Signs the poster of a video viewers cannot see, for the admin looking at it. */
  media: Pick<MediaGrants, 'grant'>;
  mediaUrlTtlMinutes: number;
  /** After a review's commit: the creator is told, and the followers when the video is now listed. */
  reviewed: (video: VideoRow) => Promise<void>;
  /**
   * Queues a ready video's preparation again (the prepare job, told the video stays as it is meanwhile); `background`:
   * after every upload waiting (a whole catalogue moved to the format of the day).
   */
  prepareAgain: (videoId: string, background?: boolean) => Promise<void>;
}

type ListQuery = Omit<AdminVideoListQuery, 'page'> & { page: number };
type EditableKey = keyof EditableVideoFields;
/** The admin acting, and their profile: the posters of hidden videos in the answer are signed for it. */
export type AdminViewer = AdminActor & { viewerId: string };

/** How a video's media were prepared (null before they are). */
const mediaFormatOf = (video: VideoRow): AdminVideo['mediaFormat'] =>
  video.renditions.length === 0 ? null : video.renditions.every((r) => r.container === 'fmp4') ? 'cmaf' : 'mpegts';

/** What the journal keeps of a deleted video. */
const DELETED_FIELDS = ['title', 'status', 'isActive', 'requiredTier', 'reviewStatus', 'uploadedBy'] as const satisfies readonly (keyof VideoRow)[];

const fieldsOf = (row: VideoRow, fields: readonly (keyof VideoRow)[]) => Object.fromEntries(fields.map((field) => [field, row[field]]));

/**
 * The admins' management of videos (live-creators-admin.md §2 'Video management', §4, §5) and the
 * review of creators' videos (§3 'Creator video status'). Every change is one transaction with its
 * row of the audit log (the fields before and after, the admin and their address); after the commit
 * every instance hears 'video.changed' (home rows, playback grants), and a deletion empties the
 * video's media storage.
 */
export function createAdminVideosService({ videos, inTransaction, events, storage, checkUrl, media, mediaUrlTtlMinutes, reviewed, prepareAgain }: Deps) {
  /**
   * The image an admin's page shows: a poster Kora made is served publicly only while the video is
   * listed, so for a hidden one (under review, blocked) the admin gets a signed URL of it.
   */
  function shownThumbnail(video: VideoRow, viewerId: string): string | null {
    if (video.thumbnailUrl !== posterUrlOf(video.id) || isListed(video)) return video.thumbnailUrl;
    return `${media.grant({ kind: 'video', id: video.id }, viewerId, mediaUrlTtlMinutes).prefix}/poster.jpg`;
  }

  /** Journals and queues one video's preparation again (the answer of prepareAgain below). */
  async function prepareOne(actor: AdminActor, id: string, background = false): Promise<void> {
    await inTransaction(async (unit) => {
      const video = await unit.videos.lockById(id);
      if (!video) throw videoNotFound();
      if (video.status !== 'ready' || !video.source || video.source.kind === 'live') throw notPreparable();
      const renditions = video.renditions.map((r) => r.id);
      const details = { title: video.title, ...(background ? { all: true } : {}) };
      await unit.audit.record({ ...actor, action: 'video.prepare_again', targetType: 'video', targetId: id, before: { renditions }, after: null, details });
    });
    await prepareAgain(id, background);
  }

  const asAdminView = (video: VideoRow, viewerId: string): CreatorVideo => ({ ...asCreatorVideo(video), thumbnailUrl: shownThumbnail(video, viewerId) });

  /** Locks the row, writes what `decide` says, records the action with the audited fields before and after; then tells every instance. */
  async function change({ viewerId, ...actor }: AdminViewer, id: string, action: AdminAction, audited: readonly EditableKey[], decide: (before: VideoRow) => EditableVideoFields): Promise<CreatorVideo> {
    const video = await inTransaction(async (unit) => {
      const before = await unit.videos.lockById(id);
      if (!before) throw videoNotFound();
      const after = await unit.videos.updateDetails(id, decide(before));
      if (!after) throw videoNotFound();
      await unit.audit.record({ ...actor, action, targetType: 'video', targetId: id, before: fieldsOf(before, audited), after: fieldsOf(after, audited), details: { title: after.title } });
      return after;
    });
    await events.publish('video.changed', { videoId: id });
    return asAdminView(video, viewerId);
  }

  async function tellReviewed(id: string) {
    const video = await videos.findById(id);
    if (video) await reviewed(video);
  }

  const pendingOnly = (before: VideoRow) => {
    if (before.reviewStatus !== 'pending') throw notPendingReview();
  };

  return {
    /** Every video whatever its state, searched and filtered, newest first, one page, with who uploaded it. */
    /** `viewerId`: the admin's profile, which the posters of hidden videos are signed for. */
    async list(viewerId: string, query: ListQuery): Promise<AdminVideoPage> {
      const { rows, total } = await videos.listForAdmin({ ...query, pageSize: ADMIN_PAGE_SIZE });
      const items: AdminVideo[] = rows.map(({ video, uploaderName, uploaderEmail }) => ({ ...asAdminView(video, viewerId), uploaderName, uploaderEmail, mediaFormat: mediaFormatOf(video) }));
      return { items, total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },

    /** Title (required), description, category and tier (§5 'Video edit'). */
    async edit(actor: AdminViewer, id: string, body: Pick<EditableVideoFields, 'title' | 'description' | 'category' | 'requiredTier' | 'ageRating'>): Promise<CreatorVideo> {
      return change(actor, id, 'video.update', ['title', 'description', 'category', 'requiredTier', 'ageRating'], () => body);
    },

    /** Blocks or unblocks (§4 isActive): a blocked video leaves every list and its media, signed URLs included, are refused. */
    async setActive(actor: AdminViewer, id: string, isActive: boolean): Promise<CreatorVideo> {
      return change(actor, id, isActive ? 'video.unblock' : 'video.block', ['isActive'], () => ({ isActive }));
    },

    /** A new poster by URL, kept once the server finds an image there (§5 'Thumbnail URL'). */
    async setThumbnail(actor: AdminViewer, id: string, thumbnailUrl: string): Promise<CreatorVideo> {
      if (!(await videos.findById(id))) throw videoNotFound();
      const check = await checkUrl(thumbnailUrl, 'image');
      if (!check.ok) throw badThumbnailUrl(check.message ?? 'URL invalide');
      return change(actor, id, 'video.thumbnail', ['thumbnailUrl'], () => ({ thumbnailUrl }));
    },

    /** A creator's video under review becomes public (once ready); 409 when it is not waiting for review. */
    async approve(actor: AdminViewer, id: string): Promise<CreatorVideo> {
      const shown = await change(actor, id, 'video.approve', ['reviewStatus', 'reviewReason'], (before) => {
        pendingOnly(before);
        return { reviewStatus: 'approved', reviewReason: null };
      });
      await tellReviewed(id);
      return shown;
    },

    /** A creator's video under review stays private, with the reason its creator reads in their dashboard. */
    async reject(actor: AdminViewer, id: string, reason: string): Promise<CreatorVideo> {
      const shown = await change(actor, id, 'video.reject', ['reviewStatus', 'reviewReason'], (before) => {
        pendingOnly(before);
        return { reviewStatus: 'rejected', reviewReason: reason };
      });
      await tellReviewed(id);
      return shown;
    },

    /** Deletes the row with its audit row, then its media in storage; a second deletion is 404. */
    async remove(actor: AdminActor, id: string): Promise<void> {
      await inTransaction(async (unit) => {
        const before = await unit.videos.remove(id);
        if (!before) throw videoNotFound();
        await unit.audit.record({ ...actor, action: 'video.delete', targetType: 'video', targetId: id, before: fieldsOf(before, DELETED_FIELDS), after: null, details: { title: before.title } });
      });
      await removeVideoMedia({ storage, events }, id);
    },

    /**
     * Prepares a ready video again from its kept original, in today's format (the pipeline's ladder): it plays as it
     * was until the new media replace it, with the same id, favourites and progress. 409 for a video not ready, or
     * with no original (a live's replay).
     */
    prepareAgain: (actor: AdminActor, id: string) => prepareOne(actor, id),

    /**
     * « Tout préparer à nouveau »: every ready video still in an older format, prepared again as {@link prepareAgain}
     * does (a journal row each), queued behind the uploads, one at a time per worker. Answers how many were queued; one
     * deleted or no longer preparable meanwhile is passed over.
     */
    async prepareOlderAgain(actor: AdminActor): Promise<number> {
      let queued = 0;
      for (const id of await videos.olderFormatIds()) {
        const done = await prepareOne(actor, id, true).then(
          () => true,
          (error: unknown) => {
            if (error instanceof DomainError && (error.code === 'not_found' || error.code === 'conflict')) return false;
            throw error;
          },
        );
        if (done) queued += 1;
      }
      return queued;
    },

    checkUrl,
  };
}
export type AdminVideosService = ReturnType<typeof createAdminVideosService>;
