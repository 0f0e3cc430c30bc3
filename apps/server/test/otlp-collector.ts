import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP's JSON encoding carries it, with the `service.instance.id` of the process that sent it. */
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  instance: string;
}

interface OtlpBody {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value?: { stringValue?: string } }> };
    scopeSpans?: Array<{ spans?: Omit<OtlpSpan, 'instance'>[] }>;
  }>;
}

/**
 * A local collector that takes OTLP/HTTP as the OpenTelemetry Collector does (POST /v1/traces, JSON) on loopback:
 * what Kora's processes send when OTEL_EXPORTER_OTLP_ENDPOINT is its `endpoint`.
 */
export async function startOtlpCollector(): Promise<{ endpoint: string; spans: OtlpSpan[]; close: () => Promise<void> }> {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as OtlpBody;
        for (const resource of body.resourceSpans ?? []) {
          const instance = resource.resource?.attributes?.find((a) => a.key === 'service.instance.id')?.value?.stringValue ?? '';
          for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []).map((span) => ({ ...span, instance })));
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
