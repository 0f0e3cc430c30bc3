import { context, propagation, type Attributes, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type pg from 'pg';

/**
 * Kora's spans, through the OpenTelemetry API: without OTEL_EXPORTER_OTLP_ENDPOINT no SDK is loaded, nothing here is
 * wired (each helper checks `tracingOn()` first), and the hot paths pay nothing.
 */
const tracer = trace.getTracer('kora');
let on = false;
/** Said once by start-tracing.ts, when the SDK is registered. */
export const markTracingOn = () => {
  on = true;
};
export const tracingOn = () => on;

/** Runs `work` in a span named `name`, its child spans under it; an error marks the span and goes on. */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>, kind: SpanKind = SpanKind.INTERNAL): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The current trace as W3C headers (`traceparent`), carried by a job's payload to its worker; undefined when off. */
export function traceCarrier(): Record<string, string> | undefined {
  if (!on) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? carrier : undefined;
}

/** Runs `work` in the trace a carrier names (a job's sender's), or as is. */
export function inCarriedTrace<T>(carrier: unknown, work: () => T): T {
  if (!on || !carrier || typeof carrier !== 'object') return work();
  return context.with(propagation.extract(context.active(), carrier as Record<string, string>), work);
}

type Query = (...args: unknown[]) => unknown;
/** Each promise-style query of `target` in a client span (the pool's own callback-style calls are left alone). */
function traceQueriesOf(target: { query: Query }): void {
  const original = target.query.bind(target);
  target.query = (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return original(...args);
    const first = args[0] as string | { text?: string } | undefined;
    const statement = (typeof first === 'string' ? first : first?.text ?? '').slice(0, 300);
    return inSpan('pg.query', { 'db.system': 'postgresql', 'db.statement': statement }, async () => original(...args), SpanKind.CLIENT);
  };
}

/** Every query of the pool (Drizzle's reads) and of the clients it lends (transactions), when tracing is on. */
export function traceQueries(pool: pg.Pool): void {
  if (!on) return;
  traceQueriesOf(pool as unknown as { query: Query });
  pool.on('connect', (client) => traceQueriesOf(client as unknown as { query: Query }));
}
