import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** A message as the push service received it, decrypted with the browser's keys. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  message: { title: string; body: string; link: string; tag: string };
}

export interface PushService {
  url: string;
  /** A browser's subscription to this service (its keys kept here to read what it is sent). */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The push service forgets this subscription: its endpoint answers 410 Gone from now on. */
  forget(endpoint: string): void;
  received(): ReceivedPush[];
  close(): Promise<void>;
}

/**
 * A push service on loopback as RFC 8030 describes one (a POST per message, 201 Created, 410 Gone for a
 * subscription that no longer exists), holding each browser's private key so a test reads what Kora sent
 * exactly as the browser would: decrypted per RFC 8291 (aes128gcm).
 */
export async function startPushService(): Promise<PushService> {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const browser = browsers.get(path);
      if (req.method !== 'POST' || !browser || gone.has(path)) {
        res.writeHead(gone.has(path) ? 410 : 404).end();
        return;
      }
      const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth.toString('base64url') }) as Buffer;
      received.push({ path, headers: req.headers, message: JSON.parse(plain.toString('utf8')) as ReceivedPush['message'] });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(8).toString('hex')}`;
      browsers.set(path, { ecdh, auth });
      return { endpoint: `${url}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    forget: (endpoint) => gone.add(new URL(endpoint).pathname),
    received: () => [...received],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
