import { z } from 'zod';
import type { PubSub, Unsubscribe } from '../realtime/pubsub.js';
import { MEDIA_KINDS } from '../storage/media-keys.js';

/**
 * The facts one part of Kora tells the others, by name, with the payload each carries.
 * A new reaction subscribes here instead of being passed as a callback; a new fact is one
 * line here. Payloads are validated when they arrive (they may come from another instance).
 */
export const domainEventSchemas = {
  /** A user's account changed (profile, role, tier, subscription, minutes used): cached copies and rights must be read again. */
  'user.changed': z.object({ userId: z.uuid() }),
  /** A session ended (logout, replaced at sign-in): no instance may answer from a cached copy of it. */
  'session.ended': z.object({ idHash: z.string().regex(/^[0-9a-f]{64}$/) }),
  /** A video's row changed in a way viewers see (published, blocked, edited, deleted). */
  'video.changed': z.object({ videoId: z.uuid() }),
  /** A media asset's files were replaced or removed: cached playlists and segments of it are stale. */
  'media.changed': z.object({ kind: z.enum(MEDIA_KINDS), id: z.uuid() }),
  /** A live went on air. */
  'live.started': z.object({ liveId: z.uuid() }),
  /** A live went off air for good; the instance whose ingest holds it stops it and publishes the replay, unless `discard` (the live was deleted). */
  'live.ended': z.object({ liveId: z.uuid(), discard: z.boolean().default(false) }),
  /** A live's row changed (created, reviewed, key rotated, on or off air, deleted): ingest key maps and lists read it again. */
  'live.changed': z.object({ liveId: z.uuid() }),
} as const;

export type DomainEventName = keyof typeof domainEventSchemas;
export type DomainEvent<N extends DomainEventName> = z.infer<(typeof domainEventSchemas)[N]>;

export interface DomainEvents {
  /** Tells every instance (this one included); resolves once handed to the bus. */
  publish<N extends DomainEventName>(name: N, payload: DomainEvent<N>): Promise<void>;
  /** Runs `handler` for each such event on any instance; returns how to stop. */
  subscribe<N extends DomainEventName>(name: N, handler: (payload: DomainEvent<N>) => void | Promise<void>): Promise<Unsubscribe>;
}

const channelOf = (name: DomainEventName) => `kora:events:${name}`;

/**
 * Domain events over the pub/sub that already joins the instances (in-process or Redis). The
 * publisher's own handlers get the event through the same bus, so every instance reacts the
 * same way, in the same order. A handler that fails is logged, never thrown at the publisher.
 */
export function createDomainEvents(pubsub: PubSub, onHandlerError: (err: unknown, name: DomainEventName) => void): DomainEvents {
  return {
    async publish(name, payload) {
      await pubsub.publish(channelOf(name), JSON.stringify(domainEventSchemas[name].parse(payload)));
    },
    async subscribe(name, handler) {
      return pubsub.subscribe(channelOf(name), (message) => {
        let data: unknown;
        try {
          data = JSON.parse(message);
        } catch (err) {
          return onHandlerError(err, name);
        }
        const parsed = domainEventSchemas[name].safeParse(data);
        if (!parsed.success) return onHandlerError(parsed.error, name);
        Promise.resolve()
          .then(() => handler(parsed.data as DomainEvent<typeof name>))
          .catch((err: unknown) => onHandlerError(err, name));
      });
    },
  };
}
