import { ConfigError, loadConfig } from './config.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { registerFastModuleResolution } from './fast-module-resolution.ts'

/**
 * The server's entry. Tracing, when configured, starts before the server's modules load (they are
 * imported afterwards), so the libraries it instruments are patched as they are first required.
 */
async function main(): Promise<void> {
  registerFastModuleResolution()
  const config = loadConfig()
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? (await import('./tracing.ts')).startTracing(config.OTEL_SERVICE_NAME)
    : undefined
  const { serve } = await import('./serve.ts')
  await serve(config, async () => {
    await tracing?.shutdown()
  })
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
