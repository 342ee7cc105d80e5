import type { FastifyServerOptions } from 'fastify'
import { prettyFactory } from 'pino-pretty'
import type { Config } from '../../config.ts'
import { REDACTED, redactUrl } from './redact-url.ts'

/** Anything with write(line): stdout, a file, or a test's in-memory list. */
export interface LogDestination {
  write(line: string): unknown
}

/**
 * Fastify logs no headers by default and the request serializer below keeps it that way; should a
 * header object reach a log line anyway, its credentials are censored.
 */
const REDACT_PATHS = ['authorization', 'cookie', '["set-cookie"]'].flatMap((header) => [
  `headers.${header}`,
  `req.headers.${header}`,
  `res.headers.${header}`,
  `request.headers.${header}`,
  `reply.headers.${header}`,
])

/** Formats each JSON line as it is written (no worker thread), so lines keep their order with console output. */
function prettyStream(destination: LogDestination): LogDestination {
  const format = prettyFactory({
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    // Colours only on the terminal itself (pino-pretty checks it supports them); plain text elsewhere.
    ...(destination === process.stdout ? {} : { colorize: false }),
  })
  return { write: (line: string) => destination.write(format(line)) }
}

interface LoggedRequest {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

/**
 * The server's logger: JSON lines (to stdout, or the given destination), or one readable line per
 * entry through pino-pretty when `pretty` (stdout is a terminal). Request URLs are logged without tokens.
 */
export function loggerOptions(
  level: Config['LOG_LEVEL'],
  options: { pretty: boolean; destination?: LogDestination | undefined },
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const { destination } = options
  const stream = options.pretty ? prettyStream(destination ?? process.stdout) : destination
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  }
}
