import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { apiPaths, pathTo, serverMessages } from '@kora/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pathPattern } from './socket-routes.js';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ MAX_LIVE_TRANSCODES: '0' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await t.close();
});

/** Sends a WebSocket handshake for `path` over a raw connection; resolves with all the server wrote once it closed. */
function handshake(path: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${base}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
  });
}

describe('WebSocket upgrades', () => {
  it('refuses an upgrade on a path no socket route takes with the API 404, and closes the connection', async () => {
    for (const path of [apiPaths.authUser, pathTo(apiPaths.videos, null, { section: 'trending' }), '/nowhere']) {
      const answer = await handshake(path);
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: serverMessages.notFound, code: 'not_found' });
    }
  });

  it('still opens the chat socket, with a query string too', async () => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws?from=test`, { headers: { origin: base } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.close();
    await closed;
  });

  it('tests request paths against route patterns, parameters being one segment', () => {
    const ingest = pathPattern(apiPaths.liveBrowserIngest);
    expect(ingest.test(pathTo(apiPaths.liveBrowserIngest, { id: '0b7e1a' }))).toBe(true);
    // eslint-disable-next-line no-restricted-syntax -- a parameter of two segments on purpose (pathTo would encode its '/')
    expect(ingest.test('/api/live-streams/a/b/ingest/browser')).toBe(false);
    expect(ingest.test(pathTo(apiPaths.liveBrowserIngest, { id: '' }))).toBe(false);
    expect(pathPattern('/ws').test('/ws')).toBe(true);
    expect(pathPattern('/ws').test('/wsx')).toBe(false);
    expect(pathPattern('/a.b').test('/aXb')).toBe(false);
  });
});
