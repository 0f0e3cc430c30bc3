import { chatCloseCodes, type ChatServerEvent, chatServerEventSchema } from '@kora/shared';
import { z } from 'zod';
import type { Audience } from '../../realtime/audience.js';
import type { PubSub, Unsubscribe } from '../../realtime/pubsub.js';

/** One connected page, as the hub sees it (a WebSocket in production, anything in a test). */
export interface ChatClient {
  readonly userId: string;
  send(frame: Buffer): void;
  /** Bytes queued for this client and not yet handed to the network. */
  bufferedAmount(): number;
  /** Closes the connection (the page reconnects and resyncs). */
  drop(code: number, reason: string): void;
  /** Cuts the connection at once, dropping what is queued for it. */
  cut(): void;
}

interface Room {
  clients: Set<ChatClient>;
  subscribed: Promise<Unsubscribe>;
}

/** What travels between instances on a live's channel: the frame as pages receive it, and to whom. */
const envelopeSchema = z.object({ to: z.string().optional(), frame: z.string() });
const channelOf = (liveId: string) => `kora:chat:${liveId}`;

export interface ChatHubOptions {
  channels: PubSub;
  audience: Pick<Audience, 'enter' | 'count' | 'onChange'>;
  /** A client with more than this queued is too slow: it is dropped rather than let the queue grow. */
  maxBufferedBytes: number;
  onError: (err: unknown) => void;
}

/**
 * The sockets of this instance, by live, and the fan-out between instances. An event is published
 * once on the live's channel (in-process or Redis); every instance with people in that live gets
 * it, checks it, serialises it once and writes the same bytes to each of its sockets there. An
 * instance listens to a live's channel only while someone is in it.
 */
export function createChatHub({ channels, audience, maxBufferedBytes, onError }: ChatHubOptions) {
  const rooms = new Map<string, Room>();

  function deliver(liveId: string, frame: Buffer, to?: string): void {
    const room = rooms.get(liveId);
    if (!room) return;
    for (const client of room.clients) {
      if (to !== undefined && client.userId !== to) continue;
      if (client.bufferedAmount() > maxBufferedBytes) {
        // A close frame would wait behind the queue: the connection is cut and its memory freed now.
        room.clients.delete(client);
        client.cut();
        continue;
      }
      client.send(frame);
    }
  }

  function onChannel(liveId: string, message: string): void {
    try {
      const envelope = envelopeSchema.parse(JSON.parse(message));
      chatServerEventSchema.parse(JSON.parse(envelope.frame));
      deliver(liveId, Buffer.from(envelope.frame), envelope.to);
    } catch (err) {
      onError(err);
    }
  }

  const stopCounting = audience.onChange((liveId, viewerCount) => {
    if (!rooms.has(liveId)) return;
    deliver(liveId, Buffer.from(JSON.stringify({ type: 'viewer_count', data: { streamId: liveId, viewerCount } } satisfies ChatServerEvent)));
  });

  return {
    /**
     * Puts the client in the live's room (listening to its channel first, so nothing published
     * after this resolves is missed) and counts them in its audience. Returns how to leave.
     */
    async join(client: ChatClient, liveId: string): Promise<() => void> {
      let room = rooms.get(liveId);
      if (!room) {
        room = { clients: new Set(), subscribed: channels.subscribe(channelOf(liveId), (message) => onChannel(liveId, message)) };
        rooms.set(liveId, room);
      }
      room.clients.add(client);
      const leaveAudience = audience.enter(liveId, client.userId);
      await room.subscribed;
      const joined = room;
      return () => {
        leaveAudience();
        joined.clients.delete(client);
        if (joined.clients.size > 0 || rooms.get(liveId) !== joined) return;
        rooms.delete(liveId);
        joined.subscribed.then((unsubscribe) => unsubscribe()).catch(onError);
      };
    },

    /** Hands an event to every instance: to everyone in the live, or to one person's sockets. */
    async publish(liveId: string, event: ChatServerEvent, toUserId?: string): Promise<void> {
      const envelope = toUserId === undefined ? { frame: JSON.stringify(event) } : { to: toUserId, frame: JSON.stringify(event) };
      await channels.publish(channelOf(liveId), JSON.stringify(envelope));
    },

    viewerCount: (liveId: string) => audience.count(liveId),

    /** Sockets connected here, over all lives (metrics, tests). */
    size: () => [...rooms.values()].reduce((n, room) => n + room.clients.size, 0),

    /** Closes every socket (shutting down: pages reconnect to another instance). */
    async close(): Promise<void> {
      stopCounting();
      const all = [...rooms.values()];
      rooms.clear();
      for (const room of all) for (const client of room.clients) client.drop(chatCloseCodes.goingAway, 'arrêt du serveur');
      await Promise.all(all.map((room) => room.subscribed.then((unsubscribe) => unsubscribe()).catch(onError)));
    },
  };
}
export type ChatHub = ReturnType<typeof createChatHub>;
