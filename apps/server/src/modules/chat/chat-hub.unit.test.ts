import { describe, expect, it } from 'vitest';
import type { ChatServerEvent } from '@kora/shared';
import { createInProcessPubSub, type PubSub } from '../../realtime/pubsub.js';
import { createChatHub, type ChatClient } from './chat-hub.js';

const LIVE = '3f0c2b8e-0001-4000-8000-000000000001';

/** A page as the hub sees it; `queued` stands for the bytes its socket has not sent yet. */
function fakeClient(userId: string, queued = 0) {
  const frames: ChatServerEvent[] = [];
  const client: ChatClient & { frames: ChatServerEvent[]; cutCount: number; queued: number } = {
    userId,
    frames,
    cutCount: 0,
    queued,
    send: (frame) => void frames.push(JSON.parse(frame.toString()) as ChatServerEvent),
    bufferedAmount: () => client.queued,
    drop: () => undefined,
    cut: () => void (client.cutCount += 1),
  };
  return client;
}

function countingBus(): PubSub & { subscribed: () => number } {
  const bus = createInProcessPubSub();
  let live = 0;
  return {
    ...bus,
    async subscribe(channel, handler) {
      live += 1;
      const stop = await bus.subscribe(channel, handler);
      return async () => {
        live -= 1;
        await stop();
      };
    },
    subscribed: () => live,
  };
}

const audience = { enter: () => () => undefined, count: () => 0, onChange: () => () => undefined };
const message = (seq: number): ChatServerEvent => ({
  type: 'chat_message',
  data: { id: `m${seq}`, seq, streamId: LIVE, userId: 'u', username: 'Awa', role: 'viewer', message: `n° ${seq}`, createdAt: new Date(0).toISOString() },
});

describe('the chat hub', () => {
  it('writes each event to every client of the live, cuts one whose queue is over the limit, and keeps the others going', async () => {
    const bus = countingBus();
    const errors: unknown[] = [];
    const hub = createChatHub({ channels: bus, audience, maxBufferedBytes: 1000, onError: (err) => errors.push(err) });
    const fast = fakeClient('a');
    const slow = fakeClient('b');
    await hub.join(fast, LIVE);
    await hub.join(slow, LIVE);
    await hub.publish(LIVE, message(1));
    slow.queued = 5000;
    await hub.publish(LIVE, message(2));
    await hub.publish(LIVE, message(3));
    await expect.poll(() => fast.frames.length).toBe(3);
    expect(slow.frames.map((f) => f.type === 'chat_message' && f.data.seq)).toEqual([1]);
    expect(slow.cutCount).toBe(1);
    expect(hub.size()).toBe(1);
    // Garbage on the channel is reported, never delivered.
    await bus.publish(`kora:chat:${LIVE}`, '{"frame":"{\\"type\\":\\"inconnu\\"}"}');
    await expect.poll(() => errors.length).toBe(1);
    expect(fast.frames).toHaveLength(3);
  });

  it('sends a personal event to that person only, and leaves the live channel with the last client', async () => {
    const bus = countingBus();
    const hub = createChatHub({ channels: bus, audience, maxBufferedBytes: 1000, onError: () => undefined });
    const a = fakeClient('a');
    const b = fakeClient('b');
    const leaveA = await hub.join(a, LIVE);
    const leaveB = await hub.join(b, LIVE);
    expect(bus.subscribed()).toBe(1);
    await hub.publish(LIVE, { type: 'restriction', data: { kind: 'ban', until: null, message: 'banni' } }, 'b');
    await expect.poll(() => b.frames.length).toBe(1);
    expect(a.frames).toEqual([]);
    leaveA();
    expect(bus.subscribed()).toBe(1);
    leaveB();
    await expect.poll(() => bus.subscribed()).toBe(0);
  });
});
