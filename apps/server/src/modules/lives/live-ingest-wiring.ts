import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../../events/domain-events.js';
import type { Unsubscribe } from '../../realtime/pubsub.js';
import { videoFailureMessages } from '../../http/http-texts.js';
import { posterUrlOf } from '../playback/poster-url.js';
import type { VideoLifecycleRepository } from '../videos/video-lifecycle.repository.js';
import type { IngestGate, LiveIngest } from './ingest/index.js';
import type { LivesRepository } from './lives.repository.js';
import type { LivesService } from './lives.service.js';
import { hashStreamKey } from './stream-keys.js';

interface Deps {
  /** Builds the ingest around the gate this wiring keeps. */
  createIngest: (gate: IngestGate) => LiveIngest;
  lives: LivesRepository;
  service: Pick<LivesService, 'goOnAir' | 'endBySystem'>;
  videos: Pick<VideoLifecycleRepository, 'insert' | 'markReady' | 'markFailed'>;
  events: DomainEvents;
  log: FastifyBaseLogger;
  /** How long a live's own files stay after its replay is published (players still reading the end). */
  keepLiveFilesMs?: number;
}

/**
 * Joins the ingest (RTMP and browser publishing, the live transcode) to the lives: which key
 * publishes to which live (kept in memory, read synchronously at publish time, refreshed on
 * 'live.changed' from any instance), going on air when an encoder publishes first, the signal,
 * the end after the reconnect grace, and the replay once a live ends. Every instance runs it; the
 * one whose ingest holds a live is the one that stops it and publishes its replay.
 */
export async function wireLiveIngest({ createIngest, lives, service, videos, events, log, keepLiveFilesMs = 120_000 }: Deps) {
  const liveByKey = new Map<string, string>();
  const keyOfLive = new Map<string, string>();
  const forget = (liveId: string) => {
    const hash = keyOfLive.get(liveId);
    if (hash) liveByKey.delete(hash);
    keyOfLive.delete(liveId);
  };
  async function refresh(ids?: string[]) {
    const rows = await lives.publishableKeys(ids);
    if (ids) {
      ids.forEach(forget);
    } else {
      liveByKey.clear();
      keyOfLive.clear();
    }
    for (const row of rows) {
      liveByKey.set(row.streamKeyHash, row.id);
      keyOfLive.set(row.id, row.streamKeyHash);
    }
  }

  /** What the ingest reported and is being written: a stop waits for it before the database goes. */
  const writing = new Set<Promise<unknown>>();
  const recording = (work: Promise<unknown>) => void held(writing, work);

  const gate: IngestGate = {
    liveForKey: (streamKey) => liveByKey.get(hashStreamKey(streamKey)) ?? null,
    async confirmPublish(liveId) {
      const live = await lives.findById(liveId);
      if (!live || live.status !== 'approved' || live.endedAt) return false;
      if (live.isLive) return true;
      // An encoder that publishes before anyone pressed "start" puts the live on air.
      return service.goOnAir(live).then(
        () => true,
        (err: unknown) => (log.info({ err, liveId }, 'publication refusée'), false),
      );
    },
    onSignal(liveId, signal) {
      recording(
        lives.setSignal(liveId, signal).then(
          (row) => row && events.publish('live.changed', { liveId }),
          (err: unknown) => log.error({ err, liveId }, 'signal du live non enregistré'),
        ),
      );
    },
    onPicture(liveId) {
      recording(
        lives.setPictureTaken(liveId).then(
          (row) => row && events.publish('live.changed', { liveId }),
          (err: unknown) => log.warn({ err, liveId }, 'image du live non enregistrée'),
        ),
      );
    },
    onGraceExpired(liveId) {
      void service.endBySystem(liveId).catch((err: unknown) => log.error({ err, liveId }, 'fin du live non enregistrée'));
    },
  };

  const ingest = createIngest(gate);

  async function publishReplay(liveId: string): Promise<void> {
    const live = await lives.findById(liveId);
    if (!live) return;
    const videoId = randomUUID();
    await videos.insert([{ id: videoId, title: live.title, description: live.description, category: live.category, requiredTier: live.requiredTier, ageRating: live.ageRating, uploadedBy: live.createdBy, thumbnailUrl: null, source: { kind: 'live', liveId } }]);
    try {
      const published = await ingest.publishReplay(liveId, videoId);
      await videos.markReady(videoId, {
        durationSeconds: Math.round(published.durationSeconds),
        renditions: published.renditions,
        previewVtt: null,
        ...(published.posterKey ? { thumbnailUrl: posterUrlOf(videoId) } : {}),
      });
    } catch (err) {
      await videos.markFailed(videoId, videoFailureMessages.replayNotPublished);
      throw err;
    }
    await lives.setReplay(liveId, videoId);
    await events.publish('video.changed', { videoId });
    await events.publish('media.changed', { kind: 'video', id: videoId });
    await events.publish('live.changed', { liveId });
    setTimeout(() => void ingest.discard(liveId).catch(() => undefined), keepLiveFilesMs).unref();
  }

  async function end(liveId: string, discard: boolean): Promise<void> {
    forget(liveId);
    // Only the instance whose ingest held the live gets a recording back (null everywhere else).
    const recording = await ingest.stop(liveId);
    if (!recording) return;
    if (discard) await ingest.discard(liveId);
    else await publishReplay(liveId);
    await events.publish('media.changed', { kind: 'live', id: liveId });
  }
  /** Ends under way (a replay being written): a stop lets them finish rather than leave half a replay behind. */
  const ending = new Set<Promise<void>>();

  const unsubscribe: Unsubscribe[] = [
    await events.subscribe('live.changed', ({ liveId }) => refresh([liveId])),
    await events.subscribe('live.ended', ({ liveId, discard }) => {
      return held(ending, end(liveId, discard));
    }),
  ];
  await refresh();
  return {
    ingest,
    async close() {
      for (const stop of unsubscribe) await stop();
      await Promise.allSettled([...ending]);
      await ingest.close();
      await Promise.allSettled([...writing]);
    },
  };
}

/** Keeps `work` in `set` until it settles, so a stop can wait for everything still under way. */
function held<T>(set: Set<Promise<unknown>>, work: Promise<T>): Promise<T> {
  set.add(work);
  return work.finally(() => set.delete(work));
}
