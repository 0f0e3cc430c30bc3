import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import FastifyOtelInstrumentation from '@fastify/otel';
import type { FastifyPluginAsync } from 'fastify';
import { markTracingOn } from './tracer.js';

export interface Tracing {
  /** Registered first on the app: a span per request (its `traceparent` continued), its hooks and handler within. */
  fastifyPlugin: FastifyPluginAsync;
  /** Sends what is left, then stops. */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry, loaded (by a dynamic import) only when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans batched to
 * `<endpoint>/v1/traces` over OTLP/HTTP, W3C trace context in and out (nginx passes `traceparent` through), the
 * request spans by @fastify/otel, PostgreSQL queries, Redis publications and queue jobs by tracer.ts.
 */
export function startTracing({ endpoint, serviceName, instanceId }: { endpoint: string; serviceName: string; instanceId: string | undefined }): Tracing {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName, ...(instanceId ? { 'service.instance.id': instanceId } : {}) }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }), scheduledDelayMillis: 1000 })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  markTracingOn();
  const instrumentation = new FastifyOtelInstrumentation();
  instrumentation.setTracerProvider(provider);
  return { fastifyPlugin: instrumentation.plugin() as unknown as FastifyPluginAsync, shutdown: () => provider.shutdown() };
}
