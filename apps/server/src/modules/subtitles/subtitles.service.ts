import { authorize, type SubtitleBrief, type SubtitleLanguage, subtitleMessages, type SubtitleTrack, serverMessages } from '@kora/shared';
import type { UserRow, VideoRow, VideoSubtitleRow } from '../../db/schema/index.js';
import type { InTransaction } from '../../db/transaction.js';
import { DomainError } from '../../errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { readSubtitleFile, SubtitleFileError } from '../../media/subtitles/subtitle-file.js';
import { assertAllowed } from '../../policy-errors.js';
import type { AdminActionsRepository } from '../audit/admin-actions.repository.js';
import type { VideoLifecycleRepository } from '../videos/video-lifecycle.repository.js';
import type { SubtitlePublisher } from './subtitle-publisher.js';
import { byLanguageOrder, type SubtitlesRepository } from './subtitles.repository.js';

/** What one change of a video's subtitles writes together: the cues, the video's list of tracks, the admin journal. */
export interface SubtitlesUnit {
  subtitles: Pick<SubtitlesRepository, 'replace' | 'remove' | 'list'>;
  videos: Pick<VideoLifecycleRepository, 'lockById' | 'setSubtitles'>;
  audit: AdminActionsRepository;
}

interface Deps {
  subtitles: Pick<SubtitlesRepository, 'list'>;
  videos: Pick<VideoLifecycleRepository, 'findById'>;
  inTransaction: InTransaction<SubtitlesUnit>;
  publisher: SubtitlePublisher;
  events: DomainEvents;
}

/** Who changes subtitles: the account, and (for an admin) the address the journal records. */
export interface SubtitleActor {
  user: UserRow;
  ip: string | null;
}

const toTrack = (row: VideoSubtitleRow): SubtitleTrack => ({ language: row.language, label: row.label, cueCount: row.cueCount, updatedAt: row.updatedAt.toISOString() });
const briefsOf = (rows: readonly VideoSubtitleRow[]): SubtitleBrief[] => byLanguageOrder(rows).map(({ language, label }) => ({ language, label }));
const notFound = () => new DomainError('not_found', serverMessages.videoNotFound);

/**
 * Subtitles of a video, added by its uploader or an admin: a file read, checked and cleaned into cues, kept in the
 * database (the search reads them), and written as WebVTT into the video's HLS folder. One change at a time per video
 * (its row is locked): the master playlist always names exactly the tracks the database has. A creator's subtitles on a
 * video waiting for review wait with it: they are the video's files, served under its rights.
 */
export function createSubtitlesService({ subtitles, videos, inTransaction, publisher, events }: Deps) {
  /** The video, if `user` may manage it (its uploader, an admin). */
  async function managed(user: UserRow, videoId: string): Promise<VideoRow> {
    const video = await videos.findById(videoId);
    if (!video) throw notFound();
    assertAllowed(authorize(user, 'manageVideo', video));
    return video;
  }

  const journal = (unit: SubtitlesUnit, { user, ip }: SubtitleActor, action: 'video.subtitles_add' | 'video.subtitles_delete', video: VideoRow, details: Record<string, unknown>) =>
    user.accountType === 'admin' ? unit.audit.record({ adminId: user.id, ip, action, targetType: 'video', targetId: video.id, details: { title: video.title, ...details } }) : Promise.resolve();

  /** Every instance forgets the cached master and the video's lists. */
  const announce = async (videoId: string) => {
    await events.publish('media.changed', { kind: 'video', id: videoId });
    await events.publish('video.changed', { videoId });
  };

  return {
    async list(user: UserRow, videoId: string): Promise<SubtitleTrack[]> {
      await managed(user, videoId);
      return (await subtitles.list(videoId)).map(toTrack);
    },

    /** Adds a language's track, or replaces it: refused with the first bad line named when the file is not right. */
    async upload(actor: SubtitleActor, videoId: string, fields: { language: SubtitleLanguage; label: string | null }, bytes: Uint8Array): Promise<SubtitleTrack> {
      const video = await managed(actor.user, videoId);
      if (video.status !== 'ready') throw new DomainError('video_not_ready', subtitleMessages.videoNotReady);
      let cues;
      try {
        cues = readSubtitleFile(bytes, { durationSeconds: video.durationSeconds });
      } catch (error) {
        if (!(error instanceof SubtitleFileError)) throw error;
        throw new DomainError('validation_error', error.message, { fieldErrors: { file: error.message } });
      }
      const row = await inTransaction(async (unit) => {
        const locked = await unit.videos.lockById(videoId);
        if (!locked) throw notFound();
        const saved = await unit.subtitles.replace({ videoId, ...fields, uploadedBy: actor.user.id }, cues);
        const tracks = briefsOf(await unit.subtitles.list(videoId));
        await unit.videos.setSubtitles(videoId, tracks);
        await journal(unit, actor, 'video.subtitles_add', locked, { language: fields.language, cues: cues.length });
        // Inside the transaction: files that cannot be written leave the database as it was.
        await publisher.publish(locked, new Map([[fields.language, cues]]), tracks);
        return saved;
      });
      await announce(videoId);
      return toTrack(row);
    },

    async remove(actor: SubtitleActor, videoId: string, language: SubtitleLanguage): Promise<void> {
      await managed(actor.user, videoId);
      await inTransaction(async (unit) => {
        const locked = await unit.videos.lockById(videoId);
        if (!locked || !(await unit.subtitles.remove(videoId, language))) throw new DomainError('not_found', subtitleMessages.notFound);
        const tracks = briefsOf(await unit.subtitles.list(videoId));
        await unit.videos.setSubtitles(videoId, tracks);
        await journal(unit, actor, 'video.subtitles_delete', locked, { language });
        await publisher.unpublish(locked, language, tracks);
      });
      await announce(videoId);
    },
  };
}
export type SubtitlesService = ReturnType<typeof createSubtitlesService>;
