import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createKeepalive } from './chat-keepalive.js';

/** What the keepalive touches of a socket; `answers` says whether its peer returns pongs. */
function fakeSocket(answers: boolean) {
  const socket = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    frames: [] as string[],
    terminated: false,
    ping() {
      if (answers) queueMicrotask(() => socket.emit('pong'));
    },
    send(frame: string) {
      socket.frames.push(frame);
    },
    terminate() {
      socket.terminated = true;
      socket.emit('close');
    },
  });
  return socket;
}

describe('chat keepalive', () => {
  it('sends the heartbeat to a socket that answers, and cuts one that stopped answering', async () => {
    const keepalive = createKeepalive(40, '{"type":"heartbeat"}');
    const alive = fakeSocket(true);
    const vanished = fakeSocket(false);
    keepalive.watch(alive as unknown as WebSocket);
    keepalive.watch(vanished as unknown as WebSocket);
    await expect.poll(() => vanished.terminated, { timeout: 2000 }).toBe(true);
    await expect.poll(() => alive.frames.length, { timeout: 2000 }).toBeGreaterThanOrEqual(2);
    expect(alive.terminated).toBe(false);
    expect(alive.frames[0]).toBe('{"type":"heartbeat"}');
    keepalive.stop();
  });
});
