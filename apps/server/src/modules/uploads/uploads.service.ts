import fs from 'node:fs/promises';
import { desc, eq } from 'drizzle-orm';
import { type UploadFields, uploadMessages } from '@kora/shared';
import type { Database } from '../../db/client.js';
import { videos, type UserRow, type VideoRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { MediaToolPaths } from '../../media/ffmpeg.js';
import { NotMediaError, probe } from '../../media/ffprobe.js';

interface Deps {
  db: Database;
  jobs: Pick<JobQueue, 'send'>;
  tools: MediaToolPaths;
}

/** Playable sources are between half a second and six hours long. */
const MIN_SECONDS = 0.5;
const MAX_SECONDS = 6 * 3600;

const invalidFile = () =>
  new DomainError('validation_error', uploadMessages.invalidFile, { fieldErrors: { video: uploadMessages.invalidFile } });

export function createUploadsService({ db, jobs, tools }: Deps) {
  return {
    /**
     * Accepts an uploaded file once ffprobe finds a video stream of sane duration in it (the
     * name and declared type prove nothing), records the video as processing and queues its
     * preparation. A refused file is deleted; nothing is left half-written.
     */
    async accept(user: UserRow, fields: UploadFields, file: string): Promise<VideoRow> {
      try {
        const media = await probe(file, tools).catch((err: unknown) => {
          if (err instanceof NotMediaError) throw invalidFile();
          throw new DomainError('service_unavailable', uploadMessages.processingUnavailable);
        });
        if (!media.hasVideo || !(media.durationSeconds >= MIN_SECONDS && media.durationSeconds <= MAX_SECONDS)) throw invalidFile();
        const [video] = await db
          .insert(videos)
          .values({
            title: fields.title,
            description: fields.description,
            category: fields.category,
            uploadedBy: user.id,
            durationSeconds: Math.round(media.durationSeconds),
            status: 'processing',
            source: { kind: 'file', path: file },
          })
          .returning();
        if (!video) throw new Error('insert returned no row');
        try {
          await jobs.send('video.prepare', { videoId: video.id }, video.id);
        } catch (err) {
          await db.delete(videos).where(eq(videos.id, video.id));
          throw err;
        }
        return video;
      } catch (err) {
        await fs.rm(file, { force: true });
        throw err;
      }
    },

    async listOwn(userId: string): Promise<VideoRow[]> {
      return db.select().from(videos).where(eq(videos.uploadedBy, userId)).orderBy(desc(videos.createdAt));
    },

    /** Processing state for the video's uploader and for admins. */
    async processing(user: UserRow, videoId: string): Promise<VideoRow> {
      const [video] = /^[0-9a-f-]{36}$/i.test(videoId) ? await db.select().from(videos).where(eq(videos.id, videoId)) : [];
      if (!video) throw new DomainError('not_found', 'Vidéo non trouvée');
      if (user.accountType !== 'admin' && video.uploadedBy !== user.id) throw new DomainError('forbidden', "Vous n'avez pas accès à cette vidéo");
      return video;
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
