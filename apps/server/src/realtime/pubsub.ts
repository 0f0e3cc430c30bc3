import { SpanKind } from '@opentelemetry/api';
import { inSpan, tracingOn } from '../telemetry/tracer.js';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** Stops one subscription; the channel is left when its last handler goes. */
export type Unsubscribe = () => Promise<void>;

/**
 * Messages between server instances. In-process when one instance runs; Redis when several
 * must share state (REDIS_URL). Both deliver a message to the publisher's own subscribers too.
 */
export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe>;
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
      // Each subscription is its own listener, so the same handler subscribed twice is removed once per call.
      const listener = (message: string) => handler(message);
      bus.on(channel, listener);
      return async () => {
        bus.off(channel, listener);
      };
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
  const handlers = new Map<string, Set<(message: string) => void>>();
  sub.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    async publish(channel, message) {
      if (tracingOn()) await inSpan('redis.publish', { 'db.system': 'redis', 'messaging.destination.name': channel }, () => pub.publish(channel, message), SpanKind.PRODUCER);
      else await pub.publish(channel, message);
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(channel);
      }
      const listener = (message: string) => handler(message);
      set.add(listener);
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(listener) || current.size > 0) return;
        handlers.delete(channel);
        await sub.unsubscribe(channel);
      };
    },
    async close() {
      handlers.clear();
      await Promise.all([pub.quit(), sub.quit()]);
    },
  };
}
