import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppProcess } from '../../e2e/support/app-process.ts'
import { eventually } from '../support/api-client.ts'
import { OtlpCollector } from '../support/otlp-collector.ts'
import { createEmptyPostgresDatabase } from '../support/postgres-database.ts'

describe('OpenTelemetry tracing on PostgreSQL', () => {
  const collector = new OtlpCollector()
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>
  let server: AppProcess

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase()
    server = await AppProcess.start({
      env: {
        DATABASE_URL: database.url,
        OTEL_EXPORTER_OTLP_ENDPOINT: await collector.start(),
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
    })
  })
  afterAll(async () => {
    await server?.dispose()
    await collector.stop()
    await database?.drop()
  })

  it("traces the database's queries", async () => {
    expect((await fetch(`${server.url}/api/catalogue`)).status).toBeLessThan(500)
    const query = await eventually(
      async () => collector.spans.find((span) => span.attributes['db.system.name'] === 'postgresql'),
      20_000,
      'a PostgreSQL query span',
    )
    expect(query.serviceName).toBe('postcraft')
  })
})
