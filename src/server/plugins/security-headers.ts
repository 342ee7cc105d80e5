import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import { PAGE_BOOT_SCRIPT } from '#shared/page-boot.ts'

/**
 * Helmet's security headers (the Content-Security-Policy and the rest) on every answer. The middleware
 * is built once here: @fastify/helmet built it again for every request, parsing the policy each time.
 */
export function addSecurityHeaders(app: FastifyInstance, appUrl: string): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:'],
        // The prerendered pages' boot script (src/shared/page-boot.ts), allowed by its hash.
        'script-src': [
          "'self'",
          `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`,
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': appUrl.startsWith('https:') ? [] : null,
      },
    },
  })
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  )
}
