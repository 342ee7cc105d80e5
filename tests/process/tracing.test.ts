import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppProcess } from '../../e2e/support/app-process.ts'
import { eventually } from '../support/api-client.ts'
import { OtlpCollector } from '../support/otlp-collector.ts'

/** OTLP span kind SERVER (the OTLP enum: 2). */
const SERVER = 2

describe('OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
  const collector = new OtlpCollector()
  let server: AppProcess

  beforeAll(async () => {
    const endpoint = await collector.start()
    server = await AppProcess.start({
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        OTEL_SERVICE_NAME: 'postcraft-test',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
    })
  })
  afterAll(async () => {
    await server?.dispose()
    await collector.stop()
  })

  it('sends a server span per request, named after its route pattern, with the request id', async () => {
    const answer = await fetch(`${server.url}/api/checkout/not-a-real-checkout`)
    const requestId = answer.headers.get('x-request-id')
    expect(requestId).toBeTruthy()
    const span = await eventually(
      async () =>
        collector.spans.find((candidate) => candidate.attributes['postcraft.request_id'] === requestId),
      20_000,
      'the request span at the collector',
    )
    expect(span).toMatchObject({
      name: 'GET /api/checkout/:id',
      kind: SERVER,
      serviceName: 'postcraft-test',
      attributes: { 'http.route': '/api/checkout/:id', 'http.response.status_code': answer.status },
    })
  })
})
