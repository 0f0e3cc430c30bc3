import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, serverMessages } from '@kora/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * A body over the limit, sent over a real socket by a client that writes it all before reading (as most do): it
 * reads Kora's 413 in JSON, never a connection reset, and the connection still serves the next request.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const TWO_MB = Buffer.alloc(2 * 1024 * 1024, 'a');

/** Writes each request whole on one connection, then reads everything the server sent until it goes quiet or closes. */
function exchange(requests: Buffer[]): Promise<{ text: string; error: string | undefined }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString();
      // Every request answered (the last one is small): done.
      if ((text.match(/\r\n\r\n\{[^}]*\}|\r\n\r\n0\r\n/g) ?? []).length >= requests.length) socket.end();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on('close', () => resolve({ text: Buffer.concat(chunks).toString(), error }));
    for (const request of requests) socket.write(request);
  });
}

const post = (body: Buffer, headers: string) => Buffer.concat([Buffer.from(`POST ${apiPaths.login} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}\r\n`), body]);
const chunked = (body: Buffer) => Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);

describe('a body over the limit', () => {
  it('is answered 413 in Kora’s JSON, read to its end, on a connection that stays usable', async () => {
    const small = Buffer.from(JSON.stringify({ email: 'personne@exemple.sn', password: 'mauvais' }));
    for (let i = 0; i < 10; i += 1) {
      const { text, error } = await exchange([post(TWO_MB, `Content-Length: ${TWO_MB.length}\r\n`), post(small, `Content-Length: ${small.length}\r\n`)]);
      expect(error).toBeUndefined();
      const [first, second] = text.split(/(?=HTTP\/1\.1 )/);
      expect(first).toMatch(/^HTTP\/1\.1 413 /);
      expect(first).not.toMatch(/connection: close/i);
      expect(first).toContain(JSON.stringify({ message: serverMessages.payloadTooLarge, code: 'payload_too_large' }));
      // The next request on the same connection is answered as usual (wrong password).
      expect(second).toMatch(/^HTTP\/1\.1 401 /);
    }
  });

  it('is discarded the same way when it comes in chunks with no announced length', async () => {
    const { text, error } = await exchange([post(chunked(TWO_MB), 'Transfer-Encoding: chunked\r\n')]);
    expect(error).toBeUndefined();
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toContain('"code":"payload_too_large"');
  });
});
