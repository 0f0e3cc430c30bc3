import { randomUUID } from 'node:crypto';
import { API_DOCS_PATH, apiPaths, pathTo } from '@kora/shared';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { INSTANCE_HEADER, METRICS_PATH } from './metrics.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
});

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: METRICS_PATH, headers: authorization === undefined ? {} : { authorization } });

describe('instance id and metrics', () => {
  it('names the instance on every answer, a 404 included', async () => {
    const found = await t.app.inject({ method: 'GET', url: '/healthz' });
    // eslint-disable-next-line no-restricted-syntax -- an unknown API path on purpose
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    const id = found.headers[INSTANCE_HEADER];
    expect(id).toMatch(/^[0-9a-f]{8}$/);
    expect(missing.headers[INSTANCE_HEADER]).toBe(id);
  });

  it('takes the instance id from KORA_INSTANCE_ID and hides /metrics when no token is set', async () => {
    const other = await createTestApp({ KORA_INSTANCE_ID: 'api-2' });
    try {
      const res = await other.app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization: 'Bearer ' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers[INSTANCE_HEADER]).toBe('api-2');
      expect(res.json()).toMatchObject({ code: 'not_found' });
    } finally {
      await other.close();
    }
  });

  it('answers 404 without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('is not in the OpenAPI description', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` })).json() as { paths: Record<string, unknown> };
    expect(spec.paths[METRICS_PATH]).toBeUndefined();
  });

  it('gives Prometheus text with the token: route patterns, pool gauges, process metrics', async () => {
    // Over HTTP: an answer is timed by the class Node builds responses from (http/closing-responses.ts), which `inject` does not use.
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${origin}${pathTo(apiPaths.video, { id: randomUUID() })}`)).status).toBe(401);
    expect((await fetch(`${origin}/no-such-path/${randomUUID()}.txt`)).status).toBe(404);
    // A connection open in the pool when scraped (idle ones close after a while: a slow machine got here with none).
    await t.database.pool.query('select 1');
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const families = new Map(parsePrometheusTextFormat(res.body).map((f) => [f.name, f]));

    // The parser checks the text and the family's type, but flattens a labelled histogram's series
    // into one (its labels lost), so the series' labels are read from the _count lines.
    expect(families.get('http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    const series = [...res.body.matchAll(/^http_request_duration_seconds_count\{(.*)\} \d+$/gm)].map((m) => m[1]);
    expect(series).toContain(`method="GET",route="${apiPaths.video}",status_code="401"`); // a member's route, asked signed out
    expect(series).toContain('method="GET",route="unmatched",status_code="404"');
    expect(series.some((labels) => labels?.includes('no-such-path'))).toBe(false);

    for (const name of ['kora_db_pool_total', 'kora_db_pool_idle', 'kora_db_pool_waiting']) {
      expect(families.get(name)?.type).toBe('GAUGE');
      expect(Number(families.get(name)?.metrics[0]?.value)).toBeGreaterThanOrEqual(0);
    }
    expect(Number(families.get('kora_db_pool_total')?.metrics[0]?.value)).toBeGreaterThan(0);
    expect(families.has('process_cpu_user_seconds_total')).toBe(true);
    expect(families.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });
});
