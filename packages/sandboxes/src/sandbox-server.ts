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

/** Answers which installation of Kora started the sandbox (so only that installation's processes share it). */
export const SANDBOX_OWNER_PATH = '/kora-sandbox/installation';

/** The sandbox's port is held by another installation of Kora, or by a program that is no sandbox of Kora. */
export class SandboxPortTakenError extends Error {
  constructor(
    readonly port: number,
    readonly holder: 'other-installation' | 'other-program',
  ) {
    super(`port ${port} taken by ${holder}`);
    this.name = 'SandboxPortTakenError';
  }
}

/**
 * The payments sandbox: one local HTTP server on 127.0.0.1 that speaks the subset of
 * Stripe's API (under /v1) and Hub2's API (under /hub2) Kora uses, so the real clients run against it
 * in development and tests. Each provider's behaviour lives in its handler; this is only the server.
 */
export async function startPaymentSandbox(port: number, handlers: readonly SandboxHandler[], owner: string): Promise<PaymentSandbox> {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === SANDBOX_OWNER_PATH) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ installation: owner }));
      return;
    }
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

/** Who holds `port`: this installation's own sandbox, another installation's, or some other program. */
async function holderOf(port: number, owner: string): Promise<'same' | SandboxPortTakenError['holder']> {
  const answer = await fetch(`http://127.0.0.1:${port}${SANDBOX_OWNER_PATH}`, { signal: AbortSignal.timeout(3000) })
    .then(async (response) => (response.ok ? ((await response.json()) as { installation?: unknown }).installation : undefined))
    .catch(() => undefined);
  if (answer === owner) return 'same';
  return typeof answer === 'string' ? 'other-installation' : 'other-program';
}

/**
 * Starts a sandbox for installation `owner` on `port`, or joins the one another process of the same installation
 * (a sibling instance: same database, so its webhooks reach the same ledger) already runs there: `shared`, and
 * close() leaves it to its owner. A port held by another installation (whose webhooks would reach the wrong
 * database) or by another program is refused with a SandboxPortTakenError.
 */
export async function startOrJoinSandbox(port: number, owner: string, start: () => Promise<PaymentSandbox>): Promise<PaymentSandbox & { shared: boolean }> {
  try {
    return { ...(await start()), shared: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const holder = await holderOf(port, owner);
    if (holder !== 'same') throw new SandboxPortTakenError(port, holder);
    return { url: `http://127.0.0.1:${port}`, port, close: async () => undefined, shared: true };
  }
}
