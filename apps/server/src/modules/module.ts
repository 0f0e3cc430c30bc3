import type { Installation } from '../installation.js';
import type { TwoFactorService } from './two-factor/two-factor.service.js';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { BackgroundTasks } from '../background.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { DomainEvents } from '../events/domain-events.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Mailer } from '../mail/mailer.js';
import type { Messengers } from '../notifications/messengers.js';
import type { Notify } from './notifications/notify.js';
import type { DownloadPolicy } from '../net/safe-download.js';
import type { SocketRoutes } from '../http/socket-routes.js';
import type { SharePreviews } from '../http/share-previews.js';
import type { Audience } from '../realtime/audience.js';
import type { PubSub } from '../realtime/pubsub.js';
import type { MediaStorage } from '../storage/media-storage.js';
import type { PaymentGateway } from './payments/payment-gateway.js';
import type { MediaGrants } from './playback/media-grants.js';
import type { SessionStore } from './sessions/session-store.js';

/**
 * What every module may build itself from: the platform's shared parts, nothing per feature.
 * A module takes what it uses, builds its repositories and services, registers its routes
 * and subscribes to the events it reacts to.
 */
export interface ModuleDeps {
  config: Config;
  installation: Installation;
  /** The second factor of sign-in, and the rule that payouts, roles and plans take it (admins). */
  twoFactor: TwoFactorService;
  db: Database;
  storage: MediaStorage;
  events: DomainEvents;
  jobs: Pick<JobQueue, 'send'>;
  mailer: Mailer;
  /** E-mail, Web Push and SMS, for what a module sends itself (a phone's verification code). */
  messengers: Messengers;
  /** Tells people something (a notification: in the app, and by push, e-mail or SMS as they chose), once per key. */
  notify: Notify;
  /** Sessions: created by sign-in, resolved by the access check of every route. */
  sessions: SessionStore;
  /** Work a request starts and its answer must not wait for (drained at shutdown). */
  background: BackgroundTasks;
  /** Which addresses server-side downloads may reach. */
  downloadPolicy: DownloadPolicy;
  /** Signed media URLs and the rights of each kind of asset (each owning module registers its kind). */
  media: MediaGrants;
  /** Raw pub/sub channels for realtime fan-out between instances (a live's chat); facts between modules go through `events`. */
  channels: PubSub;
  /** Who is on each live's page, across instances (the chat socket enters; lives read the counts). */
  audience: Audience;
  /** The time rights are read at (a pass's end, a period's end); tests move it. */
  clock: Clock;
  /**
   * One-off charges and payouts through the payment providers (the payments module attaches them; a
   * module that sells, sponsoring, registers as the owner of what it opens and settles it).
   */
  payments: PaymentGateway;
  /** Where a module declares its WebSocket routes (the one scope that pays for WebSockets' hooks). */
  sockets: SocketRoutes;
  /** This app's Prometheus registry (`/metrics`): a module registers the series it owns. */
  metrics: Registry;
  /** Shared links' previews: a module that owns a kind of shared page (SHARED_PAGES) registers its reader and answers its picture. */
  sharing: SharePreviews;
}

/** A feature module: a Fastify plugin over {@link ModuleDeps}. `app.ts` lists them. */
export type KoraModule = (app: FastifyInstance, deps: ModuleDeps) => Promise<void>;
