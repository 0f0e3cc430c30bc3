import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { DomainEvents } from '../events/domain-events.js';
import type { MediaToolPaths } from '../media/ffmpeg.js';
import type { Messengers } from '../notifications/messengers.js';
import type { DownloadPolicy } from '../net/safe-download.js';
import type { MediaStorage } from '../storage/media-storage.js';

/** What a handler learns of its job beyond the payload. */
export interface JobContext {
  /** Whether a failure now is the last try. */
  lastAttempt: boolean;
  /**
   * Aborted when this process stops, or when this run no longer holds its job (its heartbeat went
   * stale and the job went to another worker, or it ran past its expiry): long work (ffmpeg) ends.
   */
  signal: AbortSignal;
  /** Whether this run still holds the job: checked before publishing, so a job is published once. */
  stillOwned: () => Promise<boolean>;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

export interface WorkOptions<P> {
  /**
   * Called once a job has failed for good (its last attempt failed, or its worker was lost on it):
   * it will not run again.
   */
  onGaveUp?: (payload: P) => Promise<void>;
}

/** Queues another job from a handler (a fan-out queues its deliveries); the queue validates the payload. */
export interface JobSender {
  send(name: string, payload: unknown, key?: string, options?: { startAfter?: Date }): Promise<void>;
  sendMany(name: string, payloads: readonly unknown[]): Promise<void>;
}

/** What a worker process builds its handlers from. */
export interface JobWorkerDeps {
  jobs: JobSender;
  /** E-mail, Web Push and SMS (notifications). */
  messengers: Messengers;
  db: Database;
  config: Config;
  storage: MediaStorage;
  events: Pick<DomainEvents, 'publish'>;
  log: FastifyBaseLogger;
  tools: MediaToolPaths;
  downloadPolicy: DownloadPolicy;
  /** Local folder for downloads, copies of remote originals and demo patterns. */
  scratchDir: string;
}

/**
 * One background job, whole: its payload (validated when sent and when run), its retry policy,
 * and how a worker runs it. Listed once in `jobs/registry.ts`.
 */
export interface JobDefinition<S extends z.ZodType> {
  payload: S;
  options: { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number };
  /** At most this many of the process's workers run the job at once (all of them unless said). */
  workers?: number;
  worker: (deps: JobWorkerDeps) => { handler: JobHandler<z.infer<S>> } & WorkOptions<z.infer<S>>;
}

/** Declares a job (keeps the payload's type attached to its handler). */
export const defineJob = <S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> => definition;
