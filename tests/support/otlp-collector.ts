import { createServer, type Server } from 'node:http'

export interface CollectedSpan {
  name: string
  kind: number
  attributes: Record<string, unknown>
  serviceName: string | undefined
}

interface OtlpValue {
  stringValue?: string
  intValue?: string | number
  boolValue?: boolean
  doubleValue?: number
}
interface OtlpKeyValue {
  key: string
  value: OtlpValue
}
interface OtlpTraces {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpKeyValue[] }
    scopeSpans?: Array<{ spans?: Array<{ name: string; kind: number; attributes?: OtlpKeyValue[] }> }>
  }>
}

const plainValue = (value: OtlpValue) =>
  value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue ?? undefined

const attributesOf = (list: OtlpKeyValue[] | undefined) =>
  Object.fromEntries((list ?? []).map(({ key, value }) => [key, plainValue(value)]))

/**
 * A stand-in OpenTelemetry collector: accepts OTLP/HTTP JSON exports on POST /v1/traces (the shape of
 * the OTLP specification's ExportTraceServiceRequest) and keeps the spans for a test to read.
 */
export class OtlpCollector {
  readonly spans: CollectedSpan[] = []
  private server: Server | undefined

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      request.on('end', () => {
        if (request.method !== 'POST' || request.url !== '/v1/traces') {
          response.writeHead(404).end()
          return
        }
        if (!String(request.headers['content-type']).startsWith('application/json')) {
          response.writeHead(415).end()
          return
        }
        this.collect(JSON.parse(body) as OtlpTraces)
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
    })
    const server = this.server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  }

  private collect(traces: OtlpTraces): void {
    for (const resourceSpans of traces.resourceSpans ?? []) {
      const serviceName = attributesOf(resourceSpans.resource?.attributes)['service.name']
      for (const scope of resourceSpans.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          this.spans.push({
            name: span.name,
            kind: span.kind,
            attributes: attributesOf(span.attributes),
            serviceName: typeof serviceName === 'string' ? serviceName : undefined,
          })
        }
      }
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }
}
