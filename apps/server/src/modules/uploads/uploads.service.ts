import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { type AdminVideoBody, authorize, can, creatorMessages, type CreatorVideoEditBody, serverMessages, type UploadFields, uploadMessages } from '@kora/shared';
import type { UserRow, VideoRow } from '../../db/schema/index.js';
import type { InTransaction } from '../../db/transaction.js';
import { DomainError } from '../../errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { MediaToolPaths } from '../../media/ffmpeg.js';
import { NotMediaError, probe } from '../../media/ffprobe.js';
import { assertFetchable, DownloadError, type DownloadPolicy } from '../../net/safe-download.js';
import { type MediaStorage, sourceKeyOf, videoPrefixOf } from '../../storage/media-storage.js';
import { assertAllowed } from '../../policy-errors.js';
import type { AdminActionEntry, AdminActionsRepository, AdminActor } from '../audit/admin-actions.repository.js';
import type { NewVideo, VideoLifecycleRepository } from '../videos/video-lifecycle.repository.js';
import { removeVideoMedia } from '../videos/video-removal.js';

/** What a new video's creation writes, on one transaction: its row and, for an admin's, its audit row. */
export interface NewVideoUnit {
  videos: Pick<VideoLifecycleRepository, 'insert'>;
  audit: Pick<AdminActionsRepository, 'record'>;
}

interface Deps {
  videos: VideoLifecycleRepository;
  inTransaction: InTransaction<NewVideoUnit>;
  jobs: Pick<JobQueue, 'send'>;
  storage: MediaStorage;
  tools: MediaToolPaths;
  downloadPolicy: DownloadPolicy;
  events: Pick<DomainEvents, 'publish'>;
  /** CREATOR_VIDEO_REVIEW: a creator's upload waits for an admin's approval before it is public. */
  creatorVideoReview: boolean;
}

/** Playable sources are between half a second and six hours long. */
const MIN_SECONDS = 0.5;
const MAX_SECONDS = 6 * 3600;

const invalidFile = () =>
  new DomainError('validation_error', uploadMessages.invalidFile, { fieldErrors: { video: uploadMessages.invalidFile } });

