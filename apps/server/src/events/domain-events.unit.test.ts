import { describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../realtime/pubsub.js';
import { createDomainEvents, type DomainEventName } from './domain-events.js';

const USER = '0d5e3c1a-0001-4000-8000-00000000c001';

describe('domain events over pub/sub', () => {
  it('delivers a typed event to every subscriber, and no more once unsubscribed', async () => {
    const pubsub = createInProcessPubSub();
    const events = createDomainEvents(pubsub, () => undefined);
    const seen: string[] = [];
    const stopA = await events.subscribe('user.changed', ({ userId }) => void seen.push(`a:${userId}`));
    await events.subscribe('user.changed', ({ userId }) => void seen.push(`b:${userId}`));
    await events.publish('user.changed', { userId: USER });
    await expect.poll(() => seen.length).toBe(2);
    await stopA();
    await events.publish('user.changed', { userId: USER });
    await expect.poll(() => seen).toEqual([`a:${USER}`, `b:${USER}`, `b:${USER}`]);
  });

  it('refuses to publish a malformed payload, and reports a malformed message or a failing handler without throwing at the publisher', async () => {
    const pubsub = createInProcessPubSub();
    const errors: DomainEventName[] = [];
    const events = createDomainEvents(pubsub, (_err, name) => void errors.push(name));
    await expect(events.publish('user.changed', { userId: 'pas-un-id' })).rejects.toThrow();
    await events.subscribe('video.changed', () => {
      throw new Error('handler failed');
    });
    await events.publish('video.changed', { videoId: USER });
    await pubsub.publish('kora:events:video.changed', '{not json');
    await pubsub.publish('kora:events:video.changed', JSON.stringify({ videoId: 42 }));
    await expect.poll(() => errors).toEqual(['video.changed', 'video.changed', 'video.changed']);
  });
});
