import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer of the sandbox. */
export interface SandboxResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** One provider's API inside the sandbox: answers the requests under its prefix, or undefined (404). */
export interface SandboxHandler {
  /** '/v1' for Stripe, '/hub2' for Hub2. */
  prefix: string;
  handle(request: { method: string; url: URL; headers: IncomingMessage['headers']; body: Buffer }): Promise<SandboxResponse | undefined>;
}

export interface PaymentSandbox {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  close(): Promise<void>;
}

const MAX_BODY = 256 * 1024;

/**
 * The payments sandbox: one local HTTP server on 127.0.0.1 that speaks the subset of
 * Stripe's API (under /v1) and Hub2's API (under /hub2) Kora uses, so the real clients run against it
 * in development and tests. Each provider's behaviour lives in its handler; this is only the server.
 */
export async function startPaymentSandbox(port: number, handlers: readonly SandboxHandler[]): Promise<PaymentSandbox> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const handler = handlers.find((h) => url.pathname === h.prefix || url.pathname.startsWith(`${h.prefix}/`));
      const answer = handler
        ? handler.handle({ method: req.method ?? 'GET', url, headers: req.headers, body: Buffer.concat(chunks) })
        : Promise.resolve(undefined);
      answer
        .then((response): SandboxResponse => response ?? { status: 404, body: { error: { message: `Unrecognized request URL (${req.method}: ${url.pathname})`, type: 'invalid_request_error' } } })
        .catch((err: unknown): SandboxResponse => ({ status: 500, body: { error: { message: err instanceof Error ? err.message : String(err), type: 'api_error' } } }))
        .then((response) => {
          res.writeHead(response.status, { 'content-type': 'application/json', ...response.headers });
          res.end(JSON.stringify(response.body));
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
