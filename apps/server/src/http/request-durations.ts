import type { Metric, Registry } from 'prom-client';

/** One (method, route, status) series: a count per bucket (the last is +Inf), their sum, and the total. */
interface Series {
  readonly labels: { method: string; route: string; status_code: string };
  readonly counts: number[];
  sum: number;
  count: number;
}

/** Records one answer of a route: its method, status and duration in seconds. */
export type RouteObserver = (method: string, status: number, seconds: number) => void;

const NAME = 'http_request_duration_seconds';

/**
 * The request duration histogram (by method, route pattern and status code), exposed through
 * prom-client's registry as its own histograms are, but kept as plain counters: each route asks
 * once for its observer (`forRoute`), which finds its series by method and status (no key is
 * built per answer) and adds one to a bucket. prom-client's `observe` validates and hashes the
 * labels of every observation, which cost GET /api/auth/user about 3 µs of its ~30
 * (measured 2026-11-25).
 */
export function createRequestDurations(registry: Registry, buckets: readonly number[]): { forRoute(route: string): RouteObserver } {
  const all: Series[] = [];
  const metric = {
    name: NAME,
    help: 'Duration of HTTP requests, by method, route pattern and status code',
    type: 'histogram',
    aggregator: 'sum',
    // The shape prom-client's registry writes out (the one its Histogram#get gives): cumulative buckets, sum, count.
    get: async () => ({
      name: NAME,
      help: metric.help,
      type: metric.type,
      aggregator: metric.aggregator,
      values: all.flatMap((series) => {
        let cumulative = 0;
        const bucketLines = series.counts.map((n, i) => {
          cumulative += n;
          return { labels: { le: buckets[i] ?? '+Inf', ...series.labels }, value: cumulative, metricName: `${NAME}_bucket` };
        });
        return [...bucketLines, { labels: series.labels, value: series.sum, metricName: `${NAME}_sum` }, { labels: series.labels, value: series.count, metricName: `${NAME}_count` }];
      }),
    }),
  };
  // Not one of prom-client's classes, but what its registry reads of one (name, help, type, get).
  registry.registerMetric(metric as unknown as Metric);

  return {
    forRoute(route) {
      // By method, then by status code as an index: no key is built per answer.
      const byMethod = new Map<string, Series[]>();
      return (method, status, seconds) => {
        let byStatus = byMethod.get(method);
        if (byStatus === undefined) {
          byStatus = [];
          byMethod.set(method, byStatus);
        }
        let series = byStatus[status];
        if (series === undefined) {
          series = { labels: { method, route, status_code: String(status) }, counts: new Array<number>(buckets.length + 1).fill(0), sum: 0, count: 0 };
          byStatus[status] = series;
          all.push(series);
        }
        let bucket = 0;
        while (bucket < buckets.length && seconds > (buckets[bucket] as number)) bucket += 1;
        series.counts[bucket] = (series.counts[bucket] as number) + 1;
        series.sum += seconds;
        series.count += 1;
      };
    },
  };
}