export function createUploadsService({ videos, inTransaction, jobs, storage, tools, downloadPolicy, events, creatorVideoReview }: Deps) {
  /**
   * Keeps the original in media storage first (when there is a file), then records the video
   * as processing (with its audit row, in the same transaction, when `audited` says what an
   * admin did) and queues its preparation after the commit. If a step fails, what was done goes
   * again, so no video waits for a job that does not exist or a source that is not there.
   */
  async function queue(
    values: Omit<NewVideo, 'source'>,
    source: { file: string; uploadId?: string | undefined } | { url: string },
    audited?: (video: VideoRow) => AdminActionEntry,
  ): Promise<VideoRow> {
    const id = randomUUID();
    const key = sourceKeyOf(id);
    if ('file' in source) await storage.putFile(key, source.file);
    try {
      const row = { ...values, id, source: 'file' in source ? { kind: 'stored' as const, key, ...(source.uploadId ? { uploadId: source.uploadId } : {}) } : { kind: 'url' as const, url: source.url } };
      const video = await inTransaction(async (unit) => {
        const [inserted] = await unit.videos.insert([row]);
        if (!inserted) throw new Error('insert returned no row');
        if (audited) await unit.audit.record(audited(inserted));
        return inserted;
      });
      try {
        await jobs.send('video.prepare', { videoId: video.id }, video.id);
      } catch (err) {
        await videos.remove(video.id);
        throw err;
      }
      return video;
    } catch (err) {
      await storage.removePrefix(videoPrefixOf(id)).catch(() => undefined);
      throw err;
    }
  }

  async function managed(user: UserRow, videoId: string): Promise<VideoRow> {
    const video = await videos.findById(videoId);
    if (!video) throw new DomainError('not_found', serverMessages.videoNotFound);
    assertAllowed(authorize(user, 'manageVideo', video));
    return video;
  }

  const notOwned = () => new DomainError('not_found', creatorMessages.videoNotFound);

  /** The video if this person uploaded it; 404 otherwise, the same as a missing one, so others learn nothing of it. */
  async function own(user: UserRow, videoId: string): Promise<VideoRow> {
    const video = await videos.findById(videoId);
    if (!video || !can(user, 'editOwnVideo', video)) throw notOwned();
    return video;
  }

  return {
    /**
     * Accepts an uploaded file once ffprobe finds a video stream of sane duration in it (the
     * name and declared type prove nothing), records the video as processing and queues its
     * preparation. A refused file is deleted; nothing is left half-written. A creator's video waits
     * for an admin's approval (review 'pending') unless CREATOR_VIDEO_REVIEW is off; an admin's does not.
     */
    async accept(user: UserRow, fields: UploadFields, file: string, uploadId?: string): Promise<VideoRow> {
      try {
        const media = await probe(file, tools).catch((err: unknown) => {
          if (err instanceof NotMediaError) throw invalidFile();
          throw new DomainError('service_unavailable', uploadMessages.processingUnavailable);
        });
        if (!media.hasVideo || !(media.durationSeconds >= MIN_SECONDS && media.durationSeconds <= MAX_SECONDS)) throw invalidFile();
        return await queue({
          title: fields.title,
          description: fields.description,
          category: fields.category,
          ageRating: fields.ageRating,
          uploadedBy: user.id,
          durationSeconds: Math.round(media.durationSeconds),
          reviewStatus: creatorVideoReview && !can(user, 'administer') ? 'pending' : 'approved',
        }, { file, uploadId });
      } catch (err) {
        await fs.rm(file, { force: true });
        throw err;
      }
    },

    /**
     * An admin's video by URL: the URL is checked now (scheme, and the addresses it resolves to
     * must be public), then the server downloads it in the background under the same policy. The
     * journal keeps the new video's fields and the site it comes from (the host alone: a URL's path
     * or query may carry a token).
     */
    async acceptUrl(actor: AdminActor, body: AdminVideoBody): Promise<VideoRow> {
      const url = await assertFetchable(body.videoUrl, downloadPolicy).catch((err: unknown) => {
        if (err instanceof DownloadError) throw new DomainError('validation_error', err.message, { fieldErrors: { videoUrl: err.message } });
        throw err;
      });
      return queue({
        title: body.title,
        description: body.description,
        category: body.category,
        ageRating: body.ageRating,
        requiredTier: body.requiredTier,
        uploadedBy: actor.adminId,
        durationSeconds: body.duration ?? 0,
        thumbnailUrl: body.thumbnailUrl || null,
      }, { url: url.toString() }, (video) => ({
        ...actor,
        action: 'video.create',
        targetType: 'video',
        targetId: video.id,
        before: null,
        after: { title: video.title, requiredTier: video.requiredTier, ageRating: video.ageRating, category: video.category, videoHost: url.host },
        details: { title: video.title },
      }));
    },

    async listOwn(userId: string): Promise<VideoRow[]> {
      return videos.listByUploader(userId);
    },

    /** Processing state for whoever may manage the video (its uploader, admins). */
    async processing(user: UserRow, videoId: string): Promise<VideoRow> {
      return managed(user, videoId);
    },

    /** Shows or hides a video in the catalogue, as its uploader (or an admin) chooses; every instance forgets the old state. */
    async setPublished(user: UserRow, videoId: string, published: boolean): Promise<VideoRow> {
      await managed(user, videoId);
      const video = await videos.setPublished(videoId, published);
      if (!video) throw new DomainError('not_found', serverMessages.videoNotFound);
      await events.publish('video.changed', { videoId });
      return video;
    },

    /**
     * Its uploader edits a video's title, description or category (creator dashboard). A rejected
     * video so edited goes back to review ('pending', the old reason cleared) while
     * CREATOR_VIDEO_REVIEW is on: editing is how its creator answers the reason.
     */
    async editOwn(user: UserRow, videoId: string, details: CreatorVideoEditBody): Promise<VideoRow> {
      const current = await own(user, videoId);
      const resubmitted = creatorVideoReview && current.reviewStatus === 'rejected' ? { reviewStatus: 'pending' as const, reviewReason: null } : {};
      const video = await videos.updateDetails(videoId, { ...details, ...resubmitted });
      if (!video) throw notOwned();
      await events.publish('video.changed', { videoId });
      return video;
    },

    /**
     * Its uploader deletes a video: the row (its views, progress and watch time go with it), then
     * everything it has in media storage; every instance drops what it cached of both.
     */
    async removeOwn(user: UserRow, videoId: string): Promise<void> {
      await own(user, videoId);
      await videos.remove(videoId);
      await removeVideoMedia({ storage, events }, videoId);
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
