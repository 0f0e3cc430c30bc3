import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPaths } from '@kora/shared';
import { freePort } from '../../test/free-port.js';
import { type OtlpSpan, startOtlpCollector } from '../../test/otlp-collector.js';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../../test/server-process.js';
import { adminQuery, TEMPLATE_DB, withDatabase } from '../../test/template-database.js';
import { until } from '../../test/until.js';

/*
 * Tracing as an operator turns it on (OTEL_EXPORTER_OTLP_ENDPOINT), against a local collector that takes OTLP/HTTP
 * as the OpenTelemetry Collector does (POST /v1/traces, JSON): a request arriving with a `traceparent` (as nginx
 * passes it on) is traced in that trace, with its PostgreSQL queries, down to the queue job it caused.
 */
let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
let server: ServerProcess;
let base: string;
const adminUrl = inject('pgAdminUrl');
const dbName = `kora_t_trace_${randomBytes(4).toString('hex')}`;
let dataDir: string;

beforeAll(async () => {
  collector = await startOtlpCollector();
  await adminQuery(adminUrl, `create database ${dbName} template ${TEMPLATE_DB}`);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kora-trace-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: withDatabase(adminUrl, dbName),
    PORT: String(port),
    HOST: '127.0.0.1',
    WORKERS: '1',
    PUBLIC_URL: base,
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
  });
  await waitUntilReady(base, server);
}, 90_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await collector?.close();
  await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('continues an incoming trace through the request, its PostgreSQL queries and the queue job it caused', { timeout: 60_000 }, async () => {
    const json = { 'content-type': 'application/json', origin: base };
    const registered = await fetch(`${base}${apiPaths.register}`, { method: 'POST', headers: json, body: JSON.stringify({ firstName: 'Awa', lastName: 'Sarr', email: 'awa.trace@exemple.sn', password: 'mot-de-passe' }) });
    expect(registered.status).toBe(201);
    const cookie = (registered.headers.getSetCookie().find((c) => c.startsWith('kora_sid=')) ?? '').split(';')[0] as string;
    const traceId = randomBytes(16).toString('hex');
    const parentId = randomBytes(8).toString('hex');
    const asked = await fetch(`${base}${apiPaths.userExport}`, { method: 'POST', headers: { ...json, cookie, traceparent: `00-${traceId}-${parentId}-01` }, body: '{}' });
    expect(asked.status).toBe(202);

    const ours = await until('the job’s span', async () => collector.spans.filter((span) => span.traceId === traceId), (found) => found.some((span) => span.name === 'job account.export'), 30_000);
    const names = ours.map((span) => span.name);
    // The request's span continues the caller's; the queries and the job hang under it.
    expect(ours.find((span) => span.parentSpanId === parentId)?.name).toMatch(/request|POST/);
    expect(names).toContain('pg.query');
    const job = ours.find((span) => span.name === 'job account.export') as OtlpSpan;
    expect(ours.map((span) => span.spanId)).toContain(job.parentSpanId);
    // The job's own queries are in the same trace.
    expect(ours.filter((span) => span.name === 'pg.query' && span.parentSpanId === job.spanId).length).toBeGreaterThan(0);
    // A request without a traceparent starts a trace of its own.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
