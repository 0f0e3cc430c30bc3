import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { serverMessages } from '@kora/shared';
import { DomainError } from '../errors.js';
import { fromDomain } from './error-handler.js';
import { hasToken, INSTANCE_HEADER, METRICS_PATH } from './metrics.js';

/**
 * `/metrics` for a process without an HTTP app (the transcoding worker): the default process series and
 * whatever `register` adds, behind the same bearer token as the instances' (404 otherwise).
 */
export async function startMetricsListener({ host, port, token, instanceId, register }: { host: string; port: number; token: string | undefined; instanceId: string; register: (registry: Registry) => void }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  register(registry);
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    res.setHeader(INSTANCE_HEADER, instanceId);
    if (req.method !== 'GET' || path !== METRICS_PATH || token === undefined || !hasToken(req.headers.authorization, token)) {
      const { status, body } = fromDomain(new DomainError('not_found', serverMessages.notFound));
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
