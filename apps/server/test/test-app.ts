import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { connectDatabase, type DatabaseHandle } from '../src/db/client.js';
import { createDomainEvents, type DomainEvents } from '../src/events/domain-events.js';
import { type Installation, openInstallation } from '../src/installation.js';
import { createMailer } from '../src/mail/mailer.js';
import { type Messengers, openMessengers } from '../src/notifications/messengers.js';
import { registerWorkers, scratchDirOf } from '../src/jobs/workers.js';
import { type JobQueue, startJobQueue } from '../src/jobs/queue.js';
import type { Clock } from '../src/clock.js';
import type { DownloadPolicy } from '../src/net/safe-download.js';
import { createInProcessPubSub, type PubSub } from '../src/realtime/pubsub.js';
import { createMediaStorage } from '../src/storage/index.js';
import type { MediaStorage } from '../src/storage/media-storage.js';
import { adminQuery, TEMPLATE_DB, withDatabase } from './template-database.js';
import { watchUndeclaredRefusals } from './undeclared-refusals.js';

export interface TestApp {
  app: FastifyInstance;
  /** The app's real job queue (on its own database); no worker runs unless a test starts one. */
  jobs: JobQueue;
  config: Config;
  /** Its media secret signs grants as the app does (`createMediaGrants(t.installation.mediaSecret)`). */
  installation: Installation;
  database: DatabaseHandle;
  storage: MediaStorage;
  /** E-mail (the outbox), Web Push and SMS (the sandbox: `smsSandboxUrl`) of the app and its workers. */
  messengers: Messengers;
  outboxDir: string;
  /** Runs a real preparation worker on this app's queue (policy: which addresses downloads may reach). */
  startWorker(policy?: DownloadPolicy): Promise<void>;
  /** Raw text of the mails written so far, oldest first. */
  readOutbox(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The real application on a database of its own, cloned from the migrated template.
 * Call once per test file (beforeAll); `env` overrides configuration like the environment would.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  pubsub: PubSub = createInProcessPubSub(),
  downloadPolicy?: DownloadPolicy,
  options: { clock?: Clock; pushPolicy?: DownloadPolicy } = {},
): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const name = `kora_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${TEMPLATE_DB}`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: withDatabase(adminUrl, name), SEED_DEMO: 'false', AV1_COPIES: 'false', PUBLIC_URL: 'http://kora.test', RTMP_PORT: '0', SANDBOX_PORT: '0', SMS_SANDBOX_PORT: '0', ...env });
  const database = connectDatabase(config.databaseUrl as string, 4);
  const outboxDir = path.join(dataDir, 'outbox');
  const mailer = createMailer(config);
  const jobs = await startJobQueue(config.databaseUrl as string, { onError: () => undefined, staleSeconds: config.jobStaleSeconds });
  const storage = createMediaStorage(config.storage, scratchDirOf(config));
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const installation = await openInstallation(database.db, config);
  const messengers = await openMessengers(config, logger, installation, { mailer, pushPolicy: options.pushPolicy ?? downloadPolicy });
  const app = await buildApp({ config, installation, database, pubsub, mailer, messengers, jobs, storage, downloadPolicy, clock: options.clock, logger });
  const refusals = watchUndeclaredRefusals(app);
  await app.ready();
  return {
    app,
    jobs,
    config,
    installation,
    database,
    storage,
    messengers,
    outboxDir,
    startWorker(policy = downloadPolicy) {
      const events = createDomainEvents(pubsub, (err) => app.log.error({ err }, 'event handler failed'));
      return registerWorkers(jobs, 1, { db: database.db, config, storage, events, log: app.log, downloadPolicy: policy, messengers });
    },
    async readOutbox() {
      const files = (await fs.readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
      return Promise.all(files.map((f) => fs.readFile(path.join(outboxDir, f), 'utf8')));
    },
    async close() {
      await app.close();
      await jobs.stop();
      await messengers.close();
      await storage.close();
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      await fs.rm(dataDir, { recursive: true, force: true });
      refusals.check();
    },
  };
}

/**
 * A test app and domain events on its pub/sub: a row a test writes directly is announced as the services announce
 * their changes (a handler's error fails the test).
 */
export async function createTestAppWithEvents(env: Record<string, string> = {}): Promise<{ app: TestApp; events: DomainEvents }> {
  const pubsub = createInProcessPubSub();
  const app = await createTestApp(env, pubsub);
  return {
    app,
    events: createDomainEvents(pubsub, (err) => {
      throw err;
    }),
  };
}
