import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { isKnownPage } from '../../shared/paths.ts'

/**
 * Serves the built client: hashed assets with long caching, a prerendered HTML file per public page
 * where one exists, and the app shell for every other page (status 404 for unknown paths).
 */
/** Run-time values written into every served page, so prerendered HTML shows this deployment's. */
export interface PageValues {
  supportEmail: string
}

const SUPPORT_EMAIL_TOKEN = /__SUPPORT_EMAIL__/g

export function clientPages(distDir: string, values: PageValues) {
  const fill = (html: string) => html.replace(SUPPORT_EMAIL_TOKEN, values.supportEmail)
  return async function plugin(app: FastifyInstance) {
    const shellFile = path.join(distDir, 'index.html')
    if (!existsSync(shellFile)) {
      app.log.warn(`No client build at ${distDir}: run npm run build (npm start does it for you).`)
    }
    const readShell = () =>
      existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : '<!doctype html><title>Build missing</title>'
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
      },
    })
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/')
      if (pathname.startsWith('/api/')) {
        return reply
          .status(404)
          .send({ error: { code: 'not_found', message: `No route for GET ${pathname}` } })
      }
      const asset = path.normalize(path.join(distDir, pathname))
      if (asset.startsWith(distDir) && path.extname(asset) && existsSync(asset)) {
        return reply.sendFile(path.relative(distDir, asset))
      }
      const prerendered = path.join(distDir, pathname === '/' ? '' : pathname, 'index.html')
      const status = isKnownPage(pathname) ? 200 : 404
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').status(status)
      if (status === 200 && prerendered.startsWith(distDir) && existsSync(prerendered)) {
        return reply.send(fill(readFileSync(prerendered, 'utf8')))
      }
      return reply.send(fill(readShell()))
    })
  }
}
