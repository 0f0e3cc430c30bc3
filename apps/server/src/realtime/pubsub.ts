import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Messages between server instances. In-process when one instance runs; Redis when several
 * must share state (REDIS_URL). Both deliver a message to the publisher's own subscribers too.
 */
export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

export function createInProcessPubSub(): PubSub {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    async publish(channel, message) {
      bus.emit(channel, message);
    },
    async subscribe(channel, handler) {
      bus.on(channel, handler);
    },
    async close() {
      bus.removeAllListeners();
    },
  };
}

export async function createRedisPubSub(url: string): Promise<PubSub> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, Array<(message: string) => void>>();
  sub.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    async publish(channel, message) {
      await pub.publish(channel, message);
    },
    async subscribe(channel, handler) {
      if (!handlers.has(channel)) {
        handlers.set(channel, []);
        await sub.subscribe(channel);
      }
      handlers.get(channel)?.push(handler);
    },
    async close() {
      handlers.clear();
      await Promise.all([pub.quit(), sub.quit()]);
    },
  };
}
