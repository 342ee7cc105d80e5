import { trace } from '@opentelemetry/api'
import type { FastifyInstance } from 'fastify'

/**
 * With tracing on, names each request's server span after its route pattern (`GET /api/orders/:id`,
 * as OpenTelemetry's HTTP conventions ask) and tags it with the request id a customer may quote.
 */
export function nameRequestSpans(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const span = trace.getActiveSpan()
    if (!span) return
    const route = request.routeOptions.url ?? 'unmatched'
    span.setAttribute('http.route', route)
    span.setAttribute('postcraft.request_id', request.id)
    span.updateName(`${request.method} ${route}`)
  })
}
