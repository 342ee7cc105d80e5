import { context, propagation, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { W3CTraceContextPropagator } from '@opentelemetry/core'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { registerInstrumentations } from '@opentelemetry/instrumentation'
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'

export interface Tracing {
  /** Sends the spans still buffered, then stops. */
  shutdown(): Promise<void>
}

/**
 * OpenTelemetry tracing, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: a span for each HTTP request
 * served or made, and for each PostgreSQL query, sent over OTLP/HTTP. Must run before the server's
 * modules load, so the instrumented libraries (node:http, pg) are patched when they are first required.
 * The exporter reads the standard OTEL_* variables itself (headers, timeouts, batch delay).
 */
export function startTracing(serviceName: string): Tracing {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  propagation.setGlobalPropagator(new W3CTraceContextPropagator())
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  })
  trace.setGlobalTracerProvider(provider)
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // The exporter's own requests are not traced, or every export would make a span to export.
        ignoreOutgoingRequestHook: (request) => String(request.path ?? '').startsWith('/v1/traces'),
      }),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  })
  return { shutdown: () => provider.shutdown() }
}
