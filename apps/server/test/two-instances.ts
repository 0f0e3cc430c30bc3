import { createInProcessPubSub, createRedisPubSub, type PubSub } from '../src/realtime/pubsub.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  /** The bus each instance speaks on (the same object twice without Redis). */
  buses: [PubSub, PubSub];
  close(): Promise<void>;
}

/**
 * Two server instances over one database, joined by a pub/sub bus: Redis when REDIS_URL is set
 * (as in CI), else one in-process bus. `env` applies to both, `envB` to B on top.
 */
export async function startTwoInstances(env: Record<string, string> = {}, envB: Record<string, string> = {}): Promise<TwoInstances> {
  const redisUrl = process.env.REDIS_URL;
  const oneBus = createInProcessPubSub();
  const buses: [PubSub, PubSub] = redisUrl ? [await createRedisPubSub(redisUrl), await createRedisPubSub(redisUrl)] : [oneBus, oneBus];
  const a = await createTestApp(env, buses[0]);
  // One installation: B is given A's secrets, as every instance of a cluster is (it would be refused otherwise).
  const shared = { MEDIA_URL_SECRET: a.installation.mediaSecret, VAPID_PUBLIC_KEY: a.installation.vapid.publicKey, VAPID_PRIVATE_KEY: a.installation.vapid.privateKey };
  const b = await createTestApp({ ...env, ...shared, ...envB, DATABASE_URL: a.config.databaseUrl as string }, buses[1]);
  return {
    a,
    b,
    buses,
    async close() {
      // B shares A's database: it closes its pool only, A drops the database.
      await b.app.close();
      await b.database.close();
      await a.close();
      await Promise.all([...new Set(buses)].map((bus) => bus.close()));
    },
  };
}
