import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@kora/shared';
import { createRequestDurations } from './request-durations.js';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const answers = [
  [apiPaths.authUser, 'GET', 200, 0.003],
  [apiPaths.authUser, 'GET', 200, 0.2],
  [apiPaths.authUser, 'GET', 200, 20],
  [apiPaths.authUser, 'GET', 401, 0.005],
  [apiPaths.authUser, 'HEAD', 200, 0.01],
  [apiPaths.video, 'GET', 404, 0.0104],
] as const;

describe('request durations', () => {
  it("write exactly what prom-client's own histogram writes for the same answers", async () => {
    const ours = new Registry();
    const durations = createRequestDurations(ours, BUCKETS);
    const observers = new Map<string, ReturnType<typeof durations.forRoute>>();
    for (const [route, method, status, seconds] of answers) {
      if (!observers.has(route)) observers.set(route, durations.forRoute(route));
      observers.get(route)?.(method, status, seconds);
    }

    const anchor = new Registry();
    const histogram = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of HTTP requests, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: BUCKETS,
      registers: [anchor],
    });
    for (const [route, method, status, seconds] of answers) histogram.observe({ method, route, status_code: String(status) }, seconds);

    const text = await ours.metrics();
    expect(text).toBe(await anchor.metrics());
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.25",method="GET",route="/api/auth/user",status_code="200"} 2');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/auth/user",status_code="200"} 3');
  });
});
